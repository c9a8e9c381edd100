// Hashing and indexing short texts (identifiers, accessions): eight bytes at a time.
#pragma once

#include <cstdint>
#include <cstring>
#include <functional>
#include <string_view>

#include <tsl/robin_map.h>

namespace bioeval {

// A 64-bit hash of `text`, for hash tables and for ordering items by an integer first.
inline std::uint64_t hash_text(std::string_view text, std::uint64_t seed = 0) {
  constexpr std::uint64_t kMultiplier = 0x9E3779B97F4A7C15ULL;
  const auto mix = [](std::uint64_t x) {
    x ^= x >> 32;
    x *= 0xD6E8FEB86659FD93ULL;
    return x ^ (x >> 32);
  };
  std::uint64_t hash = (seed ^ text.size()) * kMultiplier;
  const char* p = text.data();
  std::size_t left = text.size();
  for (; left >= 8; p += 8, left -= 8) {
    std::uint64_t word;
    std::memcpy(&word, p, 8);
    hash = mix(hash ^ word) * kMultiplier;
  }
  if (left > 0) {
    std::uint64_t word = 0;
    std::memcpy(&word, p, left);
    hash = mix(hash ^ word) * kMultiplier;
  }
  return mix(hash);
}

struct TextHash {
  std::size_t operator()(std::string_view text) const {
    return static_cast<std::size_t>(hash_text(text));
  }
};

// Texts (views into the inputs) to numbers, in one flat open-addressing table: document ids to
// their index, say. Views must outlive the index.
using TextIndex =
    tsl::robin_map<std::string_view, std::uint32_t, TextHash, std::equal_to<std::string_view>,
                   std::allocator<std::pair<std::string_view, std::uint32_t>>,
                   /*StoreHash=*/true>;

}  // namespace bioeval
