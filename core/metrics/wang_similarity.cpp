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

WangSimilarity::WangSimilarity(const ParentLists& parents, double w,
                               const JavaSummationOrder* order)
    : parents_(parents), w_(w), order_(order), cache_(parents.size()) {}

const AncestorWeights& WangSimilarity::weights(std::size_t concept_index) {
  AncestorWeights& cached = cache_.at(concept_index);
  if (!cached.ancestors.empty()) return cached;
  cached = wang_ancestor_weights(parents_, concept_index, w_);
  if (order_) {  // SV(A) over the ancestors in sorted id order (a TreeMap in the evaluator)
    std::vector<AncestorWeight> by_id = cached.ancestors;
    std::sort(by_id.begin(), by_id.end(), [this](const AncestorWeight& x, const AncestorWeight& y) {
      return order_->id_rank[x.concept_index] < order_->id_rank[y.concept_index];
    });
    cached.semantic_value = 0;
    for (const AncestorWeight& t : by_id) cached.semantic_value += t.weight;
  }
  return cached;
}

double WangSimilarity::java_order_similarity(const AncestorWeights& a,
                                             const AncestorWeights& b) const {
  // The table of new HashSet<>(T_A): max((int) (n / .75f) + 1, 16), rounded up to a power of 2.
  const auto n = static_cast<float>(a.ancestors.size());
  const std::size_t wanted = std::max<std::size_t>(static_cast<std::size_t>(n / .75f) + 1, 16);
  std::size_t table = 1;
  while (table < wanted) table *= 2;
  struct Shared {
    std::size_t bucket, rank;
    double weight_a, weight_b;
  };
  std::vector<Shared> shared;
  auto j = b.ancestors.begin();
  for (const AncestorWeight& t : a.ancestors) {
    while (j != b.ancestors.end() && j->concept_index < t.concept_index) ++j;
    if (j == b.ancestors.end() || j->concept_index != t.concept_index) continue;
    const auto h = static_cast<std::uint32_t>(order_->string_hash[t.concept_index]);
    shared.push_back(
        {(h ^ (h >> 16)) & (table - 1), order_->id_rank[t.concept_index], t.weight, j->weight});
  }
  std::sort(shared.begin(), shared.end(), [](const Shared& x, const Shared& y) {
    return x.bucket != y.bucket ? x.bucket < y.bucket : x.rank < y.rank;
  });
  double sum = 0;
  for (const Shared& t : shared) {
    sum += t.weight_a;
    sum += t.weight_b;
  }
  return sum / (a.semantic_value + b.semantic_value);
}

double WangSimilarity::concepts(ConceptIndex a, ConceptIndex b) {
  if (!a || !b || *a >= parents_.size() || *b >= parents_.size()) return 0.0;
  // A concept is itself: exactly 1, whatever order the sums would take, unless the sums are asked.
  if (*a == *b && !(order_ && identity_through_sums_)) return 1.0;
  if (order_) {
    const std::uint64_t pair =
        (static_cast<std::uint64_t>(std::min(*a, *b)) << 32) | std::max(*a, *b);
    const auto known = computed_.find(pair);
    if (known != computed_.end()) return known->second;
    return computed_[pair] = java_order_similarity(weights(*a), weights(*b));
  }
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
  if (order_) {
    // The evaluator computes each pair reference first and reuses it for the other direction;
    // it sums each side apart and adds the two sums.
    std::vector<double> best_of_predicted(predicted.size(), 0.0);
    double sum_of_reference = 0, sum_of_predicted = 0;
    for (ConceptIndex r : reference) {
      double best_of_reference = 0;
      for (std::size_t p = 0; p < predicted.size(); ++p) {
        const double s = concepts(r, predicted[p]);
        best_of_reference = std::max(best_of_reference, s);
        best_of_predicted[p] = std::max(best_of_predicted[p], s);
      }
      sum_of_reference += best_of_reference;
    }
    for (double s : best_of_predicted) sum_of_predicted += s;
    sum = sum_of_reference + sum_of_predicted;
  } else {
    for (ConceptIndex r : reference) sum += best(r, predicted);
    for (ConceptIndex p : predicted) sum += best(p, reference);
  }
  return sum / static_cast<double>(reference.size() + predicted.size());
}

}  // namespace bioeval
