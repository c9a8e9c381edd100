#include "resampling.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace bioeval {
namespace {

std::uint64_t splitmix64(std::uint64_t& x) {
  std::uint64_t z = (x += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

std::uint64_t rotate_left(std::uint64_t x, int k) {
  return (x << k) | (x >> (64 - k));
}

// Units drawn n times with replacement, as counts per unit.
std::vector<std::uint32_t> resample_weights(std::size_t units, Random& random) {
  std::vector<std::uint32_t> weights(units, 0);
  for (std::size_t i = 0; i < units; ++i) ++weights[random.below(units)];
  return weights;
}

std::optional<Interval> percentile_interval(std::vector<double> values, double confidence) {
  if (values.empty()) return std::nullopt;
  std::sort(values.begin(), values.end());
  const double tail = (1 - confidence) / 2;
  return Interval{quantile(values, tail), quantile(values, 1 - tail)};
}

// 1 when the order of x and y differs from the observed sign, ½ for a tie, 0 otherwise.
double flip(double observed, double x, double y) {
  const double d = x - y;
  if (d == 0) return 0.5;
  return (d > 0) != (observed > 0) ? 1 : 0;
}

// The difference a − b of each metric; nothing where either is undefined.
std::vector<std::optional<double>> differences(const std::vector<std::optional<double>>& a,
                                               const std::vector<std::optional<double>>& b) {
  std::vector<std::optional<double>> out(a.size());
  for (std::size_t m = 0; m < a.size(); ++m) {
    if (a[m] && b[m]) out[m] = *a[m] - *b[m];
  }
  return out;
}

}  // namespace

Random::Random(std::uint64_t seed) {
  for (auto& word : state_) word = splitmix64(seed);
}

std::uint64_t Random::next() {
  const std::uint64_t result = rotate_left(state_[1] * 5, 7) * 9;
  const std::uint64_t t = state_[1] << 17;
  state_[2] ^= state_[0];
  state_[3] ^= state_[1];
  state_[1] ^= state_[2];
  state_[0] ^= state_[3];
  state_[2] ^= t;
  state_[3] = rotate_left(state_[3], 45);
  return result;
}

std::uint64_t Random::below(std::uint64_t n) {
  const std::uint64_t max = std::numeric_limits<std::uint64_t>::max();
  const std::uint64_t limit = max - max % n;  // the largest multiple of n: no bias below it
  std::uint64_t x;
  do x = next();
  while (x >= limit);
  return x % n;
}

std::vector<std::optional<double>> UnitScorer::score_run(std::uint32_t run) const {
  return score(std::vector<std::uint32_t>(units(), 1), std::vector<std::uint32_t>(units(), run));
}

double quantile(const std::vector<double>& sorted, double q) {
  const double h = (static_cast<double>(sorted.size()) - 1) * q;
  const auto below = static_cast<std::size_t>(std::floor(h));
  const std::size_t above = std::min(below + 1, sorted.size() - 1);
  return sorted[below] + (h - static_cast<double>(below)) * (sorted[above] - sorted[below]);
}

Bootstrap paired_bootstrap(const UnitScorer& scorer, std::size_t resamples, double confidence,
                           std::uint64_t seed) {
  const std::size_t runs = scorer.runs();
  const std::size_t metrics = scorer.metrics().size();
  std::vector<std::vector<std::optional<double>>> observed;
  for (std::uint32_t r = 0; r < runs; ++r) observed.push_back(scorer.score_run(r));

  // values[run][metric] over resamples; differences and flips per pair.
  std::vector<std::vector<std::vector<double>>> values(runs,
                                                       std::vector<std::vector<double>>(metrics));
  Bootstrap out;
  std::vector<std::vector<std::vector<double>>> pair_differences;
  std::vector<std::vector<double>> flip_sums;
  std::vector<std::vector<std::size_t>> flip_counts;
  for (std::uint32_t a = 0; a < runs; ++a) {
    for (std::uint32_t b = a + 1; b < runs; ++b) {
      out.pairs.push_back({a, b, {}, {}});
      pair_differences.emplace_back(metrics);
      flip_sums.emplace_back(metrics, 0.0);
      flip_counts.emplace_back(metrics, 0);
    }
  }
  Random random(seed);
  std::vector<std::vector<std::optional<double>>> sample(runs);
  for (std::size_t s = 0; s < resamples; ++s) {
    const std::vector<std::uint32_t> weights = resample_weights(scorer.units(), random);
    for (std::uint32_t r = 0; r < runs; ++r) {
      sample[r] = scorer.score(weights, std::vector<std::uint32_t>(scorer.units(), r));
      for (std::size_t m = 0; m < metrics; ++m) {
        if (sample[r][m]) values[r][m].push_back(*sample[r][m]);
      }
    }
    for (std::size_t p = 0; p < out.pairs.size(); ++p) {
      const auto& pair = out.pairs[p];
      const auto d = differences(sample[pair.a], sample[pair.b]);
      const auto seen = differences(observed[pair.a], observed[pair.b]);
      for (std::size_t m = 0; m < metrics; ++m) {
        if (!d[m]) continue;
        pair_differences[p][m].push_back(*d[m]);
        if (seen[m] && *seen[m] != 0) {
          flip_sums[p][m] += flip(*seen[m], *d[m], 0);
          ++flip_counts[p][m];
        }
      }
    }
  }
  for (std::uint32_t r = 0; r < runs; ++r) {
    out.intervals.emplace_back();
    for (std::size_t m = 0; m < metrics; ++m) {
      out.intervals[r].push_back(percentile_interval(std::move(values[r][m]), confidence));
    }
  }
  for (std::size_t p = 0; p < out.pairs.size(); ++p) {
    for (std::size_t m = 0; m < metrics; ++m) {
      out.pairs[p].difference.push_back(
          percentile_interval(std::move(pair_differences[p][m]), confidence));
      out.pairs[p].flips.push_back(
          flip_counts[p][m]
              ? std::optional<double>(flip_sums[p][m] / static_cast<double>(flip_counts[p][m]))
              : std::nullopt);
    }
  }
  return out;
}

std::vector<std::optional<double>> randomization_p(const UnitScorer& scorer, std::uint32_t a,
                                                   std::uint32_t b, std::size_t trials,
                                                   std::uint64_t seed) {
  const std::size_t units = scorer.units();
  const auto observed = differences(scorer.score_run(a), scorer.score_run(b));
  std::vector<std::size_t> reached(observed.size(), 0);
  const std::vector<std::uint32_t> once(units, 1);
  std::vector<std::uint32_t> x(units), y(units);
  Random random(seed);
  for (std::size_t t = 0; t < trials; ++t) {
    for (std::size_t i = 0; i < units; ++i) {
      const bool swap = random.coin();
      x[i] = swap ? b : a;
      y[i] = swap ? a : b;
    }
    const auto d = differences(scorer.score(once, x), scorer.score(once, y));
    for (std::size_t m = 0; m < observed.size(); ++m) {
      // A relative margin keeps sums of the same terms in another order from missing a tie.
      const double margin = 1e-12 * std::max(1.0, std::fabs(observed[m].value_or(0)));
      if (observed[m] && d[m] && std::fabs(*d[m]) >= std::fabs(*observed[m]) - margin) {
        ++reached[m];
      }
    }
  }
  std::vector<std::optional<double>> p(observed.size());
  for (std::size_t m = 0; m < observed.size(); ++m) {
    if (observed[m]) {
      p[m] = static_cast<double>(reached[m] + 1) / static_cast<double>(trials + 1);
    }
  }
  return p;
}

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
