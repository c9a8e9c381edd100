#include "metrics/roc.hpp"

#include <algorithm>

namespace bioeval {

std::vector<ThresholdCounts> threshold_counts(std::vector<ScoredItem> items) {
  std::sort(items.begin(), items.end(),
            [](const ScoredItem& a, const ScoredItem& b) { return a.score > b.score; });
  std::vector<ThresholdCounts> counts;
  std::uint64_t tp = 0, fp = 0;
  for (std::size_t i = 0; i < items.size(); ++i) {
    (items[i].positive ? tp : fp) += 1;
    const bool last_of_tie = i + 1 == items.size() || items[i + 1].score != items[i].score;
    if (last_of_tie) counts.push_back({items[i].score, tp, fp});
  }
  return counts;
}

std::optional<double> roc_auc(const std::vector<ThresholdCounts>& counts, std::uint64_t positives,
                              std::uint64_t negatives) {
  if (positives == 0 || negatives == 0) return std::nullopt;
  double area = 0;  // in units of (one positive) × (one negative), halves included
  std::uint64_t tp_before = 0, fp_before = 0;
  for (const ThresholdCounts& c : counts) {
    area += static_cast<double>(c.fp - fp_before) * static_cast<double>(tp_before + c.tp) / 2;
    tp_before = c.tp;
    fp_before = c.fp;
  }
  return area / (static_cast<double>(positives) * static_cast<double>(negatives));
}

std::vector<ThresholdCounts> thinned(const std::vector<ThresholdCounts>& counts,
                                     std::size_t limit) {
  if (counts.size() <= limit || limit < 2) return counts;
  std::vector<ThresholdCounts> kept;
  kept.reserve(limit);
  const double step = static_cast<double>(counts.size() - 1) / static_cast<double>(limit - 1);
  for (std::size_t i = 0; i < limit; ++i) {
    kept.push_back(counts[static_cast<std::size_t>(static_cast<double>(i) * step + 0.5)]);
  }
  return kept;
}

}  // namespace bioeval
