// The event and event+ner sub-tasks: Lives_In relations paired per document by the similarity of
// their arguments, the gold's Equiv sets standing for one another ("Standard pairing").
#include <set>

#include "tasks/bb3/evaluations.hpp"
#include "tasks/bb3/event_pairing.hpp"

namespace bioeval::bb3 {
namespace {

// The same given entity on both sides (event: the entities come from the .a1).
bool same_entity(const Entity& gold, const Entity& predicted) {
  return gold.given && predicted.given && gold.id == predicted.id;
}

// The similarity of a predicted argument to one gold Equiv member: the same given entity (event),
// or type × boundary Jaccard (event+ner).
double member_similarity(Context& c, const Entity& member, const Entity& predicted, bool ner) {
  if (!ner) return same_entity(member, predicted) ? 1 : 0;
  return member.type == predicted.type ? c.similarity.boundaries(member, predicted) : 0;
}

// The best similarity of a predicted argument to the gold argument or one equivalent to it; 1
// ends the search, as in the evaluator.
double argument_similarity(Context& c, const Side& gold, std::size_t gold_argument,
                           const Entity& predicted, bool ner) {
  double best = 0;
  for (std::size_t e : gold.equivalents(gold_argument)) {
    const double s = member_similarity(c, gold.entities[e], predicted, ner);
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

// The gold members an argument matches exactly (similarity 1), among the argument's Equiv set:
// only an exact match makes a prediction equivalent; an overlap does not.
std::vector<std::size_t> exact_members(Context& c, const Side& gold, std::size_t gold_argument,
                                       const Entity& predicted, bool ner) {
  std::vector<std::size_t> out;
  for (std::size_t e : gold.equivalents(gold_argument)) {
    if (member_similarity(c, gold.entities[e], predicted, ner) == 1) out.push_back(e);
  }
  return out;
}

// The (Bacteria, Location) Equiv members of `gold` that `predicted` matches exactly: the ways the
// prediction is equivalent to the gold relation (none when it is not).
std::vector<Combination> matched_combinations(Context& c, const ScoredDocument& d,
                                              const LivesIn& gold, const LivesIn& predicted,
                                              bool ner) {
  std::vector<Combination> out;
  const std::vector<std::size_t> bacteria =
      exact_members(c, d.gold, gold.bacteria, d.prediction.entities[predicted.bacteria], ner);
  if (bacteria.empty()) return out;
  for (std::size_t l :
       exact_members(c, d.gold, gold.location, d.prediction.entities[predicted.location], ner)) {
    for (std::size_t b : bacteria) out.push_back({b, l});
  }
  return out;
}

// The official evaluator's Equiv groups and id collision.
void pair_document_official(Context& c, std::size_t d, const ItemSimilarity& similarity,
                            PairList& pairs) {
  const ScoredDocument& document = c.documents[d];
  std::vector<GoldRelationGroup> groups;
  for (const LivesIn& r : document.gold.relations) {
    groups.push_back(relation_group(r.id, document.gold.equivalents(r.bacteria).size(),
                                    document.gold.equivalents(r.location).size()));
  }
  std::vector<std::string> predicted_ids;
  for (const LivesIn& r : document.prediction.relations) predicted_ids.push_back(r.id);
  pair_relation_groups(d, groups, predicted_ids, similarity, c.rules.greedy_pairing, pairs);
}

// The published rule: one-to-one, then the unpaired predictions equivalent to a paired gold
// relation through another combination of its Equiv members left out.
void pair_document_published(Context& c, std::size_t d, const ItemSimilarity& similarity, bool ner,
                             PairList& pairs) {
  const ScoredDocument& document = c.documents[d];
  pair_relations_one_to_one(
      d, document.gold.relations.size(), document.prediction.relations.size(), similarity,
      [&](std::size_t g, std::size_t p) {
        return matched_combinations(c, document, document.gold.relations[g],
                                    document.prediction.relations[p], ner);
      },
      c.rules.greedy_pairing, pairs);
}

PairList relation_pairs(Context& c, bool ner) {
  std::size_t most_pairs = 0;  // every relation alone
  for (const ScoredDocument& d : c.documents) {
    most_pairs += d.gold.relations.size() + d.prediction.relations.size();
  }
  PairList pairs;
  pairs.reserve(most_pairs);  // pages past the pairs made are never touched
  for (std::size_t d = 0; d < c.documents.size(); ++d) {
    const ScoredDocument& document = c.documents[d];
    const ItemSimilarity similarity = [&](std::size_t g, std::size_t p) {
      return relation_similarity(c, document, document.gold.relations[g],
                                 document.prediction.relations[p], ner);
    };
    if (c.rules.equiv_official) {
      pair_document_official(c, d, similarity, pairs);
    } else {
      pair_document_published(c, d, similarity, ner, pairs);
    }
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

double lives_in_argument_similarity(Context& context, const Side& gold, std::size_t gold_argument,
                                    const Entity& predicted, bool ner) {
  return argument_similarity(context, gold, gold_argument, predicted, ner);
}

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
