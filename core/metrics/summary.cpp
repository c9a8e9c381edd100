#include "metrics/summary.hpp"

#include <algorithm>
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

double quantile(const std::vector<double>& sorted, double q) {
  const double h = (static_cast<double>(sorted.size()) - 1) * q;
  const auto below = static_cast<std::size_t>(std::floor(h));
  const std::size_t above = std::min(below + 1, sorted.size() - 1);
  return sorted[below] + (h - static_cast<double>(below)) * (sorted[above] - sorted[below]);
}

}  // namespace bioeval
