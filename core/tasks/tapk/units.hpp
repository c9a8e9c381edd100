// TAP-k's units: the unit is a query, matched by its id across runs. A run's units are its lists
// themselves (a sample's E0 and its TAP at E0 need their records), indexed in the run's own order,
// with each list's measures that no sample changes. A comparison puts several runs' units side by
// side (tapk_unit_scorer); each run keeps its order (E-values or scores), so TAP at a fixed
// threshold, MAP and mean ROC_n compare runs of either order, while TAP at E0, E0 itself and the
// pooled ROC_n are compared only when every run goes one way.
#pragma once

#include <memory>
#include <optional>
#include <vector>

#include "base/json.hpp"
#include "framework/scored_run.hpp"
#include "framework/unit_scorer.hpp"
#include "tasks/tapk/list_index.hpp"
#include "tasks/tapk/read_lists.hpp"

namespace bioeval::tapk {

class TapkUnits final : public RunUnits {
 public:
  // `lists` as read (descending scores when they show no order, as scoring assumes); `rocn` the
  // n of ROC_n.
  TapkUnits(std::unique_ptr<RetrievalLists> lists, std::size_t rocn);

  const RetrievalLists& lists() const { return *lists_; }
  const ListIndex& index() const { return index_; }
  ScoreOrder order() const { return index_.order(); }
  // Per list: AP and ROC_n, nothing when T_q = 0.
  const std::vector<std::optional<double>>& ap() const { return ap_; }
  const std::vector<std::optional<double>>& rocn() const { return rocn_; }

 private:
  std::unique_ptr<RetrievalLists> lists_;
  ListIndex index_;
  std::vector<std::optional<double>> ap_, rocn_;
};

// The records of a run's lists that can count in a pooled ROC_n of any sample, list after list:
// in a list whose scores go its run's way, the n best irrelevant records of any pool rank at or
// above the list's n-th irrelevant one, so its irrelevant records past that one never count (its
// relevant ones all count in the total). A list scored despite errors is kept whole.
struct PoolRecords {
  std::vector<double> scores;
  std::vector<std::uint8_t> relevant;
  std::vector<std::size_t> begin{0};  // list l: [begin[l], begin[l + 1])
};
PoolRecords pool_records(const TapkUnits& run, std::size_t n);

// Several runs' units (each a TapkUnits) side by side, with the resolved options.
std::unique_ptr<UnitScorer> tapk_unit_scorer(
    const std::vector<std::shared_ptr<const RunUnits>>& runs, const Json& options);

}  // namespace bioeval::tapk
