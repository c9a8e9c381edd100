// The BC II.5 tasks as units of a comparison: score_run() gives exactly what evaluate() reports
// on every golden fixture that scores, and weights and sources act as the files would.
#include <catch2/catch.hpp>

#include <deque>
#include <filesystem>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "api.hpp"
#include "support/support.hpp"

using namespace bioeval;
namespace fs = std::filesystem;

namespace {

// A fixture's inputs, with the bytes they view.
struct Loaded {
  std::string task;
  Json options;
  std::string gold_path;
  std::vector<std::unique_ptr<std::string>> contents;
  Inputs inputs;
};

std::unique_ptr<Loaded> load(const fs::path& case_file) {
  const Json spec = Json::parse(test::read_text_file(case_file.string()));
  if (spec.value("mode", std::string("score")) != "score") return nullptr;
  auto loaded = std::make_unique<Loaded>();
  loaded->task = spec.at("task").get<std::string>();
  loaded->options = spec.value("options", Json::object());
  for (const auto& [role, paths] : spec.at("inputs").items()) {
    for (const auto& relative : paths) {
      const fs::path path = case_file.parent_path() / relative.get<std::string>();
      if (role == "gold") loaded->gold_path = path.string();
      loaded->contents.push_back(
          std::make_unique<std::string>(test::read_text_file(path.string())));
      loaded->inputs[role].push_back({path.filename().string(), *loaded->contents.back(), {}});
    }
  }
  return loaded;
}

std::vector<std::unique_ptr<Loaded>> fixtures() {
  std::vector<std::unique_ptr<Loaded>> out;
  std::vector<fs::path> files;
  for (const auto& entry : fs::directory_iterator(test::source_path("tests/golden/bc25"))) {
    const std::string name = entry.path().filename().string();
    if (name.size() > 10 && name.substr(name.size() - 10) == ".case.json") {
      files.push_back(entry.path());
    }
  }
  std::sort(files.begin(), files.end());
  for (const auto& file : files) {
    if (auto loaded = load(file)) out.push_back(std::move(loaded));
  }
  return out;
}

// Each metric the scorer gives equals the result's under the same name, bit for bit.
void check_same(const UnitScorer& scorer, std::uint32_t run, const Result& result) {
  const auto values = scorer.score_run(run);
  const auto names = scorer.metrics();
  REQUIRE(values.size() == names.size());
  for (std::size_t m = 0; m < names.size(); ++m) {
    INFO("metric " << names[m]);
    const Metric* reported = nullptr;
    for (const Metric& metric : result.metrics) {
      if (metric.name == names[m]) reported = &metric;
    }
    REQUIRE(reported);
    REQUIRE(values[m].has_value() == reported->value.has_value());
    if (values[m]) CHECK(*values[m] == *reported->value);
  }
}

// The metrics of a scorer's sample against those of evaluate() on the equivalent files.
void check_sample(const std::string& task_id, const std::vector<Inputs>& runs,
                  const std::vector<std::uint32_t>& weights,
                  const std::vector<std::uint32_t>& sources, const Inputs& equivalent,
                  const Json& options = Json::object()) {
  const Task& task = find_task(task_id);
  const Result result = evaluate(task, equivalent, options);
  REQUIRE(result.valid());
  const Result first = evaluate(task, runs.front(), options);
  const auto scorer = task.unit_scorer(runs, first.options);
  REQUIRE(scorer);
  const auto values = scorer->score(weights, sources);
  const auto names = scorer->metrics();
  for (std::size_t m = 0; m < names.size(); ++m) {
    INFO("metric " << names[m]);
    std::optional<double> expected;
    for (const Metric& metric : result.metrics) {
      if (metric.name == names[m]) expected = metric.value;
    }
    REQUIRE(values[m].has_value() == expected.has_value());
    if (values[m]) CHECK(*values[m] == *expected);
  }
}

// A gold and a run as inputs; the texts are kept for the rest of the tests (inputs view them).
Inputs inputs_of(const std::string& gold, const std::string& run) {
  static std::deque<std::string> kept;
  kept.push_back(gold);
  kept.push_back(run);
  Inputs inputs;
  inputs["gold"].push_back({"gold.tsv", kept[kept.size() - 2], {}});
  inputs["run"].push_back({"run.tsv", kept.back(), {}});
  return inputs;
}

}  // namespace

