// Wang similarity on small hierarchies written here, with values worked out by hand (w = 0.65 =
// 13/20, so every value is a ratio of integers).
#include <catch2/catch.hpp>

#include "metrics/wang_similarity.hpp"

using namespace bioeval;

namespace {

constexpr double w = wang_is_a_weight;

// root ← middle ← leaf, and two siblings under root.
enum : std::size_t { root, middle, leaf, sibling1, sibling2 };
const ParentLists tree = {{}, {root}, {middle}, {root}, {root}};

// A diamond with a shortcut: bottom is_a upper is_a top is_a root, and bottom is_a root
// directly. Root is at distance 1 from bottom (not 3), so S_bottom(root) = w, not w^3.
enum : std::size_t { d_root, d_top, d_upper, d_bottom };
const ParentLists diamond = {{}, {d_root}, {d_top}, {d_upper, d_root}};

double weight_of(const AncestorWeights& weights, std::size_t concept_index) {
  for (const AncestorWeight& t : weights.ancestors) {
    if (t.concept_index == concept_index) return t.weight;
  }
  return -1;
}

}  // namespace

TEST_CASE("Wang: ancestor weights w^d at the shortest upward distance", "[wang]") {
  const AncestorWeights bottom = wang_ancestor_weights(diamond, d_bottom);
  REQUIRE(bottom.ancestors.size() == 4);
  CHECK(weight_of(bottom, d_bottom) == 1.0);
  CHECK(weight_of(bottom, d_upper) == w);
  CHECK(weight_of(bottom, d_root) == w);  // the shortcut, not w^3 through upper and top
  CHECK(weight_of(bottom, d_top) == w * w);
  // SV(bottom) = 1 + 2w + w² = (1 + w)²
  CHECK(bottom.semantic_value == Approx((1 + w) * (1 + w)).margin(1e-15));

  const AncestorWeights top_alone = wang_ancestor_weights(tree, root);
  REQUIRE(top_alone.ancestors.size() == 1);
  CHECK(top_alone.semantic_value == 1.0);
}

TEST_CASE("Wang: concepts of a tree, values by hand", "[wang]") {
  WangSimilarity sim(tree);
  CHECK(sim.concepts(leaf, leaf) == 1.0);
  // T_leaf = {leaf 1, middle w, root w²}, SV = 2.0725; T_middle = {middle 1, root w}, SV = 1.65:
  // ((w + 1) + (w² + w)) / 3.7225 = 2.7225 / 3.7225 = 1089/1489
  CHECK(sim.concepts(leaf, middle) == Approx(1089.0 / 1489).margin(1e-15));
  CHECK(sim.concepts(middle, leaf) == Approx(1089.0 / 1489).margin(1e-15));
  // (w² + 1) / (2.0725 + 1) = 569/1229
  CHECK(sim.concepts(leaf, root) == Approx(569.0 / 1229).margin(1e-15));
  // Siblings share root only: 2w / (1.65 + 1.65) = 13/33
  CHECK(sim.concepts(sibling1, sibling2) == Approx(13.0 / 33).margin(1e-15));
  // (w + w²) / (1.65 + 2.0725) = 429/1489
  CHECK(sim.concepts(sibling1, leaf) == Approx(429.0 / 1489).margin(1e-15));
}

TEST_CASE("Wang: the shortest distance matters in a diamond", "[wang]") {
  WangSimilarity sim(diamond);
  // T_bottom = {bottom 1, upper w, root w, top w²}, SV = (1 + w)² = 2.7225;
  // T_top = {top 1, root w}, SV = 1.65. Shared: top (w² + 1), root (w + w):
  // 2.7225 / 4.3725 = 33/53. With root at w³ (the longest path) it would differ.
  CHECK(sim.concepts(d_bottom, d_top) == Approx(33.0 / 53).margin(1e-15));
  const double longest_path = (w * w + 1 + w * w * w + w) / (1 + w + w * w + w * w * w + 1 + w);
  CHECK(sim.concepts(d_bottom, d_top) != Approx(longest_path).margin(1e-6));
}

TEST_CASE("Wang: a concept absent from the hierarchy scores 0", "[wang]") {
  WangSimilarity sim(tree);
  CHECK(sim.concepts(std::nullopt, leaf) == 0.0);
  CHECK(sim.concepts(leaf, std::nullopt) == 0.0);
  CHECK(sim.concepts(std::nullopt, std::nullopt) == 0.0);
  CHECK(sim.concepts(std::size_t{99}, std::size_t{99}) == 0.0);  // out of range: absent
}

TEST_CASE("Wang: sets of concepts, best match both ways", "[wang]") {
  WangSimilarity sim(tree);
  // {leaf, sibling1} vs {leaf}: (1 + 429/1489 + 1) / 3
  CHECK(sim.sets({leaf, sibling1}, {leaf}) == Approx((2 + 429.0 / 1489) / 3).margin(1e-15));
  CHECK(sim.sets({leaf}, {leaf, sibling1}) == Approx((2 + 429.0 / 1489) / 3).margin(1e-15));
  CHECK(sim.sets({leaf}, {leaf}) == 1.0);
  // A repeated member counts each time: (1 + 1 + 1) / 3.
  CHECK(sim.sets({leaf, leaf}, {leaf}) == 1.0);
  // An absent member scores 0 but still counts: (1 + 0 + 1) / 3.
  CHECK(sim.sets({leaf, std::nullopt}, {leaf}) == Approx(2.0 / 3).margin(1e-15));
  CHECK(sim.sets({leaf}, {}) == 0.0);
  CHECK(sim.sets({}, {leaf}) == 0.0);
  CHECK(sim.sets({}, {}) == 0.0);
}

TEST_CASE("Wang: cached weights give the same values; a cycle does not loop", "[wang]") {
  WangSimilarity sim(tree);
  const double first = sim.concepts(leaf, sibling2);
  for (int i = 0; i < 3; ++i) CHECK(sim.concepts(leaf, sibling2) == first);
  CHECK(sim.weights(leaf).semantic_value == wang_ancestor_weights(tree, leaf).semantic_value);

  const ParentLists cycle = {{1}, {0}};
  const AncestorWeights a = wang_ancestor_weights(cycle, 0);
  REQUIRE(a.ancestors.size() == 2);
  CHECK(a.semantic_value == Approx(1 + w).margin(1e-15));
}
