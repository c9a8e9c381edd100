#include "metrics/span_matching.hpp"

#include <algorithm>
#include <numeric>

namespace bioeval {
namespace {

// The union of `spans` as sorted, disjoint spans.
std::vector<Span> span_union(std::vector<Span> spans) {
  std::sort(spans.begin(), spans.end(), [](Span a, Span b) {
    return a.first < b.first || (a.first == b.first && a.last < b.last);
  });
  std::vector<Span> out;
  for (const Span s : spans) {
    if (!out.empty() && s.first <= out.back().last) {
      out.back().last = std::max(out.back().last, s.last);
    } else {
      out.push_back(s);
    }
  }
  return out;
}

std::uint64_t total_length(const std::vector<Span>& spans) {
  std::uint64_t total = 0;
  for (const Span s : spans) total += s.length();
  return total;
}

}  // namespace

std::string_view criterion_name(Criterion criterion) {
  switch (criterion) {
    case Criterion::exact:
      return "exact";
    case Criterion::left:
      return "left";
    case Criterion::right:
      return "right";
    case Criterion::left_or_right:
      return "left_or_right";
    case Criterion::approximate:
      return "approximate";
    case Criterion::partial:
      return "partial";
  }
  return "";
}

bool compatible(Criterion criterion, Span gold, Span predicted) {
  switch (criterion) {
    case Criterion::exact:
      return exact_match(gold, predicted);
    case Criterion::left:
      return left_match(gold, predicted);
    case Criterion::right:
      return right_match(gold, predicted);
    case Criterion::left_or_right:
      return left_or_right_match(gold, predicted);
    case Criterion::approximate:
      return approximate_match(gold, predicted);
    case Criterion::partial:
      return partial_match(gold, predicted);
  }
  return false;
}

BipartiteEdges overlapping_pairs(const std::vector<Span>& gold,
                                 const std::vector<Span>& predicted) {
  std::vector<std::uint32_t> order(predicted.size());
  std::iota(order.begin(), order.end(), 0u);
  // By start, then index: the pairs come in the same order for any subset of the spans that
  // keeps theirs (a task may find them part by part). Spans often come in that order already.
  const auto by_start = [&](std::uint32_t a, std::uint32_t b) {
    return predicted[a].first < predicted[b].first ||
           (predicted[a].first == predicted[b].first && a < b);
  };
  if (!std::is_sorted(order.begin(), order.end(), by_start)) {
    std::sort(order.begin(), order.end(), by_start);
  }
  // reach[i]: the furthest last position among the first i + 1 predicted spans by start.
  std::vector<std::uint64_t> reach(order.size());
  for (std::size_t i = 0; i < order.size(); ++i) {
    reach[i] = std::max(i ? reach[i - 1] : std::uint64_t{0}, predicted[order[i]].last);
  }
  BipartiteEdges edges;
  // after: the first predicted span (by start) that starts after the gold span ends; none from
  // there on can overlap it. Moved on while gold spans end in order (as they usually come),
  // searched for when one ends before the one before.
  std::size_t after = 0;
  for (std::uint32_t g = 0; g < gold.size(); ++g) {
    const Span span = gold[g];
    if (g > 0 && span.last < gold[g - 1].last) {
      after = static_cast<std::size_t>(std::upper_bound(order.begin(), order.end(), span.last,
                                                        [&](std::uint64_t last, std::uint32_t p) {
                                                          return last < predicted[p].first;
                                                        }) -
                                       order.begin());
    }
    while (after < order.size() && predicted[order[after]].first <= span.last) ++after;
    std::size_t i = after;
    while (i-- > 0 && reach[i] >= span.first) {
      if (predicted[order[i]].last >= span.first) edges.emplace_back(g, order[i]);
    }
  }
  return edges;
}

std::size_t matched_count(Criterion criterion, const std::vector<Span>& gold,
                          const std::vector<Span>& predicted, const BipartiteEdges& overlaps,
                          std::vector<std::uint32_t>* match_of_gold) {
  BipartiteEdges edges;
  edges.reserve(overlaps.size());
  for (const auto& [g, p] : overlaps) {
    if (compatible(criterion, gold[g], predicted[p])) edges.emplace_back(g, p);
  }
  return maximum_matching(gold.size(), predicted.size(), edges, match_of_gold);
}

PositionCounts position_overlap(std::vector<Span> gold, std::vector<Span> predicted) {
  const std::vector<Span> g = span_union(std::move(gold));
  const std::vector<Span> p = span_union(std::move(predicted));
  std::uint64_t shared = 0;
  for (std::size_t i = 0, j = 0; i < g.size() && j < p.size();) {
    const std::uint64_t from = std::max(g[i].first, p[j].first);
    const std::uint64_t to = std::min(g[i].last, p[j].last);
    if (from <= to) shared += to - from + 1;
    if (g[i].last < p[j].last) {
      ++i;
    } else {
      ++j;
    }
  }
  return {shared, total_length(p) - shared, total_length(g) - shared};
}

}  // namespace bioeval