TEST_CASE("bc25 units: score_run equals evaluate on every scoring golden fixture",
          "[bc25][compare]") {
  const auto cases = fixtures();
  std::size_t checked = 0;
  for (const auto& c : cases) {
    INFO("fixture " << c->task << " " << c->gold_path << " " << c->options.dump());
    const Task& task = find_task(c->task);
    const Result result = evaluate(task, c->inputs, c->options);
    if (!result.scored) continue;
    // Every fixture of the same task and gold that scores validly under these options joins
    // the comparison: score_run(r) must equal each one's own result.
    std::vector<const Inputs*> runs{&c->inputs};
    std::vector<Result> results{result};
    for (const auto& other : cases) {
      if (other.get() == c.get() || other->task != c->task || other->gold_path != c->gold_path) {
        continue;
      }
      Result r = evaluate(task, other->inputs, c->options);
      if (!r.scored || !r.valid()) continue;
      runs.push_back(&other->inputs);
      results.push_back(std::move(r));
    }
    std::vector<Inputs> submissions;
    for (const Inputs* inputs : runs) submissions.push_back(*inputs);
    const auto scorer = task.unit_scorer(submissions, result.options);
    REQUIRE(scorer);
    CHECK(scorer->runs() == submissions.size());
    for (std::uint32_t r = 0; r < results.size(); ++r) {
      INFO("run " << r);
      check_same(*scorer, r, results[r]);
    }
    ++checked;
  }
  CHECK(checked >= 15);
}

TEST_CASE("bc25 units: INT weights and sources act as the files would", "[bc25][compare]") {
  const std::string gold =
      "d1\tP12345\nd1\tP23456\nd1\tP34567\nd2\tQ12345\nd3\tR12345\nd3\tR23456\n";
  const std::string run_a =
      "d1\tP12345\t1\t0.9\nd1\tX12345\t2\t0.8\nd1\tP34567\t3\t0.7\nd1\tY12345\t4\t0.6\n"
      "d2\tZ12345\t1\t0.9\nd2\tQ12345\t2\t0.5\n";
  const std::string run_b =
      "d1\tX12345\t1\t0.9\nd1\tP23456\t2\t0.8\n"
      "d2\tQ12345\t1\t0.9\n"
      "d3\tR23456\t1\t0.9\nd3\tW12345\t2\t0.5\nd3\tR12345\t3\t0.4\n";
  const std::vector<Inputs> runs{inputs_of(gold, run_a), inputs_of(gold, run_b)};
  for (const Json& options : {Json::object(), Json{{"all_documents", true}}, Json{{"cutoff", 1}}}) {
    INFO("options " << options.dump());
    // d2 taken twice: the gold and the run list it again, as d2x, right after it.
    const std::string gold_twice =
        "d1\tP12345\nd1\tP23456\nd1\tP34567\nd2\tQ12345\nd2x\tQ12345\nd3\tR12345\nd3\tR23456\n";
    const std::string run_twice =
        "d1\tP12345\t1\t0.9\nd1\tX12345\t2\t0.8\nd1\tP34567\t3\t0.7\nd1\tY12345\t4\t0.6\n"
        "d2\tZ12345\t1\t0.9\nd2\tQ12345\t2\t0.5\nd2x\tZ12345\t1\t0.9\nd2x\tQ12345\t2\t0.5\n";
    check_sample("bc25.int", runs, {1, 2, 1}, {0, 0, 0}, inputs_of(gold_twice, run_twice), options);
    // d1 left out.
    const std::string gold_without = "d2\tQ12345\nd3\tR12345\nd3\tR23456\n";
    check_sample("bc25.int", runs, {0, 1, 1}, {0, 0, 0},
                 inputs_of(gold_without, "d2\tZ12345\t1\t0.9\nd2\tQ12345\t2\t0.5\n"), options);
    // Mixed sources: d1 and d3 from run b, d2 from run a, d3 twice.
    const std::string gold_mixed =
        "d1\tP12345\nd1\tP23456\nd1\tP34567\nd2\tQ12345\nd3\tR12345\nd3\tR23456\n"
        "d3x\tR12345\nd3x\tR23456\n";
    const std::string run_mixed =
        "d1\tX12345\t1\t0.9\nd1\tP23456\t2\t0.8\n"
        "d2\tZ12345\t1\t0.9\nd2\tQ12345\t2\t0.5\n"
        "d3\tR23456\t1\t0.9\nd3\tW12345\t2\t0.5\nd3\tR12345\t3\t0.4\n"
        "d3x\tR23456\t1\t0.9\nd3x\tW12345\t2\t0.5\nd3x\tR12345\t3\t0.4\n";
    check_sample("bc25.int", runs, {1, 1, 2}, {1, 0, 1}, inputs_of(gold_mixed, run_mixed), options);
  }
}

TEST_CASE("bc25 units: IPT pairs, a document taken twice", "[bc25][compare]") {
  const std::string gold = "d1\tA12345\tB12345\nd1\tC12345\tD12345\nd2\tE12345\tF12345\n";
  const std::string run =
      "d1\tD12345\tC12345\t1\t0.9\nd1\tA12345\tC12345\t2\t0.8\nd1\tB12345\tA12345\t3\t0.7\n"
      "d2\tF12345\tG12345\t1\t0.9\nd2\tF12345\tE12345\t2\t0.5\n";
  // d1 twice: d1x right after it in both files.
  const std::string gold_twice =
      "d1\tA12345\tB12345\nd1\tC12345\tD12345\nd1x\tA12345\tB12345\nd1x\tC12345\tD12345\n"
      "d2\tE12345\tF12345\n";
  const std::string run_twice =
      "d1\tD12345\tC12345\t1\t0.9\nd1\tA12345\tC12345\t2\t0.8\nd1\tB12345\tA12345\t3\t0.7\n"
      "d1x\tD12345\tC12345\t1\t0.9\nd1x\tA12345\tC12345\t2\t0.8\nd1x\tB12345\tA12345\t3\t0.7\n"
      "d2\tF12345\tG12345\t1\t0.9\nd2\tF12345\tE12345\t2\t0.5\n";
  check_sample("bc25.ipt", {inputs_of(gold, run)}, {2, 1}, {0, 0},
               inputs_of(gold_twice, run_twice));
}

