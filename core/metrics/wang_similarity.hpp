// Semantic similarity of concepts in an is_a hierarchy after Wang et al., "A new method to measure
// the semantic similarity of GO terms", Bioinformatics 23(10), 2007; as BB3 uses it for habitat
// normalizations (docs/tasks/bb3.md, "Similarities").
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <unordered_map>
#include <vector>

namespace bioeval {

// The weight of an is_a edge: Wang et al.'s w_e, the BB3 evaluator's 0.65.
inline constexpr double wang_is_a_weight = 0.65;

// The hierarchy as the metric sees it: concepts are the indices 0 … n−1, and entry i lists the
// direct parents of concept i. Any ontology (the BB3 one included) can hand one over.
using ParentLists = std::vector<std::vector<std::size_t>>;

// A concept of the hierarchy by index, or nothing for an id the ontology does not know.
using ConceptIndex = std::optional<std::size_t>;

// S_A(t) of one concept t of T_A (A and its ancestors).
struct AncestorWeight {
  std::size_t concept_index;
  double weight;
};

// T_A with S_A: S_A(A) = 1, S_A(t) = w^d for an ancestor t at shortest upward distance d (the
// largest w^d over all paths, since w < 1); and SV(A) = Σ_{t ∈ T_A} S_A(t).
struct AncestorWeights {
  std::vector<AncestorWeight> ancestors;  // sorted by concept index, A included
  double semantic_value = 0;              // SV(A)
};

// T_A and S_A of `concept_index` (a valid index of `parents`), found breadth-first upwards. A
// cycle cannot make it loop: each concept is weighted once, at its first (shortest) distance.
AncestorWeights wang_ancestor_weights(const ParentLists& parents, std::size_t concept_index,
                                      double w = wang_is_a_weight);

// Sim(A,B) = Σ_{t ∈ T_A ∩ T_B} (S_A(t) + S_B(t)) / (SV(A) + SV(B)).
double wang_similarity(const AncestorWeights& a, const AncestorWeights& b);

// The order in which the BB3 evaluator (Java) adds the terms of Wang similarity, which decides
// the last bits of the result: SV(A) in the sorted order of the concept ids; the shared ancestors
// in the iteration order of a java.util.HashSet of A's ancestor ids (by bucket of String.hashCode
// in a table sized for them, then in sorted id order), S_A(t) and S_B(t) added one at a time.
struct JavaSummationOrder {
  std::vector<std::int32_t> string_hash;  // String.hashCode of each concept's id, by index
  std::vector<std::size_t> id_rank;       // each concept's rank among the ids sorted, by index
};

// Wang similarity of concepts and of sets of concepts over one hierarchy, keeping each concept's
// ancestor weights once computed (a pairing compares the same concepts many times).
class WangSimilarity {
 public:
  // `parents` (and `order`, when given) must outlive this object. With `order`, sums are taken in
  // the Java evaluator's order and a set's terms are computed reference first, as it does.
  explicit WangSimilarity(const ParentLists& parents, double w = wang_is_a_weight,
                          const JavaSummationOrder* order = nullptr);

  // Sim(A,B); 1 when A = B; 0 when either concept is absent from the hierarchy (nothing or out
  // of range).
  double concepts(ConceptIndex a, ConceptIndex b);

  // With `order`, Sim(A,A) taken through the sums as the evaluator does, which can end a bit away
  // from 1 (1.0000000000000002), instead of exactly 1.
  void identity_through_sums(bool on) { identity_through_sums_ = on; }

  // Sim(R,P) = (Σ_{r∈R} max_p Sim(r,p) + Σ_{p∈P} max_r Sim(r,p)) / (|R| + |P|); 0 when P (or R)
  // is empty. Members count as listed: a repeated concept counts each time.
  double sets(const std::vector<ConceptIndex>& reference,
              const std::vector<ConceptIndex>& predicted);

  // T_A and S_A of a concept of the hierarchy, computed on first use.
  const AncestorWeights& weights(std::size_t concept_index);

  // With `order`: the evaluator keeps each Sim(A,B) it computes and answers Sim(B,A) with it (the
  // two directions can differ in the last bit), until it builds a new similarity, which this
  // stands for. Without `order` there is nothing to forget: both directions are equal.
  void start_new_cache() { computed_.clear(); }

 private:
  double java_order_similarity(const AncestorWeights& a, const AncestorWeights& b) const;

  const ParentLists& parents_;
  double w_;
  const JavaSummationOrder* order_;
  bool identity_through_sums_ = false;
  std::vector<AncestorWeights> cache_;  // by concept index; empty ancestors = not computed yet
  std::unordered_map<std::uint64_t, double> computed_;  // Sim of each pair {A, B} computed first
};

}  // namespace bioeval
