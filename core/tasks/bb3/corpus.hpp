// What BB3 scores, per document and side (gold or prediction): the entities with their
// normalizations, the Lives_In relations between them, and the gold's Equiv sets. Built from the
// standoff annotations once they have passed the schema check.
#pragma once

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "metrics/boundary_jaccard.hpp"
#include "tasks/bb3/documents.hpp"
#include "tasks/bb3/ontology.hpp"
#include "tasks/bb3/subtask.hpp"

namespace bioeval::bb3 {

struct Entity {
  std::string id, type;  // "T3", "Habitat"
  std::vector<Fragment> fragments;
  std::string form;                   // the document's text at its fragments, joined by spaces
  std::vector<std::string> taxa;      // NCBI_Taxonomy referents, as listed
  std::vector<std::string> concepts;  // OntoBiotope referents, as listed
  bool given = false;                 // from the .a1: the same entity on both sides
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

struct Side {
  std::vector<Entity> entities;  // of the scored types only, .a1 first, in file order
  std::vector<LivesIn> relations;
  // For each entity, the entities equivalent to it (itself first): Equiv sets of the gold.
  std::vector<std::vector<std::size_t>> equivalents;
};

struct ScoredDocument {
  std::string id;
  std::string_view text;
  Side gold, prediction;
};

// The gold and predicted sides of every document: the .a1's entities on both sides, the gold .a2
// on one, the prediction on the other. Normalizations and relations naming something absent (an
// entity of another type) are left out; the schema check has reported them.
std::vector<ScoredDocument> scored_documents(const SubTask& task, const std::vector<Document>& gold,
                                             const std::map<std::string, Annotations>& predicted);

// Fills every entity's concept_indices from `ontology` (none: every concept is unknown).
void index_concepts(std::vector<ScoredDocument>& documents, const Ontology* ontology);

}  // namespace bioeval::bb3
