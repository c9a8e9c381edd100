// Ranking measures of scored binary items: ROC points, AUC, and the counts at every threshold.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

namespace bioeval {

struct ScoredItem {
  double score;   // higher means more likely positive; -infinity for "not scored at all"
  bool positive;  // the gold label
};

// The items with score ≥ `threshold`: how many are positive (tp) and negative (fp).
struct ThresholdCounts {
  double threshold;
  std::uint64_t tp = 0;
  std::uint64_t fp = 0;
};

// One entry per distinct score, from the highest down: each threshold where the ROC curve moves.
// Ties share one entry, so the curve never depends on the order of tied items.
std::vector<ThresholdCounts> threshold_counts(std::vector<ScoredItem> items);

// AUC = Σ_thresholds ΔFP · (TP_before + TP_after) / 2 / (P · N): the trapezoid over one ROC point
// per distinct score, equal to the Mann–Whitney U / (P · N) with ties counted half. Nothing when
// P = 0 or N = 0.
std::optional<double> roc_auc(const std::vector<ThresholdCounts>& counts, std::uint64_t positives,
                              std::uint64_t negatives);

// At most `limit` (≥ 2) entries of `counts`, evenly spaced, the first and last kept: enough to
// draw a curve of a million items.
std::vector<ThresholdCounts> thinned(const std::vector<ThresholdCounts>& counts, std::size_t limit);

}  // namespace bioeval
