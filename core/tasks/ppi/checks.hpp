// The rules a check of the ppi task applies (TaskSpec::checks).
#pragma once

#include <vector>

#include "framework/check_rules.hpp"

namespace bioeval::ppi {

// The rules a check applies to the run and the folds file. The candidates are fixed by the
// corpus without its answers: its <pair> elements, or, in a file without them, every two
// entities of a sentence; so the released input tells all the gold would.
std::vector<CheckRule> check_rules();

}  // namespace bioeval::ppi
