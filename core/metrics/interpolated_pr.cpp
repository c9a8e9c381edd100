#include "metrics/interpolated_pr.hpp"

#include <algorithm>

#include "metrics/ratios.hpp"

namespace bioeval {

std::vector<RankCounts> walk_ranking(const std::vector<bool>& relevant) {
  std::vector<RankCounts> walk;
  walk.reserve(relevant.size());
  RankCounts counts;
  for (bool r : relevant) {
    (r ? counts.tp : counts.fp) += 1;
    walk.push_back(counts);
  }
  return walk;
}

std::vector<PrPoint> pr_points(const std::vector<RankCounts>& walk, std::uint64_t n_gold) {
  std::vector<PrPoint> points;
  points.reserve(walk.size());
  for (const auto& c : walk) {
    points.push_back({ratio(c.tp, n_gold).value_or(0.0), precision(c.tp, c.fp).value_or(0.0)});
  }
  return points;
}

std::vector<PrPoint> interpolated_pr(const std::vector<RankCounts>& walk, std::uint64_t n_gold) {
  // A walk is cumulative: points with the same tp (the same recall) are adjacent, and the first
  // of them has the fewest false positives, hence the best precision at that recall. Recall
  // levels are told apart by their exact tp counts, never by comparing doubles.
  std::vector<PrPoint> levels;
  double running_max = 0;
  for (std::size_t end = walk.size(); end > 0;) {
    std::size_t first = end - 1;
    while (first > 0 && walk[first - 1].tp == walk[end - 1].tp) --first;
    const double best = precision(walk[first].tp, walk[first].fp).value_or(0.0);
    if (best > running_max) {
      running_max = best;
      levels.push_back({ratio(walk[first].tp, n_gold).value_or(0.0), best});
    }
    end = first;
  }
  std::reverse(levels.begin(), levels.end());
  return levels;
}

double auc_ipr(const std::vector<PrPoint>& interpolated) {
  double area = 0;
  double previous_recall = 0;
  for (const auto& level : interpolated) {
    area += level.precision * (level.recall - previous_recall);
    previous_recall = level.recall;
  }
  return area;
}

std::optional<double> precision_at_full_recall(const std::vector<RankCounts>& walk,
                                               std::uint64_t n_gold) {
  std::optional<double> best;
  if (n_gold == 0) return best;
  for (const auto& c : walk) {
    if (c.tp < n_gold) continue;
    const double p = precision(c.tp, c.fp).value_or(0.0);
    if (!best || p > *best) best = p;
  }
  return best;
}

}  // namespace bioeval
