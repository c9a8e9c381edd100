// INT and IPT articles as document views (docs/documents.md; docs/tasks/bc25.md, "Documents"):
// each evaluated article's ranked hits marked TP or FP as the scoring matched them, and the gold
// items it never retrieved.
#pragma once

#include <memory>

#include "framework/document_views.hpp"
#include "framework/options.hpp"
#include "tasks/bc25/read_items.hpp"
#include "tasks/bc25/units_items.hpp"

namespace bioeval::bc25 {

// The views of a scored run: its gold and run as read, and the matching its scores come from;
// all are borrowed and must outlive the views.
std::unique_ptr<DocumentViews> item_views(const Gold& gold, const Run& run,
                                          const ItemMatching& matching);

}  // namespace bioeval::bc25
