// TAP-k's check rules: those of its reader, and the quantile every k must reach.
#pragma once

#include <vector>

#include "framework/check_rules.hpp"
#include "framework/evaluation.hpp"
#include "tasks/tapk/units.hpp"

namespace bioeval::tapk {

// Every rule a check applies: the lists carry their labels, so each needs the lists alone.
std::vector<CheckRule> check_rules();

// The reference's error when fewer than q of the lists reach k errors and neither pad nor a
// fixed threshold is set (quantile-unreachable). Whether E0 exists does not depend on the
// order, so this is checked even when it is unknown.
void check_quantiles(const TapkUnits& units, Evaluation& evaluation);

}  // namespace bioeval::tapk
