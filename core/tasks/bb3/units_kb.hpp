// The units of the kb and kb+ner sub-tasks: the documents, over the knowledge bases they state.
// A run's units are its knowledge bases (the standard ones, and those capped to species when the
// species list is given), each prediction with the gold associations it can be assigned to, and
// per document the associations it states; metrics.hpp's kb_metrics scores any multiset of them.
// A comparison numbers the associations of every run's units in one numbering, builds a sample's
// knowledge bases from the documents drawn (each association counted as many times as the most
// drawn document that states it) and assigns each predicted association to its closest gold
// association among those the sample holds. Specification: docs/tasks/bb3.md, "Comparing runs".
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "framework/scored_run.hpp"
#include "framework/unit_scorer.hpp"
#include "tasks/bb3/corpus.hpp"
#include "tasks/bb3/knowledge_bases.hpp"
#include "tasks/bb3/metrics.hpp"
#include "tasks/bb3/rules.hpp"
#include "tasks/bb3/subtask.hpp"

namespace bioeval::bb3 {

// A run's two knowledge bases (standard, or capped to species), as scoring assigns them.
struct KbSpace {
  std::vector<Association> gold, predicted;  // in the order they are walked
  // Per predicted association: the gold associations (indices in `gold`) of similarity s > 0
  // (Wang of the concepts × same taxon), by s descending, then in the gold's order. Similarities
  // are computed in the evaluator's order, with its caches: their last bits are scoring's.
  std::vector<std::vector<KbCandidate>> candidates;
  // Per document (when kept for units): the indices in `gold` and in `predicted` of the
  // associations it states.
  std::vector<std::vector<std::uint32_t>> gold_stated, predicted_stated;
};

class KbUnits : public RunUnits {
 public:
  std::size_t documents = 0;
  bool merged = false;  // both sides' normalizations of the given entities in both (official kb)
  KbSpace standard;
  std::optional<KbSpace> capped;  // with the species list
  // What a comparison computes the similarities of one run's predictions with another run's gold
  // associations by (the official kb's gold holds each run's own normalizations).
  Rules rules;
  std::shared_ptr<const Ontology> ontology;
};

// The knowledge bases of the run of `corpus` under `rules`; with `per_document`, what each
// document states too (a comparison's units, the document views).
std::shared_ptr<const KbUnits> kb_units(const SubTask& task, const Corpus& corpus,
                                        const Rules& rules, bool per_document);

// Every association of one space once: the run's metrics, and (when given) each prediction's
// assignment.
KbMetrics kb_space_metrics(const KbSpace& space,
                           std::vector<std::optional<KbCandidate>>* assignments = nullptr);

// The scorer over documents of kb runs (each over the same gold documents, profile and lists).
std::unique_ptr<UnitScorer> kb_document_scorer(std::vector<std::shared_ptr<const KbUnits>> runs);

}  // namespace bioeval::bb3
