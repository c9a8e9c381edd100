// Pairs of gold and predicted items (entities or relations) as BB3 scores them: a pair of both,
// a gold item alone (a deletion) or a prediction alone (an insertion). Specification:
// docs/tasks/bb3.md, "Pairing and measures".
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "metrics/assignment.hpp"

namespace bioeval::bb3 {

// An item's index on its side, or none (the other item of a pair alone): an optional index in
// 32 bits, so that a pair takes 24 bytes (a corpus × 100 has hundreds of thousands).
class ItemIndex {
 public:
  // Implicit, as std::optional converts.
  ItemIndex() = default;
  ItemIndex(std::nullopt_t) {}
  ItemIndex(std::size_t index) : index_(static_cast<std::uint32_t>(index)) {}
  ItemIndex(std::optional<std::size_t> index)
      : index_(index ? static_cast<std::uint32_t>(*index) : kNone) {}
  bool has_value() const { return index_ != kNone; }
  explicit operator bool() const { return has_value(); }
  std::size_t operator*() const { return index_; }

 private:
  static constexpr std::uint32_t kNone = UINT32_MAX;
  std::uint32_t index_ = kNone;
};

struct Pair {
  Pair() = default;
  Pair(std::size_t in, ItemIndex gold_item, ItemIndex predicted_item, double s)
      : document(static_cast<std::uint32_t>(in)),
        gold(gold_item),
        prediction(predicted_item),
        similarity(s) {}

  std::uint32_t document = 0;
  ItemIndex gold;         // index on the gold side
  ItemIndex prediction;   // index on the predicted side
  double similarity = 0;  // the matching similarity (pairs of both only)
};

using PairList = std::vector<Pair>;

// similarity(gold index, prediction index) of two items.
using ItemSimilarity = std::function<double(std::size_t, std::size_t)>;

// Pairs the items `gold` and `predicted` (indices on their sides) of one document so that no pair
// has similarity 0: greedily (mutual best first, the official evaluator) or by the optimal
// assignment. Appends the pairs in gold order, each gold item paired or alone, then the
// predictions left alone.
void pair_items(std::size_t document, const std::vector<std::size_t>& gold,
                const std::vector<std::size_t>& predicted, const ItemSimilarity& similarity,
                bool greedy, PairList& out);

// The same with the similarities given: similarity[g][p] of gold[g] and predicted[p].
void pair_items(std::size_t document, const std::vector<std::size_t>& gold,
                const std::vector<std::size_t>& predicted, const SimilarityMatrix& similarity,
                bool greedy, PairList& out);

}  // namespace bioeval::bb3
