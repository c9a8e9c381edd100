#include <catch2/catch.hpp>

#include <random>

#include "metrics/roc.hpp"

using namespace bioeval;

namespace {

std::vector<ScoredItem> items(const std::vector<double>& scores, const std::string& labels) {
  std::vector<ScoredItem> out;
  for (std::size_t i = 0; i < scores.size(); ++i) out.push_back({scores[i], labels[i] == '+'});
  return out;
}

double auc_of(const std::vector<ScoredItem>& scored) {
  std::uint64_t positives = 0;
  for (const ScoredItem& s : scored) positives += s.positive;
  return *roc_auc(threshold_counts(scored), positives, scored.size() - positives);
}

// Mann–Whitney by definition: over every (positive, negative) pair, 1 when the positive scores
// higher, 1/2 on a tie.
double mann_whitney(const std::vector<ScoredItem>& scored) {
  double wins = 0, pairs = 0;
  for (const ScoredItem& p : scored) {
    if (!p.positive) continue;
    for (const ScoredItem& n : scored) {
      if (n.positive) continue;
      wins += p.score > n.score ? 1 : p.score == n.score ? 0.5 : 0;
      ++pairs;
    }
  }
  return wins / pairs;
}

}  // namespace

TEST_CASE("ROC AUC: the spec's vectors, ties counted half", "[metrics][roc]") {
  CHECK(auc_of(items({.9, .5, .5, .1}, "++--")) == 0.875);
  CHECK(auc_of(items({.9, .5, .5, .1}, "+-+-")) == 0.875);
  CHECK(auc_of(items({.5, .5, .5, .5}, "+-+-")) == 0.5);
  CHECK(auc_of(items({.8, .7, .6, .4, .3}, "+-++-")) == Approx(2.0 / 3).margin(1e-15));
  // Hard labels as scores: the AUC is the balanced accuracy, (2/3 + 1/2) / 2.
  CHECK(auc_of(items({1, 1, 1, 0, 0}, "+-++-")) == Approx(7.0 / 12).margin(1e-15));
}

TEST_CASE("ROC AUC: undefined without positives or negatives", "[metrics][roc]") {
  const auto counts = threshold_counts(items({.3, .2}, "++"));
  CHECK_FALSE(roc_auc(counts, 2, 0).has_value());
  CHECK_FALSE(roc_auc({}, 0, 0).has_value());
}

TEST_CASE("ROC AUC equals Mann–Whitney on random scores with ties", "[metrics][roc]") {
  std::mt19937 random(20090313);
  for (int round = 0; round < 200; ++round) {
    const int n = 2 + static_cast<int>(random() % 40);
    std::vector<ScoredItem> scored;
    for (int i = 0; i < n; ++i) {
      scored.push_back({static_cast<double>(random() % 7), random() % 3 == 0});
    }
    scored[0].positive = true;
    scored[1].positive = false;
    CHECK(auc_of(scored) == Approx(mann_whitney(scored)).margin(1e-12));
  }
}

TEST_CASE("threshold counts: one entry per distinct score, highest first", "[metrics][roc]") {
  const auto counts = threshold_counts(items({.1, .5, .9, .5, .5}, "-+-+-"));
  REQUIRE(counts.size() == 3);
  CHECK(counts[0].threshold == .9);
  CHECK((counts[0].tp == 0 && counts[0].fp == 1));
  CHECK(counts[1].threshold == .5);
  CHECK((counts[1].tp == 2 && counts[1].fp == 2));
  CHECK((counts[2].tp == 2 && counts[2].fp == 3));
}

TEST_CASE("thinned keeps the ends and at most the limit", "[metrics][roc]") {
  std::vector<ThresholdCounts> counts;
  for (int i = 0; i < 10001; ++i) counts.push_back({-static_cast<double>(i), 0, 0});
  const auto kept = thinned(counts, 1000);
  REQUIRE(kept.size() == 1000);
  CHECK(kept.front().threshold == 0);
  CHECK(kept.back().threshold == -10000);
  CHECK(thinned(counts, 20000).size() == counts.size());
}
