// The units of the cat, cat+ner, event and event+ner sub-tasks: the documents. A run is paired
// once (matching.hpp); per document and scoring its units keep the gold items and predictions the
// scoring counts and the similarity of each pair of both it keeps, in pair order, from which
// metrics.hpp computes every measure of any multiset of documents. Specification:
// docs/tasks/bb3.md, "Comparing runs".
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "framework/scored_run.hpp"
#include "framework/unit_scorer.hpp"
#include "tasks/bb3/rules.hpp"
#include "tasks/bb3/scoring.hpp"
#include "tasks/bb3/subtask.hpp"

namespace bioeval::bb3 {

// A scoring as the metrics name it.
struct ScoringSpec {
  std::string name;  // the metric prefix: "habitats_only", "cap_to_species.bacteria_only"
  std::vector<Measure> measures;
  std::size_t evaluation = 0;  // the evaluation whose pairs it keeps
  std::string needs;           // the input role it needs ("species"), empty when none
  bool defined = true;         // false when that role is not given: its metrics are null
};

// What one scoring keeps of each document, compactly: its gold items and predictions, and the
// similarity of each pair of both, in pair order (document d's are similarities[first[d]] up to
// similarities[first[d + 1]]).
struct ScoringSums {
  std::vector<std::uint32_t> references, predictions;  // per document
  std::vector<std::uint32_t> first;                    // per document, and one past the last
  std::vector<double> similarities;
};

// A run's units: every scoring of the sub-task, each with its sums over the gold's documents
// (sorted by id).
class PairingUnits : public RunUnits {
 public:
  std::size_t documents = 0;
  std::vector<ScoringSpec> scorings;  // every scoring of every evaluation, in order
  std::vector<ScoringSums> sums;      // as scorings; empty for one not defined
};

// The scorer over documents of runs of `task` paired under `rules` (each over the same gold
// documents): the main measure of the sub-task first, then its headline ones.
std::unique_ptr<UnitScorer> document_scorer(const SubTask& task, const Rules& rules,
                                            std::vector<std::shared_ptr<const PairingUnits>> runs);

}  // namespace bioeval::bb3
