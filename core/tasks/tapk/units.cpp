#include "tasks/tapk/units.hpp"

#include <algorithm>
#include <cstddef>
#include <string>

#include "framework/options.hpp"
#include "tasks/tapk/scores.hpp"

namespace bioeval::tapk {
namespace {

// One threshold a mean TAP is taken at: a fixed one, or the E0 of k errors per query.
struct Cut {
  std::string name;             // "k=5", "t=1e-5": the metrics' prefix
  std::optional<double> fixed;  // the fixed threshold
  std::size_t k = 0;            // otherwise, k
};

// The cuts of the options; those at E0 only when E0 has one scale (`pooled`).
std::vector<Cut> cuts_of(const Json& options, bool pooled) {
  std::vector<Cut> cuts;
  const Json& thresholds = options.at("threshold");
  if (!thresholds.empty()) {
    for (const Json& t : thresholds) {
      const std::string text = t.is_string() ? t.get<std::string>() : t.dump();
      cuts.push_back({"t=" + text, list_number(t), 0});
    }
    return cuts;
  }
  if (!pooled) return cuts;
  for (const Json& k : options.at("k")) {
    cuts.push_back({"k=" + k.dump(), std::nullopt, k.get<std::size_t>()});
  }
  return cuts;
}

ScoreOrder order_of(const RetrievalLists& lists) {
  return lists.order.value_or(ScoreOrder::descending);  // as evaluate() assumes
}

// The records of a run's lists that can count in a pooled ROC_n, one list after another.
struct PoolRecords {
  std::vector<double> scores;
  std::vector<std::uint8_t> relevant;
  std::vector<std::size_t> begin{0};  // list l: [begin[l], begin[l + 1])
};

// A list's records for the pooled ROC_n. In a list whose scores go its run's way, the n best
// irrelevant records of any pool rank at or above the list's n-th irrelevant one, so its
// irrelevant records past that one never count; its relevant ones all count in the total.
// A list scored despite errors is kept whole.
void add_pool_records(const RetrievalLists& lists, std::size_t l, std::size_t n, ScoreOrder order,
                      PoolRecords& pool) {
  const RetrievalList& list = lists.lists[l];
  bool monotone = true;
  for (std::size_t i = list.begin + 1; i < list.end; ++i) {
    monotone &= inside_threshold(lists.scores[i - 1], lists.scores[i], order);  // as index_list
  }
  std::size_t irrelevant = 0;
  for (std::size_t i = list.begin; i < list.end; ++i) {
    const bool relevant = lists.relevant[i] != 0;
    if (!relevant && monotone && ++irrelevant > n) continue;
    pool.scores.push_back(lists.scores[i]);
    pool.relevant.push_back(lists.relevant[i]);
  }
  pool.begin.push_back(pool.scores.size());
}

// A run's lists with what a sample needs of each, computed once.
struct RunLists {
  std::unique_ptr<RetrievalLists> lists;
  std::unique_ptr<ListIndex> index;                     // in the run's own order
  std::vector<std::vector<std::optional<double>>> e_k;  // [list][cut]: its E_k, if it has k errors
  std::vector<std::optional<double>> ap, rocn;          // [list]; nothing when T_q = 0
  PoolRecords pool;
  std::vector<std::uint32_t> unit_of;                // [list]: its query's unit
  std::vector<std::vector<std::uint32_t>> lists_of;  // [unit]: its lists, in file order
};

// A list of the sample: run, list.
struct Taken {
  std::uint32_t run, list;
};

// The score of the k-th irrelevant record of list `l` (k ≥ 1), if it has that many.
std::optional<double> kth_error(const RetrievalLists& lists, std::size_t l, std::size_t k) {
  const RetrievalList& list = lists.lists[l];
  std::size_t errors = 0;
  for (std::size_t i = list.begin; i < list.end; ++i) {
    if (!lists.relevant[i] && ++errors == k) return lists.scores[i];
  }
  return std::nullopt;
}

// Σ of the defined values / their count, in the order taken (mean_of_defined of the report).
std::optional<double> mean_of_defined(double sum, std::size_t count) {
  if (count == 0) return std::nullopt;
  return sum / static_cast<double>(count);
}

// The order every run goes, if they all go one way.
std::optional<ScoreOrder> shared_order(const std::vector<std::unique_ptr<RetrievalLists>>& runs) {
  if (runs.empty()) return std::nullopt;
  const ScoreOrder first = order_of(*runs.front());
  for (const auto& lists : runs) {
    if (order_of(*lists) != first) return std::nullopt;
  }
  return first;
}

class TapkUnitScorer : public UnitScorer {
 public:
  TapkUnitScorer(std::vector<std::unique_ptr<RetrievalLists>> runs, const Json& options)
      : order_(shared_order(runs)),
        cuts_(cuts_of(options, order_.has_value())),
        quantile_(options.at("quantile").get<double>()),
        unweighted_(options.at("unweighted").get<bool>()),
        pad_(options.at("pad").get<bool>()),
        rocn_(options.at("rocn").get<std::size_t>()) {
    TextIndex units;  // query id -> unit, in order of first appearance over the runs
    for (auto& lists : runs) {
      RunLists run;
      run.index = std::make_unique<ListIndex>(*lists, order_of(*lists));
      run.lists = std::move(lists);
      for (std::size_t l = 0; l < run.lists->lists.size(); ++l) measure(run, l, units);
      runs_.push_back(std::move(run));
    }
    units_ = units.size();
    for (RunLists& run : runs_) {
      run.lists_of.resize(units_);
      for (std::uint32_t l = 0; l < run.unit_of.size(); ++l)
        run.lists_of[run.unit_of[l]].push_back(l);
    }
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

  std::vector<std::optional<double>> score(
      const std::vector<std::uint32_t>& weights,
      const std::vector<std::uint32_t>& sources) const override {
    const std::vector<Taken> taken = sample(weights, sources);
    std::vector<std::optional<double>> thresholds, values;
    for (std::size_t c = 0; c < cuts_.size(); ++c) {
      thresholds.push_back(cuts_[c].fixed ? cuts_[c].fixed : e0_of(taken, c));
      values.push_back(mean_tap(taken, c, thresholds.back()));
    }
    add_list_means(taken, values);
    if (!order_) return values;
    values.push_back(pooled_rocn(taken));
    for (std::size_t c = 0; c < cuts_.size(); ++c) {
      if (!cuts_[c].fixed) values.push_back(thresholds[c]);
    }
    return values;
  }

 private:
  void measure(RunLists& run, std::size_t l, TextIndex& units) {
    const RetrievalLists& lists = *run.lists;
    const RetrievalList& list = lists.lists[l];
    const auto unit = units.emplace(list.query, static_cast<std::uint32_t>(units.size())).first;
    run.unit_of.push_back(unit->second);
    std::vector<std::optional<double>> e_k;
    for (const Cut& cut : cuts_) {
      e_k.push_back(cut.fixed ? std::nullopt : kth_error(lists, l, cut.k));
    }
    run.e_k.push_back(std::move(e_k));
    const std::uint8_t* relevant = lists.relevant.data() + list.begin;
    run.ap.push_back(average_precision(relevant, list.size(), list.total_relevant));
    run.rocn.push_back(roc_n(relevant, list.size(), list.total_relevant, rocn_));
    if (order_) add_pool_records(lists, l, rocn_, *order_, run.pool);
  }

  // The sample's lists, each as many times as its query is taken. When every query comes from
  // one run, in that run's file order (so that sums are those of evaluate()); otherwise query
  // by query. A query a run lacks has no list there: the sample has none for it, as the run's
  // own scores have none (TAP-k averages over the lists given).
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
      const RunLists& run = runs_[r];
      for (std::uint32_t l = 0; l < run.unit_of.size(); ++l) take(r, l, weights[run.unit_of[l]]);
      return taken;
    }
    for (std::size_t u = 0; u < units_; ++u) {
      if (!weights[u]) continue;
      for (const std::uint32_t l : runs_[sources[u]].lists_of[u]) take(sources[u], l, weights[u]);
    }
    return taken;
  }

