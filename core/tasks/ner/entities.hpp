// ner.iob2's entities: each side's decoded from its tags, sentence by sentence, with its classes
// merged as the options merge them (merge.hpp).
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "base/diagnostics.hpp"
#include "tasks/ner/criteria.hpp"
#include "tasks/ner/read_tokens.hpp"

namespace bioeval::ner {

// One side of a corpus: its tags, the line of each token, and where it was read from.
struct TaggedSide {
  const TokenColumn& tags;
  const TokenLines& lines;
  std::string_view role;
  std::string_view file;
  std::string_view column = {};  // "gold" or "run" when one file holds both tags
};

// The entities of one side, in sentence order; scheme breaks are warnings at their line. Each
// class c becomes merged[c] (none merged when `merged` is empty). `written`, when given, receives
// each entity's class as written (a class id of corpus.types).
Entities entities_of(const TaggedCorpus& corpus, const TaggedSide& side,
                     const std::vector<std::uint32_t>& merged, Diagnostics& diagnostics,
                     std::vector<std::uint32_t>* written = nullptr);

}  // namespace bioeval::ner
