#include "tasks/bb3/units_kb.hpp"

#include <algorithm>
#include <map>
#include <string>
#include <utility>

#include "tasks/bb3/similarities.hpp"

namespace bioeval::bb3 {
namespace {

using Key = std::pair<std::string, std::string>;
using SpeciesMap = std::map<std::string, std::string>;

Key key_of(const Association& a) {
  return {a.taxon, a.concept_id};
}

// s(g, p) = Wang(g's concept, p's concept) × [same taxon], 0 when the concepts are not similar
// at all (Wang first, the taxon only then: the evaluator's order).
double association_similarity(EntitySimilarity& similarity, const Association& gold,
                              const Association& predicted) {
  double s = similarity.concept_similarity(gold.concept_id, predicted.concept_id);
  if (s > 0 && gold.taxon != predicted.taxon) s = 0;
  return s;
}

// Ties keep the gold order: the first of the highest, as the evaluator assigns.
void sort_candidates(std::vector<KbCandidate>& candidates) {
  std::stable_sort(
      candidates.begin(), candidates.end(),
      [](const KbCandidate& a, const KbCandidate& b) { return a.similarity > b.similarity; });
}

std::vector<std::uint32_t> indices_of(const std::vector<Association>& stated,
                                      const std::map<Key, std::uint32_t>& index) {
  std::vector<std::uint32_t> out;
  out.reserve(stated.size());
  for (const Association& a : stated) out.push_back(index.at(key_of(a)));
  return out;
}

std::map<Key, std::uint32_t> index_of(const std::vector<Association>& kb) {
  std::map<Key, std::uint32_t> out;
  for (std::uint32_t i = 0; i < kb.size(); ++i) out.emplace(key_of(kb[i]), i);
  return out;
}

// One pair of knowledge bases, each prediction compared with every gold association in the
// evaluator's order (predictions outer, gold inner), with a cache of its own.
KbSpace space_of(const Corpus& corpus, bool merged, bool java_order, const SpeciesMap* species,
                 EntitySimilarity& similarity, bool per_document) {
  KbSpace space;
  space.gold = knowledge_base(corpus.documents, true, merged, java_order, species);
  space.predicted = knowledge_base(corpus.documents, false, merged, java_order, species);
  similarity.start_new_cache();  // each kb evaluation builds its own similarity
  space.candidates.resize(space.predicted.size());
  for (std::size_t p = 0; p < space.predicted.size(); ++p) {
    for (std::uint32_t g = 0; g < space.gold.size(); ++g) {
      const double s = association_similarity(similarity, space.gold[g], space.predicted[p]);
      if (s > 0) space.candidates[p].push_back({g, s});
    }
    sort_candidates(space.candidates[p]);
  }
  if (!per_document) return space;
  const std::map<Key, std::uint32_t> gold = index_of(space.gold),
                                     predicted = index_of(space.predicted);
  for (const ScoredDocument& d : corpus.documents) {
    space.gold_stated.push_back(indices_of(document_associations(d, true, merged, species), gold));
    space.predicted_stated.push_back(
        indices_of(document_associations(d, false, merged, species), predicted));
  }
  return space;
}

// Associations numbered in order of first appearance: the runs in order, each knowledge base in
// its walk order.
class Numbering {
 public:
  void add(const Association& a) {
    if (numbers_.emplace(key_of(a), static_cast<std::uint32_t>(list_.size())).second) {
      list_.push_back(&a);
    }
  }
  std::uint32_t number(const Association& a) const { return numbers_.at(key_of(a)); }
  const Association& operator[](std::uint32_t number) const { return *list_[number]; }
  std::size_t size() const { return list_.size(); }

