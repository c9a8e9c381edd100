// Lives_In pairing with Equiv sets: the official evaluator's groups and id collision, and the
// published rule (one-to-one, then only predictions matching through another combination of
// Equiv members left out).
#include <catch2/catch.hpp>

#include <algorithm>

#include "tasks/bb3/event_pairing.hpp"

using namespace bioeval::bb3;

namespace {

struct Counts {
  std::size_t references = 0, predictions = 0, pairs = 0;
  double credited = 0;  // Σ similarity of the pairs
};

Counts count(const PairList& pairs) {
  Counts c;
  for (const Pair& p : pairs) {
    c.references += p.gold.has_value();
    c.predictions += p.prediction.has_value();
    c.pairs += p.gold && p.prediction;
    c.credited += p.similarity;
  }
  return c;
}

// The predictions left alone (insertions), by index.
std::vector<std::size_t> inserted(const PairList& pairs) {
  std::vector<std::size_t> out;
  for (const Pair& p : pairs) {
    if (!p.gold && p.prediction) out.push_back(*p.prediction);
  }
  return out;
}

// Every prediction shown (paired or alone), by index.
std::vector<std::size_t> shown(const PairList& pairs) {
  std::vector<std::size_t> out;
  for (const Pair& p : pairs) {
    if (p.prediction) out.push_back(*p.prediction);
  }
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

TEST_CASE("bb3 Equiv groups: slots of the official evaluator", "[bb3]") {
  // No Equiv on either argument: one slot, not saturated.
  CHECK(relation_group("R1", 1, 1).slots == 1);
  CHECK_FALSE(relation_group("R1", 1, 1).saturated);
  // Only the Location has an equivalent: the evaluator's copies vary the Bacteria only.
  CHECK(relation_group("R1", 1, 2).slots == 1);
  CHECK(relation_group("R1", 1, 2).saturated);
  // Two Bacteria and two Locations: 1 + 1 · 2 slots.
  CHECK(relation_group("R1", 2, 2).slots == 3);
}

TEST_CASE("bb3 Equiv groups: the official id collision drops a gold relation", "[bb3]") {
  // Gold R1 (its Location has an equivalent) and R2; predictions R7 and R8 both equivalent to R1,
  // and a prediction with the id R1 that matches R2.
  const std::vector<std::string> predicted = {"R7", "R8", "R1"};
  const ItemSimilarity similarity = [](std::size_t gold, std::size_t prediction) {
    return (gold == 0 && prediction < 2) || (gold == 1 && prediction == 2) ? 1.0 : 0.0;
  };
  PairList official;
  pair_relation_groups(0, {relation_group("R1", 1, 2), relation_group("R2", 1, 1)}, predicted,
                       similarity, true, official);
  // R1 has one slot: R7 is its pair, R8 an insertion; the prediction named R1 disappears with
  // the gold R2 it matched.
  const Counts o = count(official);
  CHECK(o.references == 1);
  CHECK(o.predictions == 2);
  CHECK(o.pairs == 1);
}

TEST_CASE("bb3 Equiv one-to-one: an exact duplicate of the credited prediction is inserted",
          "[bb3]") {
  // Gold 0 with Location members 10 ≡ 11; predictions 0 and 1 both through (5, 10).
  const ItemSimilarity similarity = [](std::size_t, std::size_t) { return 1.0; };
  const MatchedCombinations combinations = [](std::size_t, std::size_t) {
    return std::vector<Combination>{{5, 10}};
  };
  for (bool greedy : {false, true}) {
    INFO(greedy);
    PairList pairs;
    pair_relations_one_to_one(0, 1, 2, similarity, combinations, greedy, pairs);
    const Counts c = count(pairs);
    CHECK(c.pairs == 1);
    CHECK(c.predictions == 2);
    CHECK(inserted(pairs).size() == 1);
  }
}

TEST_CASE("bb3 Equiv one-to-one: another combination is left out, its repetition inserted",
          "[bb3]") {
  // Gold 0 with Bacteria 5 ≡ 6 and Location 10 ≡ 11. Predictions: 0 through (5, 10), 1 through
  // (6, 11), 2 through (5, 11), 3 repeating 1.
  const std::vector<Combination> by_prediction[] = {{{5, 10}}, {{6, 11}}, {{5, 11}}, {{6, 11}}};
  const ItemSimilarity similarity = [](std::size_t, std::size_t) { return 1.0; };
  const MatchedCombinations combinations = [&](std::size_t, std::size_t p) {
    return by_prediction[p];
  };
  PairList pairs;
  pair_relations_one_to_one(0, 1, 4, similarity, combinations, false, pairs);
  const Counts c = count(pairs);
  CHECK(c.pairs == 1);
  // One of each combination is credited or left out; one of 1 and 3 is inserted.
  CHECK(c.predictions == 2);
  const std::vector<std::size_t> alone = inserted(pairs);
  REQUIRE(alone.size() == 1);
  CHECK((alone[0] == 1 || alone[0] == 3));
}

TEST_CASE("bb3 Equiv one-to-one: a partial prediction pairs with another gold relation", "[bb3]") {
  // Gold 0 (Location members 10 ≡ 11) and gold 1. Prediction 0 matches gold 0 through (5, 10);
  // prediction 1 overlaps member 11 (0.44) and gold 1 (0.3) without matching either.
  const ItemSimilarity similarity = [](std::size_t g, std::size_t p) {
    if (p == 0) return g == 0 ? 1.0 : 0.0;
    return g == 0 ? 4.0 / 9 : 0.3;
  };
  const MatchedCombinations combinations = [](std::size_t g, std::size_t p) {
    return g == 0 && p == 0 ? std::vector<Combination>{{5, 10}} : std::vector<Combination>{};
  };
  for (bool greedy : {false, true}) {
    INFO(greedy);
    PairList pairs;
    pair_relations_one_to_one(0, 2, 2, similarity, combinations, greedy, pairs);
    const Counts c = count(pairs);
    // Both gold relations paired: 1 + 0.3, the maximum of a one-to-one pairing.
    CHECK(c.pairs == 2);
    CHECK(c.references == 2);
    CHECK(c.credited == Approx(1.3));
    CHECK(shown(pairs) == std::vector<std::size_t>{0, 1});
  }
}

TEST_CASE("bb3 Equiv extras: only gold relations matched by their credited prediction count",
          "[bb3]") {
  // Pairs of a one-to-one pairing: gold 0 credited with prediction 0 (a match through (5, 10)),
  // gold 1 alone; predictions 1 (through (5, 11) of gold 0), 2 (through (7, 12) of gold 1 only)
  // and 3 (matching nothing) alone.
  const PairList pairs = {{0, 0, 0, 1.0},
                          {0, 1, std::nullopt, 0},
                          {0, std::nullopt, 1, 0},
                          {0, std::nullopt, 2, 0},
                          {0, std::nullopt, 3, 0}};
  const MatchedCombinations combinations = [](std::size_t g, std::size_t p) {
    if (g == 0 && p == 0) return std::vector<Combination>{{5, 10}};
    if (g == 0 && p == 1) return std::vector<Combination>{{5, 11}};
    if (g == 1 && p == 2) return std::vector<Combination>{{7, 12}};
    return std::vector<Combination>{};
  };
  CHECK(equivalent_extras(pairs, 2, combinations) ==
        std::vector<bool>{false, false, true, false, false});
}
