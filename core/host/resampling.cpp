#include "host/resampling.hpp"

#include <algorithm>
#include <atomic>
#include <cmath>

#include "base/parallel_jobs.hpp"
#include "base/random.hpp"
#include "metrics/summary.hpp"

namespace bioeval {
namespace {

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

namespace {

// Samples are drawn in blocks of fixed size, each block from its own stream.
constexpr std::size_t kResamplesPerBlock = 20;
constexpr std::size_t kTrialsPerBlock = 500;

// The seed of stream `stream` of a seed: a hash of both, so that neighbouring seeds and streams
// start far apart (splitmix64's own sequences of seed and seed + 1 overlap).
std::uint64_t stream_seed(std::uint64_t seed, std::uint64_t stream) {
  std::uint64_t x = seed ^ (stream * 0xD1B54A32D192ED03ULL);
  return splitmix64(x);
}

std::uint64_t pair_stream(std::uint32_t a, std::uint32_t b) {
  return (std::uint64_t{a} + 1) << 32 | (std::uint64_t{b} + 1);  // beyond every block number
}

std::size_t blocks_of(std::size_t count, std::size_t per_block) {
  return (count + per_block - 1) / per_block;
}

// The bootstrap's samples: [run][resample] the metrics of the run on that resample.
using BootstrapSamples = std::vector<std::vector<MetricValues>>;

void bootstrap_block(const UnitScorer& scorer, std::size_t block, const ResamplingPlan& plan,
                     const std::vector<std::vector<std::uint32_t>>& run_sources,
                     BootstrapSamples& samples) {
  Random random(stream_seed(plan.seed, block));
  const std::size_t first = block * kResamplesPerBlock;
  const std::size_t last = std::min(plan.resamples, first + kResamplesPerBlock);
  for (std::size_t s = first; s < last; ++s) {
    const std::vector<std::uint32_t> weights = resample_weights(scorer.units(), random);
    for (std::uint32_t r = 0; r < scorer.runs(); ++r) {
      samples[r][s] = scorer.score(weights, run_sources[r]);
    }
  }
}

// Per metric, the trials of one block whose |difference| reaches the observed one.
std::vector<std::size_t> randomization_block(const UnitScorer& scorer, std::uint32_t a,
                                             std::uint32_t b, const MetricValues& observed,
                                             std::size_t block, const ResamplingPlan& plan) {
  Random random(stream_seed(stream_seed(plan.seed, pair_stream(a, b)), block));
  const std::size_t first = block * kTrialsPerBlock;
  const std::size_t last = std::min(plan.trials, first + kTrialsPerBlock);
  std::vector<std::size_t> reached(observed.size(), 0);
  SwapMask swaps((scorer.units() + 63) / 64);
  for (std::size_t t = first; t < last; ++t) {
    for (auto& word : swaps) word = random.next();  // 64 fair coins a word
    const auto [x, y] = scorer.score_swapped(a, b, swaps);
    const auto d = differences(x, y);
    for (std::size_t m = 0; m < observed.size(); ++m) {
      if (!observed[m]) continue;
      // A trial on which the metric is undefined counts as reaching the observed difference: a
      // p-value may come out too large, never too small. A relative margin keeps sums of the
      // same terms in another order from missing a tie.
      const double margin = 1e-12 * std::max(1.0, std::fabs(*observed[m]));
      if (!d[m] || std::fabs(*d[m]) >= std::fabs(*observed[m]) - margin) ++reached[m];
    }
  }
  return reached;
}

Bootstrap summarize_bootstrap(const BootstrapSamples& samples,
                              const std::vector<MetricValues>& observed, std::size_t metrics,
                              double confidence) {
  const std::size_t runs = samples.size();
  Bootstrap out;
  for (std::uint32_t r = 0; r < runs; ++r) {
    out.intervals.emplace_back();
    for (std::size_t m = 0; m < metrics; ++m) {
      std::vector<double> values;
      for (const MetricValues& sample : samples[r]) {
        if (sample[m]) values.push_back(*sample[m]);
      }
      out.intervals[r].push_back(percentile_interval(std::move(values), confidence));
    }
  }
  for (std::uint32_t a = 0; a < runs; ++a) {
    for (std::uint32_t b = a + 1; b < runs; ++b) {
      Bootstrap::Pair pair{a, b, {}, {}};
      const auto seen = differences(observed[a], observed[b]);
      for (std::size_t m = 0; m < metrics; ++m) {
        std::vector<double> values;
        double flips = 0;
        for (std::size_t s = 0; s < samples[a].size(); ++s) {
          const auto& x = samples[a][s][m];
          const auto& y = samples[b][s][m];
          if (!x || !y) continue;
          values.push_back(*x - *y);
          if (seen[m] && *seen[m] != 0) flips += flip(*seen[m], *x - *y, 0);
        }
        const bool counted = !values.empty() && seen[m] && *seen[m] != 0;
        pair.flips.push_back(counted
                                 ? std::optional<double>(flips / static_cast<double>(values.size()))
                                 : std::nullopt);
        pair.difference.push_back(percentile_interval(std::move(values), confidence));
      }
      out.pairs.push_back(std::move(pair));
    }
  }
  return out;
}

}  // namespace

Resampling resample(const UnitScorer& scorer, const ResamplingPlan& plan,
                    const std::function<void(std::size_t done, std::size_t total)>& progress) {
  const std::size_t runs = scorer.runs();
  const std::size_t metrics = scorer.metrics().size();
  std::vector<MetricValues> observed;
  std::vector<std::vector<std::uint32_t>> run_sources;
  for (std::uint32_t r = 0; r < runs; ++r) {
    observed.push_back(scorer.score_run(r));
    run_sources.emplace_back(scorer.units(), r);
  }
  BootstrapSamples samples(runs, std::vector<MetricValues>(plan.resamples));
  const std::size_t bootstrap_blocks = blocks_of(plan.resamples, kResamplesPerBlock);
  const std::size_t trial_blocks = blocks_of(plan.trials, kTrialsPerBlock);
  // [pair][block]: the trials of the block reaching the observed difference, per metric.
  std::vector<std::vector<std::vector<std::size_t>>> reached(
      plan.tested.size(), std::vector<std::vector<std::size_t>>(trial_blocks));
  const std::size_t total = plan.resamples * runs + 2 * plan.trials * plan.tested.size();
  std::atomic<std::size_t> scored{0};
  run_jobs(
      bootstrap_blocks + trial_blocks * plan.tested.size(),
      [&](std::size_t job) {
        if (job < bootstrap_blocks) {
          bootstrap_block(scorer, job, plan, run_sources, samples);
          const std::size_t first = job * kResamplesPerBlock;
          scored += (std::min(plan.resamples, first + kResamplesPerBlock) - first) * runs;
          return;
        }
        const std::size_t pair = (job - bootstrap_blocks) / trial_blocks;
        const std::size_t block = (job - bootstrap_blocks) % trial_blocks;
        const auto [a, b] = plan.tested[pair];
        reached[pair][block] =
            randomization_block(scorer, a, b, differences(observed[a], observed[b]), block, plan);
        const std::size_t first = block * kTrialsPerBlock;
        scored += 2 * (std::min(plan.trials, first + kTrialsPerBlock) - first);
      },
      [&](std::size_t) {
        if (progress) progress(scored.load(), total);
      });

  Resampling out;
  out.bootstrap = summarize_bootstrap(samples, observed, metrics, plan.confidence);
  for (std::size_t k = 0; k < plan.tested.size(); ++k) {
    const auto [a, b] = plan.tested[k];
    const auto seen = differences(observed[a], observed[b]);
    PairTest test{a, b, MetricValues(metrics)};
    for (std::size_t m = 0; m < metrics; ++m) {
      if (!seen[m]) continue;
      std::size_t hits = 0;
      for (const auto& block : reached[k]) hits += block[m];
      test.p[m] = static_cast<double>(hits + 1) / static_cast<double>(plan.trials + 1);
    }
    out.tests.push_back(std::move(test));
  }
  return out;
}

Bootstrap paired_bootstrap(const UnitScorer& scorer, std::size_t resamples, double confidence,
                           std::uint64_t seed) {
  return resample(scorer, {resamples, confidence, 0, {}, seed}).bootstrap;
}

MetricValues randomization_p(const UnitScorer& scorer, std::uint32_t a, std::uint32_t b,
                             std::size_t trials, std::uint64_t seed) {
  return resample(scorer, {0, 0.95, trials, {{a, b}}, seed}).tests.front().p;
}

}  // namespace bioeval
