// The span criteria of docs/tasks/ner.md (Tsai et al. 2006) on hand cases, and the three counting
// functions against naive versions written here: overlapping_pairs against the O(n²) list,
// matched_count against an exhaustive one-to-one search, position_overlap against sets of
// positions.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <random>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "metrics/span_matching.hpp"

using namespace bioeval;

namespace {

// The criteria's verdicts on one pair, in the order of kSpanCriteria.
struct PairCase {
  Span gold, predicted;
  bool exact, left, right, left_or_right, approximate, partial;
  const char* what;
};

// The naive list of overlapping pairs: every (g, p) that shares a position, sorted.
BipartiteEdges naive_overlaps(const std::vector<Span>& gold, const std::vector<Span>& predicted) {
  BipartiteEdges out;
  for (std::uint32_t g = 0; g < gold.size(); ++g) {
    for (std::uint32_t p = 0; p < predicted.size(); ++p) {
      const bool share =
          std::max(gold[g].first, predicted[p].first) <= std::min(gold[g].last, predicted[p].last);
      if (share) out.emplace_back(g, p);
    }
  }
  return out;
}

BipartiteEdges sorted(BipartiteEdges edges) {
  std::sort(edges.begin(), edges.end());
  return edges;
}

// The criterion written out from its definition in docs/tasks/ner.md, independently of the header.
bool by_definition(Criterion criterion, Span g, Span p) {
  const bool same_first = g.first == p.first, same_last = g.last == p.last;
  switch (criterion) {
    case Criterion::exact:
      return same_first && same_last;
    case Criterion::left:
      return same_first;
    case Criterion::right:
      return same_last;
    case Criterion::left_or_right:
      return same_first || same_last;
    case Criterion::approximate: {
      const bool g_in_p = p.first <= g.first && g.last <= p.last;
      const bool p_in_g = g.first <= p.first && p.last <= g.last;
      return g_in_p || p_in_g;
    }
    case Criterion::partial:
      for (std::uint64_t x = g.first; x <= g.last; ++x) {
        if (p.first <= x && x <= p.last) return true;  // a shared position
      }
      return false;
  }
  return false;
}

// The largest one-to-one pairing of compatible spans, by exhaustive search over the predicted
// spans (a bit mask: at most 16 of them).
std::size_t brute_force_matched(Criterion criterion, const std::vector<Span>& gold,
                                const std::vector<Span>& predicted) {
  REQUIRE(predicted.size() <= 16);
  std::function<std::size_t(std::size_t, std::uint32_t)> best = [&](std::size_t g,
                                                                    std::uint32_t used) {
    if (g == gold.size()) return std::size_t{0};
    std::size_t found = best(g + 1, used);
    for (std::uint32_t p = 0; p < predicted.size(); ++p) {
      if ((used & (1u << p)) || !by_definition(criterion, gold[g], predicted[p])) continue;
      found = std::max(found, 1 + best(g + 1, used | (1u << p)));
    }
    return found;
  };
  return best(0, 0);
}

// Random spans in [0, extent): short ones (mostly disjoint) and long ones (nesting).
std::vector<Span> random_spans(std::mt19937& rng, std::size_t count, std::uint64_t extent,
                               std::uint64_t max_length, std::uint64_t base = 0) {
  std::uniform_int_distribution<std::uint64_t> start(0, extent - 1);
  std::uniform_int_distribution<std::uint64_t> length(1, max_length);
  std::vector<Span> spans;
  for (std::size_t i = 0; i < count; ++i) {
    const std::uint64_t first = start(rng);
    spans.push_back({base + first, base + std::min(extent - 1, first + length(rng) - 1)});
  }
  return spans;
}

// Disjoint spans, as one side of a flat (IOB) tagging has them: cut [0, extent) into pieces.
std::vector<Span> disjoint_spans(std::mt19937& rng, std::uint64_t extent) {
  std::vector<Span> spans;
  std::uniform_int_distribution<std::uint64_t> gap(0, 3), length(1, 4);
  for (std::uint64_t at = gap(rng); at < extent;) {
    const std::uint64_t last = std::min(extent - 1, at + length(rng) - 1);
    spans.push_back({at, last});
    at = last + 1 + gap(rng);
  }
  std::shuffle(spans.begin(), spans.end(), rng);
  return spans;
}

std::set<std::uint64_t> positions_of(const std::vector<Span>& spans) {
  std::set<std::uint64_t> out;
  for (const Span s : spans) {
    for (std::uint64_t x = s.first; x <= s.last; ++x) out.insert(x);
  }
  return out;
}

}  // namespace

