#include "tasks/bb3/java_hash_order.hpp"

#include <algorithm>

#include "base/text.hpp"

namespace bioeval::bb3 {
namespace {

std::size_t table_size(std::size_t entries) {
  std::size_t size = 16;
  while (static_cast<double>(entries) > 0.75 * static_cast<double>(size)) size *= 2;
  return size;
}

}  // namespace

std::int32_t java_string_hash(std::string_view key) {
  std::uint32_t h = 0;
  const auto add_unit = [&h](std::uint32_t unit) { h = 31 * h + unit; };
  const auto* p = reinterpret_cast<const unsigned char*>(key.data());
  const auto* const end = p + key.size();
  while (p < end) {
    const std::size_t length = utf8_sequence_length(p, end);
    if (length <= 1) {  // ASCII, or a byte that starts no valid sequence: one unit
      add_unit(*p++);
      continue;
    }
    std::uint32_t code = *p & (0x7Fu >> length);
    for (std::size_t k = 1; k < length; ++k) code = (code << 6) | (p[k] & 0x3Fu);
    if (code >= 0x10000) {  // a surrogate pair
      add_unit(0xD800 + ((code - 0x10000) >> 10));
      add_unit(0xDC00 + ((code - 0x10000) & 0x3FF));
    } else {
      add_unit(code);
    }
    p += length;
  }
  return static_cast<std::int32_t>(h);
}

std::vector<std::size_t> java_hash_map_order(const std::vector<std::int32_t>& hashes) {
  const std::size_t mask = table_size(hashes.size()) - 1;
  std::vector<std::size_t> bucket(hashes.size()), order(hashes.size());
  for (std::size_t i = 0; i < hashes.size(); ++i) {
    const auto h = static_cast<std::uint32_t>(hashes[i]);
    bucket[i] = (h ^ (h >> 16)) & mask;
    order[i] = i;
  }
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t a, std::size_t b) { return bucket[a] < bucket[b]; });
  return order;
}

std::vector<std::size_t> java_hash_order(const std::vector<std::string>& keys) {
  std::vector<std::int32_t> hashes;
  hashes.reserve(keys.size());
  for (const std::string& key : keys) hashes.push_back(java_string_hash(key));
  return java_hash_map_order(hashes);
}

std::vector<std::string> in_java_hash_order(std::vector<std::string> keys) {
  std::vector<std::string> out;
  out.reserve(keys.size());
  for (std::size_t i : java_hash_order(keys)) out.push_back(std::move(keys[i]));
  return out;
}

JavaSummationOrder java_summation_order(const Ontology& ontology) {
  JavaSummationOrder order;
  std::vector<std::size_t> by_id(ontology.size());
  for (std::size_t i = 0; i < ontology.size(); ++i) {
    order.string_hash.push_back(java_string_hash(ontology.ids[i]));
    by_id[i] = i;
  }
  std::sort(by_id.begin(), by_id.end(),
            [&](std::size_t a, std::size_t b) { return ontology.ids[a] < ontology.ids[b]; });
  order.id_rank.resize(ontology.size());
  for (std::size_t rank = 0; rank < by_id.size(); ++rank) order.id_rank[by_id[rank]] = rank;
  return order;
}

}  // namespace bioeval::bb3
