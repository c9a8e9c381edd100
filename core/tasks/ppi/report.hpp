// The ppi task's result: micro and macro measures, the all-true baseline, tables per document
// and fold, and the ROC, precision–recall and F1-by-threshold curves, all from metrics.hpp's
// metrics_of on the run's units.
#pragma once

#include <memory>
#include <optional>
#include <vector>

#include "framework/result.hpp"
#include "tasks/ppi/read_corpus.hpp"
#include "tasks/ppi/units.hpp"

namespace bioeval::ppi {

struct ReportInputs {
  const Corpus& corpus;  // the document ids
  std::shared_ptr<const DocumentUnits> units;
  bool labels;    // the run has a label column: the threshold made no decision
  bool scores;    // the run has a score column
  bool relation;  // criterion relation: the items are relations
  double threshold;
};

// Adds the metrics, tables, curves and the notes about the scores. Returns each document's F1,
// as the documents table gives it.
std::vector<std::optional<double>> report(const ReportInputs& in, Result& result);

}  // namespace bioeval::ppi