TEST_CASE("span criteria on hand cases", "[metrics][ner]") {
  // {gold, predicted, exact, left, right, left_or_right, approximate, partial}
  const PairCase cases[] = {
      {{3, 5}, {3, 5}, true, true, true, true, true, true, "same span"},
      {{3, 5}, {3, 4}, false, true, false, true, true, true, "same start, predicted inside"},
      {{3, 5}, {3, 7}, false, true, false, true, true, true, "same start, predicted around"},
      {{3, 5}, {4, 5}, false, false, true, true, true, true, "same end, predicted inside"},
      {{3, 5}, {1, 5}, false, false, true, true, true, true, "same end, predicted around"},
      {{3, 7}, {4, 6}, false, false, false, false, true, true, "strictly inside"},
      {{4, 6}, {3, 7}, false, false, false, false, true, true, "strictly around"},
      {{3, 5}, {5, 8}, false, false, false, false, false, true, "crossing, one shared position"},
      {{3, 5}, {1, 3}, false, false, false, false, false, true, "crossing on the left"},
      {{3, 5}, {6, 8}, false, false, false, false, false, false, "adjacent, nothing shared"},
      {{3, 5}, {0, 2}, false, false, false, false, false, false, "adjacent on the left"},
      {{3, 3}, {3, 3}, true, true, true, true, true, true, "one position, same"},
      {{3, 3}, {2, 4}, false, false, false, false, true, true, "one position inside a span"},
      {{0, 0}, {0, 9}, false, true, false, true, true, true, "position 0"},
      {{5, 5}, {0, 5}, false, false, true, true, true, true, "one position at the end"},
      {{0, 2}, {10, 12}, false, false, false, false, false, false, "far apart"},
  };
  for (const PairCase& c : cases) {
    INFO(c.what << ": gold [" << c.gold.first << ", " << c.gold.last << "], predicted ["
                << c.predicted.first << ", " << c.predicted.last << "]");
    CHECK(exact_match(c.gold, c.predicted) == c.exact);
    CHECK(left_match(c.gold, c.predicted) == c.left);
    CHECK(right_match(c.gold, c.predicted) == c.right);
    CHECK(left_or_right_match(c.gold, c.predicted) == c.left_or_right);
    CHECK(approximate_match(c.gold, c.predicted) == c.approximate);
    CHECK(partial_match(c.gold, c.predicted) == c.partial);
    const bool expected[] = {c.exact, c.left, c.right, c.left_or_right, c.approximate, c.partial};
    for (std::size_t i = 0; i < kSpanCriteria.size(); ++i) {
      CHECK(compatible(kSpanCriteria[i], c.gold, c.predicted) == expected[i]);
      // Every criterion is symmetric in gold and predicted.
      CHECK(compatible(kSpanCriteria[i], c.predicted, c.gold) == expected[i]);
    }
  }
}

TEST_CASE("span criteria: names, and each agrees with its definition everywhere",
          "[metrics][ner]") {
  CHECK(criterion_name(Criterion::exact) == "exact");
  CHECK(criterion_name(Criterion::left) == "left");
  CHECK(criterion_name(Criterion::right) == "right");
  CHECK(criterion_name(Criterion::left_or_right) == "left_or_right");
  CHECK(criterion_name(Criterion::approximate) == "approximate");
  CHECK(criterion_name(Criterion::partial) == "partial");
  // Every pair of spans within [0, 8).
  int disagreements = 0;
  for (std::uint64_t a = 0; a < 8; ++a) {
    for (std::uint64_t b = a; b < 8; ++b) {
      for (std::uint64_t c = 0; c < 8; ++c) {
        for (std::uint64_t d = c; d < 8; ++d) {
          for (const Criterion criterion : kSpanCriteria) {
            if (compatible(criterion, {a, b}, {c, d}) != by_definition(criterion, {a, b}, {c, d}))
              ++disagreements;
          }
        }
      }
    }
  }
  CHECK(disagreements == 0);
}

