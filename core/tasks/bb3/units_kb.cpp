#include "tasks/bb3/units_kb.hpp"

#include <algorithm>
#include <map>
#include <optional>
#include <string>
#include <utility>

#include "tasks/bb3/knowledge_bases.hpp"

namespace bioeval::bb3 {
namespace {

using Key = std::pair<std::string, std::string>;
using SpeciesMap = std::map<std::string, std::string>;

Key key_of(const Association& a) {
  return {a.taxon, a.concept_id};
}

// Associations numbered in order of first appearance: the runs in order, each knowledge base in
// its walk order.
class Numbering {
 public:
  void add(const Association& a) {
    if (numbers_.emplace(key_of(a), static_cast<std::uint32_t>(list_.size())).second) {
      list_.push_back(a);
    }
  }
  std::uint32_t number(const Association& a) const { return numbers_.at(key_of(a)); }
  const Association& operator[](std::uint32_t number) const { return list_[number]; }
  std::size_t size() const { return list_.size(); }

 private:
  std::map<Key, std::uint32_t> numbers_;
  std::vector<Association> list_;
};

struct Candidate {
  std::uint32_t gold;  // a gold association's number
  double similarity;
};

// What a sample needs of one run's knowledge base (standard or capped to species).
struct RunKb {
  // Gold numbers: the run's gold knowledge base in its walk order, then the other runs' gold
  // associations in numbering order (the kb merges each run's normalizations into the gold's).
  std::vector<std::uint32_t> gold_order;
  // The run's predicted associations in their walk order, by number.
  std::vector<std::uint32_t> predicted;
  // Per predicted association (as in `predicted`): the gold associations of similarity s > 0,
  // by s descending, then by position in gold_order.
  std::vector<std::vector<Candidate>> candidates;
  // Per document: the numbers of the gold associations it states; the positions in `predicted`
  // of the predicted associations it states.
  std::vector<std::vector<std::uint32_t>> gold_stated, predicted_stated;
};

// One knowledge base (standard, or capped to species) of every run.
struct KbSpace {
  std::size_t gold_count = 0, predicted_count = 0;
  std::vector<RunKb> runs;
};

// How the runs are read: the profile's rules and which normalizations each side takes.
struct KbReading {
  Rules rules;
  bool merged;
  const SpeciesMap* species;
};

// s(g, p) = Wang(g's concept, p's concept) × [same taxon] of every pair of the run's own
// knowledge bases, in the order score_knowledge_bases computes them (the Wang similarities it
// keeps decide their last bits); then of its predictions with the other runs' gold associations.
std::vector<std::vector<Candidate>> candidates_of(const ReportInputs& in, const Rules& rules,
                                                  const std::vector<Association>& predicted_kb,
                                                  const std::vector<std::uint32_t>& gold_order,
                                                  std::size_t own, const Numbering& gold) {
  EntitySimilarity similarity(rules, in.ontology);
  similarity.start_new_cache();
  std::vector<std::vector<Candidate>> out(predicted_kb.size());
  const auto add_pairs = [&](std::size_t from, std::size_t to) {
    for (std::size_t p = 0; p < predicted_kb.size(); ++p) {
      for (std::size_t k = from; k < to; ++k) {
        const Association& g = gold[gold_order[k]];
        double s = similarity.concept_similarity(g.concept_id, predicted_kb[p].concept_id);
        if (s > 0 && g.taxon != predicted_kb[p].taxon) s = 0;
        if (s > 0) out[p].push_back({gold_order[k], s});
      }
    }
  };
  add_pairs(0, own);
  add_pairs(own, gold_order.size());
  // Ties keep the gold order: the first of the highest, as score_knowledge_bases assigns.
  for (auto& list : out) {
    std::stable_sort(list.begin(), list.end(), [](const Candidate& a, const Candidate& b) {
      return a.similarity > b.similarity;
    });
  }
  return out;
}

RunKb run_kb(const ReportInputs& in, const KbReading& reading,
             const std::vector<Association>& gold_kb, const std::vector<Association>& predicted_kb,
             const Numbering& gold, const Numbering& predicted) {
  RunKb kb;
  std::vector<bool> own(gold.size(), false);
  for (const Association& a : gold_kb) {
    kb.gold_order.push_back(gold.number(a));
    own[kb.gold_order.back()] = true;
  }
  for (std::uint32_t g = 0; g < gold.size(); ++g) {
    if (!own[g]) kb.gold_order.push_back(g);
  }
  std::map<Key, std::uint32_t> position;
  for (const Association& a : predicted_kb) {
    position.emplace(key_of(a), static_cast<std::uint32_t>(kb.predicted.size()));
    kb.predicted.push_back(predicted.number(a));
  }
  kb.candidates =
      candidates_of(in, reading.rules, predicted_kb, kb.gold_order, gold_kb.size(), gold);
  for (const ScoredDocument& d : in.documents) {
    kb.gold_stated.emplace_back();
    for (const Association& a : document_associations(d, true, reading.merged, reading.species)) {
      kb.gold_stated.back().push_back(gold.number(a));
    }
    kb.predicted_stated.emplace_back();
    for (const Association& a : document_associations(d, false, reading.merged, reading.species)) {
      kb.predicted_stated.back().push_back(position.at(key_of(a)));
    }
  }
  return kb;
}

KbSpace space_of(const std::vector<ReportInputs>& runs, const KbReading& reading) {
  const bool java = reading.rules.kb_java_order;
  std::vector<std::vector<Association>> gold_kbs, predicted_kbs;
  Numbering gold, predicted;
  for (const ReportInputs& in : runs) {
    gold_kbs.push_back(knowledge_base(in.documents, true, reading.merged, java, reading.species));
    predicted_kbs.push_back(
        knowledge_base(in.documents, false, reading.merged, java, reading.species));
    for (const Association& a : gold_kbs.back()) gold.add(a);
    for (const Association& a : predicted_kbs.back()) predicted.add(a);
  }
  KbSpace space{gold.size(), predicted.size(), {}};
  for (std::size_t r = 0; r < runs.size(); ++r) {
    space.runs.push_back(run_kb(runs[r], reading, gold_kbs[r], predicted_kbs[r], gold, predicted));
  }
  return space;
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

// A sample's knowledge bases and the assignment of its predictions.
class Sample {
 public:
  Sample(const KbSpace& space, const std::vector<std::uint32_t>& weights,
         const std::vector<std::uint32_t>& sources)
      : space_(space),
        runs_(runs_drawn(weights, sources, space.runs.size())),
        gold_weight_(space.gold_count, 0),
        predicted_weight_(space.predicted_count, 0),
        sum_(space.gold_count, 0.0),
        count_(space.gold_count, 0),
        drawn_by_run_(space.runs.size()) {
    weigh(weights, sources);
    assign();
  }

  // Σ over gold associations of weight × the mean similarity of the predictions assigned to it
  // (0 for none), over Σ weight; nothing without gold associations.
  std::optional<double> mean_references() const {
    if (runs_.empty()) return std::nullopt;
    double total = 0;
    std::uint64_t weight = 0;
    for (const std::uint32_t g : space_.runs[runs_.front()].gold_order) {
      if (!gold_weight_[g]) continue;
      weight += gold_weight_[g];
      const double mean = count_[g] ? sum_[g] / static_cast<double>(count_[g]) : 0.0;
      total += static_cast<double>(gold_weight_[g]) * mean;
    }
    if (!weight) return std::nullopt;
    return total / static_cast<double>(weight);
  }

 private:
  // The count of each association in the sample: of its most drawn document stating it.
  void weigh(const std::vector<std::uint32_t>& weights, const std::vector<std::uint32_t>& sources) {
    for (const std::uint32_t r : runs_) {
      drawn_by_run_[r].assign(space_.runs[r].predicted.size(), 0);
    }
    for (std::size_t i = 0; i < weights.size(); ++i) {
      if (!weights[i]) continue;
      const RunKb& kb = space_.runs[sources[i]];
      raise(gold_weight_, kb.gold_stated[i], weights[i]);
      raise(drawn_by_run_[sources[i]], kb.predicted_stated[i], weights[i]);
    }
    // An association several runs predict counts as its most drawn document, whichever run.
    for (const std::uint32_t r : runs_) {
      const RunKb& kb = space_.runs[r];
      for (std::size_t p = 0; p < kb.predicted.size(); ++p) {
        std::uint32_t& w = predicted_weight_[kb.predicted[p]];
        w = std::max(w, drawn_by_run_[r][p]);
      }
    }
  }

  // Each predicted association of the sample, once, goes to its first candidate the sample
  // holds, weighted: the runs in order, each in its walk order, with its run's candidates.
  void assign() {
    std::vector<bool> done(space_.predicted_count, false);
    for (const std::uint32_t r : runs_) {
      const RunKb& kb = space_.runs[r];
      for (std::size_t p = 0; p < kb.predicted.size(); ++p) {
        const std::uint32_t number = kb.predicted[p];
        if (!drawn_by_run_[r][p] || done[number]) continue;
        done[number] = true;
        assign(kb.candidates[p], predicted_weight_[number]);
      }
    }
  }

  void assign(const std::vector<Candidate>& candidates, std::uint32_t weight) {
    for (const Candidate& c : candidates) {
      if (!gold_weight_[c.gold]) continue;
      sum_[c.gold] += static_cast<double>(weight) * c.similarity;
      count_[c.gold] += weight;
      return;
    }
  }

  const KbSpace& space_;
  std::vector<std::uint32_t> runs_;
  std::vector<std::uint32_t> gold_weight_, predicted_weight_;  // by number
  std::vector<double> sum_;                                    // by gold number
  std::vector<std::uint64_t> count_;                           // by gold number
  std::vector<std::vector<std::uint32_t>> drawn_by_run_;       // [run][position in predicted]
};

class KbScorer : public UnitScorer {
 public:
  KbScorer(std::size_t documents, std::vector<std::string> names, std::vector<KbSpace> spaces)
      : documents_(documents), names_(std::move(names)), spaces_(std::move(spaces)) {}

  std::string unit() const override { return "document"; }
  std::size_t units() const override { return documents_; }
  std::size_t runs() const override { return spaces_.front().runs.size(); }
  std::vector<std::string> metrics() const override { return names_; }
  std::vector<std::optional<double>> score(
      const std::vector<std::uint32_t>& weights,
      const std::vector<std::uint32_t>& sources) const override {
    std::vector<std::optional<double>> out;
    for (const KbSpace& space : spaces_) {
      out.push_back(Sample(space, weights, sources).mean_references());
    }
    return out;
  }

 private:
  std::size_t documents_;
  std::vector<std::string> names_;
  std::vector<KbSpace> spaces_;  // as names_
};

}  // namespace

std::unique_ptr<UnitScorer> kb_document_scorer(const std::vector<ReportInputs>& runs) {
  const ReportInputs& first = runs.front();
  const Rules rules = first.published ? published_rules() : official_rules();
  const bool merged = rules.kb_merged && !first.task.ner;
  std::vector<std::string> names = {"standard_scoring.mean_references"};
  std::vector<KbSpace> spaces;
  spaces.push_back(space_of(runs, {rules, merged, nullptr}));
  if (first.resources.species) {
    names.push_back("cap_to_species.standard_scoring.mean_references");
    spaces.push_back(space_of(runs, {rules, merged, &*first.resources.species}));
  }
  return std::make_unique<KbScorer>(first.documents.size(), std::move(names), std::move(spaces));
}

}  // namespace bioeval::bb3
