// Summaries of per-document values: mean and population standard deviation.
#pragma once

#include <optional>
#include <vector>

namespace bioeval {

// mean = Σx / n; nothing when n = 0.
std::optional<double> mean(const std::vector<double>& values);

// population SD = √(Σ(x − mean)² / n); nothing when n = 0.
std::optional<double> population_sd(const std::vector<double>& values);

}  // namespace bioeval
