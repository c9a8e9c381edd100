#include "metrics/wang_similarity.hpp"

#include <algorithm>

namespace bioeval {

AncestorWeights wang_ancestor_weights(const ParentLists& parents, std::size_t concept_index,
                                      double w) {
  AncestorWeights out;
  std::vector<bool> seen(parents.size(), false);
  // Breadth-first, so the first time a concept is reached is at its shortest distance; w^d is
  // built by repeated multiplication, as the official evaluator does.
  std::vector<AncestorWeight> frontier{{concept_index, 1.0}};
  seen[concept_index] = true;
  while (!frontier.empty()) {
    std::vector<AncestorWeight> next;
    for (const AncestorWeight& t : frontier) {
      out.ancestors.push_back(t);
      for (std::size_t parent : parents[t.concept_index]) {
        if (parent >= parents.size() || seen[parent]) continue;
        seen[parent] = true;
        next.push_back({parent, t.weight * w});
      }
    }
    frontier = std::move(next);
  }
  std::sort(out.ancestors.begin(), out.ancestors.end(),
            [](const AncestorWeight& x, const AncestorWeight& y) {
              return x.concept_index < y.concept_index;
            });
  for (const AncestorWeight& t : out.ancestors) out.semantic_value += t.weight;
  return out;
}

double wang_similarity(const AncestorWeights& a, const AncestorWeights& b) {
  const double total = a.semantic_value + b.semantic_value;
  if (total == 0) return 0.0;
  // Both lists are sorted by concept: walk them together to find T_A ∩ T_B.
  double shared = 0;
  auto i = a.ancestors.begin(), j = b.ancestors.begin();
  while (i != a.ancestors.end() && j != b.ancestors.end()) {
    if (i->concept_index < j->concept_index) {
      ++i;
    } else if (j->concept_index < i->concept_index) {
      ++j;
    } else {
      shared += i->weight + j->weight;
      ++i, ++j;
    }
  }
  return shared / total;
}

WangSimilarity::WangSimilarity(const ParentLists& parents, double w)
    : parents_(parents), w_(w), cache_(parents.size()) {}

const AncestorWeights& WangSimilarity::weights(std::size_t concept_index) {
  AncestorWeights& cached = cache_.at(concept_index);
  if (cached.ancestors.empty()) cached = wang_ancestor_weights(parents_, concept_index, w_);
  return cached;
}

double WangSimilarity::concepts(ConceptIndex a, ConceptIndex b) {
  if (!a || !b || *a >= parents_.size() || *b >= parents_.size()) return 0.0;
  return wang_similarity(weights(*a), weights(*b));
}

double WangSimilarity::sets(const std::vector<ConceptIndex>& reference,
                            const std::vector<ConceptIndex>& predicted) {
  if (reference.empty() || predicted.empty()) return 0.0;
  const auto best = [&](ConceptIndex x, const std::vector<ConceptIndex>& others) {
    double out = 0;
    for (ConceptIndex y : others) out = std::max(out, concepts(x, y));
    return out;
  };
  double sum = 0;
  for (ConceptIndex r : reference) sum += best(r, predicted);
  for (ConceptIndex p : predicted) sum += best(p, reference);
  return sum / static_cast<double>(reference.size() + predicted.size());
}

}  // namespace bioeval
