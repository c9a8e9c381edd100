// A comparison of runs (core/host/compare.hpp) as a person or a paper reads it.
#pragma once

#include <string>

#include "base/json.hpp"

namespace bioeval::cli {

// The ranking, each run's metrics with their intervals, and the pairwise tests, as text.
std::string comparison_text(const Json& comparison_result);

// A LaTeX table: a row per run, best first, with the ranking metric's value, its interval and
// group, then the other metrics' values.
std::string comparison_latex(const Json& comparison_result);

}  // namespace bioeval::cli
