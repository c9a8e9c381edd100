// The all-true baseline and the measures of a set of items, as functions: the items made a
// document's units, measured by the one metric function.
#include <catch2/catch.hpp>

#include <memory>

#include "tasks/ppi/metrics.hpp"

using namespace bioeval;

TEST_CASE("ppi: the all-true baselines of the spec (original candidate sets)", "[ppi]") {
  // docs/tasks/ppi.md's "AIMed 1000 / 4834 → P 17.14" is positives / negatives: P = 1000 / 5834.
  struct Expected {
    std::uint64_t positives, negatives;
    double precision, f1;  // percent, as docs/tasks/ppi.md gives them
  };
  const Expected corpora[] = {{1000, 4834, 17.14, 29.27},
                              {2534, 7132, 26.22, 41.54},
                              {163, 270, 37.64, 54.70},
                              {335, 482, 41.00, 58.16},
                              {164, 166, 49.70, 66.40}};
  for (const Expected& e : corpora) {
    const ppi::Baseline b = ppi::all_true_baseline(e.positives, e.positives + e.negatives);
    CHECK(*b.precision * 100 == Approx(e.precision).margin(0.005));
    CHECK(*b.recall == 1);
    CHECK(*b.f1 * 100 == Approx(e.f1).margin(0.005));
  }
  CHECK_FALSE(ppi::all_true_baseline(0, 0).precision.has_value());
}

TEST_CASE("ppi: measures of a set of items, AUC from the scores", "[ppi]") {
  // Labels + + − − with scores .9 .5 .5 .1 (docs/tasks/ppi.md's tie vector); decisions + − + −.
  const std::vector<ppi::Item> items = {
      {0, true, true, .9}, {0, true, false, .5}, {0, false, true, .5}, {0, false, false, .1}};
  const auto units =
      std::make_shared<const ppi::DocumentUnits>(std::vector<std::uint32_t>{1}, items, nullptr);
  const ppi::RankedDocuments ranked({units});
  std::vector<ThresholdCounts> thresholds;
  const ppi::Metrics s = ppi::metrics_of(ranked, ppi::every_document(1), &thresholds);
  CHECK(s.micro.tp == 1);
  CHECK(s.micro.fp == 1);
  CHECK(s.micro.fn == 1);
  CHECK(s.micro.tn == 1);
  CHECK(*s.micro_measures.precision == 0.5);
  CHECK(*s.micro_measures.f1 == 0.5);
  CHECK(*s.micro_measures.auc == 0.875);
  CHECK(thresholds.size() == 3);
  CHECK(s.documents == 1);
  CHECK(s.sentences == 1);
  CHECK(*s.baseline.precision == 0.5);
  const ppi::Metrics none = ppi::metrics_of(ranked, {});
  CHECK_FALSE(none.micro_measures.precision.has_value());
  CHECK_FALSE(none.micro_measures.auc.has_value());
  CHECK(none.documents == 0);
}
