// The measures of metrics/tap.hpp on small lists computed by hand (docs/tasks/tapk.md), and
// pooled_roc_n and quantile_threshold against naive implementations written here.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <optional>
#include <random>
#include <vector>

#include "metrics/tap.hpp"

using namespace bioeval;

namespace {

constexpr double kExact = 1e-15;
constexpr ScoreOrder kAsc = ScoreOrder::ascending;
constexpr ScoreOrder kDesc = ScoreOrder::descending;

std::size_t inside(const std::vector<double>& scores, double e0, ScoreOrder order) {
  return records_inside(scores.data(), scores.size(), e0, order);
}

double psum(const std::vector<std::uint8_t>& relevant) {
  return precision_sum(relevant.data(), relevant.size());
}

std::optional<double> roc(const std::vector<std::uint8_t>& relevant, std::uint64_t total,
                          std::size_t n) {
  return roc_n(relevant.data(), relevant.size(), total, n);
}

// ROC_n straight from the definition: t_i for i = 1..n, the i-th irrelevant record's count of
// relevant records above it, or the list's relevant count when there is no i-th.
std::optional<double> naive_roc_n(const std::vector<std::uint8_t>& relevant, std::uint64_t total,
                                  std::size_t n) {
  if (n == 0 || total == 0) return std::nullopt;
  std::vector<std::uint64_t> t;
  std::uint64_t above = 0;
  for (std::uint8_t r : relevant) {
    if (r) {
      ++above;
    } else {
      t.push_back(above);
    }
  }
  double sum = 0;
  for (std::size_t i = 0; i < n; ++i) sum += static_cast<double>(i < t.size() ? t[i] : above);
  return sum / (static_cast<double>(n) * static_cast<double>(total));
}

// Pooled ROC_n the obvious way: std::stable_sort of the concatenated records by score, then
// ROC_n of the merged list.
std::optional<double> naive_pooled(const std::vector<double>& scores,
                                   const std::vector<std::uint8_t>& relevant, std::uint64_t total,
                                   std::size_t n, ScoreOrder order) {
  std::vector<std::size_t> index(scores.size());
  for (std::size_t i = 0; i < index.size(); ++i) index[i] = i;
  std::stable_sort(index.begin(), index.end(), [&](std::size_t a, std::size_t b) {
    return order == kAsc ? scores[a] < scores[b] : scores[a] > scores[b];
  });
  std::vector<std::uint8_t> merged;
  for (std::size_t i : index) merged.push_back(relevant[i]);
  return naive_roc_n(merged, total, n);
}

}  // namespace

TEST_CASE("records_inside counts the records before the first one outside", "[metrics][tapk]") {
  const std::vector<double> desc = {0.9, 0.8, 0.8, 0.7};
  CHECK(inside(desc, 0.8, kDesc) == 3);   // inclusive: both 0.8 are inside
  CHECK(inside(desc, 0.85, kDesc) == 1);  // 0.9 only
  CHECK(inside(desc, 0.95, kDesc) == 0);
  CHECK(inside(desc, 0.0, kDesc) == 4);
  const std::vector<double> asc = {1e-10, 1e-5, 1e-5, 0.1};
  CHECK(inside(asc, 1e-5, kAsc) == 3);
  CHECK(inside(asc, 1e-11, kAsc) == 0);
  CHECK(inside(asc, 1.0, kAsc) == 4);
  // Not monotone: the walk stops at the first record outside, later ones do not count.
  CHECK(inside({0.9, 0.5, 0.8}, 0.7, kDesc) == 1);
  CHECK(inside({}, 0.5, kDesc) == 0);
  CHECK(inside_threshold(0.5, 0.5, kAsc));
  CHECK(inside_threshold(0.5, 0.5, kDesc));
  CHECK_FALSE(inside_threshold(0.6, 0.5, kAsc));
  CHECK_FALSE(inside_threshold(0.4, 0.5, kDesc));
}

