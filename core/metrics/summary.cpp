#include "metrics/summary.hpp"

#include <cmath>

namespace bioeval {

std::optional<double> mean(const std::vector<double>& values) {
  if (values.empty()) return std::nullopt;
  double sum = 0;
  for (double v : values) sum += v;
  return sum / static_cast<double>(values.size());
}

std::optional<double> population_sd(const std::vector<double>& values) {
  const auto m = mean(values);
  if (!m) return std::nullopt;
  double squares = 0;
  for (double v : values) squares += (v - *m) * (v - *m);
  return std::sqrt(squares / static_cast<double>(values.size()));
}

}  // namespace bioeval
