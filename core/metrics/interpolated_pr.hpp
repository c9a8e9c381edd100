// Interpolated precision/recall of a ranked list and the area under it (AUC iP/R), as defined
// by the BioCreative II.5 evaluation.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

namespace bioeval {

// Counts after some prefix of a ranking: relevant and irrelevant items retrieved so far.
struct RankCounts {
  std::uint64_t tp = 0;
  std::uint64_t fp = 0;
};

struct PrPoint {
  double recall = 0;
  double precision = 0;
};

// The counts after each item of a ranking whose items are relevant or not.
std::vector<RankCounts> walk_ranking(const std::vector<bool>& relevant);

// (R, P) after each prefix: P = tp / (tp + fp), R = tp / n_gold (0 when a denominator is 0).
std::vector<PrPoint> pr_points(const std::vector<RankCounts>& walk, std::uint64_t n_gold);

// Interpolated levels of a cumulative walk (tp and fp never decrease), ascending in recall: the
// best precision at each distinct recall, kept iff it is strictly greater than the best precision
// of every kept level at a higher recall.
std::vector<PrPoint> interpolated_pr(const std::vector<RankCounts>& walk, std::uint64_t n_gold);

// AUC iP/R = Σ_j P_j · (R_j − R_(j−1)) over the interpolated levels, with R_0 = 0.
double auc_ipr(const std::vector<PrPoint>& interpolated);

// The best precision among prefixes that reach recall 1; nothing if none does.
std::optional<double> precision_at_full_recall(const std::vector<RankCounts>& walk,
                                               std::uint64_t n_gold);

}  // namespace bioeval
