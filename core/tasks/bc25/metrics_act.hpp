// ACT: the metrics of a multiset of articles, from the counts they make: their classification
// against the labels and their joined ranking (docs/tasks/bc25.md). The one function both the
// result (every article once, report_act.cpp) and a comparison's samples (units_act.cpp) are
// computed by.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "metrics/interpolated_pr.hpp"
#include "metrics/ratios.hpp"

namespace bioeval::bc25 {

// What a multiset of articles adds up to.
struct ActCounts {
  Confusion confusion;           // the classified articles (and, with all_documents, the missing)
  std::uint64_t positives = 0;   // gold positives, ranked or not: the ranking's N
  std::vector<RankCounts> walk;  // cumulative counts down the joined ranking, after the cutoff
};

// A ratio as the profile reports it: bc-evaluate divides by zero as 0 (its `_divide`), and so
// does the official profile; the published one leaves it undefined (null).
struct ProfileRatio {
  std::optional<double> value;
  bool undefined = false;  // a division by zero, whatever the profile reads
};

// The metrics of ACT, by name (`ranking.auc_ipr`, …, `class.specificity`).
struct ActMetrics {
  ProfileRatio auc_ipr;  // undefined without gold positives
  std::optional<double> p_at_full_r;
  std::uint64_t ranking_tp = 0, ranking_fp = 0;
  Confusion confusion;
  double mcc = 0;  // 0 when undefined, in both profiles
  ProfileRatio accuracy, sensitivity, specificity;
};

// The metrics of the articles that made `counts`; `undefined_zero` (profile official) reads an
// undefined ratio as 0. `levels`, when given, receives the interpolated curve of the ranking.
ActMetrics act_metrics(const ActCounts& counts, bool undefined_zero,
                       std::vector<PrPoint>* levels = nullptr);

}  // namespace bioeval::bc25
