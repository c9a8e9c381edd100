// A submission read once (Task::read): everything its result, a comparison of runs and its
// document views are made from, so that no run is read twice and no metric is computed in two
// places (docs/adding-a-task.md, "One reading, one scoring path").
#pragma once

#include <memory>
#include <vector>

#include "framework/document_views.hpp"
#include "framework/result.hpp"

namespace bioeval {

// A run's units: per unit (the article, query, sentence or document a comparison resamples) the
// statistics from which the task's metric function computes the metrics of any multiset of
// units, kept compactly. Each family derives its own; Task::unit_scorer() puts several runs'
// units side by side.
class RunUnits {
 public:
  virtual ~RunUnits() = default;
};

// Several runs' units as the family's own type, for Task::unit_scorer(): nothing when there are
// none, or one is of another type.
template <class Units>
std::vector<std::shared_ptr<const Units>> units_as(
    const std::vector<std::shared_ptr<const RunUnits>>& runs) {
  std::vector<std::shared_ptr<const Units>> out;
  for (const auto& run : runs) {
    auto units = std::dynamic_pointer_cast<const Units>(run);
    if (!units) return {};
    out.push_back(std::move(units));
  }
  return out;
}

class ScoredRun {
 public:
  virtual ~ScoredRun() = default;
  // Adds the result's metrics (the task's metric function on every unit once), tables, curves
  // and the notes about its scores. Called once, before units() and views().
  virtual void report(Result& result) = 0;
  // The units a comparison resamples; nothing when the task does not compare runs.
  virtual std::shared_ptr<const RunUnits> units() const { return nullptr; }
  // The documents with their annotations and verdicts, from the same matching as the scores
  // (framework/document_views.hpp); the views borrow from this run, which must outlive them.
  // Nothing when the task shows no documents.
  virtual std::unique_ptr<DocumentViews> views() const { return nullptr; }
};

}  // namespace bioeval
