#include "tasks/tapk/units.hpp"

#include <algorithm>
#include <string>

#include "base/hash.hpp"
#include "base/hot_loop.hpp"
#include "tasks/tapk/metrics.hpp"

namespace bioeval::tapk {
namespace {

// A list's AP and ROC_n, out of line: a call per list (hot_loop.hpp).
BIOEVAL_OUT_OF_LINE void measure_list(const RetrievalLists& lists, const RetrievalList& list,
                                      std::size_t n, std::vector<std::optional<double>>& ap,
                                      std::vector<std::optional<double>>& rocn) {
  const std::uint8_t* relevant = lists.relevant.data() + list.begin;
  ap.push_back(average_precision(relevant, list.size(), list.total_relevant));
  rocn.push_back(roc_n(relevant, list.size(), list.total_relevant, n));
}

// The order every run goes, if they all go one way.
std::optional<ScoreOrder> shared_order(const std::vector<const TapkUnits*>& runs) {
  if (runs.empty()) return std::nullopt;
  const ScoreOrder first = runs.front()->order();
  for (const TapkUnits* run : runs) {
    if (run->order() != first) return std::nullopt;
  }
  return first;
}

// The cuts a comparison compares: those at E0 only when the runs share an order.
std::vector<Cut> compared_cuts(const Json& options, bool one_order) {
  std::vector<Cut> cuts = cuts_of(options);
  if (!one_order) {
    cuts.erase(std::remove_if(cuts.begin(), cuts.end(), [](const Cut& c) { return !c.fixed; }),
               cuts.end());
  }
  return cuts;
}

class TapkUnitScorer final : public UnitScorer {
 public:
  TapkUnitScorer(std::vector<std::shared_ptr<const TapkUnits>> runs, const Json& options)
      : owned_(std::move(runs)),
        settings_(metric_settings(options)),
        order_(shared_order(raw_runs())),
        cuts_(compared_cuts(options, order_.has_value())) {
    runs_ = raw_runs();
    TextIndex units;  // query id -> unit, in order of first appearance over the runs
    for (const TapkUnits* run : runs_) {
      if (order_) pools_.push_back(pool_records(*run, settings_.rocn));
      std::vector<std::uint32_t> unit_of;
      for (const RetrievalList& list : run->lists().lists) {
        unit_of.push_back(
            units.emplace(list.query, static_cast<std::uint32_t>(units.size())).first->second);
      }
      unit_of_.push_back(std::move(unit_of));
    }
    units_ = units.size();
    for (const auto& unit_of : unit_of_) {
      std::vector<std::vector<std::uint32_t>> lists_of(units_);
      for (std::uint32_t l = 0; l < unit_of.size(); ++l) lists_of[unit_of[l]].push_back(l);
      lists_of_.push_back(std::move(lists_of));
    }
    for (const PoolRecords& pool : pools_) pool_views_.push_back(&pool);
  }

  std::string unit() const override { return "query"; }
  std::size_t units() const override { return units_; }
  std::size_t runs() const override { return runs_.size(); }

  // The mean TAP of each cut (the first is the main metric), map and rocn.mean; with one order,
  // rocn.pooled and the E0 of each k.
  std::vector<std::string> metrics() const override {
    std::vector<std::string> names;
    for (const Cut& cut : cuts_) names.push_back(cut.name + ".tap");
    names.push_back("map");
    names.push_back("rocn.mean");
    if (!order_) return names;
    names.push_back("rocn.pooled");
    for (const Cut& cut : cuts_) {
      if (!cut.fixed) names.push_back(cut.name + ".e0");
    }
    return names;
  }

  // E0 is ranked from the least stringent: for one scale of scores, the later the lists' k-th
  // irrelevant records come, the less stringent it is.
  bool higher_is_better(std::size_t metric) const override {
    const std::size_t first_e0 = cuts_.size() + 3;
    return metric < first_e0 || order_ == ScoreOrder::ascending;
  }

