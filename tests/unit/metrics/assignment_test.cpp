// optimal_assignment (Hungarian method) against an exhaustive search over every pairing of small
// random matrices (rectangular, with zeros and ties); greedy_assignment (the official evaluator's
// mutual-best rounds) against "highest remaining similarity first" where no similarity is tied,
// and on ties where the two differ; both on docs/tasks/bb3.md's micro case A and on empty matrices.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <random>
#include <tuple>
#include <vector>

#include "metrics/assignment.hpp"

using namespace bioeval;

namespace {

std::size_t column_count(const SimilarityMatrix& m) {
  return m.empty() ? 0 : m.front().size();
}

// The largest Σ similarity over all pairings, by exhaustive search: each gold row in turn stays
// unpaired or takes each free prediction (predictions as a bit mask).
double brute_force_total(const SimilarityMatrix& m) {
  const std::size_t columns = column_count(m);
  std::function<double(std::size_t, std::uint32_t)> best = [&](std::size_t g, std::uint32_t used) {
    if (g == m.size()) return 0.0;
    double found = best(g + 1, used);
    for (std::size_t p = 0; p < columns; ++p) {
      if (used & (1u << p) || m[g][p] <= 0) continue;
      found = std::max(found, m[g][p] + best(g + 1, used | (1u << p)));
    }
    return found;
  };
  return best(0, 0);
}

// Pairs in decreasing similarity, ties by gold index then prediction index, each taken when both
// of its items are still free.
std::vector<AssignedPair> highest_first(const SimilarityMatrix& m) {
  std::vector<AssignedPair> candidates;
  for (std::size_t g = 0; g < m.size(); ++g) {
    for (std::size_t p = 0; p < column_count(m); ++p) {
      if (m[g][p] > 0) candidates.push_back({g, p, m[g][p]});
    }
  }
  std::stable_sort(
      candidates.begin(), candidates.end(),
      [](const AssignedPair& a, const AssignedPair& b) { return a.similarity > b.similarity; });
  std::vector<bool> gold_used(m.size()), prediction_used(column_count(m));
  std::vector<AssignedPair> pairs;
  for (const AssignedPair& c : candidates) {
    if (gold_used[c.gold] || prediction_used[c.prediction]) continue;
    gold_used[c.gold] = prediction_used[c.prediction] = true;
    pairs.push_back(c);
  }
  std::sort(pairs.begin(), pairs.end(),
            [](const AssignedPair& a, const AssignedPair& b) { return a.gold < b.gold; });
  return pairs;
}

using Triple = std::tuple<std::size_t, std::size_t, double>;

std::vector<Triple> triples(const std::vector<AssignedPair>& pairs) {
  std::vector<Triple> out;
  for (const AssignedPair& pair : pairs)
    out.emplace_back(pair.gold, pair.prediction, pair.similarity);
  return out;
}

// A pairing of `m`: indices in range, each item at most once, each similarity the matrix's and
// > 0, sorted by gold index.
bool is_valid_pairing(const SimilarityMatrix& m, const std::vector<AssignedPair>& pairs) {
  std::vector<bool> gold_used(m.size()), prediction_used(column_count(m));
  for (std::size_t i = 0; i < pairs.size(); ++i) {
    const AssignedPair& pair = pairs[i];
    if (pair.gold >= m.size() || pair.prediction >= column_count(m)) return false;
    if (gold_used[pair.gold] || prediction_used[pair.prediction]) return false;
    if (pair.similarity <= 0 || pair.similarity != m[pair.gold][pair.prediction]) return false;
    if (i > 0 && pairs[i - 1].gold >= pair.gold) return false;
    gold_used[pair.gold] = prediction_used[pair.prediction] = true;
  }
  return true;
}

// Up to 6 × 6, any side possibly empty; a third of the values 0, a quarter from {0.25, 0.5, 1}
// (ties), the rest in thousandths. Values from raw mt19937 output, which the standard fixes, so
// native and wasm builds test the same matrices.
SimilarityMatrix random_matrix(std::mt19937& rng) {
  const std::size_t rows = rng() % 7, columns = rng() % 7;
  SimilarityMatrix m(rows, std::vector<double>(columns));
  for (auto& row : m) {
    for (double& value : row) {
      const std::uint32_t kind = rng() % 12;
      if (kind < 4) {
        value = 0;
      } else if (kind < 7) {
        value = kind == 4 ? 0.25 : kind == 5 ? 0.5 : 1.0;
      } else {
        value = static_cast<double>(rng() % 1000 + 1) / 1000;
      }
    }
  }
  return m;
}

}  // namespace

