// Pairs of gold and predicted items (entities or relations) as BB3 scores them: a pair of both,
// a gold item alone (a deletion) or a prediction alone (an insertion). Specification:
// docs/tasks/bb3.md, "Pairing and measures".
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <vector>

#include "metrics/assignment.hpp"

namespace bioeval::bb3 {

struct Pair {
  std::size_t document = 0;
  std::optional<std::size_t> gold;        // index on the gold side
  std::optional<std::size_t> prediction;  // index on the predicted side
  double similarity = 0;                  // the matching similarity (pairs of both only)
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
