// Comparing runs of one task: each run's metrics with bootstrap confidence intervals, pairwise
// differences with approximate randomization p-values, and a ranking with groups of runs not
// significantly different (docs/comparing.md). One implementation for every task, over the
// units its unit_scorer() gives.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "host/api.hpp"

namespace bioeval {

struct CompareSettings {
  std::size_t resamples = 1000;  // bootstrap resamples
  std::size_t trials = 10000;    // approximate randomization trials per pair
  std::uint64_t seed = 1;
  double confidence = 0.95;
  double alpha = 0.05;  // the level below which a difference counts as significant
  // The run every other is tested against; nothing: every pair, p-values Holm-adjusted.
  std::optional<std::size_t> baseline;
  std::string metric;  // the metric to rank by; empty: the task's main metric
};

// One run to compare: its label (the run's file name) and its complete inputs.
struct ComparedRun {
  std::string label;
  Inputs inputs;
};

// Progress of a comparison, phase by phase: "scoring" (the runs' bytes read and scored) and
// "resampling" (the bootstrap's and the randomization tests' samples scored).
using CompareProgressFn =
    std::function<void(std::string_view phase, std::size_t done, std::size_t total)>;

// The comparison's result (schema 1, "mode": "compare"). Throws UsageError for fewer than two
// runs or a setting out of range.
Json compare(const Task& task, const std::vector<ComparedRun>& runs, const Json& options,
             const CompareSettings& settings, const CompareProgressFn& progress = {});

}  // namespace bioeval
