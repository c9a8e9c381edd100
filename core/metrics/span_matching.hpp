// Matching criteria for entity spans (Tsai et al. 2006), from strictest to loosest, and the
// counts they give: one-to-one matching of compatible gold and predicted spans, and the
// position-level fragment counts.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

#include "metrics/bipartite_matching.hpp"

namespace bioeval {

// A span of positions (tokens, or non-space characters), both ends inclusive. Positions of
// different sentences never meet: a task numbers them across its whole input.
struct Span {
  std::uint64_t first = 0;
  std::uint64_t last = 0;
  std::uint64_t length() const { return last - first + 1; }
};

enum class Criterion { exact, left, right, left_or_right, approximate, partial };

inline constexpr std::array<Criterion, 6> kSpanCriteria = {
    Criterion::exact,         Criterion::left,        Criterion::right,
    Criterion::left_or_right, Criterion::approximate, Criterion::partial};

std::string_view criterion_name(Criterion criterion);

// exact: same first and same last position
inline bool exact_match(Span g, Span p) {
  return g.first == p.first && g.last == p.last;
}
// left: same first position
inline bool left_match(Span g, Span p) {
  return g.first == p.first;
}
// right: same last position
inline bool right_match(Span g, Span p) {
  return g.last == p.last;
}
// left_or_right: same first or same last position
inline bool left_or_right_match(Span g, Span p) {
  return g.first == p.first || g.last == p.last;
}
// approximate: one span contains the other
inline bool approximate_match(Span g, Span p) {
  return (g.first <= p.first && p.last <= g.last) || (p.first <= g.first && g.last <= p.last);
}
// partial: the spans share at least one position
inline bool partial_match(Span g, Span p) {
  return g.first <= p.last && p.first <= g.last;
}

bool compatible(Criterion criterion, Span gold, Span predicted);

// The pairs (gold index, predicted index) of spans that share a position: under every criterion
// the compatible pairs are among them. A sweep over the spans sorted by start, so that spans
// that do not nest cost O(n log n), not O(n²).
BipartiteEdges overlapping_pairs(const std::vector<Span>& gold, const std::vector<Span>& predicted);

// TP under `criterion`: the size of a maximum one-to-one matching of compatible gold and
// predicted spans, from `overlaps` (overlapping_pairs of the same spans). `match_of_gold`, when
// given, receives the predicted index each gold span is paired with, or kUnmatched.
std::size_t matched_count(Criterion criterion, const std::vector<Span>& gold,
                          const std::vector<Span>& predicted, const BipartiteEdges& overlaps,
                          std::vector<std::uint32_t>* match_of_gold = nullptr);

struct PositionCounts {
  std::uint64_t tp = 0;  // positions inside a gold span and a predicted span
  std::uint64_t fp = 0;  // positions inside a predicted span only
  std::uint64_t fn = 0;  // positions inside a gold span only
};

// fragment: positions counted once however many spans of a side cover them.
PositionCounts position_overlap(std::vector<Span> gold, std::vector<Span> predicted);

}  // namespace bioeval
