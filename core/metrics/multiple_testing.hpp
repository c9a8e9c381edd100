// Adjusting p-values for testing several hypotheses at once.
#pragma once

#include <vector>

namespace bioeval {

// Holm–Bonferroni adjusted p-values, in the order given: p'(i) = max over j ≤ i of
// min(1, (m − j + 1) · p(j)) with p sorted ascending.
std::vector<double> holm(const std::vector<double>& p);

}  // namespace bioeval
