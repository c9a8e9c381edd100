// maximum_matching (Hopcroft–Karp) against independent computations: an exhaustive search on
// small random bipartite graphs, Kuhn's simple augmenting-path algorithm on medium ones, and
// graphs whose answer is known by construction (complete graphs, long chains whose augmenting
// paths cross every node, which a recursive search could not follow without exhausting the
// stack).
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <random>
#include <set>
#include <utility>
#include <vector>

#include "metrics/bipartite_matching.hpp"

using namespace bioeval;

namespace {

// The size of a maximum matching by exhaustive search: each left node in turn is left alone or
// paired with each free right neighbour (right nodes as a bit mask, so at most 16 of them).
std::size_t brute_force_matching(std::size_t left_count, std::size_t right_count,
                                 const BipartiteEdges& edges) {
  REQUIRE(right_count <= 16);
  std::vector<std::vector<std::uint32_t>> adjacency(left_count);
  for (const auto& [u, v] : edges) adjacency[u].push_back(v);
  std::function<std::size_t(std::size_t, std::uint32_t)> best = [&](std::size_t u,
                                                                    std::uint32_t used) {
    if (u == left_count) return std::size_t{0};
    std::size_t found = best(u + 1, used);  // u stays unmatched
    for (const std::uint32_t v : adjacency[u]) {
      if (used & (1u << v)) continue;
      found = std::max(found, 1 + best(u + 1, used | (1u << v)));
    }
    return found;
  };
  return best(0, 0);
}

// Kuhn's algorithm: one augmenting-path search (recursive) from each left node. Simple and
// obviously right; fine for graphs of a few hundred nodes.
std::size_t kuhn_matching(std::size_t left_count, std::size_t right_count,
                          const BipartiteEdges& edges) {
  std::vector<std::vector<std::uint32_t>> adjacency(left_count);
  for (const auto& [u, v] : edges) adjacency[u].push_back(v);
  std::vector<std::int64_t> match_of_right(right_count, -1);
  std::vector<bool> visited;
  std::function<bool(std::uint32_t)> augment = [&](std::uint32_t u) {
    for (const std::uint32_t v : adjacency[u]) {
      if (visited[v]) continue;
      visited[v] = true;
      if (match_of_right[v] < 0 || augment(static_cast<std::uint32_t>(match_of_right[v]))) {
        match_of_right[v] = u;
        return true;
      }
    }
    return false;
  };
  std::size_t size = 0;
  for (std::uint32_t u = 0; u < left_count; ++u) {
    visited.assign(right_count, false);
    if (augment(u)) ++size;
  }
  return size;
}

// Checks that `match_of_left` is a matching of the graph (each pair an edge, no right node
// twice) with exactly `size` pairs.
void check_valid_matching(std::size_t left_count, std::size_t right_count,
                          const BipartiteEdges& edges,
                          const std::vector<std::uint32_t>& match_of_left, std::size_t size) {
  REQUIRE(match_of_left.size() == left_count);
  const std::set<std::pair<std::uint32_t, std::uint32_t>> edge_set(edges.begin(), edges.end());
  std::vector<bool> right_used(right_count, false);
  std::size_t pairs = 0;
  bool all_edges = true, all_distinct = true, all_in_range = true;
  for (std::uint32_t u = 0; u < left_count; ++u) {
    const std::uint32_t v = match_of_left[u];
    if (v == kUnmatched) continue;
    ++pairs;
    if (v >= right_count) {
      all_in_range = false;
      continue;
    }
    if (!edge_set.count({u, v})) all_edges = false;
    if (right_used[v]) all_distinct = false;
    right_used[v] = true;
  }
  CHECK(all_in_range);
  CHECK(all_edges);
  CHECK(all_distinct);
  CHECK(pairs == size);
}

// A random graph: each possible edge present with probability `density`, sometimes repeated.
BipartiteEdges random_edges(std::mt19937& rng, std::size_t left_count, std::size_t right_count,
                            double density) {
  std::bernoulli_distribution present(density);
  std::bernoulli_distribution repeat(0.1);
  BipartiteEdges edges;
  for (std::uint32_t u = 0; u < left_count; ++u) {
    for (std::uint32_t v = 0; v < right_count; ++v) {
      if (!present(rng)) continue;
      edges.emplace_back(u, v);
      if (repeat(rng)) edges.emplace_back(u, v);  // a repeated edge changes nothing
    }
  }
  std::shuffle(edges.begin(), edges.end(), rng);
  return edges;
}

}  // namespace

