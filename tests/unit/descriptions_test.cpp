// What every task declares about itself: the hosts read it to build their forms and views.
#include <catch2/catch.hpp>

#include <algorithm>

#include "host/api.hpp"

using namespace bioeval;

TEST_CASE("a task's main metric is one of its declared metrics or templates", "[api]") {
  std::size_t named = 0;
  for (const Task* task : all_tasks()) {
    const TaskSpec& spec = task->spec();
    INFO(spec.id << ": " << spec.main_metric);
    if (spec.main_metric.empty()) continue;
    ++named;
    const bool declared =
        std::any_of(spec.metrics.begin(), spec.metrics.end(),
                    [&](const MetricSpec& m) { return m.name == spec.main_metric; });
    CHECK(declared);
    CHECK(describe(*task).at("main_metric") == spec.main_metric);
  }
  CHECK(named >= 6);
}
