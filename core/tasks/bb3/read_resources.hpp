// The plain lists behind some BB3 alternate scores (docs/tasks/bb3.md, "Input roles"): the
// species of each taxon, the sentences of each document, and lists of habitat concepts.
#pragma once

#include <map>
#include <set>
#include <string>
#include <vector>

#include "base/diagnostics.hpp"
#include "base/text.hpp"
#include "metrics/boundary_jaccard.hpp"

namespace bioeval::bb3 {

// `taxon<TAB>species taxon` per line (Bacteria_species.txt): "cap to species".
std::map<std::string, std::string> read_species(const TextInput& input, Diagnostics& diagnostics);

// `document<TAB>start<TAB>end` per line (BB-sentences.txt), character offsets, end exclusive.
std::map<std::string, std::vector<Fragment>> read_sentences(const TextInput& input,
                                                            Diagnostics& diagnostics);

// One concept id per line (Habitats_food.txt, Habitats_new-in-dev.txt).
std::set<std::string> read_concept_list(const TextInput& input, Diagnostics& diagnostics);

// `concept<TAB>concept` per line (Habitats_human.txt): the concepts of the list, each with the one
// it is capped to.
std::map<std::string, std::string> read_concept_map(const TextInput& input,
                                                    Diagnostics& diagnostics);

// The codes the readers report (a RecordReader's and their own).
const std::vector<std::string>& resources_diagnostic_codes();

}  // namespace bioeval::bb3
