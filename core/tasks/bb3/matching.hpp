// A cat, cat+ner, event or event+ner run paired with the gold under some rules, once: every
// evaluation of the sub-task pairs the items of each document (evaluations.hpp), and every
// scoring is turned into its per-document sums (the run's units, units.hpp). The scored run keeps
// the pairs too, and which pairs each scoring keeps, for the pairing table and the document views;
// the rescorings behind the profile notes keep the units only.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "tasks/bb3/corpus.hpp"
#include "tasks/bb3/pairing.hpp"
#include "tasks/bb3/rules.hpp"
#include "tasks/bb3/subtask.hpp"
#include "tasks/bb3/units.hpp"

namespace bioeval::bb3 {

// The pairs of one evaluation, document after document.
struct EvaluationPairs {
  std::string name;  // the metric prefix of its scorings ("cap_to_species"), empty for the first
  PairList pairs;
  std::vector<std::size_t> first;  // per document, and one past the last: where its pairs start
};

struct Matching {
  std::shared_ptr<const PairingUnits> units;
  // With the pairs kept: every evaluation's pairs, and per scoring (as units->scorings) which
  // pairs of its evaluation it keeps (none for a scoring not defined).
  std::vector<EvaluationPairs> evaluations;
  std::vector<std::vector<bool>> kept;
};

// Pairs the run of `corpus` under `rules`, as the official evaluator (or the published
// definitions) pair it: the evaluations, then each scoring in order (the similarity caches and
// the stateful filters starting where the evaluator's do).
Matching match(const SubTask& task, const Corpus& corpus, const Rules& rules, bool keep_pairs);

}  // namespace bioeval::bb3
