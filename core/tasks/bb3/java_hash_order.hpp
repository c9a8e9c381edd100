// The order in which a java.util.HashMap<String, …> holding `keys` (inserted in the given order)
// iterates them: by bucket (String.hashCode spread as h ^ (h >>> 16), masked by the table size,
// a power of two ≥ 16 that keeps the load ≤ 0.75), then by insertion. The official BB3
// evaluator walks a document's annotations in this order; where that order shows in a score (the
// "unique form-normalization" scorings of the cat sub-task), following it reproduces the score.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "metrics/wang_similarity.hpp"
#include "tasks/bb3/ontology.hpp"

namespace bioeval::bb3 {

// Positions 0 … keys.size() − 1 of `keys` in the map's iteration order. Keys are ASCII (ids).
std::vector<std::size_t> java_hash_order(const std::vector<std::string>& keys);

// The order in which the evaluator sums the terms of Wang similarity over this ontology.
JavaSummationOrder java_summation_order(const Ontology& ontology);

}  // namespace bioeval::bb3
