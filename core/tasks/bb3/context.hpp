// What the evaluations of a BB3 sub-task work with: the documents of both sides, the rules of
// the profile, the ontology, the optional resource lists and the similarity they measure with;
// and the filters the scorings keep their pairs by.
#pragma once

#include <functional>
#include <set>
#include <string>
#include <vector>

#include "tasks/bb3/corpus.hpp"
#include "tasks/bb3/read_ontology.hpp"
#include "tasks/bb3/read_resources.hpp"
#include "tasks/bb3/rules.hpp"
#include "tasks/bb3/scoring.hpp"
#include "tasks/bb3/similarities.hpp"

namespace bioeval::bb3 {

struct Context {
  const std::vector<ScoredDocument>& documents;
  const Rules& rules;
  const Ontology* ontology;
  const Resources& resources;
  EntitySimilarity& similarity;

  const Side& side(std::size_t document, bool gold) const {
    return gold ? documents[document].gold : documents[document].prediction;
  }
  const Entity& entity(const ItemRef& item) const {
    return side(item.document, item.gold).entities[item.index];
  }
  const Entity& gold_entity(const Pair& pair) const {
    return documents[pair.document].gold.entities[*pair.gold];
  }
  const Entity& predicted_entity(const Pair& pair) const {
    return documents[pair.document].prediction.entities[*pair.prediction];
  }
};

// Filters shared by the sub-tasks.
ItemFilter entity_types(const Context& context, std::vector<std::string> types);
ItemFilter both(ItemFilter a, ItemFilter b);
// An entity with a concept in `list` (as written, before any map).
ItemFilter has_concept_in(const Context& context, const std::set<std::string>* list);
// An entity with at least two taxa (two normalization lines) or two concepts.
ItemFilter multiple_taxa(const Context& context);
ItemFilter multiple_concepts(const Context& context);
// The first gold entity of each (surface form, gold concept) in pair order; never a prediction.
// Stateful: `reset` starts again.
struct UniqueFormFilter {
  ItemFilter filter;
  std::function<void()> reset;
};
UniqueFormFilter unique_form_normalization(const Context& context);

// Each scoring that names its own similarity starts with a new similarity cache, as the
// evaluator builds a new similarity for it (its `reset` does both).
void new_similarity_per_scoring(Context& context, std::vector<Scoring>& scorings);

}  // namespace bioeval::bb3