TEST_CASE("overlapping_pairs: hand cases", "[metrics][ner]") {
  CHECK(overlapping_pairs({}, {}).empty());
  CHECK(overlapping_pairs({{0, 3}}, {}).empty());
  CHECK(overlapping_pairs({}, {{0, 3}}).empty());
  // A long predicted span that starts first covers every gold span; the short one meets one.
  const std::vector<Span> gold = {{2, 3}, {5, 5}, {9, 12}, {20, 21}};
  const std::vector<Span> predicted = {{10, 10}, {0, 15}, {4, 4}, {21, 30}};
  const BipartiteEdges expected = {{0, 1}, {1, 1}, {2, 0}, {2, 1}, {3, 3}};
  CHECK(sorted(overlapping_pairs(gold, predicted)) == expected);
  // A predicted span that ends before a gold span whose earlier neighbour reaches far.
  CHECK(sorted(overlapping_pairs({{6, 6}}, {{0, 9}, {2, 3}, {5, 5}, {7, 8}})) ==
        BipartiteEdges{{0, 0}});
}

TEST_CASE("overlapping_pairs equals the naive list on random spans", "[metrics][ner]") {
  std::mt19937 rng(424242);
  std::uniform_int_distribution<std::size_t> count(0, 40);
  int mismatches = 0;
  for (int round = 0; round < 2000; ++round) {
    std::vector<Span> gold, predicted;
    switch (round % 4) {
      case 0:  // short spans, mostly disjoint
        gold = random_spans(rng, count(rng), 200, 4);
        predicted = random_spans(rng, count(rng), 200, 4);
        break;
      case 1:  // long spans that nest and cross
        gold = random_spans(rng, count(rng), 60, 40);
        predicted = random_spans(rng, count(rng), 60, 40);
        break;
      case 2:  // flat taggings on both sides
        gold = disjoint_spans(rng, 80);
        predicted = disjoint_spans(rng, 80);
        break;
      default:  // positions in the high bits, as mention offsets are numbered
        gold = random_spans(rng, count(rng), 50, 10, std::uint64_t{7} << 32);
        predicted = random_spans(rng, count(rng), 50, 10, std::uint64_t{7} << 32);
        break;
    }
    const BipartiteEdges found = sorted(overlapping_pairs(gold, predicted));
    const BipartiteEdges expected = naive_overlaps(gold, predicted);
    if (found != expected) {
      ++mismatches;
      INFO("round " << round << ": " << found.size() << " pairs, expected " << expected.size());
      CHECK(found == expected);
    }
  }
  CHECK(mismatches == 0);
}

TEST_CASE("matched_count: one-to-one, not greedy", "[metrics][ner]") {
  // Gold [0,1] meets predicted [1,2] and [0,0]; gold [2,3] meets only [1,2]: the one-to-one
  // maximum under partial pairs both gold spans.
  const std::vector<Span> gold = {{0, 1}, {2, 3}};
  const std::vector<Span> predicted = {{1, 2}, {0, 0}};
  const BipartiteEdges overlaps = overlapping_pairs(gold, predicted);
  std::vector<std::uint32_t> match;
  CHECK(matched_count(Criterion::partial, gold, predicted, overlaps, &match) == 2);
  CHECK(match == std::vector<std::uint32_t>{1, 0});
  CHECK(matched_count(Criterion::approximate, gold, predicted, overlaps) == 1);  // [0,0] in [0,1]
  CHECK(matched_count(Criterion::left, gold, predicted, overlaps) == 1);
  CHECK(matched_count(Criterion::right, gold, predicted, overlaps) == 0);
  CHECK(matched_count(Criterion::left_or_right, gold, predicted, overlaps) == 1);
  CHECK(matched_count(Criterion::exact, gold, predicted, overlaps, &match) == 0);
  CHECK(match == std::vector<std::uint32_t>(2, kUnmatched));
  // One predicted span over two gold spans counts once.
  const std::vector<Span> wide = {{0, 3}};
  CHECK(matched_count(Criterion::partial, gold, wide, overlapping_pairs(gold, wide)) == 1);
  // Duplicated predictions count once each: two gold, three identical predictions.
  const std::vector<Span> same = {{4, 6}, {4, 6}};
  const std::vector<Span> three = {{4, 6}, {4, 6}, {4, 6}};
  CHECK(matched_count(Criterion::exact, same, three, overlapping_pairs(same, three)) == 2);
}

