// The resampling methods of comparisons, validated on runs whose answer is known.
#include <catch2/catch.hpp>

#include <cmath>
#include <numeric>

#include "base/random.hpp"
#include "host/resampling.hpp"
#include "metrics/multiple_testing.hpp"
#include "metrics/summary.hpp"

using namespace bioeval;

namespace {

// Runs whose one metric is the mean over units of a per-unit value.
class MeanScorer : public UnitScorer {
 public:
  explicit MeanScorer(std::vector<std::vector<double>> values) : values_(std::move(values)) {}
  std::string unit() const override { return "unit"; }
  std::size_t units() const override { return values_.front().size(); }
  std::size_t runs() const override { return values_.size(); }
  std::vector<std::string> metrics() const override { return {"mean"}; }
  std::vector<std::optional<double>> score(
      const std::vector<std::uint32_t>& weights,
      const std::vector<std::uint32_t>& sources) const override {
    double sum = 0, n = 0;
    for (std::size_t i = 0; i < weights.size(); ++i) {
      sum += weights[i] * values_[sources[i]][i];
      n += weights[i];
    }
    if (n == 0) return {std::nullopt};
    return {sum / n};
  }

 private:
  std::vector<std::vector<double>> values_;  // [run][unit]
};

// Values spread evenly over [0, 1) in a scrambled order, and the same shifted by `shift`.
std::vector<double> spread(std::size_t n, std::uint64_t seed, double shift = 0) {
  Random random(seed);
  std::vector<double> out;
  for (std::size_t i = 0; i < n; ++i) {
    out.push_back(static_cast<double>(random.below(1000000)) / 1e6 + shift);
  }
  return out;
}

}  // namespace

TEST_CASE("the generator is fixed by its seed and draws without bias", "[resampling]") {
  Random a(7), b(7), c(8);
  std::vector<std::uint64_t> first, second, other;
  for (int i = 0; i < 5; ++i) {
    first.push_back(a.next());
    second.push_back(b.next());
    other.push_back(c.next());
  }
  CHECK(first == second);
  CHECK(first != other);
  Random random(1);
  std::vector<int> counts(6, 0);
  for (int i = 0; i < 60000; ++i) ++counts[random.below(6)];
  for (int count : counts) CHECK(std::abs(count - 10000) < 400);
}

TEST_CASE("two identical runs: p = 1, and every difference interval has zero width",
          "[resampling]") {
  const auto values = spread(50, 3);
  const MeanScorer scorer({values, values});
  const auto p = randomization_p(scorer, 0, 1, 2000, 11);
  CHECK(p.at(0) == 1.0);
  const Bootstrap bootstrap = paired_bootstrap(scorer, 500, 0.95, 5);
  CHECK(bootstrap.pairs.at(0).difference.at(0)->low == 0);
  CHECK(bootstrap.pairs.at(0).difference.at(0)->high == 0);
  CHECK_FALSE(bootstrap.pairs.at(0).flips.at(0).has_value());  // no observed order to flip
  CHECK(bootstrap.intervals.at(0).at(0)->low == bootstrap.intervals.at(1).at(0)->low);
}

TEST_CASE("a real difference is found, and one within the noise is not", "[resampling]") {
  const auto base = spread(200, 21);
  std::vector<double> better = base, noisy = base;
  Random random(99);
  for (std::size_t i = 0; i < base.size(); ++i) {
    better[i] += 0.05;  // every unit gains: the difference is certain
    noisy[i] += random.coin() ? 0.001 : -0.001;
  }
  const MeanScorer scorer({base, better, noisy});
  CHECK(*randomization_p(scorer, 0, 1, 5000, 1).at(0) < 0.001);
  CHECK(*randomization_p(scorer, 0, 2, 5000, 1).at(0) > 0.05);
  const Bootstrap bootstrap = paired_bootstrap(scorer, 1000, 0.95, 2);
  const auto& better_pair = bootstrap.pairs.at(0);  // (0, 1)
  CHECK(better_pair.difference.at(0)->high < 0);    // base − better is below 0 in every resample
  CHECK(*better_pair.flips.at(0) == 0);
}

TEST_CASE("the bootstrap interval of a mean matches the analytic one on a large sample",
          "[resampling]") {
  const auto values = spread(4000, 42);
  const MeanScorer scorer({values, values});
  const Bootstrap bootstrap = paired_bootstrap(scorer, 2000, 0.95, 8);
  const double n = static_cast<double>(values.size());
  const double mean = std::accumulate(values.begin(), values.end(), 0.0) / n;
  double squares = 0;
  for (double v : values) squares += (v - mean) * (v - mean);
  const double half_width = 1.959964 * std::sqrt(squares / (n - 1)) / std::sqrt(n);
  const Interval interval = *bootstrap.intervals.at(0).at(0);
  // The bootstrap's own error on its 2.5 % and 97.5 % quantiles is a few per cent of the width.
  CHECK(interval.low == Approx(mean - half_width).margin(0.1 * half_width));
  CHECK(interval.high == Approx(mean + half_width).margin(0.1 * half_width));
}

TEST_CASE("the randomization p-value matches an exact enumeration of the swaps", "[resampling]") {
  const std::vector<double> a = {0.9, 0.4, 0.7, 0.8, 0.3, 0.6, 0.95, 0.5, 0.65, 0.72};
  const std::vector<double> b = {0.6, 0.5, 0.55, 0.7, 0.35, 0.4, 0.8, 0.45, 0.6, 0.5};
  const MeanScorer scorer({a, b});
  const double observed = std::fabs(*scorer.score_run(0)[0] - *scorer.score_run(1)[0]);
  const std::size_t n = a.size();
  std::size_t reached = 0;
  for (std::uint32_t mask = 0; mask < (1u << n); ++mask) {
    std::vector<std::uint32_t> x(n), y(n);
    for (std::size_t i = 0; i < n; ++i) {
      x[i] = (mask >> i) & 1u;
      y[i] = 1 - x[i];
    }
    const std::vector<std::uint32_t> once(n, 1);
    const double d = *scorer.score(once, x)[0] - *scorer.score(once, y)[0];
    reached += std::fabs(d) >= observed - 1e-12;
  }
  const double exact = static_cast<double>(reached) / static_cast<double>(1u << n);
  const double approximate = *randomization_p(scorer, 0, 1, 40000, 3).at(0);
  CHECK(exact < 0.05);
  CHECK(approximate == Approx(exact).margin(0.005));
}

TEST_CASE("Holm's adjustment multiplies the smallest p by m, then keeps the order",
          "[resampling]") {
  const std::vector<double> adjusted = holm({0.04, 0.01, 0.03, 0.5});
  CHECK(adjusted[1] == Approx(0.04));  // 4 × 0.01
  CHECK(adjusted[2] == Approx(0.09));  // 3 × 0.03
  CHECK(adjusted[0] == Approx(0.09));  // max(2 × 0.04, 0.09)
  CHECK(adjusted[3] == Approx(0.5));   // 1 × 0.5
}

TEST_CASE("quantiles interpolate between order statistics", "[resampling]") {
  const std::vector<double> sorted = {1, 2, 3, 4, 5};
  CHECK(quantile(sorted, 0) == 1);
  CHECK(quantile(sorted, 0.5) == 3);
  CHECK(quantile(sorted, 0.125) == Approx(1.5));
  CHECK(quantile(sorted, 1) == 5);
}
