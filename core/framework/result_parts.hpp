// Helpers for turning measures into result parts.
#pragma once

#include <string>
#include <vector>

#include "base/json.hpp"
#include "framework/result.hpp"
#include "metrics/interpolated_pr.hpp"

namespace bioeval {

// [[recall, precision], …] for a curve.
Json points_json(const std::vector<PrPoint>& points);

// Tables and curves are for reading and charting: past these sizes they are cut (tables) or
// thinned (curves), with a note; metrics always count everything.
inline constexpr std::size_t kMaxTableRows = 10000;
inline constexpr std::size_t kMaxCurvePoints = 2000;

// Per-item bars are readable up to this many items; past it, a histogram says more.
inline constexpr std::size_t kMaxBars = 200;

// A bar curve counting `values` (each in [0, 1]) in `bins` equal bins: x is the bin
// ("0.00–0.05"), y the count; 1 falls in the last bin.
Curve histogram(std::string id, std::string title, std::string x, const std::vector<double>& values,
                std::size_t bins = 20);

// At most `max_points` evenly spaced points of `points`, always with the last one.
std::vector<PrPoint> thinned(const std::vector<PrPoint>& points, std::size_t max_points);

}  // namespace bioeval
