#include "tasks/bb3/pairing.hpp"

#include "metrics/assignment.hpp"

namespace bioeval::bb3 {

void pair_items(std::size_t document, const std::vector<std::size_t>& gold,
                const std::vector<std::size_t>& predicted, const ItemSimilarity& similarity,
                bool greedy, PairList& out) {
  SimilarityMatrix matrix(gold.size(), std::vector<double>(predicted.size(), 0.0));
  for (std::size_t g = 0; g < gold.size(); ++g) {
    for (std::size_t p = 0; p < predicted.size(); ++p) {
      matrix[g][p] = similarity(gold[g], predicted[p]);
    }
  }
  pair_items(document, gold, predicted, matrix, greedy, out);
}

void pair_items(std::size_t document, const std::vector<std::size_t>& gold,
                const std::vector<std::size_t>& predicted, const SimilarityMatrix& matrix,
                bool greedy, PairList& out) {
  const std::vector<AssignedPair> assigned =
      greedy ? greedy_assignment(matrix) : optimal_assignment(matrix);
  std::vector<bool> used(predicted.size(), false);
  std::size_t next = 0;  // assigned pairs come sorted by gold index
  for (std::size_t g = 0; g < gold.size(); ++g) {
    if (next < assigned.size() && assigned[next].gold == g) {
      const AssignedPair& a = assigned[next++];
      used[a.prediction] = true;
      out.push_back({document, gold[g], predicted[a.prediction], a.similarity});
    } else {
      out.push_back({document, gold[g], std::nullopt, 0});
    }
  }
  for (std::size_t p = 0; p < predicted.size(); ++p) {
    if (!used[p]) out.push_back({document, std::nullopt, predicted[p], 0});
  }
}

}  // namespace bioeval::bb3
