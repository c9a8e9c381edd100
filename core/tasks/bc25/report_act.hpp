// The result of bc25.act: the metrics of every article once (metrics_act.hpp), the confusion and
// articles tables and the ranking's curves.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "framework/result.hpp"
#include "tasks/bc25/read_act.hpp"
#include "tasks/bc25/units_act.hpp"

namespace bioeval::bc25 {

// The one document of the views, the joined ranking, as the articles table links to it.
inline constexpr std::string_view kRankingDocument = "ranking";

// "TP", "FP", "FN" or "TN": a predicted class against the gold label.
const char* outcome(bool predicted, bool gold);

// The joined ranking after the cutoff as the result scores it, for the views.
struct RankingSummary {
  std::size_t length = 0;       // articles
  std::uint64_t tp = 0;         // of them gold positives
  std::optional<double> score;  // its AUC iP/R; nothing without gold positives
};

// `units` are the run's articles; `shown` the first articles of its joined ranking (after the
// cutoff, at most kMaxTableRows) as the run gives them.
RankingSummary report_act(const ActUnits& units, const std::vector<RunArticle>& shown,
                          const ActSettings& settings, Result& result);

}  // namespace bioeval::bc25
