// Fields of a line and the scalar values they hold.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

namespace bioeval {

// Splits `line` at every TAB. Stores at most `capacity` fields in `out` and returns how many
// fields the line has (which may exceed `capacity`).
std::size_t split_tabs(std::string_view line, std::string_view* out, std::size_t capacity);

// Splits `line` at runs of whitespace, ignoring whitespace at both ends (as Python's
// str.split() does). Stores at most `capacity` fields in `out` (unused slots are left empty)
// and returns how many fields the line has.
std::size_t split_whitespace(std::string_view line, std::string_view* out, std::size_t capacity);

// The first field of `line`, as split_whitespace finds it (empty when the line is blank).
std::string_view first_field(std::string_view line);

// Byte offset of `field` within `line` (the field must be a view into the line).
inline std::size_t offset_in(std::string_view line, std::string_view field) {
  return static_cast<std::size_t>(field.data() - line.data());
}

// A positive decimal integer ("1", "42"; no sign, no spaces), or nothing.
std::optional<std::uint64_t> parse_positive_integer(std::string_view text);

// A finite decimal number ("0.5", "1", ".25", "-3", "1e-3"; no spaces, no "nan"/"inf"), or
// nothing. Correctly rounded.
std::optional<double> parse_decimal(std::string_view text);

inline bool is_space(char c) {
  return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}

// True when `text` is empty or holds only whitespace.
inline bool is_blank(std::string_view text) {
  if (!text.empty() && static_cast<unsigned char>(text.front()) > ' ') return false;  // most lines
  for (char c : text) {
    if (!is_space(c)) return false;
  }
  return true;
}

// True when `text` begins or ends with a space or another whitespace character.
inline bool has_outer_whitespace(std::string_view text) {
  return !text.empty() && (is_space(text.front()) || is_space(text.back()));
}

}  // namespace bioeval