  MetricValues score(const std::vector<std::uint32_t>& weights,
                     const std::vector<std::uint32_t>& sources) const override {
    const std::vector<Taken> taken = sample(weights, sources);
    const SampleLists lists(runs_, taken, order_ ? &pool_views_ : nullptr);
    const SampleMetrics m = sample_metrics(lists, cuts_, settings_, order_);
    MetricValues values = m.tap;
    values.push_back(m.map);
    values.push_back(m.rocn_mean);
    if (!order_) return values;
    values.push_back(m.rocn_pooled);
    for (std::size_t c = 0; c < cuts_.size(); ++c) {
      if (!cuts_[c].fixed) values.push_back(m.e0[c]);
    }
    return values;
  }

 private:
  std::vector<const TapkUnits*> raw_runs() const {
    std::vector<const TapkUnits*> out;
    for (const auto& run : owned_) out.push_back(run.get());
    return out;
  }

  // The sample's lists, each as many times as its query is taken. When every query comes from
  // one run, in that run's file order (so that sums are those of the run's own result);
  // otherwise query by query. A query a run lacks has no list there: the sample has none for it,
  // as the run's own scores have none (TAP-k averages over the lists given).
  std::vector<Taken> sample(const std::vector<std::uint32_t>& weights,
                            const std::vector<std::uint32_t>& sources) const {
    std::vector<Taken> taken;
    const bool one_run = std::all_of(sources.begin(), sources.end(),
                                     [&](std::uint32_t r) { return r == sources.front(); });
    const auto take = [&](std::uint32_t run, std::uint32_t list, std::uint32_t weight) {
      for (std::uint32_t copy = 0; copy < weight; ++copy) taken.push_back({run, list});
    };
    if (one_run && !sources.empty()) {
      const std::uint32_t r = sources.front();
      const std::vector<std::uint32_t>& unit_of = unit_of_[r];
      for (std::uint32_t l = 0; l < unit_of.size(); ++l) take(r, l, weights[unit_of[l]]);
      return taken;
    }
    for (std::size_t u = 0; u < units_; ++u) {
      if (!weights[u]) continue;
      for (const std::uint32_t l : lists_of_[sources[u]][u]) take(sources[u], l, weights[u]);
    }
    return taken;
  }

  std::vector<std::shared_ptr<const TapkUnits>> owned_;
  MetricSettings settings_;
  std::optional<ScoreOrder> order_;  // the order of every run, when they share one
  std::vector<Cut> cuts_;
  std::vector<const TapkUnits*> runs_;
  std::vector<PoolRecords> pools_;  // [run], with one order
  std::vector<const PoolRecords*> pool_views_;
  std::vector<std::vector<std::uint32_t>> unit_of_;                // [run][list]: its unit
  std::vector<std::vector<std::vector<std::uint32_t>>> lists_of_;  // [run][unit]: its lists
  std::size_t units_ = 0;
};

}  // namespace

TapkUnits::TapkUnits(std::unique_ptr<RetrievalLists> lists, std::size_t rocn)
    : lists_(std::move(lists)), index_(*lists_, lists_->order.value_or(ScoreOrder::descending)) {
  ap_.reserve(lists_->lists.size());
  rocn_.reserve(lists_->lists.size());
  for (const RetrievalList& list : lists_->lists) measure_list(*lists_, list, rocn, ap_, rocn_);
}

PoolRecords pool_records(const TapkUnits& run, std::size_t n) {
  PoolRecords pool;
  const RetrievalLists& lists = run.lists();
  for (std::size_t l = 0; l < lists.lists.size(); ++l) {
    const RetrievalList& list = lists.lists[l];
    const bool monotone = run.index().monotone(l);
    std::size_t irrelevant = 0;
    for (std::size_t i = list.begin; i < list.end; ++i) {
      if (!lists.relevant[i] && monotone && ++irrelevant > n) continue;
      pool.scores.push_back(lists.scores[i]);
      pool.relevant.push_back(lists.relevant[i]);
    }
    pool.begin.push_back(pool.scores.size());
  }
  return pool;
}

std::unique_ptr<UnitScorer> tapk_unit_scorer(
    const std::vector<std::shared_ptr<const RunUnits>>& runs, const Json& options) {
  auto lists = units_as<TapkUnits>(runs);
  if (lists.empty()) return nullptr;
  return std::make_unique<TapkUnitScorer>(std::move(lists), options);
}

}  // namespace bioeval::tapk
