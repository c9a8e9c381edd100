#include "tasks/bb3/java_hash_order.hpp"

#include <algorithm>
#include <cstdint>

namespace bioeval::bb3 {
namespace {

// String.hashCode: s[0]·31^(n−1) + … + s[n−1] in 32-bit arithmetic.
std::uint32_t java_string_hash(const std::string& key) {
  std::uint32_t h = 0;
  for (unsigned char c : key) h = 31 * h + c;
  return h;
}

std::size_t table_size(std::size_t entries) {
  std::size_t size = 16;
  while (static_cast<double>(entries) > 0.75 * static_cast<double>(size)) size *= 2;
  return size;
}

}  // namespace

std::vector<std::size_t> java_hash_order(const std::vector<std::string>& keys) {
  const std::size_t mask = table_size(keys.size()) - 1;
  std::vector<std::size_t> bucket(keys.size()), order(keys.size());
  for (std::size_t i = 0; i < keys.size(); ++i) {
    const std::uint32_t h = java_string_hash(keys[i]);
    bucket[i] = (h ^ (h >> 16)) & mask;
    order[i] = i;
  }
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t a, std::size_t b) { return bucket[a] < bucket[b]; });
  return order;
}

JavaSummationOrder java_summation_order(const Ontology& ontology) {
  JavaSummationOrder order;
  std::vector<std::size_t> by_id(ontology.size());
  for (std::size_t i = 0; i < ontology.size(); ++i) {
    order.string_hash.push_back(static_cast<std::int32_t>(java_string_hash(ontology.ids[i])));
    by_id[i] = i;
  }
  std::sort(by_id.begin(), by_id.end(),
            [&](std::size_t a, std::size_t b) { return ontology.ids[a] < ontology.ids[b]; });
  order.id_rank.resize(ontology.size());
  for (std::size_t rank = 0; rank < by_id.size(); ++rank) order.id_rank[by_id[rank]] = rank;
  return order;
}

}  // namespace bioeval::bb3