 private:
  std::map<Key, std::uint32_t> numbers_;
  std::vector<const Association*> list_;  // in the runs' units, which outlive the numbering
};

// What a sample needs of one run's knowledge bases, in the numbering of every run.
struct RunKb {
  // Gold numbers: the run's gold knowledge base in its walk order, then the other runs' gold
  // associations in numbering order (the official kb merges each run's normalizations into the
  // gold's).
  std::vector<std::uint32_t> gold_order;
  // The run's predicted associations in their walk order, by number.
  std::vector<std::uint32_t> predicted;
  // Per predicted association (as in `predicted`): its candidates, by gold number.
  std::vector<std::vector<KbCandidate>> candidates;
  // Per document: the numbers of the gold associations it states; the positions in `predicted`
  // of the predicted associations it states.
  std::vector<std::vector<std::uint32_t>> gold_stated;
  const std::vector<std::vector<std::uint32_t>>* predicted_stated = nullptr;
};

// One knowledge base (standard, or capped to species) of every run.
struct NumberedSpace {
  std::size_t gold_count = 0, predicted_count = 0;
  std::vector<RunKb> runs;
};

// The run's own candidates by gold number; then, when other runs add gold associations, those
// of similarity s > 0, computed after the run's own pairs with one cache, as a corpus holding
// them all would compute them.
std::vector<std::vector<KbCandidate>> numbered_candidates(const KbUnits& units,
                                                          const KbSpace& space,
                                                          const std::vector<std::uint32_t>& order,
                                                          const Numbering& gold) {
  const std::size_t own = space.gold.size();
  std::vector<std::vector<KbCandidate>> out(space.predicted.size());
  for (std::size_t p = 0; p < out.size(); ++p) {
    for (const KbCandidate& c : space.candidates[p])
      out[p].push_back({order[c.gold], c.similarity});
  }
  if (order.size() == own) return out;
  EntitySimilarity similarity(units.rules, units.ontology.get());
  similarity.start_new_cache();
  for (const Association& p : space.predicted) {  // the cache as scoring left it
    for (const Association& g : space.gold) association_similarity(similarity, g, p);
  }
  for (std::size_t p = 0; p < out.size(); ++p) {
    for (std::size_t k = own; k < order.size(); ++k) {
      const double s = association_similarity(similarity, gold[order[k]], space.predicted[p]);
      if (s > 0) out[p].push_back({order[k], s});
    }
    sort_candidates(out[p]);
  }
  return out;
}

RunKb run_kb(const KbUnits& units, const KbSpace& space, const Numbering& gold,
             const Numbering& predicted) {
  RunKb kb;
  std::vector<bool> own(gold.size(), false);
  for (const Association& a : space.gold) {
    kb.gold_order.push_back(gold.number(a));
    own[kb.gold_order.back()] = true;
  }
  for (std::uint32_t g = 0; g < gold.size(); ++g) {
    if (!own[g]) kb.gold_order.push_back(g);
  }
  for (const Association& a : space.predicted) kb.predicted.push_back(predicted.number(a));
  kb.candidates = numbered_candidates(units, space, kb.gold_order, gold);
  for (const auto& stated : space.gold_stated) {
    kb.gold_stated.emplace_back();
    for (const std::uint32_t g : stated) kb.gold_stated.back().push_back(kb.gold_order[g]);
  }
  kb.predicted_stated = &space.predicted_stated;
  return kb;
}

using SpaceOf = const KbSpace& (*)(const KbUnits&);

NumberedSpace numbered(const std::vector<std::shared_ptr<const KbUnits>>& runs, SpaceOf space) {
  Numbering gold, predicted;
  for (const auto& run : runs) {
    for (const Association& a : space(*run).gold) gold.add(a);
    for (const Association& a : space(*run).predicted) predicted.add(a);
  }
  NumberedSpace out{gold.size(), predicted.size(), {}};
  for (const auto& run : runs) out.runs.push_back(run_kb(*run, space(*run), gold, predicted));
  return out;
}

// The runs the drawn documents come from, in run order.
std::vector<std::uint32_t> runs_drawn(const std::vector<std::uint32_t>& weights,
                                      const std::vector<std::uint32_t>& sources, std::size_t runs) {
  std::vector<bool> drawn(runs, false);
  for (std::size_t i = 0; i < weights.size(); ++i) {
    if (weights[i]) drawn[sources[i]] = true;
  }
  std::vector<std::uint32_t> out;
  for (std::uint32_t r = 0; r < runs; ++r) {
    if (drawn[r]) out.push_back(r);
  }
  return out;
}

// Each listed entry weighs at least `weight`: an association counts as often as the most drawn
// document that states it.
void raise(std::vector<std::uint32_t>& weight_of, const std::vector<std::uint32_t>& listed,
           std::uint32_t weight) {
  for (const std::uint32_t at : listed) weight_of[at] = std::max(weight_of[at], weight);
}

// A sample of documents as the multiset of associations its knowledge bases hold, scored by
// kb_metrics.
std::optional<double> sample_mean_references(const NumberedSpace& space,
                                             const std::vector<std::uint32_t>& weights,
                                             const std::vector<std::uint32_t>& sources) {
  const std::vector<std::uint32_t> drawn = runs_drawn(weights, sources, space.runs.size());
  if (drawn.empty()) return std::nullopt;
  std::vector<std::uint32_t> gold_weight(space.gold_count, 0);
  std::vector<std::vector<std::uint32_t>> drawn_by_run(space.runs.size());
  for (const std::uint32_t r : drawn) drawn_by_run[r].assign(space.runs[r].predicted.size(), 0);
  for (std::size_t i = 0; i < weights.size(); ++i) {
    if (!weights[i]) continue;
    const RunKb& kb = space.runs[sources[i]];
    raise(gold_weight, kb.gold_stated[i], weights[i]);
    raise(drawn_by_run[sources[i]], (*kb.predicted_stated)[i], weights[i]);
  }
  // An association several runs predict counts as its most drawn document, whichever run.
  std::vector<std::uint32_t> predicted_weight(space.predicted_count, 0);
  for (const std::uint32_t r : drawn) {
    const RunKb& kb = space.runs[r];
    for (std::size_t p = 0; p < kb.predicted.size(); ++p) {
      std::uint32_t& w = predicted_weight[kb.predicted[p]];
      w = std::max(w, drawn_by_run[r][p]);
    }
  }
  // Each predicted association of the sample, once: the runs in order, each in its walk order,
  // with its run's candidates.
  std::vector<WeightedPrediction> predictions;
  std::vector<bool> done(space.predicted_count, false);
  for (const std::uint32_t r : drawn) {
    const RunKb& kb = space.runs[r];
    for (std::size_t p = 0; p < kb.predicted.size(); ++p) {
      const std::uint32_t number = kb.predicted[p];
      if (!drawn_by_run[r][p] || done[number]) continue;
      done[number] = true;
      predictions.push_back({&kb.candidates[p], predicted_weight[number]});
    }
  }
  return kb_metrics(space.runs[drawn.front()].gold_order, gold_weight, predictions).mean_references;
}

class KbScorer : public UnitScorer {
 public:
  KbScorer(std::vector<std::shared_ptr<const KbUnits>> runs, std::vector<std::string> names,
           std::vector<NumberedSpace> spaces)
      : runs_(std::move(runs)), names_(std::move(names)), spaces_(std::move(spaces)) {}

