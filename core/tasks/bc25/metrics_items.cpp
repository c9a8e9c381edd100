#include "tasks/bc25/metrics_items.hpp"

namespace bioeval::bc25 {
namespace {

std::optional<double> mean_of(double sum, std::uint64_t count) {
  if (count == 0) return std::nullopt;
  return sum / static_cast<double>(count);
}

// Cumulative counts after depth 1 … D, pooling the d-th hit of every article: the hits at depth d
// are the articles with more than d hits, the relevant ones counted per depth.
std::vector<RankCounts> micro_walk(const ItemSums& sums) {
  std::size_t deepest = sums.lists_of_length.size() - 1;  // the spare slot left out
  while (deepest > 0 && sums.lists_of_length[deepest - 1] == 0) --deepest;
  std::vector<RankCounts> walk;
  walk.reserve(deepest);
  std::uint64_t longer = sums.documents;  // articles with more than d hits
  RankCounts counts;
  for (std::size_t d = 0; d + 1 < deepest; ++d) {
    longer -= sums.lists_of_length[d];
    counts.tp += sums.tp_at_depth[d];
    counts.fp += longer - sums.tp_at_depth[d];
    walk.push_back(counts);
  }
  return walk;
}

}  // namespace

ItemSums ItemSums::empty(std::size_t longest) {
  ItemSums sums;
  sums.lists_of_length.assign(longest + 2, 0);
  sums.tp_at_depth.assign(longest + 1, 0);
  return sums;
}

ItemMetrics item_metrics(const ItemSums& sums, ItemMicroCurve* curve) {
  ItemMetrics out;
  out.documents = sums.documents;
  out.micro = sums.micro;
  out.micro_precision = precision(sums.micro.tp, sums.micro.fp);
  out.micro_recall = recall(sums.micro.tp, sums.micro.fn);
  out.micro_f1 = f1(out.micro_precision, out.micro_recall);
  std::vector<RankCounts> walk = micro_walk(sums);
  std::vector<PrPoint> levels = interpolated_pr(walk, sums.micro.tp + sums.micro.fn);
  if (sums.documents) out.micro_auc_ipr = auc_ipr(levels);
  out.macro_precision = mean_of(sums.precision, sums.documents);
  out.macro_recall = mean_of(sums.recall, sums.documents);
  out.macro_f1 = mean_of(sums.f1, sums.documents);
  out.macro_auc_ipr = mean_of(sums.auc, sums.documents);
  if (curve) *curve = {std::move(walk), std::move(levels)};
  return out;
}

}  // namespace bioeval::bc25
