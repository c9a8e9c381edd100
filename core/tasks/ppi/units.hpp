// The ppi task's run as units (framework/scored_run.hpp): the unit is the corpus document. Each
// document keeps its confusion counts, its sentences and its items' gold labels grouped by score,
// from which metrics.hpp computes every metric of any multiset of documents; a comparison
// (host/compare.hpp) puts several runs' units side by side. Specification: docs/tasks/ppi.md,
// "Comparing runs".
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "framework/scored_run.hpp"
#include "framework/unit_scorer.hpp"
#include "metrics/ratios.hpp"
#include "tasks/ppi/items.hpp"
#include "tasks/ppi/read_folds.hpp"

namespace bioeval::ppi {

// The items of one document that share a score, and how many of them are positive and negative
// in the gold.
struct ScoreGroup {
  double score = 0;
  std::uint32_t positives = 0, negatives = 0;
};

// A document of one run: its items' confusion counts, its sentences, and its score groups
// [first_group, end_group) of DocumentUnits::groups, highest score first.
struct DocumentUnit {
  Confusion confusion;
  std::uint32_t sentences = 0;
  std::size_t first_group = 0, end_group = 0;
};

class DocumentUnits final : public RunUnits {
 public:
  // The units of a run's items (in document order, as occurrence_items and relation_items give
  // them) on a corpus whose document d has sentences[d] sentences; `folds` nothing without a
  // folds file (its fold names may view the folds file's bytes).
  DocumentUnits(const std::vector<std::uint32_t>& sentences, const std::vector<Item>& items,
                std::shared_ptr<const Folds> fold_file);

  std::vector<DocumentUnit> documents;
  std::vector<ScoreGroup> groups;
  std::shared_ptr<const Folds> folds;
};

// Runs scored against the same corpus, resampled by document: the metrics of metrics.hpp's
// metrics_of on each sample. Throws UsageError when the runs have different numbers of documents.
std::unique_ptr<UnitScorer> document_unit_scorer(
    std::vector<std::shared_ptr<const DocumentUnits>> runs);

}  // namespace bioeval::ppi
