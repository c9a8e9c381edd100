// The event and event+ner sub-tasks: Lives_In relations paired per document by the similarity of
// their arguments, the gold's Equiv sets standing for one another ("Standard pairing").
#include <set>

#include "tasks/bb3/context.hpp"
#include "tasks/bb3/event_pairing.hpp"

namespace bioeval::bb3 {
namespace {

// The same given entity on both sides (event: the entities come from the .a1).
bool same_entity(const Entity& gold, const Entity& predicted) {
  return gold.given && predicted.given && gold.id == predicted.id;
}

// The best similarity of a predicted argument to the gold argument or one equivalent to it; 1
// ends the search, as in the evaluator.
double argument_similarity(Context& c, const Side& gold, std::size_t gold_argument,
                           const Entity& predicted, bool ner) {
  double best = 0;
  for (std::size_t e : gold.equivalents[gold_argument]) {
    const Entity& candidate = gold.entities[e];
    double s = 0;
    if (!ner) {
      s = same_entity(candidate, predicted) ? 1 : 0;
    } else if (candidate.type == predicted.type) {
      s = c.similarity.boundaries(candidate, predicted);
    }
    if (s == 1) return 1;
    best = std::max(best, s);
  }
  return best;
}

double relation_similarity(Context& c, const ScoredDocument& d, const LivesIn& gold,
                           const LivesIn& predicted, bool ner) {
  const double bacteria =
      argument_similarity(c, d.gold, gold.bacteria, d.prediction.entities[predicted.bacteria], ner);
  if (bacteria == 0) return 0;
  return bacteria * argument_similarity(c, d.gold, gold.location,
                                        d.prediction.entities[predicted.location], ner);
}

PairList relation_pairs(Context& c, bool ner) {
  PairList pairs;
  for (std::size_t d = 0; d < c.documents.size(); ++d) {
    const ScoredDocument& document = c.documents[d];
    std::vector<GoldRelationGroup> groups;
    for (const LivesIn& r : document.gold.relations) {
      groups.push_back(relation_group(r.id, document.gold.equivalents[r.bacteria].size(),
                                      document.gold.equivalents[r.location].size(),
                                      c.rules.equiv_official));
    }
    std::vector<std::string> predicted_ids;
    for (const LivesIn& r : document.prediction.relations) predicted_ids.push_back(r.id);
    pair_relations(
        d, groups, predicted_ids,
        [&](std::size_t g, std::size_t p) {
          return relation_similarity(c, document, document.gold.relations[g],
                                     document.prediction.relations[p], ner);
        },
        c.rules.greedy_pairing, c.rules.equiv_official, pairs);
  }
  return pairs;
}

// A relation whose Location is of `type`.
ItemFilter location_type(const Context& c, std::string type) {
  return [&c, type = std::move(type)](const ItemRef& item) {
    const Side& side = c.side(item.document, item.gold);
    return side.entities[side.relations[item.index].location].type == type;
  };
}

// A relation whose arguments lie in at most one sentence between them: each argument adds the
// sentences that contain it whole (from its first start to its last end), as the evaluator's
// filter does; a document without sentences is one sentence.
ItemFilter inside_sentences(const Context& c) {
  return [&c](const ItemRef& item) {
    const ScoredDocument& d = c.documents[item.document];
    const Side& side = item.gold ? d.gold : d.prediction;
    const LivesIn& r = side.relations[item.index];
    std::vector<Fragment> whole_text = {{0, character_count(d.text)}};
    const std::vector<Fragment>* sentences = &whole_text;
    if (c.resources.sentences) {
      const auto found = c.resources.sentences->find(d.id);
      if (found != c.resources.sentences->end()) sentences = &found->second;
    }
    std::set<std::size_t> containing;
    for (std::size_t argument : {r.bacteria, r.location}) {
      const auto& fragments = side.entities[argument].fragments;
      if (fragments.empty()) continue;
      for (std::size_t s = 0; s < sentences->size(); ++s) {
        if (fragments.front().start >= (*sentences)[s].start &&
            fragments.back().end <= (*sentences)[s].end) {
          containing.insert(s);
        }
      }
    }
    return containing.size() <= 1;
  };
}

}  // namespace

std::vector<PairingEvaluation> event_evaluations(Context& context, bool ner) {
  Context& c = context;
  std::vector<Measure> measures = f1_measures();
  if (ner) measures.insert(measures.end(), ser_measures().begin(), ser_measures().end());
  measures.push_back(Measure::predictions);
  const ItemFilter habitat = location_type(c, "Habitat");
  const ItemFilter geographical = location_type(c, "Geographical");
  const PairScore constant_one = [](const Pair&) { return 1.0; };

  PairingEvaluation standard{"", relation_pairs(c, ner), {}};
  auto& s = standard.scorings;
  s.push_back({"lives_in", measures, {}, {}, {}, ""});
  s.push_back({"lives_in_habitat", measures, habitat, {}, {}, ""});
  s.push_back({"lives_in_geographical", measures, geographical, {}, {}, ""});
  s.push_back({"lives_in_inside_sentences", measures, inside_sentences(c), {}, {}, "sentences"});
  if (ner) {
    s.push_back({"lives_in_ignore_boundaries", measures, {}, constant_one, {}, ""});
    s.push_back({"lives_in_habitat_ignore_boundaries", measures, habitat, constant_one, {}, ""});
    s.push_back(
        {"lives_in_geographical_ignore_boundaries", measures, geographical, constant_one, {}, ""});
  }
  std::vector<PairingEvaluation> out;
  out.push_back(std::move(standard));
  return out;
}

}  // namespace bioeval::bb3
