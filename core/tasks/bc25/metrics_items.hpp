// INT and IPT: the metrics of a multiset of articles, from the sums its articles make
// (docs/tasks/bc25.md). The one function both the result (every article once, report_items.cpp)
// and a comparison's samples (units_items.cpp) are computed by.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "metrics/interpolated_pr.hpp"
#include "metrics/ratios.hpp"

namespace bioeval::bc25 {

// What a multiset of articles adds up to. Articles the task does not evaluate add nothing.
struct ItemSums {
  Confusion micro;                                    // tp, fp, fn
  double precision = 0, recall = 0, f1 = 0, auc = 0;  // the per-article values, summed
  std::uint64_t documents = 0;                        // evaluated articles
  // [L]: evaluated articles with L hits after the cutoff, L = 0 … longest; then a spare slot.
  std::vector<std::uint64_t> lists_of_length;
  // [d]: relevant hits at depth (0-based rank) d, d < longest; then a spare slot.
  std::vector<std::uint64_t> tp_at_depth;

  // Nothing summed yet, for lists of at most `longest` hits.
  static ItemSums empty(std::size_t longest);
};

// The metrics of INT and IPT, by name (`documents`, `micro.tp`, …, `macro.auc_ipr`); nothing
// where a metric is undefined.
struct ItemMetrics {
  std::uint64_t documents = 0;
  Confusion micro;
  std::optional<double> micro_precision, micro_recall, micro_f1, micro_auc_ipr;
  std::optional<double> macro_precision, macro_recall, macro_f1, macro_auc_ipr;
};

// The micro curve beside the metrics, for the result's charts.
struct ItemMicroCurve {
  std::vector<RankCounts> walk;  // cumulative counts after depth 1, 2, …, pooling every article
  std::vector<PrPoint> levels;   // its interpolated levels, whose area is micro.auc_ipr
};

// The metrics of the articles that made `sums`; `curve`, when given, receives the micro curve.
ItemMetrics item_metrics(const ItemSums& sums, ItemMicroCurve* curve = nullptr);

}  // namespace bioeval::bc25