TEST_CASE("precision_sum adds i / k_i over the relevant records", "[metrics][tapk]") {
  // Relevant at positions 1 and 3: 1/1 + 2/3.
  CHECK(psum({1, 0, 1, 0, 0}) == Approx(1 + 2.0 / 3).margin(kExact));
  // Relevant at 2, 3, 5: 1/2 + 2/3 + 3/5.
  CHECK(psum({0, 1, 1, 0, 1}) == Approx(0.5 + 2.0 / 3 + 0.6).margin(kExact));
  CHECK(psum({1, 1, 1}) == 3.0);
  CHECK(psum({0, 0}) == 0.0);
  CHECK(psum({}) == 0.0);
  // Only the first `size` records count.
  const std::vector<std::uint8_t> list = {0, 1, 1, 0, 1};
  CHECK(precision_sum(list.data(), 2) == 0.5);
}

TEST_CASE("threshold_average_precision with and without the sentinel", "[metrics][tapk]") {
  // List A of docs/tasks/tapk.md's hand example at E0 = .6: relevant at 1 and 3 of 4 inside, T = 2:
  // (1 + 2/3 + 2/4) / 3.
  const InsideCounts a{1 + 2.0 / 3, 2, 4};
  CHECK(threshold_average_precision(a, 2) == Approx((1 + 2.0 / 3 + 0.5) / 3).margin(kExact));
  CHECK(threshold_average_precision(a, 2) == Approx(0.7222).margin(5e-5));
  // Padded (no sentinel): Σ p_i / (T + 1) = (1 + 2/3) / 3.
  CHECK(threshold_average_precision(a, 2, false) == Approx((1 + 2.0 / 3) / 3).margin(kExact));
  // Unretrieved relevant records count in T: the same records with T = 5: (1 + 2/3 + 1/2) / 6.
  CHECK(threshold_average_precision(a, 5) == Approx((1 + 2.0 / 3 + 0.5) / 6).margin(kExact));
  // Records inside but none relevant: (0 + 0/3) / (1 + 1) = 0.
  CHECK(threshold_average_precision({0, 0, 3}, 1) == 0.0);
}

TEST_CASE("threshold_average_precision: T_q = 0 gives 1/(n+1), n_q = 0 gives 0",
          "[metrics][tapk]") {
  CHECK(threshold_average_precision({0, 0, 0}, 0) == 1.0);  // nothing inside: 1/(0+1)
  CHECK(threshold_average_precision({0, 0, 1}, 0) == 0.5);
  CHECK(threshold_average_precision({0, 0, 3}, 0) == 0.25);
  CHECK(threshold_average_precision({0, 0, 4}, 0, false) == 0.2);
  // T_q ≥ 1 and nothing inside: 0, with or without the sentinel.
  CHECK(threshold_average_precision({0, 0, 0}, 1) == 0.0);
  CHECK(threshold_average_precision({0, 0, 0}, 7) == 0.0);
  CHECK(threshold_average_precision({0, 0, 0}, 3, false) == 0.0);
}

TEST_CASE("quantile_threshold: weights, most stringent first", "[metrics][tapk]") {
  // Descending scores .9 (w 1), .8 (w 3), .7 (w 1) and one more query without E_k (w 1): W = 6.
  const std::vector<WeightedScore> c = {{0.7, 1}, {0.9, 1}, {0.8, 3}};
  // Cumulative weight in order .9, .8, .7: 1, 4, 5.
  CHECK(quantile_threshold(c, 6, 0.1, kDesc) == 0.9);      // target 0.6
  CHECK(quantile_threshold(c, 6, 1.0 / 6, kDesc) == 0.9);  // target 1 (less 1e-12)
  CHECK(quantile_threshold(c, 6, 0.2, kDesc) == 0.8);      // target 1.2
  CHECK(quantile_threshold(c, 6, 0.5, kDesc) == 0.8);      // target 3
  CHECK(quantile_threshold(c, 6, 0.8, kDesc) == 0.7);      // target 4.8
  // Target 6 > 5: the lists without E_k count in W, so the end comes first.
  CHECK_FALSE(quantile_threshold(c, 6, 1.0, kDesc).has_value());
  CHECK_FALSE(quantile_threshold({}, 3, 0.5, kDesc).has_value());
  // Unweighted (all 1), W = 4: order .9, .8, .7 → cumulative 1, 2, 3; q = .5 → target 2.
  const std::vector<WeightedScore> u = {{0.7, 1}, {0.9, 1}, {0.8, 1}};
  CHECK(quantile_threshold(u, 4, 0.5, kDesc) == 0.8);
  CHECK(quantile_threshold(u, 4, 0.75, kDesc) == 0.7);
  CHECK_FALSE(quantile_threshold(u, 4, 0.76, kDesc).has_value());
}

