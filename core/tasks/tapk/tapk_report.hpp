// The tapk result: metrics, the per-query table and the charts.
#pragma once

#include <vector>

#include "base/json.hpp"
#include "framework/result.hpp"
#include "tasks/tapk/lists.hpp"
#include "tasks/tapk/scores.hpp"

namespace bioeval::tapk {

void report(const RetrievalLists& lists, const ListIndex& index,
            const std::vector<ThresholdScore>& scores, const Json& options, Result& result);

}  // namespace bioeval::tapk