  // Mean TAP of the sample at cut c, whose threshold is `e0` (score_at of scores.cpp): each
  // list in its own run's order. At E0, an unreachable quantile scores whole lists with pad and
  // leaves the mean undefined without it.
  std::optional<double> mean_tap(const std::vector<Taken>& taken, std::size_t c,
                                 std::optional<double> e0) const {
    if (!cuts_[c].fixed && !e0 && !pad_) return std::nullopt;
    double weighted = 0, total_weight = 0;
    for (const Taken& t : taken) {
      const RunLists& run = runs_[t.run];
      const InsideCounts inside = e0 ? run.index->inside(t.list, *e0) : run.index->whole(t.list);
      const double tap =
          threshold_average_precision(inside, run.index->total_relevant(t.list), e0.has_value());
      weighted += run.index->weight(t.list, unweighted_) * tap;
      total_weight += run.index->weight(t.list, unweighted_);
    }
    if (total_weight > 0) return weighted / total_weight;
    return std::nullopt;
  }

  // map and rocn.mean: the means over the sampled lists with T_q ≥ 1.
  void add_list_means(const std::vector<Taken>& taken,
                      std::vector<std::optional<double>>& values) const {
    double ap = 0, rocn = 0;
    std::size_t with_ap = 0, with_rocn = 0;
    for (const Taken& t : taken) {
      const RunLists& run = runs_[t.run];
      if (run.ap[t.list]) ap += *run.ap[t.list], ++with_ap;
      if (run.rocn[t.list]) rocn += *run.rocn[t.list], ++with_rocn;
    }
    values.push_back(mean_of_defined(ap, with_ap));
    values.push_back(mean_of_defined(rocn, with_rocn));
  }