TEST_CASE("quantile_threshold: ascending and descending", "[metrics][tapk]") {
  // q = 1/3 of three equal weights: target 1, reached at the first candidate in order.
  const std::vector<WeightedScore> c = {{3, 1}, {1, 1}, {2, 1}};
  CHECK(quantile_threshold(c, 3, 1.0 / 3, kAsc) == 1.0);   // E-values: smallest first
  CHECK(quantile_threshold(c, 3, 1.0 / 3, kDesc) == 3.0);  // scores: largest first
  CHECK(quantile_threshold(c, 3, 2.0 / 3, kAsc) == 2.0);
  CHECK(quantile_threshold(c, 3, 2.0 / 3, kDesc) == 2.0);
  CHECK(quantile_threshold(c, 3, 1.0, kAsc) == 3.0);
  CHECK(quantile_threshold(c, 3, 1.0, kDesc) == 1.0);
}

TEST_CASE("quantile_threshold: ties give the tied score", "[metrics][tapk]") {
  // Scores .5 (w 1), .5 (w 2), .5 (w 1), .9 (w 1), W = 5. Descending: .9 then the .5s, whose
  // weights come in either order: the target is reached inside the tie, E0 = .5.
  const std::vector<WeightedScore> c = {{0.5, 1}, {0.5, 2}, {0.9, 1}, {0.5, 1}};
  CHECK(quantile_threshold(c, 5, 0.2, kDesc) == 0.9);  // target 1 at .9
  CHECK(quantile_threshold(c, 5, 0.3, kDesc) == 0.5);  // target 1.5
  CHECK(quantile_threshold(c, 5, 0.5, kDesc) == 0.5);
  CHECK(quantile_threshold(c, 5, 1.0, kDesc) == 0.5);
  // Ascending: the .5s first (weight 4), then .9.
  CHECK(quantile_threshold(c, 5, 0.8, kAsc) == 0.5);   // target 4
  CHECK(quantile_threshold(c, 5, 0.81, kAsc) == 0.9);  // target 4.05
}

TEST_CASE("quantile_threshold: the 1e-12 tolerance absorbs rounding", "[metrics][tapk]") {
  // Six queries of weight 0.7, q = .5: mathematically the target 2.1 is reached at the third
  // candidate, but 0.7 + 0.7 + 0.7 rounds below 0.5 · (0.7 summed six times).
  std::vector<WeightedScore> c;
  double total = 0;
  for (int i = 0; i < 6; ++i) {
    c.push_back({10.0 - i, 0.7});
    total += 0.7;
  }
  const double third = 0.7 + 0.7 + 0.7;
  REQUIRE(third < 0.5 * total);  // without the tolerance the third would be missed
  CHECK(quantile_threshold(c, total, 0.5, kDesc) == 8.0);  // scores 10, 9, 8: the third
  CHECK(quantile_threshold(c, total, 0.5, kAsc) == 7.0);   // 5, 6, 7
  // q = 1/3 of three equal weights 1: q · W = 1 exactly, reached at the first.
  CHECK(quantile_threshold({{2, 1}, {1, 1}, {3, 1}}, 3, 1.0 / 3, kDesc) == 3.0);
  // The tolerance is relative 1e-12, not more: a shortfall of 1e-9 is not absorbed.
  const std::vector<WeightedScore> d = {{0.9, 1 - 2e-9}, {0.8, 1 + 2e-9}};
  CHECK(quantile_threshold(d, 2, 0.5, kDesc) == 0.8);
}

