// What the evaluations of a BB3 sub-task work with: the documents of both sides, the rules of
// the profile, the ontology and the optional resource lists.
#pragma once

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "tasks/bb3/corpus.hpp"
#include "tasks/bb3/read_ontology.hpp"
#include "tasks/bb3/rules.hpp"
#include "tasks/bb3/scoring.hpp"
#include "tasks/bb3/similarities.hpp"

namespace bioeval::bb3 {

// The optional inputs, by role; absent when not given.
struct Resources {
  std::optional<std::map<std::string, std::string>> species;         // taxon → species taxon
  std::optional<std::map<std::string, std::string>> human_habitats;  // concept → human
  std::optional<std::set<std::string>> food_habitats, new_in_dev_habitats, new_in_test_habitats;
  std::optional<std::map<std::string, std::vector<Fragment>>> sentences;

  // The roles given, for add_metrics.
  std::vector<std::string> available() const {
    std::vector<std::string> out;
    if (species) out.push_back("species");
    if (human_habitats) out.push_back("human_habitats");
    if (food_habitats) out.push_back("food_habitats");
    if (new_in_dev_habitats) out.push_back("new_in_dev_habitats");
    if (new_in_test_habitats) out.push_back("new_in_test_habitats");
    if (sentences) out.push_back("sentences");
    return out;
  }
};

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

// The evaluations of each sub-task, in the official evaluator's order (kb scores apart:
// knowledge_bases.hpp).
std::vector<PairingEvaluation> cat_evaluations(Context& context);
std::vector<PairingEvaluation> cat_ner_evaluations(Context& context);
std::vector<PairingEvaluation> event_evaluations(Context& context, bool ner);

// How a predicted Lives_In argument scores against a gold one in the event pairings: its best
// over the gold argument's Equiv set (event: the same given entity, 0 or 1; event+ner: type ×
// boundary Jaccard). The document views explain a relation's similarity with it.
double lives_in_argument_similarity(Context& context, const Side& gold, std::size_t gold_argument,
                                    const Entity& predicted, bool ner);

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
