// The plain lists behind some BB3 alternate scores (docs/tasks/bb3.md, "Input roles"): the
// species of each taxon, the sentences of each document, and lists of habitat concepts.
#pragma once

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "base/diagnostics.hpp"
#include "base/text.hpp"
#include "metrics/boundary_jaccard.hpp"

namespace bioeval::bb3 {

// The optional lists, by role; absent when not given.
struct Resources {
  std::optional<std::map<std::string, std::string>> species;         // taxon → species taxon
  std::optional<std::map<std::string, std::string>> human_habitats;  // concept → human
  std::optional<std::set<std::string>> food_habitats, new_in_dev_habitats, new_in_test_habitats;
  std::optional<std::map<std::string, std::vector<Fragment>>> sentences;

  // The roles given: a scoring that needs another is undefined.
  std::vector<std::string> available() const {
    std::vector<std::string> out;
    if (species) out.push_back("species");
    if (human_habitats) out.push_back("human_habitats");
    if (food_habitats) out.push_back("food_habitats");
    if (new_in_dev_habitats) out.push_back("new_in_dev_habitats");
    if (new_in_test_habitats) out.push_back("new_in_test_habitats");
    if (sentences) out.push_back("sentences");
    return out;
  }
};

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
