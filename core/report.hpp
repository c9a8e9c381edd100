// Helpers for turning measures into result parts.
#pragma once

#include <vector>

#include "json.hpp"
#include "metrics/interpolated_pr.hpp"

namespace bioeval {

// [[recall, precision], …] for a curve.
Json points_json(const std::vector<PrPoint>& points);

}  // namespace bioeval
