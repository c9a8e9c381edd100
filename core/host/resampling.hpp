// Paired resampling over a task's units (articles, queries, sentences, documents) to compare
// runs: bootstrap confidence intervals and approximate randomization tests. Seeded: the same
// inputs and seed give the same numbers natively and in WebAssembly.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <utility>
#include <vector>

#include "framework/unit_scorer.hpp"

namespace bioeval {

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

}  // namespace bioeval
