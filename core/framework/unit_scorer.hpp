// A comparison's view of a task: several runs scored on the same units (articles, queries,
// sentences, documents), whose metrics are recomputed on any sample of units without reading the
// files again (host/resampling.hpp draws the samples).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace bioeval {

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

}  // namespace bioeval
