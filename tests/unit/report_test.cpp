#include <catch2/catch.hpp>

#include "framework/result_parts.hpp"

using namespace bioeval;

TEST_CASE("histogram: equal bins over [0, 1], 1 in the last", "[report]") {
  const Curve curve = histogram("h", "title", "AUC", {0.0, 0.05, 0.5, 0.999, 1.0}, 20);
  REQUIRE(curve.points.size() == 20);
  CHECK(curve.kind == "bar");
  CHECK(curve.points[0][0] == "0.00\u20130.05");
  CHECK(curve.points[0][1] == 1);
  CHECK(curve.points[1][1] == 1);
  CHECK(curve.points[10][1] == 1);
  CHECK(curve.points[19][0] == "0.95\u20131.00");
  CHECK(curve.points[19][1] == 2);
}

TEST_CASE("thinned curves keep their ends and at most the points asked", "[report]") {
  std::vector<PrPoint> points;
  for (int i = 0; i < 10001; ++i) points.push_back({i / 10000.0, 1.0});
  const auto thin = thinned(points, 2000);
  REQUIRE(thin.size() == 2000);
  CHECK(thin.front().recall == 0.0);
  CHECK(thin.back().recall == 1.0);
  CHECK(thinned(points, 20000).size() == points.size());
}
