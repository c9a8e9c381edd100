// The tapk result: the metrics (metrics.hpp, on every list once), the per-query table and the
// charts.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "base/json.hpp"
#include "framework/result.hpp"
#include "tasks/tapk/units.hpp"

namespace bioeval::tapk {

// Each list's TAP at one cut, as the result's table and the document views show it.
struct CutScores {
  std::string name;          // "k=5", "t=1e-5"
  std::optional<double> e0;  // nothing: whole lists (padded past the quantile), or not scored
  bool scored = false;       // false when the quantile is unreachable and pad is not set
  std::vector<double> tap;   // per list, when scored
};

// Adds the metrics, the table and the curves of `units` scored under the resolved `options`;
// returns each cut's TAP per list.
std::vector<CutScores> report(const TapkUnits& units, const Json& options, Result& result);

}  // namespace bioeval::tapk
