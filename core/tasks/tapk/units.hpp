// TAP-k runs as units for a comparison (core/host/compare.hpp): the unit is a query, matched by its
// id across runs. Each run keeps its own order (E-values or scores); TAP at a fixed threshold,
// MAP and mean ROC_n are per list, so runs of either order are compared on them. TAP at E0, E0
// itself and the pooled ROC_n rank records of every sampled list on one scale: they are compared
// when all runs go one way (a randomization sample mixes the runs' lists).
#pragma once

#include <memory>
#include <vector>

#include "base/json.hpp"
#include "framework/unit_scorer.hpp"
#include "tasks/tapk/lists.hpp"

namespace bioeval::tapk {

// Every run's lists (read and validated by evaluate()), each scored in its own order (descending
// when the lists show none, as evaluate() assumes), with the resolved options. The lists' query
// ids are read during the call only.
std::unique_ptr<UnitScorer> tapk_unit_scorer(std::vector<std::unique_ptr<RetrievalLists>> runs,
                                             const Json& options);

}  // namespace bioeval::tapk
