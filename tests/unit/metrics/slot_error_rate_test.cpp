// The measures of a pairing on docs/tasks/bb3.md's micro cases A (both profiles) and E, on the
// edges (no gold item, no prediction, no pair), and the truncation of the mismatch sum over a
// corpus.
#include <catch2/catch.hpp>

#include <vector>

#include "metrics/slot_error_rate.hpp"

using namespace bioeval;

TEST_CASE("micro case A, official: greedy pair g1-p1 only", "[metrics]") {
  const SlotMeasures m = slot_measures(slot_counts(2, 2, {8.0 / 12}), MismatchSum::truncated);
  CHECK(m.counts.matches == Approx(0.6667).margin(5e-5));
  CHECK(m.counts.mismatches == Approx(1.0 / 3).margin(1e-15));
  CHECK(m.deletions == 1);
  CHECK(m.insertions == 1);
  CHECK(*m.recall == Approx(1.0 / 3).margin(1e-15));
  CHECK(*m.precision == Approx(1.0 / 3).margin(1e-15));
  CHECK(*m.f1 == Approx(1.0 / 3).margin(1e-15));
  CHECK(*m.ser == 1.0);  // (⌊1/3⌋ + 1 + 1) / 2
  CHECK(*m.iser == 0.5);
}

TEST_CASE("micro case A, published: optimal pairs g1-p2 and g2-p1", "[metrics]") {
  const SlotMeasures m = slot_measures(slot_counts(2, 2, {0.6, 4.0 / 14}), MismatchSum::exact);
  CHECK(m.counts.matches == Approx(0.8857).margin(5e-5));
  CHECK(m.counts.mismatches == Approx(1.1143).margin(5e-5));
  CHECK(m.deletions == 0);
  CHECK(m.insertions == 0);
  CHECK(*m.recall == Approx(0.4429).margin(5e-5));
  CHECK(*m.precision == Approx(0.4429).margin(5e-5));
  CHECK(*m.ser == Approx(0.5571).margin(5e-5));
  CHECK(*m.ser == Approx((2 - 0.6 - 4.0 / 14) / 2).margin(1e-15));
  CHECK(*m.iser == Approx(1 / (1 + *m.ser)).margin(1e-15));
}

TEST_CASE("micro case E: one pair below 1, SER truncated to 0 by the official profile",
          "[metrics]") {
  const double s = 0.631578947368421;  // 12/19: Bacteria [0,19) against [0,12), same Habitat
  const SlotCounts c = slot_counts(1, 1, {s});
  CHECK(*recall(c) == Approx(0.631578947368421).margin(1e-15));
  CHECK(*precision(c) == Approx(0.631578947368421).margin(1e-15));
  CHECK(*f1(c) == Approx(0.631578947368421).margin(1e-15));
  CHECK(c.mismatches == Approx(0.368421052631579).margin(1e-15));
  CHECK(*slot_error_rate(c, MismatchSum::truncated) == 0.0);
  CHECK(*slot_error_rate(c, MismatchSum::exact) == Approx(0.368421052631579).margin(1e-15));
  CHECK(*inverse_slot_error_rate(slot_error_rate(c, MismatchSum::truncated)) == 1.0);
}

TEST_CASE("measures without gold items, predictions or pairs", "[metrics]") {
  for (const MismatchSum rule : {MismatchSum::exact, MismatchSum::truncated}) {
    SECTION("nothing at all: every ratio undefined") {
      const SlotMeasures m = slot_measures(slot_counts(0, 0, {}), rule);
      CHECK(m.counts.matches == 0.0);
      CHECK(m.deletions == 0);
      CHECK(m.insertions == 0);
      CHECK_FALSE(m.recall.has_value());
      CHECK_FALSE(m.precision.has_value());
      CHECK_FALSE(m.f1.has_value());
      CHECK_FALSE(m.ser.has_value());
      CHECK_FALSE(m.iser.has_value());
    }
    SECTION("predictions only: precision 0, the rest undefined") {
      const SlotMeasures m = slot_measures(slot_counts(0, 3, {}), rule);
      CHECK(m.insertions == 3);
      CHECK(*m.precision == 0.0);
      CHECK_FALSE(m.recall.has_value());
      CHECK_FALSE(m.f1.has_value());
      CHECK_FALSE(m.ser.has_value());
      CHECK_FALSE(m.iser.has_value());
    }
    SECTION("gold only: recall 0, every gold item a deletion") {
      const SlotMeasures m = slot_measures(slot_counts(2, 0, {}), rule);
      CHECK(m.deletions == 2);
      CHECK(*m.recall == 0.0);
      CHECK_FALSE(m.precision.has_value());
      CHECK_FALSE(m.f1.has_value());
      CHECK(*m.ser == 1.0);
      CHECK(*m.iser == 0.5);
    }
    SECTION("no pair: F1 undefined (P = R = 0), SER counts every item") {
      const SlotMeasures m = slot_measures(slot_counts(2, 3, {}), rule);
      CHECK(*m.recall == 0.0);
      CHECK(*m.precision == 0.0);
      CHECK_FALSE(m.f1.has_value());
      CHECK(*m.ser == 2.5);
    }
  }
}

TEST_CASE("a perfect pairing: precision, recall, F1 1 and SER 0", "[metrics]") {
  const SlotMeasures m = slot_measures(slot_counts(3, 3, {1.0, 1.0, 1.0}), MismatchSum::truncated);
  CHECK(*m.precision == 1.0);
  CHECK(*m.recall == 1.0);
  CHECK(*m.f1 == 1.0);
  CHECK(*m.ser == 0.0);
  CHECK(*m.iser == 1.0);
}

TEST_CASE("counts add up over documents; the official truncation applies to the total",
          "[metrics]") {
  SlotCounts corpus;
  corpus += slot_counts(1, 1, {0.5});
  corpus += slot_counts(1, 2, {0.5});
  CHECK(corpus.references == 2);
  CHECK(corpus.predictions == 3);
  CHECK(corpus.pairs == 2);
  CHECK(corpus.matches == 1.0);
  CHECK(corpus.mismatches == 1.0);
  // ⌊0.5 + 0.5⌋ = 1, where truncating each document's sum would give 0.
  CHECK(*slot_error_rate(corpus, MismatchSum::truncated) == 1.0);  // (1 + 1 + 0) / 2
  CHECK(*slot_error_rate(corpus, MismatchSum::exact) == 1.0);
  CHECK(*slot_error_rate(slot_counts(1, 2, {0.5}), MismatchSum::truncated) == 1.0);  // (0+1+0)/1
}
