// The groups of a comparison's ranking when every pair of runs was tested (docs/comparing.md).
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <vector>

namespace bioeval {

// The adjusted p-value of the runs ranked `x` and `y`, or nullopt when it is undefined.
using RankedPValue = std::function<std::optional<double>(std::size_t x, std::size_t y)>;

// The group (1, 2, …) of each of `count` runs ranked best first. A run opens a new group when it is
// significantly different (adjusted p below `alpha`) from any run of the current group, and joins
// it otherwise: no two runs of one group are significantly different. An undefined p-value is
// not a significant difference.
std::vector<int> ranking_groups(std::size_t count, const RankedPValue& p, double alpha);

}  // namespace bioeval
