// PPI documents as document views (docs/documents.md; docs/tasks/ppi.md, "Documents"): each
// document's candidate pairs (or relations) ranked by the run's score, each TP, FP, missed (a
// positive predicted negative) or TN, with its sentence and the two entities to highlight.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "framework/document_views.hpp"
#include "tasks/ppi/items.hpp"
#include "tasks/ppi/read_corpus.hpp"
#include "tasks/ppi/read_run.hpp"

namespace bioeval::ppi {

// A submission read and judged as evaluate() reads and judges it.
struct JudgedRun {
  std::unique_ptr<Corpus> corpus;
  Predictions predictions;
  std::vector<Item> items;  // as evaluate() scores them, in document order
  // Criterion relation: each candidate's item; empty for occurrence (item c is candidate c).
  std::vector<std::uint32_t> item_of_candidate;
};

std::unique_ptr<DocumentViews> open_ppi_views(JudgedRun run);

}  // namespace bioeval::ppi
