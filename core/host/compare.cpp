#include "host/compare.hpp"

#include <algorithm>
#include <atomic>
#include <memory>

#include "base/parallel_jobs.hpp"
#include "base/version.hpp"
#include "framework/metric_names.hpp"
#include "host/ranking_groups.hpp"
#include "host/resampling.hpp"
#include "metrics/multiple_testing.hpp"

namespace bioeval {
namespace {

void check_settings(const CompareSettings& s, std::size_t runs) {
  if (runs < 2) throw UsageError("a comparison needs two runs or more");
  if (s.resamples < 1 || s.resamples > 1000000) {
    throw UsageError("resamples must be between 1 and 1000000");
  }
  if (s.trials < 1 || s.trials > 10000000)
    throw UsageError("trials must be between 1 and 10000000");
  if (!(s.confidence > 0 && s.confidence < 1)) throw UsageError("confidence must lie in (0, 1)");
  if (s.baseline && *s.baseline >= runs) throw UsageError("the baseline must be one of the runs");
}

Json number_or_null(std::optional<double> value) {
  return value ? Json(*value) : Json(nullptr);
}

// A run as the comparison lists it: its label, validity and the metrics evaluate() reported.
Json run_json(const std::string& label, const Result& result) {
  Json run = {{"label", label},
              {"valid", result.valid()},
              {"errors", result.diagnostics.error_count()},
              {"warnings", result.diagnostics.warning_count()}};
  for (const auto& input : result.inputs) {
    if (input.role == "run" && !input.sha256.empty()) run["sha256"] = input.sha256;
  }
  return run;
}

// The metric a ranking orders by: the one asked for, else the task's main metric, else the first.
std::size_t ranking_metric(const std::vector<std::string>& names, const TaskSpec& spec,
                           const std::string& asked) {
  const auto at = [&](const std::string& name) {
    return static_cast<std::size_t>(std::find(names.begin(), names.end(), name) - names.begin());
  };
  if (!asked.empty()) {
    if (at(asked) == names.size()) {
      std::string known;
      for (const auto& n : names) known += (known.empty() ? "" : ", ") + n;
      throw UsageError("the comparison of " + spec.id + " has no metric '" + asked +
                       "'; it compares: " + known);
    }
    return at(asked);
  }
  // The main metric may be a template (`k=<k>.tap`): its first instance.
  for (std::size_t m = 0; m < names.size(); ++m) {
    if (instantiates(names[m], spec.main_metric, Placeholder::text)) return m;
  }
  return 0;
}

struct TestedPair {
  std::uint32_t a, b;
  MetricValues p;
  MetricValues adjusted;
};

// The pairs a randomization test compares: each with the baseline, or every pair.
std::vector<std::pair<std::uint32_t, std::uint32_t>> pairs_to_test(
    std::size_t runs, const CompareSettings& settings) {
  std::vector<std::pair<std::uint32_t, std::uint32_t>> pairs;
  for (std::uint32_t a = 0; a < runs; ++a) {
    for (std::uint32_t b = a + 1; b < runs; ++b) {
      if (settings.baseline && a != *settings.baseline && b != *settings.baseline) continue;
      pairs.emplace_back(a, b);
    }
  }
  return pairs;
}

// The randomization p-values of the pairs tested, Holm-adjusted per metric over those pairs.
std::vector<TestedPair> adjusted_tests(const std::vector<PairTest>& tests, std::size_t metrics) {
  std::vector<TestedPair> pairs;
  for (const PairTest& test : tests) {
    pairs.push_back({test.a, test.b, test.p, MetricValues(metrics)});
  }
  for (std::size_t m = 0; m < metrics; ++m) {
    std::vector<double> p;
    std::vector<std::size_t> which;
    for (std::size_t i = 0; i < pairs.size(); ++i) {
      if (pairs[i].p[m]) {
        p.push_back(*pairs[i].p[m]);
        which.push_back(i);
      }
    }
    const std::vector<double> adjusted = holm(p);
    for (std::size_t k = 0; k < which.size(); ++k) pairs[which[k]].adjusted[m] = adjusted[k];
  }
  return pairs;
}

const TestedPair* find_pair(const std::vector<TestedPair>& pairs, std::uint32_t x,
                            std::uint32_t y) {
  for (const auto& pair : pairs) {
    if ((pair.a == x && pair.b == y) || (pair.a == y && pair.b == x)) return &pair;
  }
  return nullptr;
}

// The runs in ranking order by one metric, best first, runs without a value last.
std::vector<std::uint32_t> ranked(const std::vector<std::vector<std::optional<double>>>& observed,
                                  bool higher, std::size_t metric) {
  std::vector<std::uint32_t> order(observed.size());
  for (std::uint32_t r = 0; r < order.size(); ++r) order[r] = r;
  std::stable_sort(order.begin(), order.end(), [&](std::uint32_t x, std::uint32_t y) {
    const auto& vx = observed[x][metric];
    const auto& vy = observed[y][metric];
    if (!vx || !vy) return vx.has_value() && !vy.has_value();  // undefined last
    return higher ? *vx > *vy : *vx < *vy;
  });
  return order;
}

// A run against the baseline, the only test a comparison with a baseline makes of it: its
// difference to the baseline, the p-values of that pair and whether it is significant (all null
// for the baseline itself).
void against_baseline(Json& entry, const std::vector<std::optional<double>>& run,
                      const std::vector<std::optional<double>>& baseline, const TestedPair* pair,
                      std::size_t metric, double alpha) {
  for (const char* key : {"difference", "p", "p_adjusted", "significant"}) entry[key] = nullptr;
  if (!pair) return;
  const auto& value = run[metric];
  const auto& reference = baseline[metric];
  if (value && reference) entry["difference"] = *value - *reference;
  entry["p"] = number_or_null(pair->p[metric]);
  entry["p_adjusted"] = number_or_null(pair->adjusted[metric]);
  if (pair->adjusted[metric]) entry["significant"] = *pair->adjusted[metric] < alpha;
}

// Runs best first by one metric. When every pair was tested, each has its group
// (ranking_groups: no two runs of one group are significantly different). Against a baseline only
// the pairs with the baseline were tested: no run has a group, each says instead how it differs
// from the baseline (against_baseline).
Json ranking_json(const std::vector<std::string>& labels,
                  const std::vector<std::vector<std::optional<double>>>& observed,
                  const Bootstrap& bootstrap, const std::vector<TestedPair>& pairs,
                  const UnitScorer& scorer, std::size_t metric, const CompareSettings& settings) {
  const std::vector<std::uint32_t> order =
      ranked(observed, scorer.higher_is_better(metric), metric);
  const std::vector<int> groups =
      settings.baseline ? std::vector<int>{}
                        : ranking_groups(
                              order.size(),
                              [&](std::size_t x, std::size_t y) {
                                const TestedPair* pair = find_pair(pairs, order[x], order[y]);
                                return pair ? pair->adjusted[metric] : std::nullopt;
                              },
                              settings.alpha);
  Json out = Json::array();
  for (std::size_t k = 0; k < order.size(); ++k) {
    const std::uint32_t run = order[k];
    const auto& interval = bootstrap.intervals[run][metric];
    Json entry = {{"rank", k + 1},
                  {"run", labels[run]},
                  {"value", number_or_null(observed[run][metric])},
                  {"low", interval ? Json(interval->low) : Json(nullptr)},
                  {"high", interval ? Json(interval->high) : Json(nullptr)}};
    if (settings.baseline) {
      const auto baseline = static_cast<std::uint32_t>(*settings.baseline);
      const TestedPair* pair = run == baseline ? nullptr : find_pair(pairs, run, baseline);
      against_baseline(entry, observed[run], observed[baseline], pair, metric, settings.alpha);
    } else {
      entry["group"] = groups[k];
    }
    out.push_back(std::move(entry));
  }
  return out;
}

Json comparison_json(const UnitScorer& scorer, const std::vector<std::string>& labels,
                     const CompareSettings& settings, std::size_t metric,
                     const CompareProgressFn& progress) {
  const std::vector<std::string> names = scorer.metrics();
  std::vector<std::vector<std::optional<double>>> observed;
  for (std::uint32_t r = 0; r < labels.size(); ++r) observed.push_back(scorer.score_run(r));
  ResamplingPlan plan{settings.resamples, settings.confidence, settings.trials,
                      pairs_to_test(labels.size(), settings), settings.seed};
  const Resampling resampled = resample(scorer, plan, [&](std::size_t done, std::size_t total) {
    if (progress) progress("resampling", done, total);
  });
  const Bootstrap& bootstrap = resampled.bootstrap;
  const std::vector<TestedPair> tested = adjusted_tests(resampled.tests, names.size());

  Json intervals = Json::array();
  for (std::size_t r = 0; r < labels.size(); ++r) {
    for (std::size_t m = 0; m < names.size(); ++m) {
      const auto& interval = bootstrap.intervals[r][m];
      intervals.push_back({{"run", labels[r]},
                           {"metric", names[m]},
                           {"value", number_or_null(observed[r][m])},
                           {"low", interval ? Json(interval->low) : Json(nullptr)},
                           {"high", interval ? Json(interval->high) : Json(nullptr)}});
    }
  }
  Json pairs = Json::array();
  for (const auto& pair : bootstrap.pairs) {
    const TestedPair* test = find_pair(tested, pair.a, pair.b);
    for (std::size_t m = 0; m < names.size(); ++m) {
      const auto& a = observed[pair.a][m];
      const auto& b = observed[pair.b][m];
      const auto& interval = pair.difference[m];
      pairs.push_back({{"a", labels[pair.a]},
                       {"b", labels[pair.b]},
                       {"metric", names[m]},
                       {"difference", a && b ? Json(*a - *b) : Json(nullptr)},
                       {"low", interval ? Json(interval->low) : Json(nullptr)},
                       {"high", interval ? Json(interval->high) : Json(nullptr)},
                       {"flips", number_or_null(pair.flips[m])},
                       {"p", test ? number_or_null(test->p[m]) : Json(nullptr)},
                       {"p_adjusted", test ? number_or_null(test->adjusted[m]) : Json(nullptr)}});
    }
  }
  Json higher = Json::array();
  for (std::size_t m = 0; m < names.size(); ++m) higher.push_back(scorer.higher_is_better(m));
  return {{"unit", scorer.unit()},
          {"units", scorer.units()},
          {"resamples", settings.resamples},
          {"trials", settings.trials},
          {"seed", settings.seed},
          {"confidence", settings.confidence},
          {"alpha", settings.alpha},
          {"baseline", settings.baseline ? Json(labels[*settings.baseline]) : Json(nullptr)},
          {"metric", names[metric]},
          {"metrics", names},
          {"higher_is_better", higher},
          {"intervals", std::move(intervals)},
          {"pairs", std::move(pairs)},
          {"ranking", ranking_json(labels, observed, bootstrap, tested, scorer, metric, settings)}};
}

Json note_json(const std::string& code, const std::string& message) {
  return {{"code", code}, {"message", message}};
}

// The bytes of a run's inputs: the measure of its share of the scoring phase.
std::size_t bytes_of(const Inputs& inputs) {
  std::size_t bytes = 0;
  for (const auto& entry : inputs) {
    for (const InputFile& file : entry.second) bytes += file.bytes.size();
  }
  return bytes;
}

}  // namespace

Json compare(const Task& task, const std::vector<ComparedRun>& runs, const Json& options,
             const CompareSettings& settings, const CompareProgressFn& progress) {
  check_settings(settings, runs.size());
  std::size_t total_bytes = 0;
  for (const auto& run : runs) total_bytes += bytes_of(run.inputs);
  // The runs are scored each on a thread of its own where there are threads; progress is
  // reported from the calling thread, run by run. Of each, the comparison keeps its result's
  // summary and its units: the tables and what only the views need are let go at once.
  std::vector<Result> results(runs.size());
  std::vector<ScoredRunEntry> entries(runs.size());
  std::atomic<std::size_t> bytes_scored{0};
  if (progress) progress("scoring", 0, total_bytes);
  run_jobs(
      runs.size(),
      [&](std::size_t r) {
        Scoring scoring = score(task, runs[r].inputs, options);
        entries[r].label = runs[r].label;
        entries[r].units = scoring.run ? scoring.run->units() : nullptr;
        results[r] = scoring.result.summary();
        bytes_scored += bytes_of(runs[r].inputs);
      },
      [&](std::size_t) {
        if (progress) progress("scoring", bytes_scored.load(), total_bytes);
      });
  for (std::size_t r = 0; r < runs.size(); ++r) entries[r].result = &results[r];
  return compare(task, entries, settings, progress);
}

Json compare(const Task& task, const std::vector<ScoredRunEntry>& runs,
             const CompareSettings& settings, const CompareProgressFn& progress) {
  check_settings(settings, runs.size());
  const Result& first = *runs.front().result;
  Json run_list = Json::array();
  std::vector<std::shared_ptr<const RunUnits>> units;
  std::vector<std::string> labels;
  bool all_valid = true;
  bool all_units = true;
  for (const ScoredRunEntry& run : runs) {
    run_list.push_back(run_json(run.label, *run.result));
    all_valid &= run.result->valid();
    all_units &= run.units != nullptr;
    units.push_back(run.units);
    labels.push_back(run.label);
  }
  Json out;
  out["schema"] = kResultSchema;
  out["tool"] = {{"name", kToolName}, {"version", kToolVersion}};
  out["task"] = task.spec().id;
  out["profile"] = first.profile;
  out["signature"] = first.signature() + "|resamples:" + std::to_string(settings.resamples) +
                     "|trials:" + std::to_string(settings.trials) +
                     "|seed:" + std::to_string(settings.seed);
  out["mode"] = "compare";
  out["options"] = first.options;
  out["runs"] = std::move(run_list);
  out["notes"] = Json::array();
  if (!all_valid) {
    out["notes"].push_back(note_json(
        "runs-invalid", "not compared: a run did not pass validation (score it alone to see why)"));
    return out;
  }
  const std::unique_ptr<UnitScorer> scorer =
      all_units ? task.unit_scorer(units, first.options) : nullptr;
  if (!scorer) {
    out["notes"].push_back(note_json("comparison-unavailable",
                                     task.spec().id + " cannot be compared by resampling yet"));
    return out;
  }
  const std::size_t metric = ranking_metric(scorer->metrics(), task.spec(), settings.metric);
  out["comparison"] = comparison_json(*scorer, labels, settings, metric, progress);
  return out;
}

}  // namespace bioeval
