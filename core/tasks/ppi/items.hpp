// What the ppi task counts: one item per candidate pair (criterion "occurrence") or per relation
// of a document (criterion "relation"), with its gold label, decision and score.
#pragma once

#include <cstdint>
#include <vector>

#include "tasks/ppi/read_corpus.hpp"
#include "tasks/ppi/read_run.hpp"

namespace bioeval::ppi {

struct Item {
  std::uint32_t document;
  bool gold;
  bool predicted;
  double score;
};

// One item per candidate, in corpus order (so each document's items are contiguous).
std::vector<Item> occurrence_items(const Corpus& corpus, const Predictions& predictions);

// One item per document and pair of entity texts (compared ignoring ASCII case; unordered unless
// the corpus is directed): positive if any occurrence is, predicted if any occurrence is, scored
// by the highest score. In document order. `item_of_candidate`, when given, receives each
// candidate's item.
std::vector<Item> relation_items(const Corpus& corpus, const Predictions& predictions,
                                 std::vector<std::uint32_t>* item_of_candidate = nullptr);

}  // namespace bioeval::ppi
