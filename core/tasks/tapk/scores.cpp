#include "tasks/tapk/scores.hpp"
#include "base/hot_loop.hpp"

#include <algorithm>

namespace bioeval::tapk {

ListIndex::ListIndex(const RetrievalLists& lists, ScoreOrder order) : lists_(lists), order_(order) {
  const std::size_t count = lists.lists.size();
  // Reserved for the worst case: pages never written cost nothing.
  precision_prefix_.reserve(lists.scores.size() + count);
  relevant_positions_.reserve(lists.scores.size());
  relevant_begin_.resize(count + 1);
  monotone_.resize(count);
  for (std::size_t l = 0; l < count; ++l) index_list(l);
  relevant_begin_[count] = relevant_positions_.size();
}

// A call per list (hot_loop.hpp).
BIOEVAL_OUT_OF_LINE void ListIndex::index_list(std::size_t l) {
  const RetrievalList& list = lists_.lists[l];
  const double* scores = lists_.scores.data() + list.begin;
  const std::uint8_t* relevant = lists_.relevant.data() + list.begin;
  relevant_begin_[l] = relevant_positions_.size();
  double sum = 0;
  std::uint32_t found = 0;
  bool monotone = true;
  precision_prefix_.push_back(0);
  for (std::size_t i = 0; i < list.size(); ++i) {
    if (relevant[i]) {
      sum += static_cast<double>(++found) / static_cast<double>(i + 1);
      precision_prefix_.push_back(sum);
      relevant_positions_.push_back(static_cast<std::uint32_t>(i));
    }
    if (i > 0) {
      monotone &=
          order_ == ScoreOrder::ascending ? scores[i - 1] <= scores[i] : scores[i - 1] >= scores[i];
    }
  }
  monotone_[l] = monotone;
}

InsideCounts ListIndex::counts(std::size_t list, std::size_t records) const {
  // The relevant records inside are those at positions below `records`.
  const std::uint32_t* first = relevant_positions_.data() + relevant_begin_[list];
  const std::uint32_t* last = relevant_positions_.data() + relevant_begin_[list + 1];
  const auto relevant = static_cast<std::size_t>(
      std::lower_bound(first, last, static_cast<std::uint32_t>(records)) - first);
  // The list's prefix sums follow those of the lists before it, one more entry per list.
  return {precision_prefix_[relevant_begin_[list] + list + relevant], relevant, records};
}

std::size_t ListIndex::irrelevant_count(std::size_t list) const {
  return lists_.lists[list].size() - (relevant_begin_[list + 1] - relevant_begin_[list]);
}

std::size_t ListIndex::irrelevant_position(std::size_t list, std::size_t k) const {
  // The k-th irrelevant record would be at k - 1 without relevant records; each relevant one at
  // or before it moves it one place down.
  std::size_t position = k - 1;
  for (std::size_t j = relevant_begin_[list]; j < relevant_begin_[list + 1]; ++j) {
    if (relevant_positions_[j] > position) break;
    ++position;
  }
  return position;
}

InsideCounts ListIndex::whole(std::size_t list) const {
  return counts(list, lists_.lists[list].size());
}

InsideCounts ListIndex::inside(std::size_t list, double e0) const {
  const RetrievalList& l = lists_.lists[list];
  const double* first = lists_.scores.data() + l.begin;
  const double* last = first + l.size();
  std::size_t records;
  if (monotone_[list]) {  // the records inside are a prefix: search for its end
    const auto in = [&](double score) { return inside_threshold(score, e0, order_); };
    records = static_cast<std::size_t>(std::partition_point(first, last, in) - first);
  } else {  // scored despite errors: walk to the first record outside
    records = records_inside(first, l.size(), e0, order_);
  }
  return counts(list, records);
}

std::optional<double> ListIndex::e0_for(std::size_t k, double quantile, bool unweighted) const {
  std::vector<WeightedScore> candidates;
  const double total_weight = gather_candidates(k, unweighted, candidates);
  return quantile_threshold(candidates.data(), candidates.data() + candidates.size(), total_weight,
                            quantile, order_);
}

std::vector<double> ListIndex::e0_series(std::size_t largest, double quantile,
                                         bool unweighted) const {
  // One buffer, refilled for each k: it stays in the cache, where candidates for every k at
  // once would fill fresh memory.
  std::vector<WeightedScore> candidates;
  std::vector<double> series;
  for (std::size_t k = 1; k <= largest; ++k) {
    const double total_weight = gather_candidates(k, unweighted, candidates);
    const auto e0 = quantile_threshold(candidates.data(), candidates.data() + candidates.size(),
                                       total_weight, quantile, order_);
    if (!e0) break;
    series.push_back(*e0);
  }
  return series;
}

// E_k of every list that has k irrelevant records, with its weight; returns the weight of all
// lists. Out of line, as index_list.
BIOEVAL_OUT_OF_LINE double ListIndex::gather_candidates(
    std::size_t k, bool unweighted, std::vector<WeightedScore>& candidates) const {
  candidates.clear();
  candidates.reserve(lists_.lists.size());
  double total_weight = 0;
  for (std::size_t l = 0; l < lists_.lists.size(); ++l) {
    const double w = weight(l, unweighted);
    total_weight += w;
    if (k > irrelevant_count(l)) continue;
    candidates.push_back({lists_.scores[lists_.lists[l].begin + irrelevant_position(l, k)], w});
  }
  return total_weight;
}

std::vector<double> ListIndex::mean_taps(const std::vector<double>& thresholds,
                                         bool unweighted) const {
  std::vector<double> sums(thresholds.size(), 0.0);
  double total_weight = 0;
  for (std::size_t l = 0; l < lists_.lists.size(); ++l) {
    total_weight += weight(l, unweighted);
    add_taps(l, thresholds, unweighted, sums);
  }
  for (double& sum : sums) sum /= total_weight;
  return sums;
}

// A call per list, as index_list.
BIOEVAL_OUT_OF_LINE void ListIndex::add_taps(std::size_t l, const std::vector<double>& thresholds,
                                             bool unweighted, std::vector<double>& sums) const {
  const RetrievalList& list = lists_.lists[l];
  const double* scores = lists_.scores.data() + list.begin;
  const double w = weight(l, unweighted);
  std::size_t inside = 0;  // records before the first one outside the current threshold
  for (std::size_t t = 0; t < thresholds.size(); ++t) {
    while (inside < list.size() && inside_threshold(scores[inside], thresholds[t], order_)) {
      ++inside;
    }
    sums[t] += w * threshold_average_precision(counts(l, inside), list.total_relevant);
  }
}

std::size_t ListIndex::largest_k(double quantile, bool unweighted) const {
  // The weight of lists with at least k irrelevant records only falls as k grows, so E0 exists
  // for every k up to the largest: count the weight per number of irrelevant records.
  double total_weight = 0;
  std::vector<double> weight_with(1, 0.0);  // weight_with[k]: weight of lists with exactly k
  for (std::size_t l = 0; l < lists_.lists.size(); ++l) {
    const double w = weight(l, unweighted);
    total_weight += w;
    const std::size_t irrelevant = irrelevant_count(l);
    if (weight_with.size() <= irrelevant) weight_with.resize(irrelevant + 1, 0.0);
    weight_with[irrelevant] += w;
  }
  const double target = quantile * total_weight * (1.0 - 1e-12);
  double at_least = 0;
  for (std::size_t k = weight_with.size() - 1; k >= 1; --k) {
    at_least += weight_with[k];
    if (at_least >= target) return k;
  }
  return 0;
}

ThresholdScore score_at(const ListIndex& index, std::string name, std::optional<double> e0,
                        bool unweighted) {
  ThresholdScore score{std::move(name), e0, {}, std::nullopt};
  const std::size_t count = index.size();
  score.tap.reserve(count);
  double weighted = 0, total_weight = 0;
  for (std::size_t l = 0; l < count; ++l) {
    const InsideCounts inside = e0 ? index.inside(l, *e0) : index.whole(l);
    const double tap = threshold_average_precision(inside, index.total_relevant(l), e0.has_value());
    score.tap.push_back(tap);
    weighted += index.weight(l, unweighted) * tap;
    total_weight += index.weight(l, unweighted);
  }
  if (total_weight > 0) score.mean = weighted / total_weight;
  return score;
}

}  // namespace bioeval::tapk
