// Paired resampling over a task's units (articles, queries, sentences, documents) to compare
// runs: bootstrap confidence intervals and approximate randomization tests. Seeded: the same
// inputs and seed give the same numbers natively and in WebAssembly.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
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
  virtual std::vector<std::optional<double>> score(
      const std::vector<std::uint32_t>& weights,
      const std::vector<std::uint32_t>& sources) const = 0;
  // The metrics of run r on every unit once.
  std::vector<std::optional<double>> score_run(std::uint32_t run) const;
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

// The same resample (units drawn with replacement) for every run, `resamples` times.
Bootstrap paired_bootstrap(const UnitScorer& scorer, std::size_t resamples, double confidence,
                           std::uint64_t seed);

// The p-value of the paired approximate randomization test of runs a and b on every metric:
// each trial swaps each unit's outputs between the two runs with probability 1/2; p =
// (r + 1) / (n + 1), r being the trials whose |difference| reaches the observed one. Nothing for
// a metric undefined on the runs.
std::vector<std::optional<double>> randomization_p(const UnitScorer& scorer, std::uint32_t a,
                                                   std::uint32_t b, std::size_t trials,
                                                   std::uint64_t seed);

// Holm–Bonferroni adjusted p-values, in the order given: p'(i) = max over j ≤ i of
// min(1, (m − j + 1) · p(j)) with p sorted ascending.
std::vector<double> holm(const std::vector<double>& p);

// The q-quantile of sorted values, interpolated between order statistics (R's type 7).
double quantile(const std::vector<double>& sorted, double q);

}  // namespace bioeval
