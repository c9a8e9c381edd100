// The cat sub-task: each given Bacteria and Habitat entity paired with itself ("Reference
// pairing"), scored by the similarity of the predicted categories to the gold ones.
#include "tasks/bb3/evaluations.hpp"

namespace bioeval::bb3 {
namespace {

// Every given entity with itself, in the evaluator's order: documents by id, then the entities
// of each .a1 in file order (it keeps a document's annotations in a LinkedHashMap).
PairList reference_pairs(Context& context) {
  std::size_t given = 0;
  for (const ScoredDocument& d : context.documents) {
    for (const Entity& e : d.gold.entities) given += e.given;
  }
  PairList pairs;
  pairs.reserve(given);
  context.similarity.start_new_cache();
  for (std::size_t d = 0; d < context.documents.size(); ++d) {
    const auto& entities = context.documents[d].gold.entities;
    for (std::size_t e = 0; e < entities.size(); ++e) {
      if (!entities[e].given) continue;
      Pair pair{d, e, e, 0};
      pair.similarity =
          context.similarity.category(context.gold_entity(pair), context.predicted_entity(pair));
      pairs.push_back(pair);
    }
  }
  return pairs;
}

}  // namespace

std::vector<PairingEvaluation> cat_evaluations(Context& context) {
  Context& c = context;
  const auto wang = [&c](ReferentView view) -> PairScore {
    return [&c, view](const Pair& p) {
      return c.similarity.habitat(c.gold_entity(p), c.predicted_entity(p), view);
    };
  };
  const auto taxa = [&c](ReferentView view) -> PairScore {
    return [&c, view](const Pair& p) {
      return c.similarity.taxa(c.gold_entity(p), c.predicted_entity(p), view);
    };
  };
  const PairScore exact = [&c](const Pair& p) {
    return c.similarity.habitat_exact(c.gold_entity(p), c.predicted_entity(p));
  };
  const Resources& r = c.resources;
  const auto list = [](const auto& optional) { return optional ? &*optional : nullptr; };
  const ItemFilter habitat = entity_types(c, {"Habitat"});
  const ItemFilter bacteria = entity_types(c, {"Bacteria"});
  const std::vector<Measure> precision = {Measure::precision};
  const std::vector<Measure> with_references = {Measure::precision, Measure::references};
  const UniqueFormFilter unique = unique_form_normalization(c);
  const auto restricted = [&](const std::set<std::string>* concepts) {
    return ReferentView{nullptr, concepts};
  };

  PairingEvaluation reference{"", reference_pairs(c), {}};
  auto& s = reference.scorings;
  s.push_back({"main_scoring", precision, {}, {}, {}, ""});
  s.push_back({"habitats_only", precision, habitat, wang({}), {}, ""});
  s.push_back({"habitats_exact", precision, habitat, exact, {}, ""});
  s.push_back({"habitats_only_cap_to_human",
               precision,
               habitat,
               wang({list(r.human_habitats), nullptr}),
               {},
               "human_habitats"});
  s.push_back({"habitats_only_food_only",
               precision,
               both(habitat, has_concept_in(c, list(r.food_habitats))),
               wang(restricted(list(r.food_habitats))),
               {},
               "food_habitats"});
  s.push_back({"habitats_only_new_in_dev",
               precision,
               both(habitat, has_concept_in(c, list(r.new_in_dev_habitats))),
               wang(restricted(list(r.new_in_dev_habitats))),
               {},
               "new_in_dev_habitats"});
  s.push_back({"habitats_only_new_in_test",
               precision,
               both(habitat, has_concept_in(c, list(r.new_in_test_habitats))),
               wang(restricted(list(r.new_in_test_habitats))),
               {},
               "new_in_test_habitats"});
  s.push_back({"habitats_only_unique_form_normalization", precision, both(habitat, unique.filter),
               wang({}), unique.reset, ""});
  s.push_back({"bacteria_only", precision, bacteria, taxa({}), {}, ""});
  s.push_back({"bacteria_only_cap_to_species",
               precision,
               bacteria,
               taxa({list(r.species), nullptr}),
               {},
               "species"});
  const ItemFilter multiple_taxa_filter = multiple_taxa(c);
  const ItemFilter multiple_concepts_filter = multiple_concepts(c);
  s.push_back(
      {"multiple_normalizations",
       with_references,
       [=](const ItemRef& i) { return multiple_taxa_filter(i) || multiple_concepts_filter(i); },
       {},
       {},
       ""});
  s.push_back({"multiple_normalizations_habitats",
               with_references,
               both(habitat, multiple_concepts_filter),
               wang({}),
               {},
               ""});
  s.push_back({"multiple_normalizations_bacteria",
               with_references,
               both(bacteria, multiple_taxa_filter),
               taxa({}),
               {},
               ""});
  new_similarity_per_scoring(c, s);
  std::vector<PairingEvaluation> out;
  out.push_back(std::move(reference));
  return out;
}

}  // namespace bioeval::bb3
