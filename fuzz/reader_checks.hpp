// What the parser-level targets (fuzz_read_*) share: how the fuzzed bytes are cut into files,
// how a file becomes a checked text input, and the invariants every reader's diagnostics and
// parsed fields must satisfy.
#pragma once

#include <cstdint>
#include <cstdio>
#include <exception>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "base/diagnostics.hpp"
#include "base/text.hpp"
#include "invariants.hpp"

namespace bioeval::fuzz {

// The bytes cut at each 0xFF byte (never part of UTF-8 text) into at most `max_parts` parts; the
// last part keeps any further 0xFF bytes, so that it is rejected as text.
std::vector<std::string_view> split_parts(std::string_view bytes, std::size_t max_parts);

// `bytes` checked as the tasks check an input before reading it (check_text), the diagnostics
// going to `diagnostics`.
TextInput text_input(std::string_view role, std::string_view file, std::string_view bytes,
                     Diagnostics& diagnostics, Emptiness empty = Emptiness::rejected);

// True when `part` is a view into `whole` (an empty view at its end included).
bool is_within(std::string_view part, std::string_view whole);

// The text each input role was read from, for diagnostics to point into.
using TextsByRole = std::map<std::string, std::string_view, std::less<>>;

// Every diagnostic has a code among `codes` or those of check_text, a message, an input that was
// given, a line within that input and a column within the line (or just after it), and a UTF-8
// excerpt; the counts add up to what is listed and dropped.
void check_reader_diagnostics(const Diagnostics& diagnostics, const TextsByRole& texts,
                              const std::vector<std::string>& codes);

// The errors (or warnings) listed about the input of `role` (the targets keep every diagnostic:
// Diagnostics(1 << 20)).
std::size_t count_for(const Diagnostics& diagnostics, std::string_view role, Severity severity);

// How many diagnostics with `code` were reported, listed or not.
std::size_t code_count(const Diagnostics& diagnostics, std::string_view code);

// True when a diagnostic with `code` was reported.
inline bool reported(const Diagnostics& diagnostics, std::string_view code) {
  return code_count(diagnostics, code) > 0;
}

// The lines of `text` as LineReader reads them.
std::vector<Line> lines_of_text(std::string_view text);

// The words of `line`, split at runs of whitespace as Python's str.split() splits (views into the
// line).
std::vector<std::string_view> words_of(std::string_view line);

// Whether `line` is a record of `width` fields: fields separated by single TABs, none empty,
// none with whitespace around it (what RecordReader accepts).
bool is_record_line(std::string_view line, std::size_t width);

// Runs `check` on the fuzzed bytes and stops with a trap (a finding) when an exception escapes:
// the readers report what is wrong with an input as diagnostics and do not throw.
template <class Check>
int run_reader_check(const char* target, const std::uint8_t* data, std::size_t size, Check check) {
  try {
    check(std::string_view(reinterpret_cast<const char*>(data), size));
  } catch (const std::exception& e) {
    std::fprintf(stderr, "%s: a reader threw: %s\n", target, e.what());
    __builtin_trap();
  }
  return 0;
}

}  // namespace bioeval::fuzz
