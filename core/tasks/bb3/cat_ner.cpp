// The cat+ner sub-task: predicted Bacteria and Habitat entities paired with the gold ones per
// document by boundaries × category ("Standard pairing"), again for bacteria with taxa capped to
// species, and by boundaries alone ("Boundaries pairing").
#include "tasks/bb3/context.hpp"

namespace bioeval::bb3 {
namespace {

// The entities of the given types on one side of a document, as indices.
std::vector<std::size_t> entities_of(const Side& side, const std::vector<std::string>& types) {
  std::vector<std::size_t> out;
  for (std::size_t i = 0; i < side.entities.size(); ++i) {
    if (std::find(types.begin(), types.end(), side.entities[i].type) != types.end()) {
      out.push_back(i);
    }
  }
  return out;
}

// Entities whose spans (first start to last end) do not meet share no character: J = 0.
bool spans_meet(const Entity& a, const Entity& b) {
  if (a.fragments.empty() || b.fragments.empty()) return false;
  return a.fragments.front().start < b.fragments.back().end &&
         b.fragments.front().start < a.fragments.back().end;
}

// Pairs of every document by `similarity(gold entity, predicted entity)`, which is 0 for entities
// that do not meet.
PairList entity_pairs(Context& c, const std::vector<std::string>& types,
                      const std::function<double(const Entity&, const Entity&)>& similarity) {
  PairList pairs;
  c.similarity.start_new_cache();  // each pairing builds its own similarity
  for (std::size_t d = 0; d < c.documents.size(); ++d) {
    const ScoredDocument& document = c.documents[d];
    pair_items(
        d, entities_of(document.gold, types), entities_of(document.prediction, types),
        [&](std::size_t g, std::size_t p) {
          const Entity& gold = document.gold.entities[g];
          const Entity& predicted = document.prediction.entities[p];
          return spans_meet(gold, predicted) ? similarity(gold, predicted) : 0.0;
        },
        c.rules.greedy_pairing, pairs);
  }
  return pairs;
}

std::vector<Measure> cat_ner_measures() {
  std::vector<Measure> out = ser_measures();
  out.insert(out.end(), {Measure::recall, Measure::precision, Measure::predictions});
  return out;
}

}  // namespace

std::vector<PairingEvaluation> cat_ner_evaluations(Context& context) {
  Context& c = context;
  const Resources& r = c.resources;
  const auto list = [](const auto& optional) { return optional ? &*optional : nullptr; };
  // J × f(gold, predicted), f skipped when the boundaries do not overlap.
  const auto bounded = [&c](std::function<double(const Entity&, const Entity&)> f) {
    return [&c, f](const Entity& g, const Entity& p) {
      const double j = c.similarity.boundaries(g, p);
      return j == 0 ? 0.0 : j * f(g, p);
    };
  };
  const auto on_pair = [&c](std::function<double(const Entity&, const Entity&)> f) -> PairScore {
    return [&c, f](const Pair& p) { return f(c.gold_entity(p), c.predicted_entity(p)); };
  };
  const auto wang = [&c](ReferentView view) {
    return
        [&c, view](const Entity& g, const Entity& p) { return c.similarity.habitat(g, p, view); };
  };
  const auto taxa = [&c](ReferentView view) {
    return [&c, view](const Entity& g, const Entity& p) { return c.similarity.taxa(g, p, view); };
  };
  const auto category = [&c](const Entity& g, const Entity& p) {
    return c.similarity.category(g, p);
  };
  const auto restricted = [](const std::set<std::string>* concepts) {
    return ReferentView{nullptr, concepts};
  };
  const std::vector<Measure> measures = cat_ner_measures();
  const ItemFilter habitat = entity_types(c, {"Habitat"});
  const ItemFilter bacteria = entity_types(c, {"Bacteria"});
  const UniqueFormFilter unique = unique_form_normalization(c);
  const ItemFilter taxa2 = multiple_taxa(c), concepts2 = multiple_concepts(c);

  std::vector<PairingEvaluation> out;
  PairingEvaluation standard{"", entity_pairs(c, {"Bacteria", "Habitat"}, bounded(category)), {}};
  auto& s = standard.scorings;
  s.push_back({"standard_scoring", measures, {}, {}, {}, ""});
  s.push_back({"habitats_only", measures, habitat, {}, {}, ""});
  s.push_back({"habitats_only_cap_to_human",
               measures,
               habitat,
               on_pair(bounded(wang({list(r.human_habitats), nullptr}))),
               {},
               "human_habitats"});
  const auto concept_list = [&](const char* name, const std::set<std::string>* concepts,
                                const char* role) {
    s.push_back({name,
                 measures,
                 both(habitat, has_concept_in(c, concepts)),
                 on_pair(bounded(wang(restricted(concepts)))),
                 {},
                 role});
  };
  concept_list("habitats_only_food_only", list(r.food_habitats), "food_habitats");
  concept_list("habitats_only_new_in_dev", list(r.new_in_dev_habitats), "new_in_dev_habitats");
  concept_list("habitats_only_new_in_test", list(r.new_in_test_habitats), "new_in_test_habitats");
  s.push_back({"habitats_only_unique_form_normalization", measures, both(habitat, unique.filter),
               on_pair(bounded(wang({}))), unique.reset, ""});
  s.push_back({"bacteria_only", measures, bacteria, {}, {}, ""});
  s.push_back({"ignore_boundaries", measures, {}, on_pair(category), {}, ""});
  s.push_back({"ignore_boundaries_habitats", measures, habitat, on_pair(wang({})), {}, ""});
  s.push_back({"ignore_boundaries_bacteria", measures, bacteria, on_pair(taxa({})), {}, ""});
  s.push_back({"multiple_normalizations",
               measures,
               [=](const ItemRef& i) { return taxa2(i) || concepts2(i); },
               on_pair(category),
               {},
               ""});
  s.push_back({"multiple_normalizations_habitats",
               measures,
               both(habitat, concepts2),
               on_pair(wang({})),
               {},
               ""});
  s.push_back({"multiple_normalizations_bacteria",
               measures,
               both(bacteria, taxa2),
               on_pair(taxa({})),
               {},
               ""});
  new_similarity_per_scoring(c, s);
  out.push_back(std::move(standard));

  const ReferentView species{list(r.species), nullptr};
  PairingEvaluation capped{
      "cap_to_species",
      r.species ? entity_pairs(c, {"Bacteria"}, bounded(taxa(species))) : PairList{},
      {}};
  capped.scorings.push_back({"bacteria_only", measures, {}, {}, {}, "species"});
  capped.scorings.push_back(
      {"ignore_boundaries_bacteria", measures, {}, on_pair(taxa(species)), {}, "species"});
  out.push_back(std::move(capped));

  PairingEvaluation boundaries{"boundaries_pairing",
                               entity_pairs(c, {"Bacteria", "Habitat"},
                                            [&c](const Entity& g, const Entity& p) {
                                              return c.similarity.boundaries(g, p);
                                            }),
                               {}};
  boundaries.scorings.push_back({"boundaries_scoring", measures, {}, {}, {}, ""});
  boundaries.scorings.push_back({"habitats_boundaries_only", measures, habitat, {}, {}, ""});
  boundaries.scorings.push_back({"bacteria_boundaries_only", measures, bacteria, {}, {}, ""});
  out.push_back(std::move(boundaries));
  return out;
}

}  // namespace bioeval::bb3
