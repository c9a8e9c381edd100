#include "tasks/tapk/units.hpp"

#include <algorithm>
#include <string>

#include "options.hpp"
#include "tasks/tapk/scores.hpp"

namespace bioeval::tapk {
namespace {

// One threshold a mean TAP is taken at: a fixed one, or the E0 of k errors per query.
struct Cut {
  std::string metric;           // "k=5.tap", "t=1e-5.tap"
  std::optional<double> fixed;  // the fixed threshold
  std::size_t k = 0;            // otherwise, k
};

std::vector<Cut> cuts_of(const Json& options) {
  std::vector<Cut> cuts;
  const Json& thresholds = options.at("threshold");
  if (!thresholds.empty()) {
    for (const Json& t : thresholds) {
      const std::string text = t.is_string() ? t.get<std::string>() : t.dump();
      cuts.push_back({"t=" + text + ".tap", list_number(t), 0});
    }
    return cuts;
  }
  for (const Json& k : options.at("k")) {
    cuts.push_back({"k=" + k.dump() + ".tap", std::nullopt, k.get<std::size_t>()});
  }
  return cuts;
}

// A run's lists with what a sample needs of each, computed once.
struct RunLists {
  std::unique_ptr<RetrievalLists> lists;
  std::unique_ptr<ListIndex> index;
  std::vector<std::vector<std::optional<double>>> e_k;  // [list][cut]: its E_k, if it has k errors
  std::vector<std::optional<double>> ap, rocn;          // [list]; nothing when T_q = 0
  std::vector<std::uint32_t> unit_of;                   // [list]: its query's unit
  std::vector<std::vector<std::uint32_t>> lists_of;     // [unit]: its lists, in file order
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

class TapkUnitScorer : public UnitScorer {
 public:
  TapkUnitScorer(std::vector<std::unique_ptr<RetrievalLists>> runs, ScoreOrder order,
                 const Json& options)
      : order_(order),
        cuts_(cuts_of(options)),
        quantile_(options.at("quantile").get<double>()),
        unweighted_(options.at("unweighted").get<bool>()),
        pad_(options.at("pad").get<bool>()),
        rocn_(options.at("rocn").get<std::size_t>()) {
    TextIndex units;  // query id -> unit, in order of first appearance over the runs
    for (auto& lists : runs) {
      RunLists run;
      run.index = std::make_unique<ListIndex>(*lists, order_);
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
  std::vector<std::string> metrics() const override {
    std::vector<std::string> names;
    for (const Cut& cut : cuts_) names.push_back(cut.metric);
    names.push_back("map");
    names.push_back("rocn.mean");
    return names;
  }

  std::vector<std::optional<double>> score(
      const std::vector<std::uint32_t>& weights,
      const std::vector<std::uint32_t>& sources) const override {
    const std::vector<Taken> taken = sample(weights, sources);
    std::vector<std::optional<double>> values;
    for (std::size_t c = 0; c < cuts_.size(); ++c) values.push_back(mean_tap(taken, c));
    double ap = 0, rocn = 0;
    std::size_t with_ap = 0, with_rocn = 0;
    for (const Taken& t : taken) {
      const RunLists& run = runs_[t.run];
      if (run.ap[t.list]) ap += *run.ap[t.list], ++with_ap;
      if (run.rocn[t.list]) rocn += *run.rocn[t.list], ++with_rocn;
    }
    values.push_back(mean_of_defined(ap, with_ap));
    values.push_back(mean_of_defined(rocn, with_rocn));
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

  // Mean TAP of the sample at cut c: E0 recomputed from the sampled lists (score_at of scores.cpp).
  std::optional<double> mean_tap(const std::vector<Taken>& taken, std::size_t c) const {
    const Cut& cut = cuts_[c];
    std::optional<double> e0 = cut.fixed;
    if (!cut.fixed) {
      e0 = e0_of(taken, c);
      if (!e0 && !pad_) return std::nullopt;  // the quantile is out of reach
    }
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

  // E0 for the cut's k over the sample's lists (gather_candidates of scores.cpp).
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
                              total_weight, quantile_, order_);
  }

  ScoreOrder order_;
  std::vector<Cut> cuts_;
  double quantile_;
  bool unweighted_, pad_;
  std::size_t rocn_;
  std::vector<RunLists> runs_;
  std::size_t units_ = 0;
};

}  // namespace

std::unique_ptr<UnitScorer> tapk_unit_scorer(std::vector<std::unique_ptr<RetrievalLists>> runs,
                                             ScoreOrder order, const Json& options) {
  return std::make_unique<TapkUnitScorer>(std::move(runs), order, options);
}

}  // namespace bioeval::tapk
