// Pairing gold items with predicted items from their similarities: the optimal assignment (the
// BB3 `published` profile) and the mutual-best pairing of the official BioNLP-ST evaluator (the
// `official` profile).
#pragma once

#include <cstddef>
#include <vector>

namespace bioeval {

// similarity[g][p] ∈ [0, 1] between gold item g (a row) and predicted item p (a column); every row
// has one value per prediction. With no gold item there is no row (and no pair to make).
using SimilarityMatrix = std::vector<std::vector<double>>;

struct AssignedPair {
  std::size_t gold;
  std::size_t prediction;
  double similarity;  // always > 0: items of similarity 0 are never paired
};

// The pairing maximizing Σ similarity, each item in at most one pair, no pair of similarity 0;
// sorted by gold index. Among pairings of equal total, which one is returned is unspecified.
// O(n³) for n = max(#gold, #predictions).
std::vector<AssignedPair> optimal_assignment(const SimilarityMatrix& similarity);

// The official evaluator's pairing: while some gold item and prediction are each other's best
// remaining candidate (mutual best), pair the first such gold item (lowest index) with its first
// such prediction; sorted by gold index. Without ties this is "highest remaining similarity first";
// with ties the official evaluator's choice depends on the order of its hash tables, which index
// order stands in for here (see assignment.cpp). O(min(#gold, #predictions) · #gold ·
// #predictions).
std::vector<AssignedPair> greedy_assignment(const SimilarityMatrix& similarity);

// Σ similarity over the pairs.
double total_similarity(const std::vector<AssignedPair>& pairs);

}  // namespace bioeval
