// What every task declares about itself: the hosts read it to build their forms and views.
#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <string>

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
  CHECK(named == all_tasks().size());
}

namespace {

// The last part of a metric's name: "standard_scoring.ser" → "ser".
std::string measure_of(const std::string& name) {
  return name.substr(name.rfind('.') + 1);
}

}  // namespace

TEST_CASE("every declared metric says which way it gets better, by what it measures", "[api]") {
  // Each measure a task declares, with the way it gets better. A new measure must be added here,
  // deliberately: error rates and error terms lower, shares and areas higher, counts, sizes,
  // spreads and thresholds neither.
  const std::map<std::string, Better> by_measure = {{"precision", Better::higher},
                                                    {"recall", Better::higher},
                                                    {"f1", Better::higher},
                                                    {"auc_ipr", Better::higher},
                                                    {"auc", Better::higher},
                                                    {"p_at_full_r", Better::higher},
                                                    {"mcc", Better::higher},
                                                    {"accuracy", Better::higher},
                                                    {"sensitivity", Better::higher},
                                                    {"specificity", Better::higher},
                                                    {"tap", Better::higher},
                                                    {"map", Better::higher},
                                                    {"mean", Better::higher},
                                                    {"pooled", Better::higher},
                                                    {"iser", Better::higher},
                                                    {"mean_references", Better::higher},
                                                    {"ser", Better::lower},
                                                    {"mismatches", Better::lower},
                                                    {"insertions", Better::lower},
                                                    {"deletions", Better::lower},
                                                    {"tp", Better::neither},
                                                    {"fp", Better::neither},
                                                    {"fn", Better::neither},
                                                    {"tn", Better::neither},
                                                    {"documents", Better::neither},
                                                    {"sentences", Better::neither},
                                                    {"pairs", Better::neither},
                                                    {"positives", Better::neither},
                                                    {"queries", Better::neither},
                                                    {"e0", Better::neither},
                                                    {"ref", Better::neither},
                                                    {"tokens", Better::neither},
                                                    {"phrases", Better::neither},
                                                    {"found", Better::neither},
                                                    {"correct", Better::neither},
                                                    {"matches", Better::neither},
                                                    {"predictions", Better::neither},
                                                    {"references", Better::neither},
                                                    {"false_negatives", Better::neither},
                                                    {"<measure>_sd", Better::neither},
                                                    {"precision_sd", Better::neither},
                                                    {"recall_sd", Better::neither},
                                                    {"f1_sd", Better::neither},
                                                    {"auc_ipr_sd", Better::neither}};
  std::size_t lower = 0;
  for (const Task* task : all_tasks()) {
    const TaskSpec& spec = task->spec();
    const Json described = describe(*task).at("metrics");
    REQUIRE(described.size() == spec.metrics.size());
    for (std::size_t i = 0; i < spec.metrics.size(); ++i) {
      const MetricSpec& metric = spec.metrics[i];
      INFO(spec.id << ": " << metric.name);
      // The all-true baseline's values do not depend on the run.
      const bool baseline = metric.name.rfind("baseline.", 0) == 0;
      const auto found = by_measure.find(measure_of(metric.name));
      REQUIRE(found != by_measure.end());
      CHECK(metric.better == (baseline ? Better::neither : found->second));
      CHECK(described[i].at("better") == better_name(metric.better));
      lower += metric.better == Better::lower;
    }
  }
  CHECK(lower > 0);
}

TEST_CASE("each task's headline is the number its reference scorer gives as its result", "[api]") {
  // docs/tasks/<family>.md, "Headline", says why each.
  const std::map<std::string, std::string> headline = {
      {"bc25.act", "ranking.auc_ipr"},
      {"bc25.int", "micro.auc_ipr"},
      {"bc25.ipt", "micro.auc_ipr"},
      {"tapk", "k=<k>.tap"},
      {"ner.iob2", "conlleval.f1"},
      {"ner.bc2gm", "bc2gm.f1"},
      {"ppi", "micro.f1"},
      {"bb3.cat", "main_scoring.precision"},
      {"bb3.cat+ner", "standard_scoring.ser"},
      {"bb3.event", "lives_in.f1"},
      {"bb3.event+ner", "lives_in.f1"},
      {"bb3.kb", "standard_scoring.mean_references"},
      {"bb3.kb+ner", "standard_scoring.mean_references"}};
  CHECK(all_tasks().size() == headline.size());
  for (const Task* task : all_tasks()) {
    const TaskSpec& spec = task->spec();
    INFO(spec.id);
    REQUIRE(headline.count(spec.id) == 1);
    CHECK(spec.main_metric == headline.at(spec.id));
  }
}
