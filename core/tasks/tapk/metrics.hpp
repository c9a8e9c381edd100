// TAP-k's metrics of a sample of retrieval lists: the one place where they are taken, for the
// result (every list once, in file order) and for a comparison (any sample of queries, lists of
// several runs). Definitions: docs/tasks/tapk.md.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "base/json.hpp"
#include "metrics/tap.hpp"
#include "tasks/tapk/units.hpp"

namespace bioeval::tapk {

// One threshold a mean TAP is taken at: a fixed one, or the E0 of k errors per query.
struct Cut {
  std::string name;             // "k=5", "t=1e-5": the metrics' prefix
  std::optional<double> fixed;  // the fixed threshold
  std::size_t k = 0;            // otherwise, k
};

// The cuts the options ask for: each fixed threshold as written, or else each k.
std::vector<Cut> cuts_of(const Json& options);

// The options the metrics depend on.
struct MetricSettings {
  double quantile = 0.5;
  bool unweighted = false;
  bool pad = false;
  std::size_t rocn = 50;
};
MetricSettings metric_settings(const Json& options);

// A list of a sample: its run and its place among the run's lists.
struct Taken {
  std::uint32_t run, list;
};

// The lists of a sample, each as many times as its query was drawn, each scored in its own
// run's order. `runs` are the runs' units; `pools`, when given, the records of each run's lists
// that can count in a pooled ROC_n (a comparison prunes them once); otherwise whole lists.
class SampleLists {
 public:
  SampleLists(const std::vector<const TapkUnits*>& runs, const std::vector<Taken>& taken,
              const std::vector<const PoolRecords*>* pools = nullptr);

  // E0 for k errors per query: the first E_k(q), most stringent first, where the cumulative
  // weight reaches q·W (quantile_threshold of tap.hpp); nothing when fewer than q of the weight
  // reach k errors. The sample's runs must all go `order`.
  std::optional<double> e0(std::size_t k, double quantile, bool unweighted, ScoreOrder order) const;
  // Σ w_q·TAP_q / Σ w_q at `e0` (whole lists, without the sentinel, when nothing); nothing when
  // the sample has no lists.
  std::optional<double> mean_tap(std::optional<double> e0, bool unweighted) const;
  // map = mean over the lists with T_q ≥ 1 of AP.
  std::optional<double> map() const;
  // rocn.mean = mean over the lists with T_q ≥ 1 of ROC_n.
  std::optional<double> mean_rocn() const;
  // rocn.pooled = ROC_n of the lists merged into one ranking by score (ties in the order taken),
  // T = Σ T_q. The sample's runs must all go `order`.
  std::optional<double> pooled_rocn(std::size_t n, ScoreOrder order) const;
  std::size_t size() const { return taken_.size(); }

 private:
  const std::vector<const TapkUnits*>& runs_;
  const std::vector<Taken>& taken_;
  const std::vector<const PoolRecords*>* pools_;
};

// Every metric of a sample at the cuts given.
struct SampleMetrics {
  std::vector<std::optional<double>> tap;  // [cut]: mean TAP at its threshold
  std::vector<std::optional<double>> e0;   // [cut]: its threshold (nothing when unreachable)
  double queries = 0;                      // lists in the sample
  std::optional<double> map, rocn_mean, rocn_pooled;
};

// The metrics of a sample. `order`: the order every run of the sample goes, when they share one;
// E0 and the pooled ROC_n rank the records of every list on one scale and are nothing without
// one. At E0 of k, an unreachable quantile scores whole lists with pad, and leaves the mean TAP
// undefined without it.
SampleMetrics sample_metrics(const SampleLists& lists, const std::vector<Cut>& cuts,
                             const MetricSettings& settings, std::optional<ScoreOrder> order);

}  // namespace bioeval::tapk
