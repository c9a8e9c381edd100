// TAP-k runs as units for a comparison (core/compare.hpp): the unit is a query, matched by its
// id across runs; TAP at E0, MAP and mean ROC_n are recomputed from the sampled queries' lists,
// E0 included (it is a quantile over all the lists of the sample).
#pragma once

#include <memory>
#include <vector>

#include "json.hpp"
#include "metrics/resampling.hpp"
#include "tasks/tapk/lists.hpp"

namespace bioeval::tapk {

// Every run's lists (read and validated by evaluate()), scored in `order`, with the resolved
// options. The lists' query ids are read during the call only.
std::unique_ptr<UnitScorer> tapk_unit_scorer(std::vector<std::unique_ptr<RetrievalLists>> runs,
                                             ScoreOrder order, const Json& options);

}  // namespace bioeval::tapk