TEST_CASE("bc25 units: ACT articles taken twice or left out", "[bc25][compare]") {
  const std::string gold = "a1\t1\na2\t0\na3\t1\na4\t0\na5\t1\na6\t0\n";
  const std::string run =
      "a1\t1\t1\t0.9\na2\t1\t2\t0.8\na3\t0\t3\t0.4\na4\t0\t2\t0.6\na5\t1\t3\t0.7\n"
      "a6\t0\t1\t0.95\na9\t1\t4\t0.5\n";
  const std::vector<Inputs> runs{inputs_of(gold, run)};
  for (const Json& options : {Json::object(), Json{{"cutoff", 4}}, Json{{"profile", "published"}},
                              Json{{"all_documents", true}}}) {
    INFO("options " << options.dump());
    // a5 (class 1, last) twice: a5x ranked right after it.
    check_sample("bc25.act", runs, {1, 1, 1, 1, 2, 1}, {0, 0, 0, 0, 0, 0},
                 inputs_of(gold + "a5x\t1\n", run + "a5x\t1\t5\t0.5\n"), options);
    // a4 (class 0, rank 2 of 3) twice: a4x between a4 and a6 in descending rank.
    check_sample(
        "bc25.act", runs, {1, 1, 1, 2, 1, 1}, {0, 0, 0, 0, 0, 0},
        inputs_of(gold + "a4x\t0\n",
                  "a1\t1\t1\t0.9\na2\t1\t2\t0.8\na3\t0\t4\t0.4\na4\t0\t3\t0.6\na4x\t0\t2\t0.6\n"
                  "a5\t1\t3\t0.7\na6\t0\t1\t0.95\na9\t1\t4\t0.5\n"),
        options);
    // a1 left out, the ranks of class 1 renumbered.
    check_sample("bc25.act", runs, {0, 1, 1, 1, 1, 1}, {0, 0, 0, 0, 0, 0},
                 inputs_of("a2\t0\na3\t1\na4\t0\na5\t1\na6\t0\n",
                           "a2\t1\t1\t0.8\na3\t0\t3\t0.4\na4\t0\t2\t0.6\na5\t1\t2\t0.7\n"
                           "a6\t0\t1\t0.95\na9\t1\t3\t0.5\n"),
                 options);
  }
  // Only negatives in the sample: the ranking's AUC divides by zero (0 official, null published).
  for (const char* profile : {"official", "published"}) {
    const Json options{{"profile", profile}};
    check_sample(
        "bc25.act", runs, {0, 1, 0, 1, 0, 1}, {0, 0, 0, 0, 0, 0},
        inputs_of("a2\t0\na4\t0\na6\t0\n", "a2\t1\t1\t0.8\na4\t0\t2\t0.6\na6\t0\t1\t0.95\n"),
        options);
  }
}

TEST_CASE("bc25 units: ACT mixes two runs' entries in one joined ranking", "[bc25][compare]") {
  const std::string gold = "a1\t1\na2\t0\na3\t1\na4\t0\n";
  const std::string run_a = "a1\t1\t1\t0.9\na2\t1\t2\t0.8\na3\t0\t2\t0.4\na4\t0\t1\t0.6\n";
  const std::string run_b = "a1\t0\t1\t0.9\na2\t0\t2\t0.8\na3\t1\t1\t0.4\na4\t1\t2\t0.6\n";
  const Task& task = find_task("bc25.act");
  const Result first = evaluate(task, inputs_of(gold, run_a), Json::object());
  const auto scorer =
      task.unit_scorer({inputs_of(gold, run_a), inputs_of(gold, run_b)}, first.options);
  REQUIRE(scorer);
  // a1, a2 from a (class 1, ranks 1, 2); a3, a4 from b (class 1, ranks 1, 2). Joined: a1 and a3
  // (rank 1, by id), then a2 and a4 (rank 2): relevant 1 1 0 0, AUC 1.
  const auto values = scorer->score({1, 1, 1, 1}, {0, 0, 1, 1});
  REQUIRE(values[0]);
  CHECK(*values[0] == 1.0);
  // Classification: a1 TP, a2 FP, a3 TP, a4 FP: sensitivity 1, specificity 0.
  CHECK(*values[4] == 1.0);
  CHECK(*values[5] == 0.0);
}
