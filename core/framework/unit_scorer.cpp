#include "framework/unit_scorer.hpp"

namespace bioeval {

MetricValues UnitScorer::score_run(std::uint32_t run) const {
  return score(std::vector<std::uint32_t>(units(), 1), std::vector<std::uint32_t>(units(), run));
}

std::pair<MetricValues, MetricValues> UnitScorer::score_swapped(std::uint32_t a, std::uint32_t b,
                                                                const SwapMask& swaps) const {
  const std::vector<std::uint32_t> once(units(), 1);
  std::vector<std::uint32_t> x(units()), y(units());
  for (std::size_t i = 0; i < units(); ++i) {
    x[i] = swapped(swaps, i) ? b : a;
    y[i] = swapped(swaps, i) ? a : b;
  }
  return {score(once, x), score(once, y)};
}

}  // namespace bioeval
