// Maximum cardinality matching in a bipartite graph (Hopcroft–Karp), for one-to-one counting:
// how many gold items can each be paired with a distinct compatible predicted item.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

namespace bioeval {

// Edges (left, right) between left nodes 0..left_count-1 and right nodes 0..right_count-1.
using BipartiteEdges = std::vector<std::pair<std::uint32_t, std::uint32_t>>;

inline constexpr std::uint32_t kUnmatched = 0xFFFFFFFFu;

// The size of a maximum matching; `match_of_left`, when given, receives for each left node the
// right node it is matched with, or kUnmatched. O(E·√V), iterative (no recursion: long
// augmenting paths must not exhaust the stack of the browser's engine).
std::size_t maximum_matching(std::size_t left_count, std::size_t right_count,
                             const BipartiteEdges& edges,
                             std::vector<std::uint32_t>* match_of_left = nullptr);

}  // namespace bioeval
