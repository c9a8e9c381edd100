#include "tasks/bb3/java_hash_order.hpp"

#include <algorithm>

namespace bioeval::bb3 {
namespace {

// The UTF-16 code units of UTF-8 `text`; a byte that starts no valid sequence counts as one unit.
std::vector<std::uint16_t> utf16_units(std::string_view text) {
  std::vector<std::uint16_t> out;
  for (std::size_t i = 0; i < text.size();) {
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[i + k]); };
    const unsigned char lead = byte(0);
    const std::size_t length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2;
    bool valid = lead < 0x80 || (lead >= 0xC2 && lead <= 0xF4 && i + length <= text.size());
    std::uint32_t code = length == 1 ? lead : lead & (0x7F >> length);
    for (std::size_t k = 1; valid && k < length; ++k) {
      valid = (byte(k) & 0xC0) == 0x80;
      code = (code << 6) | (byte(k) & 0x3F);
    }
    if (!valid) {
      out.push_back(lead);
      ++i;
      continue;
    }
    if (code >= 0x10000) {  // a surrogate pair
      out.push_back(static_cast<std::uint16_t>(0xD800 + ((code - 0x10000) >> 10)));
      out.push_back(static_cast<std::uint16_t>(0xDC00 + ((code - 0x10000) & 0x3FF)));
    } else {
      out.push_back(static_cast<std::uint16_t>(code));
    }
    i += length;
  }
  return out;
}

std::size_t table_size(std::size_t entries) {
  std::size_t size = 16;
  while (static_cast<double>(entries) > 0.75 * static_cast<double>(size)) size *= 2;
  return size;
}

}  // namespace

std::int32_t java_string_hash(std::string_view key) {
  std::uint32_t h = 0;
  for (std::uint16_t unit : utf16_units(key)) h = 31 * h + unit;
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
