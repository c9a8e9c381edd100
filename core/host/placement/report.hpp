// The placement of dropped drops as the hosts read it: the roles chosen and why, conflicts with
// a slot already filled, drops left for the user with the reason, and warnings (a gold that looks
// like a run, roles only the order of a drop decided). Format: core/host/placement/placement.hpp.
#pragma once

#include <string>

#include "base/json.hpp"
#include "host/placement/fits.hpp"

namespace bioeval::placement {

Json report(const PlacementRequest& request, const Outcome& outcome, bool chosen,
            const std::string& why);

}  // namespace bioeval::placement
