// Comparing runs of one task: each run's metrics with bootstrap confidence intervals, pairwise
// differences with approximate randomization p-values, and a ranking: with groups of runs not
// significantly different when every pair is tested, with each run's difference to the baseline
// and its significance when only the pairs with a baseline are (docs/comparing.md). One
// implementation for every task, over the units its unit_scorer() puts side by side: each run's
// units as reading it once made them.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
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

// A run scored already (host/api.hpp's score()), as a comparison takes it: its label, its
// result (its validity and counts; the first's signature and options stand for all) and its
// units (ScoredRun::units()).
struct ScoredRunEntry {
  std::string label;
  const Result* result = nullptr;
  std::shared_ptr<const RunUnits> units;
};

// Progress of a comparison, phase by phase: "scoring" (the runs' bytes read and scored) and
// "resampling" (the bootstrap's and the randomization tests' samples scored).
using CompareProgressFn =
    std::function<void(std::string_view phase, std::size_t done, std::size_t total)>;

// The comparison's result (schema 1, "mode": "compare"), each run read once. Throws UsageError
// for fewer than two runs or a setting out of range.
Json compare(const Task& task, const std::vector<ComparedRun>& runs, const Json& options,
             const CompareSettings& settings, const CompareProgressFn& progress = {});

// The same for runs scored already, nothing read again (the page compares the runs it has
// scored, and compares them again under other settings).
Json compare(const Task& task, const std::vector<ScoredRunEntry>& runs,
             const CompareSettings& settings, const CompareProgressFn& progress = {});

}  // namespace bioeval
