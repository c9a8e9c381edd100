// The six BB3 tasks (BioNLP-ST 2016 Bacteria Biotope): bb3.cat, bb3.cat+ner, bb3.event,
// bb3.event+ner, bb3.kb and bb3.kb+ner, each under the official evaluator's rules or the
// published definitions. Specification: docs/tasks/bb3.md.
#pragma once

#include <memory>
#include <optional>
#include <vector>

#include "framework/task.hpp"
#include "tasks/bb3/context.hpp"
#include "tasks/bb3/subtask.hpp"

namespace bioeval::bb3 {

class Bb3Task : public DeclaredTask {
 public:
  explicit Bb3Task(SubTask subtask);
  double sniff(std::string_view role, const FileHead& file) const override;
  double sniff_group(std::string_view role, const std::vector<FileHead>& files) const override;
  void evaluate(Evaluation& evaluation) const override;
  // Units: the documents; for kb and kb+ner, the associations each document states
  // (docs/tasks/bb3.md, "Comparing runs").
  std::unique_ptr<UnitScorer> legacy_unit_scorer(const std::vector<Inputs>& submissions,
                                                 const Json& options) const override;
  // The documents with their entities, relations or associations, judged under every scoring
  // (docs/tasks/bb3.md, "Documents").
  std::unique_ptr<DocumentViews> document_views(const Inputs& inputs,
                                                const Json& options) const override;

 private:
  // What scoring reads, once validated: both sides' documents, the ontology and the lists.
  struct Corpus {
    std::vector<ScoredDocument> documents;
    std::optional<Ontology> ontology;
    Resources resources;
    // The ontology referents are checked against and concepts indexed in: one that could be read.
    const Ontology* vocabulary() const {
      return ontology && ontology->size() > 0 ? &*ontology : nullptr;
    }
  };
  // Reads and checks the inputs; the corpus to score, or nothing when scoring is not allowed.
  std::unique_ptr<Corpus> read_corpus(Evaluation& evaluation) const;
  std::unique_ptr<UnitScorer> kb_unit_scorer(const std::vector<Inputs>& submissions,
                                             const Json& options, bool published) const;
  SubTask subtask_;
};

}  // namespace bioeval::bb3
