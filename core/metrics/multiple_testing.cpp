#include "metrics/multiple_testing.hpp"

#include <algorithm>
#include <numeric>

namespace bioeval {

std::vector<double> holm(const std::vector<double>& p) {
  std::vector<std::size_t> order(p.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](auto i, auto j) { return p[i] < p[j]; });
  std::vector<double> adjusted(p.size());
  double running = 0;
  for (std::size_t k = 0; k < order.size(); ++k) {
    const double scaled = static_cast<double>(p.size() - k) * p[order[k]];
    running = std::max(running, std::min(1.0, scaled));
    adjusted[order[k]] = running;
  }
  return adjusted;
}

}  // namespace bioeval
