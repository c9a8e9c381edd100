// The orders in which the official BB3 evaluator walks its Java hash tables, where that order shows
// in a score: a java.util.HashMap (or HashSet) iterates by bucket (the key's hashCode spread as
// h ^ (h >>> 16), masked by the table size, a power of two ≥ 16 that keeps the load ≤ 0.75), then
// within a bucket by insertion (a resize keeps that relative order). The kb sub-tasks assign a
// prediction tied between gold associations to the first in this order.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "metrics/wang_similarity.hpp"
#include "tasks/bb3/read_ontology.hpp"

namespace bioeval::bb3 {

// String.hashCode, s[0]·31^(n−1) + … + s[n−1] in 32-bit arithmetic over the UTF-16 code units Java
// holds for the UTF-8 `key`.
std::int32_t java_string_hash(std::string_view key);

// Positions 0 … hashes.size() − 1 in the iteration order of a HashMap whose keys, with these
// hashCodes, were inserted in the given order (each key once).
std::vector<std::size_t> java_hash_map_order(const std::vector<std::int32_t>& hashes);

// The same for keys that are strings.
std::vector<std::size_t> java_hash_order(const std::vector<std::string>& keys);

// Distinct `keys` (inserted in the given order) in the iteration order of a HashSet of them.
std::vector<std::string> in_java_hash_order(std::vector<std::string> keys);

// The order in which the evaluator sums the terms of Wang similarity over this ontology.
JavaSummationOrder java_summation_order(const Ontology& ontology);

}  // namespace bioeval::bb3
