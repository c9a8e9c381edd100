// Comparing runs of the cat, cat+ner, event and event+ner sub-tasks: the unit is the document.
// Each run's pairing is made once, as evaluate() makes it; per document and scoring its counts
// and the similarity of each pair it keeps are summed again over any sample of documents.
// Specification: docs/tasks/bb3.md, "Comparing runs".
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "framework/unit_scorer.hpp"
#include "tasks/bb3/report.hpp"

namespace bioeval::bb3 {

// What one scoring keeps of one document: its gold items, its predictions, and the similarity of
// each pair of both, in pair order.
struct DocumentSums {
  std::uint64_t references = 0;
  std::uint64_t predictions = 0;
  std::vector<double> similarities;
};

// One run: [resampled scoring][document].
using RunSums = std::vector<std::vector<DocumentSums>>;

// The sums of the sub-task's resampled scorings for the run of `in` (not for kb).
RunSums run_sums(const ReportInputs& in);

// The scorer over documents of runs summed by run_sums (each over the same gold documents).
std::unique_ptr<UnitScorer> document_scorer(const SubTask& task, bool published,
                                            std::vector<RunSums> runs);

}  // namespace bioeval::bb3
