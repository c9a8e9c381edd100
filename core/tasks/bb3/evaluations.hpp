// The evaluations of the cat, cat+ner, event and event+ner sub-tasks, in the official
// evaluator's order (kb scores apart: knowledge_bases.hpp): each pairs the items of every
// document once, and its scorings keep and measure those pairs (scoring.hpp). Specification:
// docs/tasks/bb3.md, "Pairing and measures".
#pragma once

#include <vector>

#include "tasks/bb3/context.hpp"
#include "tasks/bb3/subtask.hpp"

namespace bioeval::bb3 {

std::vector<PairingEvaluation> cat_evaluations(Context& context);      // evaluations_cat.cpp
std::vector<PairingEvaluation> cat_ner_evaluations(Context& context);  // evaluations_cat_ner.cpp
std::vector<PairingEvaluation> event_evaluations(Context& context,     // evaluations_event.cpp
                                                 bool ner);

// The evaluations of a sub-task that pairs items (every one but kb and kb+ner).
inline std::vector<PairingEvaluation> evaluations_of(const SubTask& task, Context& context) {
  if (task.kind == Kind::cat) {
    return task.ner ? cat_ner_evaluations(context) : cat_evaluations(context);
  }
  return event_evaluations(context, task.ner);
}

// How a predicted Lives_In argument scores against a gold one in the event pairings: its best
// over the gold argument's Equiv set (event: the same given entity, 0 or 1; event+ner: type ×
// boundary Jaccard). The document views explain a relation's similarity with it.
double lives_in_argument_similarity(Context& context, const Side& gold, std::size_t gold_argument,
                                    const Entity& predicted, bool ner);

}  // namespace bioeval::bb3
