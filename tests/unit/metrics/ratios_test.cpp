#include <catch2/catch.hpp>

#include <cmath>

#include "metrics/ratios.hpp"

using namespace bioeval;

TEST_CASE("bc25 vector 3: MCC, sensitivity, specificity, accuracy", "[metrics][bc25]") {
  // (pred, gold): (t,t) (f,f) (f,f) (t,f) (f,t) (f,f) (f,f) (t,t) (f,f) (t,f)
  const Confusion c{2, 2, 1, 5};
  CHECK(*sensitivity(c) == Approx(2.0 / 3).margin(1e-15));
  CHECK(*specificity(c) == Approx(5.0 / 7).margin(1e-15));
  CHECK(*accuracy(c) == Approx(0.7).margin(1e-15));
  CHECK(mcc(c) == Approx(8 / std::sqrt(504.0)).margin(1e-15));
  CHECK(mcc(c) == Approx(0.356348).margin(5e-7));
}

TEST_CASE("MCC is 0 when a margin is empty, and ±1 at the extremes", "[metrics]") {
  CHECK(mcc({0, 0, 3, 5}) == 0.0);
  CHECK(mcc({4, 0, 0, 6}) == 1.0);
  CHECK(mcc({0, 4, 6, 0}) == -1.0);
}

TEST_CASE("precision, recall and F1 are undefined or zero as specified", "[metrics]") {
  CHECK_FALSE(precision(0, 0).has_value());
  CHECK_FALSE(recall(0, 0).has_value());
  CHECK(*precision(1, 3) == 0.25);
  CHECK(f1(0.0, 0.0) == 0.0);
  CHECK(f1(0.5, 0.75) == Approx(0.6).margin(1e-15));
  CHECK_FALSE(f1(std::nullopt, 0.5).has_value());
  CHECK(*f1(std::optional<double>(1.0), std::optional<double>(1.0)) == 1.0);
}
