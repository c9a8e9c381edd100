// The ACT views (docs/documents.md; docs/tasks/bc25.md, "Documents"): one document, the joined
// ranking after the cutoff, its articles TP (gold 1) or FP (gold 0) and the gold positives it does
// not rank as missed; the detail lists the first kMaxTableRows of each, as the articles table does.
#pragma once

#include <memory>
#include <vector>

#include "framework/document_views.hpp"
#include "framework/options.hpp"
#include "tasks/bc25/read_act.hpp"
#include "tasks/bc25/report_act.hpp"
#include "tasks/bc25/units_act.hpp"

namespace bioeval::bc25 {

// The views of a scored run: its units, the first articles of its ranking as the run gives them
// and the ranking as the result scored it; all are borrowed and must outlive the views.
std::unique_ptr<DocumentViews> act_views(const ActUnits& units,
                                         const std::vector<RunArticle>& shown,
                                         const RankingSummary& ranking);

}  // namespace bioeval::bc25
