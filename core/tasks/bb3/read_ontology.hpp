// The ontology behind BB3 habitat normalizations (OntoBiotope): concepts, their names and their
// is_a parents, read from an OBO 1.2 file or from a child–parent TSV. Specification:
// docs/tasks/bb3.md, "Input roles" and "Similarities".
#pragma once

#include <cstddef>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "base/diagnostics.hpp"
#include "base/text.hpp"

namespace bioeval::bb3 {

// Concepts are interned to indices 0 … size()−1 in the order the file first names them.
struct Ontology {
  std::vector<std::string> ids;    // "OBT:000953"
  std::vector<std::string> names;  // "stomach"; empty when the file gives none (always in a TSV)
  // Direct is_a parents of each concept, as indices, each once: the shape metrics/wang_similarity
  // takes (ParentLists).
  std::vector<std::vector<std::size_t>> parents;
  std::vector<bool> obsolete;                             // marked "is_obsolete: true" (OBO only)
  std::map<std::string, std::size_t, std::less<>> index;  // id → index

  std::size_t size() const { return ids.size(); }
  // The index of concept `id`, or nothing when the ontology does not have it.
  std::optional<std::size_t> find(std::string_view id) const;
};

// An OBO 1.2 file as OntoBiotope ships it: header tags, then stanzas. In a [Term] stanza the
// `id:`, `name:`, `is_a: ID ! comment` and `is_obsolete:` tags count; other tags and other stanzas
// ([Typedef], [Instance]) are read for their shape only; relationships other than is_a are not
// edges.
Ontology read_obo(const TextInput& input, Diagnostics& diagnostics);

// `child<TAB>parent` per line (OntoBiotope_BioNLP-ST-2016_parents.txt): every id named on either
// side is a concept. Blank lines are skipped.
Ontology read_child_parent_tsv(const TextInput& input, Diagnostics& diagnostics);

// A child–parent TSV when the first line that is neither blank nor an OBO comment ('!') holds a
// TAB, otherwise OBO.
Ontology read_ontology(const TextInput& input, Diagnostics& diagnostics);

// The codes the readers report.
const std::vector<std::string>& ontology_diagnostic_codes();

}  // namespace bioeval::bb3
