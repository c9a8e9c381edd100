// What BB3 scores, per document and side (gold or prediction): the entities with their
// normalizations, the Lives_In relations between them, and the gold's Equiv sets, built from the
// standoff annotations once they have passed the schema check; with the ontology and the lists,
// the corpus a submission is scored on, read once.
#pragma once

#include <cstddef>
#include <forward_list>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "metrics/boundary_jaccard.hpp"
#include "tasks/bb3/read_corpus_files.hpp"
#include "tasks/bb3/read_ontology.hpp"
#include "tasks/bb3/read_resources.hpp"
#include "tasks/bb3/subtask.hpp"

namespace bioeval::bb3 {

// The strings of an entity are views of the inputs' text (ids, types, referents, forms of one
// fragment) or of its document's joined_forms (forms of several fragments).
struct Entity {
  std::string_view id, type;  // "T3", "Habitat"
  std::vector<Fragment> fragments;
  std::string_view form;                   // the document's text at its fragments, joined by spaces
  std::vector<std::string_view> taxa;      // NCBI_Taxonomy referents, as listed
  std::vector<std::string_view> concepts;  // OntoBiotope referents, as listed
  bool given = false;                      // from the .a1: the same entity on both sides
  // The distinct concepts as ontology indices (nothing for an id the ontology lacks), in the order
  // the evaluator's HashSet of them walks them (which orders the sums of a set similarity), filled
  // by index_concepts once the ontology is read.
  std::vector<std::optional<std::size_t>> concept_indices;
};

struct LivesIn {
  std::string id;
  std::size_t bacteria = 0;  // entity indices
  std::size_t location = 0;
};

// The entities equivalent to one (itself first), as indices.
class Equivalents {
 public:
  Equivalents(const std::vector<std::size_t>* set, std::size_t self) : set_(set), self_(self) {}
  const std::size_t* begin() const { return set_ ? set_->data() : &self_; }
  const std::size_t* end() const { return begin() + size(); }
  std::size_t size() const { return set_ ? set_->size() : 1; }

 private:
  const std::vector<std::size_t>* set_;  // null: the entity alone
  std::size_t self_;
};

struct Side {
  std::vector<Entity> entities;  // of the scored types only, .a1 first, in file order
  std::vector<LivesIn> relations;
  // For each entity with others equivalent to it (Equiv sets of the gold), those entities
  // (itself first), by entity; any other entity stands alone.
  std::map<std::size_t, std::vector<std::size_t>> equivalence_sets;

  Equivalents equivalents(std::size_t entity) const {
    const auto found = equivalence_sets.find(entity);
    return {found == equivalence_sets.end() ? nullptr : &found->second, entity};
  }
};

struct ScoredDocument {
  std::string id;
  std::string_view text;
  Side gold, prediction;
  // The forms of entities of several fragments, which the entities view.
  std::forward_list<std::string> joined_forms;
};

// A submission read once: both sides of every gold document (sorted by id), the ontology and the
// lists. Its scorings, units and document views all come from it.
struct Corpus {
  std::vector<ScoredDocument> documents;
  // The ontology, when the task takes one and it holds a concept (shared with the units of a
  // comparison, which compute similarities after the run is gone).
  std::shared_ptr<const Ontology> ontology;
  Resources resources;

  // The ontology referents are checked against and concepts indexed in; null without one.
  const Ontology* vocabulary() const { return ontology.get(); }
};

// The gold and predicted sides of every document: the .a1's entities on both sides, the gold .a2
// on one, the prediction on the other. Normalizations and relations naming something absent (an
// entity of another type) are left out; the schema check has reported them. The annotations are
// emptied as their documents are built (what the entities keep moves to them), so that the corpus
// is not held twice.
std::vector<ScoredDocument> scored_documents(const SubTask& task, std::vector<Document>& gold,
                                             std::map<std::string, Annotations>& predicted);

// Fills every entity's concept_indices from `ontology` (none: every concept is unknown).
void index_concepts(std::vector<ScoredDocument>& documents, const Ontology* ontology);

}  // namespace bioeval::bb3
