#include "io/fields.hpp"

#include "base/bytes.hpp"

#include <fast_float/fast_float.h>

namespace bioeval {
namespace {

bool is_digit(char c) {
  return c >= '0' && c <= '9';
}

}  // namespace

std::size_t split_tabs(std::string_view line, std::string_view* out, std::size_t capacity) {
  // Eight bytes at a time: fields are short, and a call per field would cost more.
  std::size_t count = 0;
  const char* start = line.data();
  const char* end = start + line.size();
  const auto cut = [&](const char* tab) {
    if (count < capacity)
      out[count] = std::string_view(start, static_cast<std::size_t>(tab - start));
    ++count;
    start = tab + 1;
  };
  const char* p = start;
  for (; end - p >= 8; p += 8) {
    const std::uint64_t word = load_word(p);
    for (std::uint64_t tabs = byte_mask(word, '\t'); tabs != 0; tabs &= tabs - 1) {
      cut(p + __builtin_ctzll(tabs) / 8);
    }
  }
  for (; p != end; ++p) {
    if (*p == '\t') cut(p);
  }
  if (count < capacity) out[count] = std::string_view(start, static_cast<std::size_t>(end - start));
  return count + 1;
}

namespace {

// The first whitespace character in [p, end), or end; eight bytes at a time, as split_tabs.
const char* find_space(const char* p, const char* end) {
  for (; end - p >= 8; p += 8) {
    for (std::uint64_t mask = space_or_control_mask(load_word(p)); mask != 0; mask &= mask - 1) {
      const char* candidate = p + __builtin_ctzll(mask) / 8;
      if (is_space(*candidate)) return candidate;
    }
  }
  while (p != end && !is_space(*p)) ++p;
  return p;
}

}  // namespace

std::string_view first_field(std::string_view line) {
  const char* p = line.data();
  const char* const end = p + line.size();
  while (p != end && is_space(*p)) ++p;
  return std::string_view(p, static_cast<std::size_t>(find_space(p, end) - p));
}

std::size_t split_whitespace(std::string_view line, std::string_view* out, std::size_t capacity) {
  for (std::size_t i = 0; i < capacity; ++i) out[i] = {};
  std::size_t count = 0;
  const char* p = line.data();
  const char* const end = p + line.size();
  while (true) {
    while (p != end && is_space(*p)) ++p;
    if (p == end) return count;
    const char* const start = p;
    p = find_space(p, end);
    if (count < capacity) out[count] = std::string_view(start, static_cast<std::size_t>(p - start));
    ++count;
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
  // fast_float reads [-]digits[.digits][e[+-]digits] (and words such as "nan", whose values
  // are rejected below); a leading '+' is allowed here too.
  const char* first = text.data();
  const char* last = first + text.size();
  if (first != last && *first == '+') ++first;
  if (first == last ||
      !(is_digit(*first) || *first == '.' || (*first == '-' && first == text.data()))) {
    return std::nullopt;
  }
  double value = 0;
  const auto parsed = fast_float::from_chars(first, last, value);
  if (parsed.ec != std::errc() || parsed.ptr != last) return std::nullopt;
  if (!(value - value == 0)) return std::nullopt;  // nan, or overflow to infinity
  return value;
}

}  // namespace bioeval