  std::string unit() const override { return "document"; }
  std::size_t units() const override { return runs_.front()->documents; }
  std::size_t runs() const override { return runs_.size(); }
  std::vector<std::string> metrics() const override { return names_; }
  MetricValues score(const std::vector<std::uint32_t>& weights,
                     const std::vector<std::uint32_t>& sources) const override {
    MetricValues out;
    for (const NumberedSpace& space : spaces_) {
      out.push_back(sample_mean_references(space, weights, sources));
    }
    return out;
  }

 private:
  std::vector<std::shared_ptr<const KbUnits>> runs_;  // what spaces_ view
  std::vector<std::string> names_;
  std::vector<NumberedSpace> spaces_;  // as names_
};

}  // namespace

std::shared_ptr<const KbUnits> kb_units(const SubTask& task, const Corpus& corpus,
                                        const Rules& rules, bool per_document) {
  auto units = std::make_shared<KbUnits>();
  units->documents = corpus.documents.size();
  units->merged = rules.kb_merged && !task.ner;
  units->rules = rules;
  units->ontology = corpus.ontology;
  EntitySimilarity similarity(units->rules, corpus.vocabulary());
  units->standard =
      space_of(corpus, units->merged, rules.kb_java_order, nullptr, similarity, per_document);
  if (corpus.resources.species) {
    units->capped = space_of(corpus, units->merged, rules.kb_java_order, &*corpus.resources.species,
                             similarity, per_document);
  }
  return units;
}

KbMetrics kb_space_metrics(const KbSpace& space,
                           std::vector<std::optional<KbCandidate>>* assignments) {
  std::vector<std::uint32_t> order(space.gold.size());
  for (std::uint32_t g = 0; g < order.size(); ++g) order[g] = g;
  std::vector<WeightedPrediction> predictions;
  predictions.reserve(space.predicted.size());
  for (const auto& candidates : space.candidates) predictions.push_back({&candidates, 1});
  return kb_metrics(order, std::vector<std::uint32_t>(space.gold.size(), 1), predictions,
                    assignments);
}

std::unique_ptr<UnitScorer> kb_document_scorer(std::vector<std::shared_ptr<const KbUnits>> runs) {
  if (runs.empty()) return nullptr;
  std::vector<std::string> names = {"standard_scoring.mean_references"};
  std::vector<NumberedSpace> spaces;
  spaces.push_back(numbered(runs, [](const KbUnits& u) -> const KbSpace& { return u.standard; }));
  if (runs.front()->capped) {
    names.push_back("cap_to_species.standard_scoring.mean_references");
    spaces.push_back(numbered(runs, [](const KbUnits& u) -> const KbSpace& { return *u.capped; }));
  }
  return std::make_unique<KbScorer>(std::move(runs), std::move(names), std::move(spaces));
}

}  // namespace bioeval::bb3
