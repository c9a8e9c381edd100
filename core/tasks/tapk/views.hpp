// TAP-k queries as document views (docs/documents.md; docs/tasks/tapk.md, "Documents"): each
// query's retrieval list in the run's order, every record TP or FP by its relevance, and where
// each threshold E0 cuts the list.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "framework/document_views.hpp"
#include "tasks/tapk/read_lists.hpp"
#include "tasks/tapk/report.hpp"
#include "tasks/tapk/units.hpp"

namespace bioeval::tapk {

// Each list's id in the views and in the queries table's links: its query id, and for a query
// id listed again "<query> (2)", "<query> (3)", … in the order of the lists.
std::vector<std::string> query_document_ids(const RetrievalLists& lists);

// The views of a run's lists as its result scored them (report.hpp): they borrow `units` and
// `scores`, which must outlive them.
std::unique_ptr<DocumentViews> open_views(const TapkUnits& units,
                                          const std::vector<CutScores>& scores);

}  // namespace bioeval::tapk