  // E0 for the cut's k over the sample's lists (gather_candidates of scores.cpp); called only
  // when every run goes one way.
  std::optional<double> e0_of(const std::vector<Taken>& taken, std::size_t c) const {
    std::vector<WeightedScore> candidates;
    candidates.reserve(taken.size());
    double total_weight = 0;
    for (const Taken& t : taken) {
      const RunLists& run = runs_[t.run];
      const double w = run.index->weight(t.list, unweighted_);
      total_weight += w;
      if (const auto& e = run.e_k[t.list][c]) candidates.push_back({*e, w});
    }
    return quantile_threshold(candidates.data(), candidates.data() + candidates.size(),
                              total_weight, quantile_, *order_);
  }

  // ROC_n of the sampled lists merged into one ranking (pooled_roc_n; ties in the order taken,
  // a list taken twice twice in a row), T = Σ T_q over them.
  std::optional<double> pooled_rocn(const std::vector<Taken>& taken) const {
    std::vector<double> scores;
    std::vector<std::uint8_t> relevant;
    std::uint64_t total_relevant = 0;
    for (const Taken& t : taken) {
      const RunLists& run = runs_[t.run];
      const std::size_t begin = run.pool.begin[t.list], end = run.pool.begin[t.list + 1];
      scores.insert(scores.end(), run.pool.scores.begin() + static_cast<std::ptrdiff_t>(begin),
                    run.pool.scores.begin() + static_cast<std::ptrdiff_t>(end));
      relevant.insert(relevant.end(),
                      run.pool.relevant.begin() + static_cast<std::ptrdiff_t>(begin),
                      run.pool.relevant.begin() + static_cast<std::ptrdiff_t>(end));
      total_relevant += run.index->total_relevant(t.list);
    }
    return pooled_roc_n(scores, relevant, total_relevant, rocn_, *order_);
  }

  std::optional<ScoreOrder> order_;  // the order of every run, when they share one
  std::vector<Cut> cuts_;
  double quantile_;
  bool unweighted_, pad_;
  std::size_t rocn_;
  std::vector<RunLists> runs_;
  std::size_t units_ = 0;
};

}  // namespace

std::unique_ptr<UnitScorer> tapk_unit_scorer(std::vector<std::unique_ptr<RetrievalLists>> runs,
                                             const Json& options) {
  return std::make_unique<TapkUnitScorer>(std::move(runs), options);
}

}  // namespace bioeval::tapk
