// The ppi task's runs as units for a comparison (core/host/compare.hpp): the unit is the corpus
// document; micro P, R, F1 and ROC AUC, and the macro ones over the folds when a folds file is
// given, recomputed on any sample of documents. Specification: docs/tasks/ppi.md.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "framework/unit_scorer.hpp"
#include "tasks/ppi/items.hpp"

namespace bioeval::ppi {

// The documents' folds, as read_folds gives them (the folds stay as they are in every sample).
struct FoldsOfDocuments {
  std::vector<std::uint32_t> fold_of_document;  // Folds::kNoFold for none
  std::size_t folds = 0;
};

// `items[r]` are run r's items (occurrence_items or relation_items) on a corpus of `documents`
// documents; `folds` nothing without a folds file.
std::unique_ptr<UnitScorer> document_unit_scorer(std::size_t documents,
                                                 const std::vector<std::vector<Item>>& items,
                                                 const FoldsOfDocuments* folds);

}  // namespace bioeval::ppi