TEST_CASE("maximum_matching: empty graphs", "[metrics][ner]") {
  std::vector<std::uint32_t> match{7, 7, 7};
  CHECK(maximum_matching(0, 0, {}, &match) == 0);
  CHECK(match.empty());
  CHECK(maximum_matching(3, 5, {}, &match) == 0);
  CHECK(match == std::vector<std::uint32_t>(3, kUnmatched));
  CHECK(maximum_matching(4, 0, {}) == 0);
  CHECK(maximum_matching(0, 4, {}) == 0);
}

TEST_CASE("maximum_matching: hand graphs", "[metrics][ner]") {
  std::vector<std::uint32_t> match;
  // A greedy choice in edge order (0-0) blocks left 1, whose only neighbour is right 0: the
  // maximum pairs 0-1 and 1-0.
  const BipartiteEdges swap = {{0, 0}, {0, 1}, {1, 0}};
  CHECK(maximum_matching(2, 2, swap, &match) == 2);
  CHECK(match == std::vector<std::uint32_t>{1, 0});
  // Three left nodes that all want right 0 only: one pair.
  CHECK(maximum_matching(3, 2, {{0, 0}, {1, 0}, {2, 0}}) == 1);
  // A star from one left node: one pair.
  CHECK(maximum_matching(1, 4, {{0, 0}, {0, 1}, {0, 2}, {0, 3}}) == 1);
  // The 6-cycle l0-r0-l1-r1-l2-r2-l0 has a perfect matching.
  CHECK(maximum_matching(3, 3, {{0, 0}, {1, 0}, {1, 1}, {2, 1}, {2, 2}, {0, 2}}) == 3);
  // Hall's condition fails for {l0, l1, l2} (neighbours r0, r1 only): 3 of 4 at most.
  CHECK(maximum_matching(4, 4, {{0, 0}, {0, 1}, {1, 0}, {1, 1}, {2, 0}, {2, 1}, {3, 2}, {3, 3}},
                         &match) == 3);
  CHECK(match[3] != kUnmatched);
}

TEST_CASE("maximum_matching: complete bipartite graphs", "[metrics][ner]") {
  // K_{a,b} has a maximum matching of min(a, b).
  for (std::uint32_t a = 0; a <= 9; ++a) {
    for (std::uint32_t b = 0; b <= 9; ++b) {
      BipartiteEdges edges;
      for (std::uint32_t u = 0; u < a; ++u) {
        for (std::uint32_t v = 0; v < b; ++v) edges.emplace_back(u, v);
      }
      std::vector<std::uint32_t> match;
      const std::size_t size = maximum_matching(a, b, edges, &match);
      INFO("K_" << a << "," << b);
      CHECK(size == std::min(a, b));
      check_valid_matching(a, b, edges, match, size);
    }
  }
}

TEST_CASE("maximum_matching equals brute force on small random graphs", "[metrics][ner]") {
  std::mt19937 rng(20240611);
  std::uniform_int_distribution<std::size_t> side(0, 8);
  const double densities[] = {0.05, 0.15, 0.3, 0.5, 0.8};
  int mismatches = 0;
  for (int round = 0; round < 3000; ++round) {
    const std::size_t left = side(rng), right = side(rng);
    const BipartiteEdges edges = random_edges(rng, left, right, densities[round % 5]);
    std::vector<std::uint32_t> match;
    const std::size_t size = maximum_matching(left, right, edges, &match);
    const std::size_t expected = brute_force_matching(left, right, edges);
    if (size != expected) {
      ++mismatches;
      INFO("round " << round << ": " << left << " x " << right << ", " << edges.size() << " edges");
      CHECK(size == expected);
    }
    check_valid_matching(left, right, edges, match, size);
  }
  CHECK(mismatches == 0);
}

