// What a BB3 task reports once its inputs are read: the metrics under the chosen profile, a note
// for every metric the other profile's rules change (with the rule that changes it), the tables
// (per document, the pairing itself) and the charts (SER components, per-document score).
#pragma once

#include <vector>

#include "framework/result.hpp"
#include "tasks/bb3/context.hpp"
#include "tasks/bb3/subtask.hpp"

namespace bioeval::bb3 {

struct ReportInputs {
  SubTask task;
  const std::vector<ScoredDocument>& documents;
  const Ontology* ontology;
  const Resources& resources;
  bool published;  // the profile: published definitions, or the official evaluator's rules
};

void report(const ReportInputs& in, Result& result);

// The rules of docs/tasks/bb3.md "Profiles" that can change a score of the sub-task.
std::vector<Rule> rules_that_apply(const SubTask& task);

// The metrics of a sub-task under `rules`.
std::vector<Metric> metrics_under(const ReportInputs& in, const Rules& rules);

}  // namespace bioeval::bb3
