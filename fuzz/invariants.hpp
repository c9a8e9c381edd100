// Invariants the fuzz targets assert: a violated one stops the target with a message and a trap,
// which libFuzzer reports as a crash with its input.
#pragma once

#include <map>
#include <string>
#include <string_view>

#include "host/api.hpp"

namespace bioeval::fuzz {

// Stops the process (a finding) when `holds` is false.
void require(bool holds, std::string_view what);

// True when nlohmann/json accepts `text` as UTF-8 (its dump throws otherwise).
bool is_utf8(std::string_view text);

// What a result must say, given how evaluate() was called.
struct Expectation {
  std::map<std::string, std::string_view> inputs;  // role -> the bytes given for it
  bool scored_mode = true;                         // Mode::score (false: Mode::validate)
  bool forced = false;                             // the option force was set
  std::string_view only_error_input;  // when not empty, every error must be about this role
};

// Checks a result against `expected`: diagnostics (order, codes, lines and columns within their
// input), validity, whether it was scored, metric ranges, tables, curves and input summaries.
void check_result(const Result& result, const Expectation& expected);

// Serializes a result with to_json().dump(), which must not throw (it throws on invalid UTF-8),
// and checks that the JSON says what the result holds.
void check_serialization(const Result& result);

// True when both results hold the same metrics with the same values, in the same order.
bool same_metrics(const Result& a, const Result& b);

// True when both results hold the same diagnostics, in the same order.
bool same_diagnostics(const Result& a, const Result& b);

}  // namespace bioeval::fuzz