TEST_CASE("matched_count equals an exhaustive search on random spans", "[metrics][ner]") {
  std::mt19937 rng(99);
  std::uniform_int_distribution<std::size_t> count(0, 7);
  int mismatches = 0;
  for (int round = 0; round < 1500; ++round) {
    const std::uint64_t extent = round % 2 ? 12 : 30;
    const std::vector<Span> gold = random_spans(rng, count(rng), extent, round % 3 ? 4 : 10);
    const std::vector<Span> predicted = random_spans(rng, count(rng), extent, round % 3 ? 4 : 10);
    const BipartiteEdges overlaps = overlapping_pairs(gold, predicted);
    for (const Criterion criterion : kSpanCriteria) {
      std::vector<std::uint32_t> match;
      const std::size_t found = matched_count(criterion, gold, predicted, overlaps, &match);
      const std::size_t expected = brute_force_matched(criterion, gold, predicted);
      if (found != expected) {
        ++mismatches;
        INFO("round " << round << ", " << criterion_name(criterion));
        CHECK(found == expected);
      }
      // The pairing reported is one of compatible spans, each predicted span once.
      REQUIRE(match.size() == gold.size());
      std::set<std::uint32_t> used;
      std::size_t pairs = 0;
      for (std::uint32_t g = 0; g < gold.size(); ++g) {
        if (match[g] == kUnmatched) continue;
        ++pairs;
        REQUIRE(match[g] < predicted.size());
        CHECK(by_definition(criterion, gold[g], predicted[match[g]]));
        CHECK(used.insert(match[g]).second);
      }
      CHECK(pairs == found);
    }
  }
  CHECK(mismatches == 0);
}

TEST_CASE("position_overlap: hand cases", "[metrics][ner]") {
  // Gold covers 0-4 and 10-11 (7 positions), predicted 3-6 and 11-11 (5): shared 3, 4, 11.
  PositionCounts c = position_overlap({{0, 4}, {10, 11}}, {{3, 6}, {11, 11}});
  CHECK(c.tp == 3);
  CHECK(c.fp == 2);
  CHECK(c.fn == 4);
  // Positions covered by several spans of one side count once.
  c = position_overlap({{0, 5}, {2, 3}, {4, 8}}, {{1, 1}, {1, 2}});
  CHECK(c.tp == 2);
  CHECK(c.fp == 0);
  CHECK(c.fn == 7);
  c = position_overlap({}, {{5, 9}});
  CHECK(c.tp == 0);
  CHECK(c.fp == 5);
  CHECK(c.fn == 0);
}

TEST_CASE("position_overlap equals counting positions in sets", "[metrics][ner]") {
  std::mt19937 rng(31337);
  std::uniform_int_distribution<std::size_t> count(0, 25);
  int mismatches = 0;
  for (int round = 0; round < 2000; ++round) {
    const bool nested = round % 2 == 0;
    const std::vector<Span> gold =
        nested ? random_spans(rng, count(rng), 100, 30) : disjoint_spans(rng, 100);
    const std::vector<Span> predicted =
        nested ? random_spans(rng, count(rng), 100, 30) : random_spans(rng, count(rng), 100, 5);
    const std::set<std::uint64_t> g = positions_of(gold), p = positions_of(predicted);
    std::uint64_t both = 0;
    for (const std::uint64_t x : g) both += p.count(x);
    const PositionCounts c = position_overlap(gold, predicted);
    const bool same = c.tp == both && c.fp == p.size() - both && c.fn == g.size() - both;
    if (!same) {
      ++mismatches;
      INFO("round " << round);
      CHECK(c.tp == both);
      CHECK(c.fp == p.size() - both);
      CHECK(c.fn == g.size() - both);
    }
  }
  CHECK(mismatches == 0);
}
