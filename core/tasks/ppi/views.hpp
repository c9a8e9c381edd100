// PPI documents as document views (docs/documents.md; docs/tasks/ppi.md, "Documents"): each
// document's candidate pairs (or relations) ranked by the run's score, each TP, FP, missed (a
// positive predicted negative) or TN, with its sentence and the two entities to highlight.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "framework/document_views.hpp"
#include "tasks/ppi/items.hpp"
#include "tasks/ppi/read_corpus.hpp"
#include "tasks/ppi/units.hpp"

namespace bioeval::ppi {

// What the scoring judged, kept by the scored run for its views.
struct JudgedRun {
  std::unique_ptr<Corpus> corpus;  // its texts (the indexes of ids released)
  std::vector<Item> items;         // as scored, in document order
  // Criterion relation: each candidate's item; empty for occurrence (item c is candidate c).
  std::vector<std::uint32_t> item_of_candidate;
  std::vector<bool> listed;  // per candidate: the run has a line for it
  bool scores = false;       // the run has scores: the items are ranked by them
};

// The views of a judged run, borrowing it; each document's counts are its units', its score the
// F1 the documents table gives it (report()).
std::unique_ptr<DocumentViews> open_ppi_views(const JudgedRun& run, const DocumentUnits& units,
                                              const std::vector<std::optional<double>>& f1);

}  // namespace bioeval::ppi