TEST_CASE("quantile_threshold agrees with a sort and a running sum", "[metrics][tapk]") {
  std::mt19937 rng(20100714);
  std::uniform_int_distribution<int> score_of(0, 9);   // few values: many ties
  std::uniform_int_distribution<int> weight_of(1, 4);  // integers: exact sums in any order
  std::uniform_int_distribution<int> size_of(0, 12);
  const double quantiles[] = {0.1, 0.25, 1.0 / 3, 0.5, 0.75, 0.9, 1.0};
  for (int round = 0; round < 300; ++round) {
    std::vector<WeightedScore> c(static_cast<std::size_t>(size_of(rng)));
    double total = 0;
    for (auto& ws : c) {
      ws = {score_of(rng) / 10.0, static_cast<double>(weight_of(rng))};
      total += ws.weight;
    }
    total += static_cast<double>(weight_of(rng) - 1);  // lists without E_k
    for (const ScoreOrder order : {kAsc, kDesc}) {
      auto sorted = c;
      std::stable_sort(sorted.begin(), sorted.end(), [&](const auto& a, const auto& b) {
        return order == kAsc ? a.score < b.score : a.score > b.score;
      });
      for (double q : quantiles) {
        std::optional<double> expected;
        double cumulative = 0;
        for (const auto& ws : sorted) {
          cumulative += ws.weight;
          if (cumulative >= q * total * (1 - 1e-12)) {
            expected = ws.score;
            break;
          }
        }
        INFO("round " << round << " q " << q << " ascending " << (order == kAsc));
        CHECK(quantile_threshold(c, total, q, order) == expected);
      }
    }
  }
}

TEST_CASE("average_precision over the whole list", "[metrics][tapk]") {
  // Relevant at 1 and 3, T = 2: (1 + 2/3) / 2.
  const std::vector<std::uint8_t> a = {1, 0, 1, 0, 0};
  CHECK(*average_precision(a.data(), a.size(), 2) == Approx(5.0 / 6).margin(kExact));
  // Unretrieved relevant records: T = 4 → (1 + 2/3) / 4.
  CHECK(*average_precision(a.data(), a.size(), 4) == Approx(5.0 / 12).margin(kExact));
  // Relevant at 3 of 4, T = 1: 1/3.
  const std::vector<std::uint8_t> b = {0, 0, 1, 0};
  CHECK(*average_precision(b.data(), b.size(), 1) == Approx(1.0 / 3).margin(kExact));
  const std::vector<std::uint8_t> none = {0, 0};
  CHECK(*average_precision(none.data(), none.size(), 3) == 0.0);
  CHECK(*average_precision(nullptr, 0, 3) == 0.0);
  CHECK_FALSE(average_precision(none.data(), none.size(), 0).has_value());
}

TEST_CASE("roc_n counts relevant records above each of the first n irrelevant", "[metrics][tapk]") {
  // 0 1 0 0 1, T = 2, n = 2: t = 0, 1 → 1 / (2·2).
  CHECK(*roc({0, 1, 0, 0, 1}, 2, 2) == 0.25);
  // n = 3: t = 0, 1, 1 → 2 / 6.
  CHECK(*roc({0, 1, 0, 0, 1}, 2, 3) == Approx(1.0 / 3).margin(kExact));
  // Fewer than n irrelevant: 1 0 1 1, T = 4, n = 3: t_1 = 1, missing t_2 = t_3 = 3 (the final
  // relevant count) → 7 / 12.
  CHECK(*roc({1, 0, 1, 1}, 4, 3) == Approx(7.0 / 12).margin(kExact));
  // No irrelevant records at all: every t_i = 2 → 2n / (n · 2) = 1.
  CHECK(*roc({1, 1}, 2, 50) == 1.0);
  // Hand example list A (1 0 1 0 0, T = 2), n = 50: t = 1, 2, 2 and 47 × 2 → 99 / 100.
  CHECK(*roc({1, 0, 1, 0, 0}, 2, 50) == Approx(0.99).margin(kExact));
  // Empty list, T = 3: every t_i = 0.
  CHECK(*roc({}, 3, 5) == 0.0);
  CHECK_FALSE(roc({1, 0}, 0, 5).has_value());
  CHECK_FALSE(roc({1, 0}, 1, 0).has_value());
}

TEST_CASE("roc_n agrees with its definition on random lists", "[metrics][tapk]") {
  std::mt19937 rng(1996);
  std::bernoulli_distribution relevant_of(0.3);
  std::uniform_int_distribution<int> size_of(0, 30);
  std::uniform_int_distribution<int> n_of(1, 40);
  for (int round = 0; round < 300; ++round) {
    std::vector<std::uint8_t> list(static_cast<std::size_t>(size_of(rng)));
    std::uint64_t listed = 0;
    for (auto& r : list) listed += (r = relevant_of(rng) ? 1 : 0);
    const std::uint64_t total = listed + static_cast<std::uint64_t>(round % 3);
    const auto n = static_cast<std::size_t>(n_of(rng));
    const auto expected = naive_roc_n(list, total, n);
    const auto actual = roc(list, total, n);
    INFO("round " << round);
    REQUIRE(actual.has_value() == expected.has_value());
    if (expected) CHECK(*actual == Approx(*expected).margin(1e-12));
  }
}

