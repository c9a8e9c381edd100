// Class relaxation: the option merge maps classes onto merged classes before matching
// ("protein,DNA,RNA=macromolecule; cell_line,cell_type=cell", or a preset), and ignore_type
// maps every class onto one.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "tasks/ner/tags.hpp"

namespace bioeval::ner {

struct ClassMerge {
  std::map<std::string, std::string, std::less<>> merged;  // class → merged class
  bool ignore_type = false;
};

// The presets of the option merge, name → mapping.
const std::map<std::string, std::string, std::less<>>& merge_presets();

// Reads the option merge: a preset name, or groups "a,b=c" separated by ';'. Throws UsageError
// on a malformed mapping or a class mapped twice.
ClassMerge parse_merge(std::string_view text, bool ignore_type);

// The merged class id (in `merged`) of each class of `types`.
std::vector<std::uint32_t> merge_types(const TypeTable& types, const ClassMerge& merge,
                                       TypeTable& merged);

// The name every class becomes under ignore_type.
inline constexpr std::string_view kAnyClass = "any";

}  // namespace bioeval::ner
