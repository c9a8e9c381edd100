// The cat+ner sub-task: predicted Bacteria and Habitat entities paired with the gold ones per
// document by boundaries × category ("Standard pairing"), again for bacteria with taxa capped to
// species, and by boundaries alone ("Boundaries pairing").
#include "tasks/bb3/evaluations.hpp"

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

// The span of an entity: its first start to its last end (empty when it has no fragment).
struct Span {
  std::size_t start = 0, end = 0;
};

std::vector<Span> spans_of(const Side& side, const std::vector<std::size_t>& entities) {
  std::vector<Span> out;
  out.reserve(entities.size());
  for (std::size_t i : entities) {
    const std::vector<Fragment>& f = side.entities[i].fragments;
    out.push_back(f.empty() ? Span{} : Span{f.front().start, f.back().end});
  }
  return out;
}

// Entities whose spans do not meet share no character: J = 0.
bool spans_meet(const Span& a, const Span& b) {
  return a.start < b.end && b.start < a.end;
}

// similarity(gold entity, predicted entity) of every pair of one document whose spans meet, 0
// for the others, in `matrix` (its rows reused from one document to the next).
void fill_similarities(const ScoredDocument& document, const std::vector<std::size_t>& gold,
                       const std::vector<std::size_t>& predicted,
                       const std::function<double(const Entity&, const Entity&)>& similarity,
                       SimilarityMatrix& matrix) {
  const std::vector<Span> gold_spans = spans_of(document.gold, gold);
  const std::vector<Span> predicted_spans = spans_of(document.prediction, predicted);
  matrix.resize(gold.size());
  for (std::size_t g = 0; g < gold.size(); ++g) {
    std::vector<double>& row = matrix[g];
    row.assign(predicted.size(), 0.0);
    for (std::size_t p = 0; p < predicted.size(); ++p) {
      if (!spans_meet(gold_spans[g], predicted_spans[p])) continue;
      row[p] =
          similarity(document.gold.entities[gold[g]], document.prediction.entities[predicted[p]]);
    }
  }
}

// Pairs of every document by `similarity(gold entity, predicted entity)`, which is 0 for entities
// that do not meet.
PairList entity_pairs(Context& c, const std::vector<std::string>& types,
                      const std::function<double(const Entity&, const Entity&)>& similarity) {
  std::vector<std::vector<std::size_t>> gold(c.documents.size()), predicted(c.documents.size());
  std::size_t most_pairs = 0;  // every item alone
  for (std::size_t d = 0; d < c.documents.size(); ++d) {
    gold[d] = entities_of(c.documents[d].gold, types);
    predicted[d] = entities_of(c.documents[d].prediction, types);
    most_pairs += gold[d].size() + predicted[d].size();
  }
  PairList pairs;
  pairs.reserve(most_pairs);       // pages past the pairs made are never touched
  c.similarity.start_new_cache();  // each pairing builds its own similarity
  SimilarityMatrix matrix;
  for (std::size_t d = 0; d < c.documents.size(); ++d) {
    fill_similarities(c.documents[d], gold[d], predicted[d], similarity, matrix);
    pair_items(d, gold[d], predicted[d], matrix, c.rules.greedy_pairing, pairs);
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
