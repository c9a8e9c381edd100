// Summaries of values: mean, population standard deviation and quantiles.
#pragma once

#include <optional>
#include <vector>

namespace bioeval {

// mean = Σx / n; nothing when n = 0.
std::optional<double> mean(const std::vector<double>& values);

// population SD = √(Σ(x − mean)² / n); nothing when n = 0.
std::optional<double> population_sd(const std::vector<double>& values);

// The q-quantile of sorted values, interpolated between order statistics (R's type 7).
double quantile(const std::vector<double>& sorted, double q);

}  // namespace bioeval
