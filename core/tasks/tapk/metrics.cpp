#include "tasks/tapk/metrics.hpp"

#include "framework/options.hpp"

namespace bioeval::tapk {
namespace {

// Σ of the defined values / their count, in the order taken.
std::optional<double> mean_of_defined(double sum, std::size_t count) {
  if (count == 0) return std::nullopt;
  return sum / static_cast<double>(count);
}

}  // namespace

std::vector<Cut> cuts_of(const Json& options) {
  std::vector<Cut> cuts;
  const Json& thresholds = options.at("threshold");
  if (!thresholds.empty()) {
    for (const Json& t : thresholds) {
      const std::string text = t.is_string() ? t.get<std::string>() : t.dump();
      cuts.push_back({"t=" + text, list_number(t), 0});
    }
    return cuts;
  }
  for (const Json& k : options.at("k")) {
    cuts.push_back({"k=" + k.dump(), std::nullopt, k.get<std::size_t>()});
  }
  return cuts;
}

MetricSettings metric_settings(const Json& options) {
  return {options.at("quantile").get<double>(), options.at("unweighted").get<bool>(),
          options.at("pad").get<bool>(), options.at("rocn").get<std::size_t>()};
}

SampleLists::SampleLists(const std::vector<const TapkUnits*>& runs, const std::vector<Taken>& taken,
                         const std::vector<const PoolRecords*>* pools)
    : runs_(runs), taken_(taken), pools_(pools) {}

std::optional<double> SampleLists::e0(std::size_t k, double quantile, bool unweighted,
                                      ScoreOrder order) const {
  std::vector<WeightedScore> candidates;
  candidates.reserve(taken_.size());
  double total_weight = 0;
  for (const Taken& t : taken_) {
    const ListIndex& index = runs_[t.run]->index();
    const double w = index.weight(t.list, unweighted);
    total_weight += w;
    if (const auto e = index.kth_error(t.list, k)) candidates.push_back({*e, w});
  }
  return quantile_threshold(candidates.data(), candidates.data() + candidates.size(), total_weight,
                            quantile, order);
}

std::optional<double> SampleLists::mean_tap(std::optional<double> e0, bool unweighted) const {
  double weighted = 0, total_weight = 0;
  for (const Taken& t : taken_) {
    const ListIndex& index = runs_[t.run]->index();
    weighted += index.weight(t.list, unweighted) * index.tap(t.list, e0);
    total_weight += index.weight(t.list, unweighted);
  }
  if (total_weight > 0) return weighted / total_weight;
  return std::nullopt;
}

std::optional<double> SampleLists::map() const {
  double sum = 0;
  std::size_t count = 0;
  for (const Taken& t : taken_) {
    if (const auto& ap = runs_[t.run]->ap()[t.list]) sum += *ap, ++count;
  }
  return mean_of_defined(sum, count);
}

std::optional<double> SampleLists::mean_rocn() const {
  double sum = 0;
  std::size_t count = 0;
  for (const Taken& t : taken_) {
    if (const auto& rocn = runs_[t.run]->rocn()[t.list]) sum += *rocn, ++count;
  }
  return mean_of_defined(sum, count);
}

std::optional<double> SampleLists::pooled_rocn(std::size_t n, ScoreOrder order) const {
  // The records of the taken lists one after another (a list taken twice twice in a row). When
  // they lie one after another in memory already, as every list of one run in file order does,
  // they are ranked where they are.
  const double* first_score = nullptr;
  const std::uint8_t* first_relevant = nullptr;
  std::size_t contiguous = 0;
  bool in_place = true;
  std::vector<double> scores;
  std::vector<std::uint8_t> relevant;
  std::uint64_t total_relevant = 0;
  for (const Taken& t : taken_) {
    const TapkUnits& run = *runs_[t.run];
    total_relevant += run.index().total_relevant(t.list);
    const double* s;
    const std::uint8_t* r;
    std::size_t size;
    if (pools_) {
      const PoolRecords& pool = *(*pools_)[t.run];
      const std::size_t begin = pool.begin[t.list];
      s = pool.scores.data() + begin;
      r = pool.relevant.data() + begin;
      size = pool.begin[t.list + 1] - begin;
    } else {
      const RetrievalList& list = run.lists().lists[t.list];
      s = run.lists().scores.data() + list.begin;
      r = run.lists().relevant.data() + list.begin;
      size = list.size();
    }
    if (in_place && (first_score == nullptr ||
                     (s == first_score + contiguous && r == first_relevant + contiguous))) {
      if (first_score == nullptr) first_score = s, first_relevant = r;
      contiguous += size;
      continue;
    }
    if (in_place) {  // the first list out of place: what was in place is copied first
      in_place = false;
      scores.assign(first_score, first_score + contiguous);
      relevant.assign(first_relevant, first_relevant + contiguous);
    }
    scores.insert(scores.end(), s, s + size);
    relevant.insert(relevant.end(), r, r + size);
  }
  if (in_place) {
    return pooled_roc_n(first_score, first_relevant, contiguous, total_relevant, n, order);
  }
  return pooled_roc_n(scores, relevant, total_relevant, n, order);
}

SampleMetrics sample_metrics(const SampleLists& lists, const std::vector<Cut>& cuts,
                             const MetricSettings& settings, std::optional<ScoreOrder> order) {
  SampleMetrics out;
  for (const Cut& cut : cuts) {
    const std::optional<double> e0 =
        cut.fixed ? cut.fixed
        : order   ? lists.e0(cut.k, settings.quantile, settings.unweighted, *order)
                  : std::nullopt;
    out.e0.push_back(e0);
    const bool unreachable = !cut.fixed && !e0;
    out.tap.push_back(unreachable && !settings.pad ? std::nullopt
                                                   : lists.mean_tap(e0, settings.unweighted));
  }
  out.queries = static_cast<double>(lists.size());
  out.map = lists.map();
  out.rocn_mean = lists.mean_rocn();
  if (order) out.rocn_pooled = lists.pooled_rocn(settings.rocn, *order);
  return out;
}

}  // namespace bioeval::tapk
