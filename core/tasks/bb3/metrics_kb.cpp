#include <vector>

#include "tasks/bb3/metrics.hpp"

namespace bioeval::bb3 {

KbMetrics kb_metrics(const std::vector<std::uint32_t>& gold_order,
                     const std::vector<std::uint32_t>& gold_weight,
                     const std::vector<WeightedPrediction>& predictions,
                     std::vector<std::optional<KbCandidate>>* assignments) {
  KbMetrics out;
  std::vector<double> sum(gold_weight.size(), 0.0);
  std::vector<std::uint64_t> count(gold_weight.size(), 0);
  if (assignments) assignments->assign(predictions.size(), std::nullopt);
  for (std::size_t p = 0; p < predictions.size(); ++p) {
    const WeightedPrediction& prediction = predictions[p];
    out.predictions += prediction.weight;
    for (const KbCandidate& c : *prediction.candidates) {
      if (gold_weight[c.gold] == 0) continue;  // not in the multiset: the next closest
      sum[c.gold] += static_cast<double>(prediction.weight) * c.similarity;
      count[c.gold] += prediction.weight;
      if (assignments) (*assignments)[p] = c;
      break;
    }
  }
  double total = 0;
  std::uint64_t weight = 0;
  for (const std::uint32_t g : gold_order) {
    if (gold_weight[g] == 0) continue;
    weight += gold_weight[g];
    if (count[g] == 0) out.false_negatives += gold_weight[g];
    const double mean = count[g] ? sum[g] / static_cast<double>(count[g]) : 0.0;
    total += static_cast<double>(gold_weight[g]) * mean;
  }
  if (weight > 0) out.mean_references = total / static_cast<double>(weight);
  return out;
}

}  // namespace bioeval::bb3
