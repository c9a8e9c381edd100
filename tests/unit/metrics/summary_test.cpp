#include <catch2/catch.hpp>

#include "metrics/summary.hpp"

using namespace bioeval;

TEST_CASE("mean and population standard deviation", "[metrics]") {
  CHECK_FALSE(mean({}).has_value());
  CHECK_FALSE(population_sd({}).has_value());
  CHECK(*mean({0.5, 0.5}) == 0.5);
  CHECK(*population_sd({0.5, 0.5}) == 0.0);
  // Population SD divides by n: {2/3, 1} -> 1/6 (the sample SD would be 0.2357).
  CHECK(*population_sd({2.0 / 3, 1.0}) == Approx(1.0 / 6).margin(1e-15));
  CHECK(*population_sd({0.0}) == 0.0);
}
