// Lives_In pairing with Equiv groups: the official evaluator's groups and id collision against
// the published rule (every equivalent combination credited once).
#include <catch2/catch.hpp>

#include "tasks/bb3/event_pairing.hpp"

using namespace bioeval::bb3;

namespace {

struct Counts {
  std::size_t references = 0, predictions = 0, pairs = 0;
};

Counts count(const PairList& pairs) {
  Counts c;
  for (const Pair& p : pairs) {
    c.references += p.gold.has_value();
    c.predictions += p.prediction.has_value();
    c.pairs += p.gold && p.prediction;
  }
  return c;
}

}  // namespace

TEST_CASE("bb3 Equiv groups: slots of the official evaluator and of the definition", "[bb3]") {
  // No Equiv on either argument: one slot, not saturated.
  CHECK(relation_group("R1", 1, 1, true).slots == 1);
  CHECK_FALSE(relation_group("R1", 1, 1, false).saturated);
  // Only the Location has an equivalent: the evaluator's copies vary the Bacteria only.
  CHECK(relation_group("R1", 1, 2, true).slots == 1);
  CHECK(relation_group("R1", 1, 2, true).saturated);
  CHECK(relation_group("R1", 1, 2, false).slots == 2);
  // Two Bacteria and two Locations: 1 + 1 · 2 slots against the 4 combinations.
  CHECK(relation_group("R1", 2, 2, true).slots == 3);
  CHECK(relation_group("R1", 2, 2, false).slots == 4);
}

TEST_CASE("bb3 Equiv pairing: credited once; the official id collision drops a gold relation",
          "[bb3]") {
  // Gold R1 (its Location has an equivalent) and R2; predictions R7 and R8 both equivalent to R1,
  // and a prediction with the id R1 that matches R2.
  const std::vector<std::string> predicted = {"R7", "R8", "R1"};
  const ItemSimilarity similarity = [](std::size_t gold, std::size_t prediction) {
    return (gold == 0 && prediction < 2) || (gold == 1 && prediction == 2) ? 1.0 : 0.0;
  };

  PairList official;
  pair_relations(0, {relation_group("R1", 1, 2, true), relation_group("R2", 1, 1, true)}, predicted,
                 similarity, true, true, official);
  // R1 has one slot: R7 is its pair, R8 an insertion; the prediction named R1 disappears with
  // the gold R2 it matched.
  const Counts o = count(official);
  CHECK(o.references == 1);
  CHECK(o.predictions == 2);
  CHECK(o.pairs == 1);

  PairList published;
  pair_relations(0, {relation_group("R1", 1, 2, false), relation_group("R2", 1, 1, false)},
                 predicted, similarity, false, false, published);
  // Two slots absorb R7 and R8 (one credited, the other neither match nor insertion); R2 is
  // matched by the prediction named R1.
  const Counts p = count(published);
  CHECK(p.references == 2);
  CHECK(p.predictions == 2);
  CHECK(p.pairs == 2);
}
