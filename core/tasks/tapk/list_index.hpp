// Each list of a run indexed once in the run's order, so that the records inside any threshold,
// and so a list's TAP there, cost one search: mean TAP is then charted for every k.
#pragma once

#include <optional>
#include <vector>

#include "base/large_array.hpp"
#include "metrics/tap.hpp"
#include "tasks/tapk/read_lists.hpp"

namespace bioeval::tapk {

class ListIndex {
 public:
  ListIndex(const RetrievalLists& lists, ScoreOrder order);

  // Σ p_i, r_q and n_q for the records of `list` inside threshold `e0`.
  InsideCounts inside(std::size_t list, double e0) const;
  // The same for the whole list.
  InsideCounts whole(std::size_t list) const;
  // TAP of `list` at `e0` (tap.hpp); the whole list, without the sentinel, when nothing.
  double tap(std::size_t list, std::optional<double> e0) const;
  // E_k(q): the score of the list's k-th irrelevant record (k ≥ 1), if it has that many.
  std::optional<double> kth_error(std::size_t list, std::size_t k) const;
  // The largest k whose E0 exists over every list (0 when none does).
  std::size_t largest_k(double quantile, bool unweighted) const;

  std::size_t size() const { return lists_.lists.size(); }
  std::uint64_t total_relevant(std::size_t list) const { return lists_.lists[list].total_relevant; }
  double weight(std::size_t list, bool unweighted) const {
    return unweighted ? 1.0 : lists_.lists[list].weight;
  }
  // False when the list's scores do not go the index's way (scored despite errors).
  bool monotone(std::size_t list) const { return monotone_[list]; }
  ScoreOrder order() const { return order_; }

 private:
  InsideCounts counts(std::size_t list, std::size_t records) const;
  std::size_t irrelevant_count(std::size_t list) const;
  // The position in `list` of its k-th irrelevant record (k from 1 to irrelevant_count).
  std::size_t irrelevant_position(std::size_t list, std::size_t k) const;
  void index_list(std::size_t list);

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

}  // namespace bioeval::tapk
