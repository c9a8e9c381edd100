// Helpers for turning measures into result parts.
#pragma once

#include <vector>

#include "json.hpp"
#include "metrics/interpolated_pr.hpp"

namespace bioeval {

// [[recall, precision], …] for a curve.
Json points_json(const std::vector<PrPoint>& points);

// Tables and curves are for reading and charting: past these sizes they are cut (tables) or
// thinned (curves), with a note; metrics always count everything.
inline constexpr std::size_t kMaxTableRows = 10000;
inline constexpr std::size_t kMaxCurvePoints = 2000;

// At most `max_points` evenly spaced points of `points`, always with the last one.
std::vector<PrPoint> thinned(const std::vector<PrPoint>& points, std::size_t max_points);

}  // namespace bioeval
