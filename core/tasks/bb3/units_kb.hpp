// Comparing runs of the kb and kb+ner sub-tasks: the unit is the document. A sample's knowledge
// bases are built from the documents drawn, each association counted as many times as the most
// drawn document that states it, and each predicted association assigned to its closest gold
// association among those the sample holds. Specification: docs/tasks/bb3.md, "Comparing runs".
#pragma once

#include <memory>
#include <vector>

#include "framework/unit_scorer.hpp"
#include "tasks/bb3/report.hpp"

namespace bioeval::bb3 {

// The scorer over documents of kb runs read as report() reads them (the same gold documents,
// profile and resources for each).
std::unique_ptr<UnitScorer> kb_document_scorer(const std::vector<ReportInputs>& runs);

}  // namespace bioeval::bb3
