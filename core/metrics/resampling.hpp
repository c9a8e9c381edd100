// Paired resampling over a task's units (articles, queries, sentences, documents) to compare
// runs: bootstrap confidence intervals and approximate randomization tests. Seeded: the same
// inputs and seed give the same numbers natively and in WebAssembly.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace bioeval {

// xoshiro256** seeded through splitmix64: a small generator whose sequence is fixed by the seed.
class Random {
 public:
  explicit Random(std::uint64_t seed);
  std::uint64_t next();
  // Uniform in [0, n), n > 0, without modulo bias.
  std::uint64_t below(std::uint64_t n);
  bool coin() { return (next() >> 63) != 0; }

 private:
  std::uint64_t state_[4];
};

// The metrics of a sample, in the order UnitScorer::metrics() names them; nothing where a metric
// is undefined on it.
using MetricValues = std::vector<std::optional<double>>;

// A randomization trial's swaps: bit i % 64 of word i / 64 is set when unit i's outputs are
// exchanged between the two runs.
using SwapMask = std::vector<std::uint64_t>;

inline bool swapped(const SwapMask& mask, std::size_t unit) {
  return (mask[unit / 64] >> (unit % 64)) & 1U;
}

// A comparison's view of a task: several runs scored on the same units, whose metrics are
// recomputed on any sample of units without reading the files again.
class UnitScorer {
 public:
  virtual ~UnitScorer() = default;
  virtual std::string unit() const = 0;  // what a unit is: "article", "query", "sentence", …
  virtual std::size_t units() const = 0;
  virtual std::size_t runs() const = 0;
  // The metrics recomputed, in the order score() gives them.
  virtual std::vector<std::string> metrics() const = 0;
  // True when a larger value of the metric is better (F1), false when smaller is (slot error rate).
  virtual bool higher_is_better(std::size_t /*metric*/) const { return true; }
  // The metrics of a sample: unit i taken weights[i] times, from run sources[i].
  virtual MetricValues score(const std::vector<std::uint32_t>& weights,
                             const std::vector<std::uint32_t>& sources) const = 0;
  // The two samples of a randomization trial of runs a and b, every unit once: the first takes
  // the swapped units from b and the others from a, the second the other way round. By default
  // two calls of score(); a scorer whose sums add up can make the second from the first.
  virtual std::pair<MetricValues, MetricValues> score_swapped(std::uint32_t a, std::uint32_t b,
                                                              const SwapMask& swaps) const;
  // The metrics of run r on every unit once.
  MetricValues score_run(std::uint32_t run) const;
};

// A percentile interval; nothing when no resample gave a value.
struct Interval {
  double low = 0, high = 0;
};

// Percentile bootstrap: per run and metric the interval; per pair of runs and metric the
// interval of the difference and the share of resamples in which their order flips.
struct Bootstrap {
  // [run][metric]
  std::vector<std::vector<std::optional<Interval>>> intervals;
  struct Pair {
    std::uint32_t a = 0, b = 0;
    // [metric]: the interval of value(a) − value(b), and the share of resamples whose order
    // differs from the observed one (a tie counts half); nothing when the observed values tie.
    std::vector<std::optional<Interval>> difference;
    std::vector<std::optional<double>> flips;
  };
  std::vector<Pair> pairs;  // every a < b
};

// The p-values of a paired approximate randomization test of runs a and b, per metric: each
// trial swaps each unit's outputs between the two runs with probability 1/2; p = (r + 1) / (n +
// 1), r being the trials whose |difference| reaches the observed one. Nothing for a metric
// undefined on either run.
struct PairTest {
  std::uint32_t a = 0, b = 0;
  MetricValues p;
};

// What to resample: the bootstrap's resamples (0: none) and the randomization tests' trials per
// pair, with the generator's seed.
struct ResamplingPlan {
  std::size_t resamples = 1000;
  double confidence = 0.95;
  std::size_t trials = 10000;
  std::vector<std::pair<std::uint32_t, std::uint32_t>> tested;  // the pairs to test
  std::uint64_t seed = 1;
};

struct Resampling {
  Bootstrap bootstrap;
  std::vector<PairTest> tests;  // in the order of plan.tested
};

// The paired bootstrap (the same resample, units drawn with replacement, for every run) and the
// randomization tests of a plan. The samples are drawn in fixed blocks, each from a stream of its
// own fixed by the seed, so the numbers do not depend on how many threads score them.
// progress(done, total) counts samples scored.
Resampling resample(const UnitScorer& scorer, const ResamplingPlan& plan,
                    const std::function<void(std::size_t done, std::size_t total)>& progress = {});

// The bootstrap alone, and one randomization test alone, as resample() makes them.
Bootstrap paired_bootstrap(const UnitScorer& scorer, std::size_t resamples, double confidence,
                           std::uint64_t seed);
MetricValues randomization_p(const UnitScorer& scorer, std::uint32_t a, std::uint32_t b,
                             std::size_t trials, std::uint64_t seed);

// Holm–Bonferroni adjusted p-values, in the order given: p'(i) = max over j ≤ i of
// min(1, (m − j + 1) · p(j)) with p sorted ascending.
std::vector<double> holm(const std::vector<double>& p);

// The q-quantile of sorted values, interpolated between order statistics (R's type 7).
double quantile(const std::vector<double>& sorted, double q);

}  // namespace bioeval
