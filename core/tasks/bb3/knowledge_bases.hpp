// The kb and kb+ner sub-tasks: the knowledge base a submission implies, (taxon, habitat concept)
// associations of its Lives_In relations over the whole corpus, against the gold's. Each predicted
// association is assigned to its closest gold association (units_kb.hpp); the score is the mean
// over gold associations of the mean similarity of the predictions assigned to it (metrics.hpp).
// Specification: docs/tasks/bb3.md, "Pairing and measures" (kb / kb+ner).
#pragma once

#include <map>
#include <string>
#include <vector>

#include "tasks/bb3/corpus.hpp"

namespace bioeval::bb3 {

struct Association {
  std::string taxon;
  std::string concept_id;
};

// The associations of one side, deduplicated: documents by id, Lives_In relations in file order,
// each relation's taxa × concepts. In order of first appearance, or with `java_order` in the
// iteration order of the evaluator's HashMap of them (and of its HashSets of a relation's
// referents). With `merged` (the official kb evaluation, entities given), a given entity's
// normalizations are those of both sides. With `species`, the knowledge base capped to species:
// its associations in that order, each taxon mapped, deduplicated and ordered again.
std::vector<Association> knowledge_base(const std::vector<ScoredDocument>& documents, bool gold,
                                        bool merged, bool java_order,
                                        const std::map<std::string, std::string>* species);

// The associations one document states on one side (capped to species with `species`), each
// once: the knowledge base of the corpus is their union.
std::vector<Association> document_associations(const ScoredDocument& document, bool gold,
                                               bool merged,
                                               const std::map<std::string, std::string>* species);

}  // namespace bioeval::bb3