TEST_CASE("maximum_matching equals Kuhn's algorithm on medium random graphs", "[metrics][ner]") {
  std::mt19937 rng(77);
  std::uniform_int_distribution<std::size_t> side(20, 300);
  for (int round = 0; round < 60; ++round) {
    const std::size_t left = side(rng), right = side(rng);
    // Sparse graphs (about 1 to 3 neighbours each) need many phases and long paths.
    const double density = (1.0 + round % 3) / static_cast<double>(right);
    const BipartiteEdges edges = random_edges(rng, left, right, density);
    std::vector<std::uint32_t> match;
    const std::size_t size = maximum_matching(left, right, edges, &match);
    INFO("round " << round << ": " << left << " x " << right << ", " << edges.size() << " edges");
    CHECK(size == kuhn_matching(left, right, edges));
    check_valid_matching(left, right, edges, match, size);
  }
}

TEST_CASE("maximum_matching: a chain of 200,000 nodes, one augmenting path across it all",
          "[metrics][ner]") {
  // Left i is listed with right i + 1 first, then right i. Taking each left node's first free
  // neighbour pairs i with i + 1 and leaves left n-1 and right 0 free; the only augmenting path
  // then runs l(n-1) r(n-1) l(n-2) … l0 r0, through all 2n nodes. A recursive depth-first search
  // would nest n calls.
  const std::uint32_t n = 100000;
  BipartiteEdges edges;
  for (std::uint32_t i = 0; i < n; ++i) {
    if (i + 1 < n) edges.emplace_back(i, i + 1);
    edges.emplace_back(i, i);
  }
  std::vector<std::uint32_t> match;
  const std::size_t size = maximum_matching(n, n, edges, &match);
  CHECK(size == n);
  check_valid_matching(n, n, edges, match, size);
  // The perfect matching of this graph is unique: i with i.
  bool identity = true;
  for (std::uint32_t i = 0; i < n; ++i) identity = identity && match[i] == i;
  CHECK(identity);
}

TEST_CASE("maximum_matching: a long path graph in random node order", "[metrics][ner]") {
  // The path r0 l0 r1 l1 … l(n-1) rn, with nodes renumbered at random and edges shuffled: every
  // left node has two neighbours, the maximum matching has n pairs (all left nodes), and the
  // first matching found can leave augmenting paths of any length.
  const std::uint32_t n = 100000;
  std::mt19937 rng(5);
  std::vector<std::uint32_t> left_name(n), right_name(n + 1);
  for (std::uint32_t i = 0; i < n; ++i) left_name[i] = i;
  for (std::uint32_t i = 0; i <= n; ++i) right_name[i] = i;
  std::shuffle(left_name.begin(), left_name.end(), rng);
  std::shuffle(right_name.begin(), right_name.end(), rng);
  BipartiteEdges edges;
  for (std::uint32_t i = 0; i < n; ++i) {
    edges.emplace_back(left_name[i], right_name[i]);
    edges.emplace_back(left_name[i], right_name[i + 1]);
  }
  std::shuffle(edges.begin(), edges.end(), rng);
  std::vector<std::uint32_t> match;
  const std::size_t size = maximum_matching(n, n + 1, edges, &match);
  CHECK(size == n);
  check_valid_matching(n, n + 1, edges, match, size);
}

TEST_CASE("maximum_matching: an odd path leaves exactly one node out", "[metrics][ner]") {
  // The path l0 r0 l1 r1 … l(n-1) r(n-1) l(n) has n + 1 left nodes and n right nodes: n pairs,
  // whichever order the edges come in.
  const std::uint32_t n = 50000;
  BipartiteEdges edges;
  for (std::uint32_t i = 0; i < n; ++i) {
    edges.emplace_back(i + 1, i);  // listed first: a greedy start pairs l(i+1) with r(i)
    edges.emplace_back(i, i);
  }
  std::vector<std::uint32_t> match;
  const std::size_t size = maximum_matching(n + 1, n, edges, &match);
  CHECK(size == n);
  check_valid_matching(n + 1, n, edges, match, size);
}
