#include "tasks/tapk/list_index.hpp"

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

double ListIndex::tap(std::size_t list, std::optional<double> e0) const {
  return threshold_average_precision(e0 ? inside(list, *e0) : whole(list), total_relevant(list),
                                     e0.has_value());
}

std::optional<double> ListIndex::kth_error(std::size_t list, std::size_t k) const {
  if (k == 0 || k > irrelevant_count(list)) return std::nullopt;
  return lists_.scores[lists_.lists[list].begin + irrelevant_position(list, k)];
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

}  // namespace bioeval::tapk
