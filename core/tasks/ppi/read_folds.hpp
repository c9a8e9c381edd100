// The folds file of the ppi task: "document_id<TAB>fold" per line, for macro averages over the
// folds of a cross-validation.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "base/diagnostics.hpp"
#include "base/text.hpp"
#include "tasks/ppi/read_corpus.hpp"

namespace bioeval::ppi {

struct Folds {
  std::vector<std::string_view> names;          // in order of first appearance
  std::vector<std::uint32_t> fold_of_document;  // index into names; kNoFold when none
  static constexpr std::uint32_t kNoFold = 0xFFFFFFFF;
};

// Reads the folds file; every gold document must have a fold (fold-missing otherwise).
Folds read_folds(const TextInput& input, const Corpus& corpus, Diagnostics& diagnostics);

const std::vector<std::string>& folds_diagnostic_codes();

}  // namespace bioeval::ppi
