// The kb and kb+ner sub-tasks: the knowledge base a submission implies, (taxon, habitat concept)
// associations of its Lives_In relations over the whole corpus, against the gold's. Each predicted
// association is assigned to its closest gold association; the score is the mean over gold
// associations of the mean similarity of the predictions assigned to it. Specification:
// docs/tasks/bb3.md, "Pairing and measures" (kb / kb+ner).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "tasks/bb3/context.hpp"

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

// A predicted association and the gold one it was assigned to (none when nothing is similar).
struct KbAssignment {
  std::size_t prediction;
  std::optional<std::size_t> gold;
  double similarity = 0;
};

struct KbScore {
  std::vector<Association> gold, predicted;
  std::vector<KbAssignment> assignments;  // one per predicted association
  std::optional<double> mean_references;  // nothing without gold associations
  std::size_t false_negatives = 0;        // gold associations with no prediction assigned
};

// s = Wang(gold concept, predicted concept) × [same taxon]; each prediction (in its knowledge
// base's order) goes to the first gold association (in theirs) of highest s > 0.
KbScore score_knowledge_bases(std::vector<Association> gold, std::vector<Association> predicted,
                              EntitySimilarity& similarity);

// The kb metrics, "standard_scoring.*" and "cap_to_species.standard_scoring.*" (null without the
// species list); returns the standard score for the report.
KbScore add_kb_metrics(Context& context, bool ner, Result& result);

}  // namespace bioeval::bb3
