// TAP of every list at a threshold, from prefix sums built once: a threshold then costs one
// search per list, so mean TAP can be charted for every k.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "base/large_array.hpp"
#include "metrics/tap.hpp"
#include "tasks/tapk/lists.hpp"

namespace bioeval::tapk {

class ListIndex {
 public:
  ListIndex(const RetrievalLists& lists, ScoreOrder order);

  // Σ p_i, r_q and n_q for the records of `list` inside threshold `e0`.
  InsideCounts inside(std::size_t list, double e0) const;
  // The same for the whole list.
  InsideCounts whole(std::size_t list) const;
  // E0 for k errors per query at quantile q; nothing when fewer than q of the weight reach k.
  std::optional<double> e0_for(std::size_t k, double quantile, bool unweighted) const;
  // E0 for k = 1, 2, … up to `largest`, ending early at the first k without one.
  std::vector<double> e0_series(std::size_t largest, double quantile, bool unweighted) const;
  // Mean TAP at each of `thresholds`, given from the most to the least stringent: the records
  // inside only grow from one to the next, so one walk down each list serves them all.
  std::vector<double> mean_taps(const std::vector<double>& thresholds, bool unweighted) const;
  // The largest k whose E0 exists (0 when none does).
  std::size_t largest_k(double quantile, bool unweighted) const;

  std::size_t size() const { return lists_.lists.size(); }
  std::uint64_t total_relevant(std::size_t list) const { return lists_.lists[list].total_relevant; }
  double weight(std::size_t list, bool unweighted) const {
    return unweighted ? 1.0 : lists_.lists[list].weight;
  }
  ScoreOrder order() const { return order_; }

 private:
  InsideCounts counts(std::size_t list, std::size_t records) const;
  std::size_t irrelevant_count(std::size_t list) const;
  // The position in `list` of its k-th irrelevant record (k from 1 to irrelevant_count).
  std::size_t irrelevant_position(std::size_t list, std::size_t k) const;
  void index_list(std::size_t list);
  double gather_candidates(std::size_t k, bool unweighted,
                           std::vector<WeightedScore>& candidates) const;
  void add_taps(std::size_t list, const std::vector<double>& thresholds, bool unweighted,
                std::vector<double>& sums) const;

  const RetrievalLists& lists_;
  ScoreOrder order_;
  // Indexed by relevant record, not by record: most records of a long list are irrelevant, and
  // fewer fresh bytes are faster to fill. Per list, relevant_positions_[relevant_begin_[list],
  // relevant_begin_[list + 1]) holds the positions (within the list) of its relevant records,
  // and precision_prefix_ from relevant_begin_[list] + list one more entry: entry j holds Σ p_i
  // over the list's first j relevant records.
  LargeVector<std::uint32_t> relevant_positions_;
  LargeVector<double> precision_prefix_;
  std::vector<std::size_t> relevant_begin_;
  std::vector<bool> monotone_;
};

// One threshold the lists are scored at: a k (E0 from the quantile) or a fixed threshold.
struct ThresholdScore {
  std::string name;            // "k=5" or "t=1e-5", the metric prefix
  std::optional<double> e0;    // nothing when padded past the quantile (whole lists)
  std::vector<double> tap;     // per list
  std::optional<double> mean;  // Σ w·TAP / Σ w; nothing when there are no lists
};

// TAP of every list at `e0` (whole lists and no sentinel when nothing), and their mean.
ThresholdScore score_at(const ListIndex& index, std::string name, std::optional<double> e0,
                        bool unweighted);

}  // namespace bioeval::tapk
