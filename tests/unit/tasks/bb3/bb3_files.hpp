// Small BB3 submissions made in a test: files by role as (name, bytes) pairs, and the smallest
// ontology (one concept under the root).
#pragma once

#include <map>
#include <string>
#include <utility>
#include <vector>

#include "framework/task.hpp"

namespace bioeval::test {

using Files = std::map<std::string, std::vector<std::pair<std::string, std::string>>>;

// Inputs viewing the bytes of `files`, which must outlive them.
inline Inputs inputs_of(const Files& files) {
  Inputs inputs;
  for (const auto& [role, list] : files) {
    for (const auto& [name, bytes] : list) inputs[role].push_back({name, bytes, {}});
  }
  return inputs;
}

inline const std::string kTinyOntology = "OBT:000001\tOBT:000000\n";

}  // namespace bioeval::test
