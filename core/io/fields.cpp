#include "io/fields.hpp"

#include <cstring>

#include <fast_float/fast_float.h>

namespace bioeval {
namespace {

bool is_digit(char c) { return c >= '0' && c <= '9'; }

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }

// The decimal grammar accepted for numbers: [+-]? (digits [. digits?] | . digits) ([eE] [+-]? digits)?
bool is_decimal_syntax(std::string_view s) {
  std::size_t i = 0;
  if (i < s.size() && (s[i] == '+' || s[i] == '-')) ++i;
  std::size_t digits = 0;
  while (i < s.size() && is_digit(s[i])) ++i, ++digits;
  if (i < s.size() && s[i] == '.') {
    ++i;
    while (i < s.size() && is_digit(s[i])) ++i, ++digits;
  }
  if (digits == 0) return false;
  if (i < s.size() && (s[i] == 'e' || s[i] == 'E')) {
    ++i;
    if (i < s.size() && (s[i] == '+' || s[i] == '-')) ++i;
    std::size_t exponent_digits = 0;
    while (i < s.size() && is_digit(s[i])) ++i, ++exponent_digits;
    if (exponent_digits == 0) return false;
  }
  return i == s.size();
}

}  // namespace

std::size_t split_tabs(std::string_view line, std::string_view* out, std::size_t capacity) {
  std::size_t count = 0;
  const char* p = line.data();
  const char* end = p + line.size();
  while (true) {
    const auto* tab = static_cast<const char*>(std::memchr(p, '\t', static_cast<std::size_t>(end - p)));
    const char* stop = tab ? tab : end;
    if (count < capacity) out[count] = std::string_view(p, static_cast<std::size_t>(stop - p));
    ++count;
    if (!tab) return count;
    p = tab + 1;
  }
}

std::optional<std::uint64_t> parse_positive_integer(std::string_view text) {
  if (text.empty() || text.size() > 18) return std::nullopt;
  std::uint64_t value = 0;
  for (char c : text) {
    if (!is_digit(c)) return std::nullopt;
    value = value * 10 + static_cast<std::uint64_t>(c - '0');
  }
  if (value == 0) return std::nullopt;
  return value;
}

std::optional<double> parse_decimal(std::string_view text) {
  if (!is_decimal_syntax(text)) return std::nullopt;
  const bool plus = text.front() == '+';
  const char* first = text.data() + (plus ? 1 : 0);
  const char* last = text.data() + text.size();
  double value = 0;
  const auto parsed = fast_float::from_chars(first, last, value);
  if (parsed.ec != std::errc() || parsed.ptr != last) return std::nullopt;
  if (!(value - value == 0)) return std::nullopt;  // overflow to infinity
  return value;
}

bool has_outer_whitespace(std::string_view text) {
  return !text.empty() && (is_space(text.front()) || is_space(text.back()));
}

}  // namespace bioeval
