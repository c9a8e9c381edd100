// The metrics of each BB3 sub-task with a one-line definition, as `describe` lists them: every
// "[evaluation.]scoring.measure" of docs/tasks/bb3.md, "Metric names".
#pragma once

#include <vector>

#include "framework/task.hpp"
#include "tasks/bb3/subtask.hpp"

namespace bioeval::bb3 {

std::vector<MetricSpec> metric_specs(const SubTask& task);

}  // namespace bioeval::bb3
