#include <catch2/catch.hpp>

#include <algorithm>
#include <random>

#include "metrics/interpolated_pr.hpp"

using namespace bioeval;

namespace {

std::vector<bool> labels(const std::string& tf) {
  std::vector<bool> out;
  for (char c : tf) {
    if (c == 't' || c == 'f') out.push_back(c == 't');
  }
  return out;
}

// The second form of the definition: AUC = (1/N) Σ_hits j max_{hits j' >= j} (j' / rank_j').
double auc_by_hits(const std::vector<bool>& relevant, std::uint64_t n_gold) {
  std::vector<double> precision_at_hit;
  std::uint64_t tp = 0;
  for (std::size_t i = 0; i < relevant.size(); ++i) {
    if (relevant[i])
      precision_at_hit.push_back(static_cast<double>(++tp) / static_cast<double>(i + 1));
  }
  double sum = 0, best = 0;
  for (auto it = precision_at_hit.rbegin(); it != precision_at_hit.rend(); ++it) {
    best = std::max(best, *it);
    sum += best;
  }
  return sum / static_cast<double>(n_gold);
}

}  // namespace

TEST_CASE("bc25 vector 1: AUC iP/R and P at full R of t f f f t f f t f f, N = 3",
          "[metrics][bc25]") {
  const auto walk = walk_ranking(labels("t f f f t f f t f f"));
  REQUIRE(walk.back().tp == 3);
  REQUIRE(walk.back().fp == 7);
  CHECK(*precision_at_full_recall(walk, 3) == Approx(3.0 / 8).margin(1e-15));
  const double auc = auc_ipr(interpolated_pr(walk, 3));
  CHECK(auc == Approx((1 + 2.0 / 5 + 3.0 / 8) / 3).margin(1e-15));
  CHECK(auc == Approx(0.591667).margin(5e-7));
}

TEST_CASE("bc25 vector 7: the seed example of the BC II.5 evaluation page", "[metrics][bc25]") {
  // 4 gold answers; system A hits at ranks 1 and 10 of 10, system B at ranks 2 and 3.
  const auto a = walk_ranking(labels("t f f f f f f f f t"));
  const auto b = walk_ranking(labels("f t t f f f f f f f"));
  CHECK(auc_ipr(interpolated_pr(a, 4)) == Approx(0.3).margin(1e-15));
  CHECK(auc_ipr(interpolated_pr(b, 4)) == Approx(1.0 / 3).margin(1e-15));
  CHECK_FALSE(precision_at_full_recall(a, 4).has_value());
}

TEST_CASE("interpolated levels keep only precisions above every higher-recall level", "[metrics]") {
  // t f f f t f f t: recall 1/3 at P 1, 2/3 at P 2/5, 1 at P 3/8 -> all three kept.
  const auto levels = interpolated_pr(walk_ranking(labels("t f f f t f f t")), 3);
  REQUIRE(levels.size() == 3);
  CHECK(levels[0].precision == 1.0);
  CHECK(levels[1].precision == Approx(0.4));
  CHECK(levels[2].recall == 1.0);
  // f t t: recall 1/2 at P 1/2 is dominated by recall 1 at P 2/3.
  const auto dominated = interpolated_pr(walk_ranking(labels("f t t")), 2);
  REQUIRE(dominated.size() == 1);
  CHECK(dominated[0].recall == 1.0);
  CHECK(dominated[0].precision == Approx(2.0 / 3));
}

TEST_CASE("AUC iP/R edge cases", "[metrics]") {
  CHECK(auc_ipr(interpolated_pr({}, 3)) == 0.0);
  CHECK(auc_ipr(interpolated_pr(walk_ranking(labels("f f f")), 3)) == 0.0);
  CHECK(auc_ipr(interpolated_pr(walk_ranking(labels("t t t")), 3)) == 1.0);
  CHECK(auc_ipr(interpolated_pr(walk_ranking(labels("t t")), 0)) == 0.0);
  CHECK(pr_points(walk_ranking(labels("f")), 0)[0].recall == 0.0);
}

TEST_CASE("AUC iP/R equals its per-hit form on random rankings", "[metrics][property]") {
  std::mt19937_64 random(20090313);
  for (int trial = 0; trial < 500; ++trial) {
    const std::size_t length = random() % 40;
    std::vector<bool> relevant(length);
    std::uint64_t hits = 0;
    for (std::size_t i = 0; i < length; ++i) hits += (relevant[i] = random() % 3 == 0);
    const std::uint64_t n_gold = hits + random() % 4;
    if (n_gold == 0) continue;
    const auto walk = walk_ranking(relevant);
    INFO("trial " << trial);
    CHECK(auc_ipr(interpolated_pr(walk, n_gold)) ==
          Approx(auc_by_hits(relevant, n_gold)).margin(1e-12));
  }
}

TEST_CASE("moving a relevant item up never lowers AUC iP/R", "[metrics][property]") {
  std::mt19937_64 random(7);
  for (int trial = 0; trial < 300; ++trial) {
    std::vector<bool> relevant(2 + random() % 20);
    for (std::size_t i = 0; i < relevant.size(); ++i) relevant[i] = random() % 2 == 0;
    const std::size_t i = 1 + random() % (relevant.size() - 1);
    if (!relevant[i] || relevant[i - 1]) continue;
    auto better = relevant;
    better[i] = false;
    better[i - 1] = true;
    const std::uint64_t n = 25;
    CHECK(auc_ipr(interpolated_pr(walk_ranking(better), n)) >=
          auc_ipr(interpolated_pr(walk_ranking(relevant), n)));
  }
}