TEST_CASE("pooled_roc_n by hand: the spec's three lists", "[metrics][tapk]") {
  // A, B, C of the hand example merged by descending score:
  // .99 C+ .95 B- .9 A+ .85 B- .8 A- .75 B+ .7 A+ .65 B- .6 A- .5 A- .3 C- .2 C-
  // t for the 8 irrelevant: 1, 2, 2, 4, 4, 4, 4, 4; 42 more × 4; T = 6, n = 50:
  // (1 + 2 + 2 + 5·4 + 42·4) / 300 = 193 / 300.
  const std::vector<double> scores = {.9, .8, .7, .6, .5, .95, .85, .75, .65, .99, .3, .2};
  const std::vector<std::uint8_t> relevant = {1, 0, 1, 0, 0, 0, 0, 1, 0, 1, 0, 0};
  CHECK(*pooled_roc_n(scores, relevant, 6, 50, kDesc) == Approx(193.0 / 300).margin(kExact));
  // n = 3: t = 1, 2, 2 → 5 / 18.
  CHECK(*pooled_roc_n(scores, relevant, 6, 3, kDesc) == Approx(5.0 / 18).margin(kExact));
  // Ties keep input order: [1 .5] then [0 .5] → t_1 = 1; [0 .5] then [1 .5] → t_1 = 0.
  CHECK(*pooled_roc_n({.5, .5}, {1, 0}, 1, 1, kDesc) == 1.0);
  CHECK(*pooled_roc_n({.5, .5}, {0, 1}, 1, 1, kDesc) == 0.0);
  CHECK(*pooled_roc_n({.5, .5}, {0, 1}, 1, 1, kAsc) == 0.0);
  // Ascending: E-values 2 (-), 1 (+): the relevant one ranks first.
  CHECK(*pooled_roc_n({2, 1}, {0, 1}, 1, 1, kAsc) == 1.0);
  CHECK(*pooled_roc_n({2, 1}, {0, 1}, 1, 1, kDesc) == 0.0);
  CHECK_FALSE(pooled_roc_n({2, 1}, {0, 1}, 0, 1, kDesc).has_value());
}

TEST_CASE("pooled_roc_n equals roc_n of a stable-sorted concatenation", "[metrics][tapk]") {
  std::mt19937 rng(26142010);
  std::uniform_int_distribution<int> lists_of(0, 6);
  std::uniform_int_distribution<int> size_of(0, 15);
  std::uniform_int_distribution<int> score_of(0, 7);  // few values: many ties within and across
  std::bernoulli_distribution relevant_of(0.35);
  const std::size_t ns[] = {1, 2, 3, 5, 10, 50};
  for (int round = 0; round < 200; ++round) {
    for (const ScoreOrder order : {kAsc, kDesc}) {
      std::vector<double> scores;
      std::vector<std::uint8_t> relevant;
      std::uint64_t total = 0;
      const int lists = lists_of(rng);
      for (int l = 0; l < lists; ++l) {
        // One list: monotone in `order`, as the task passes them.
        std::vector<double> list(static_cast<std::size_t>(size_of(rng)));
        for (double& s : list) s = score_of(rng) / 4.0;
        std::sort(list.begin(), list.end());
        if (order == kDesc) std::reverse(list.begin(), list.end());
        std::uint64_t listed = 0;
        for (double s : list) {
          scores.push_back(s);
          relevant.push_back(relevant_of(rng) ? 1 : 0);
          listed += relevant.back();
        }
        total += listed + static_cast<std::uint64_t>(l % 2);  // some relevant unretrieved
      }
      for (std::size_t n : ns) {
        const auto expected = naive_pooled(scores, relevant, total, n, order);
        const auto actual = pooled_roc_n(scores, relevant, total, n, order);
        INFO("round " << round << " n " << n << " ascending " << (order == kAsc) << " records "
                      << scores.size());
        REQUIRE(actual.has_value() == expected.has_value());
        if (expected) CHECK(*actual == Approx(*expected).margin(1e-12));
      }
    }
  }
}