TEST_CASE("micro case A: greedy pairs g1-p1 only, optimal pairs g1-p2 and g2-p1", "[metrics]") {
  // gold g1 [0,10), g2 [8,16); pred p1 [2,12), p2 [0,6): boundary Jaccard of each pair.
  const SimilarityMatrix m = {{8.0 / 12, 0.6}, {4.0 / 14, 0.0}};
  CHECK(triples(greedy_assignment(m)) == std::vector<Triple>{{0, 0, 8.0 / 12}});
  CHECK(triples(optimal_assignment(m)) == std::vector<Triple>{{0, 1, 0.6}, {1, 0, 4.0 / 14}});
  CHECK(total_similarity(optimal_assignment(m)) == Approx(0.8857142857142857).margin(1e-15));
  CHECK(total_similarity(greedy_assignment(m)) == Approx(0.6666666666666666).margin(1e-15));
}

TEST_CASE("assignments of empty and all-zero matrices pair nothing", "[metrics]") {
  for (const SimilarityMatrix& m : {SimilarityMatrix{}, SimilarityMatrix(3),
                                    SimilarityMatrix(2, std::vector<double>(3, 0.0))}) {
    CHECK(optimal_assignment(m).empty());
    CHECK(greedy_assignment(m).empty());
  }
}

TEST_CASE("optimal assignment equals an exhaustive search; greedy never beats it", "[metrics]") {
  std::mt19937 rng(20160824);
  int greedy_lower = 0, tall = 0, wide = 0;
  for (int trial = 0; trial < 400; ++trial) {
    const SimilarityMatrix m = random_matrix(rng);
    const auto optimal = optimal_assignment(m);
    const auto greedy = greedy_assignment(m);
    INFO("trial " << trial << ", " << m.size() << " x " << column_count(m));
    REQUIRE(is_valid_pairing(m, optimal));
    REQUIRE(is_valid_pairing(m, greedy));
    REQUIRE(total_similarity(optimal) == Approx(brute_force_total(m)).margin(1e-12));
    REQUIRE(total_similarity(optimal) >= total_similarity(greedy) - 1e-12);
    if (total_similarity(greedy) < total_similarity(optimal) - 1e-12) ++greedy_lower;
    if (m.size() > column_count(m) && column_count(m) > 0) ++tall;
    if (m.size() < column_count(m) && !m.empty()) ++wide;
  }
  // The matrices exercise what they should: rectangular both ways, and greedy losing.
  CHECK(tall > 50);
  CHECK(wide > 50);
  CHECK(greedy_lower > 20);
}

TEST_CASE("without ties, greedy pairs the highest remaining similarity first", "[metrics]") {
  std::mt19937 rng(2016);
  for (int trial = 0; trial < 300; ++trial) {
    SimilarityMatrix m = random_matrix(rng);
    // Distinct values: each nonzero cell gets its own rank among the cells.
    std::vector<double*> cells;
    for (auto& row : m) {
      for (double& value : row) {
        if (value > 0) cells.push_back(&value);
      }
    }
    std::shuffle(cells.begin(), cells.end(), rng);
    for (std::size_t i = 0; i < cells.size(); ++i) *cells[i] = (i + 1.0) / (cells.size() + 1.0);
    INFO("trial " << trial);
    CHECK(triples(greedy_assignment(m)) == triples(highest_first(m)));
  }
}

TEST_CASE("greedy with ties: mutual best rounds, lowest gold index first", "[metrics]") {
  // g1 ties between p1 and p2, and p1 ties between g1 and g2: the first round pairs g1 with p1
  // (both lowest), leaving g2 and p2 without a candidate; the optimum pairs both.
  const SimilarityMatrix crossed = {{0.5, 0.5}, {0.5, 0.0}};
  CHECK(triples(greedy_assignment(crossed)) == std::vector<Triple>{{0, 0, 0.5}});
  CHECK(total_similarity(optimal_assignment(crossed)) == 1.0);

  // Round 1 pairs g1-p1 (0.75, mutual). Round 2 pairs g2-p5 at 0.5 before g3-p2 at 0.75: g2 is
  // walked first, and p5 (its tie with p4) is mutual while p4 prefers g3. Taking 0.75 first with
  // ties by index would pair g2-p4 instead.
  const SimilarityMatrix m = {
      {0.75, 0.5, 0.0, 0.25, 0.5},
      {0.0, 0.0, 0.0, 0.5, 0.5},
      {0.75, 0.75, 0.5, 0.75, 0.0},
  };
  CHECK(triples(greedy_assignment(m)) ==
        std::vector<Triple>{{0, 0, 0.75}, {1, 4, 0.5}, {2, 1, 0.75}});
  CHECK(triples(highest_first(m)) == std::vector<Triple>{{0, 0, 0.75}, {1, 3, 0.5}, {2, 1, 0.75}});
}
