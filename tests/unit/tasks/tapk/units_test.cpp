// TAP-k as units of a comparison (queries): score_run() gives exactly what evaluate() reports on
// every golden fixture that scores, and weights and sources act as the files would.
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
  for (const auto& entry : fs::directory_iterator(test::source_path("tests/golden/tapk"))) {
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

// Lists as a run's input; the text is kept for the rest of the tests (inputs view their bytes).
Inputs lists_of(const std::string& text) {
  static std::deque<std::string> kept;
  kept.push_back(text);
  Inputs inputs;
  inputs["run"].push_back({"lists.txt", kept.back(), {}});
  return inputs;
}

// The hand example of docs/tasks/tapk.md, and a second system on the same queries.
const std::string kA = "A\n2\n1 .9\n0 .8\n1 .7\n0 .6\n0 .5\n";
const std::string kB = "B\n1\n0 .95\n0 .85\n1 .75\n0 .65\n";
const std::string kC = "C\n3\n1 .99\n0 .3\n0 .2\n";
const std::string kA2 = "A\n2\n0 .9\n1 .8\n0 .7\n1 .6\n0 .5\n0 .4\n";
const std::string kB2 = "B\n1\n1 .95\n0 .85\n0 .75\n";
const std::string kC2 = "C\n3\n0 .99\n1 .9\n1 .8\n0 .3\n";

std::string renamed(const std::string& list, const std::string& id) {
  return id + list.substr(list.find('\n'));
}

std::string joined(const std::vector<std::string>& lists) {
  std::string out;
  for (const auto& list : lists) out += (out.empty() ? "" : "\n") + list;
  return out;
}

}  // namespace

TEST_CASE("tapk units: score_run equals evaluate on every scoring golden fixture",
          "[tapk][compare]") {
  const auto cases = fixtures();
  std::size_t checked = 0;
  for (const auto& c : cases) {
    INFO("fixture " << c->inputs.at("run").front().name << " " << c->options.dump());
    const Task& task = find_task(c->task);
    const Result result = evaluate(task, c->inputs, c->options);
    if (!result.scored) continue;
    // Every fixture whose lists score validly under these options, in the same order, joins
    // the comparison: score_run(r) must equal each one's own result.
    std::vector<Inputs> submissions{c->inputs};
    std::vector<Result> results{result};
    for (const auto& other : cases) {
      if (other.get() == c.get()) continue;
      Result r = evaluate(task, other->inputs, c->options);
      if (!r.scored || !r.valid()) continue;
      if (!task.unit_scorer({c->inputs, other->inputs}, result.options)) continue;  // order
      submissions.push_back(other->inputs);
      results.push_back(std::move(r));
    }
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

TEST_CASE("tapk units: weights and sources act as the lists would", "[tapk][compare]") {
  const std::vector<Inputs> runs{lists_of(joined({kA, kB, kC})), lists_of(joined({kA2, kB2, kC2}))};
  for (const Json& options :
       {Json{{"k", Json::array({1, 2})}}, Json{{"threshold", Json::array({0.75, 0.5})}},
        Json{{"k", Json::array({2, 3})}, {"pad", true}}, Json{{"rocn", 2}, {"pad", true}},
        Json{{"k", Json::array({1})}, {"quantile", 0.25}}}) {
    INFO("options " << options.dump());
    // B taken twice, as Bx right after it.
    check_sample("tapk", runs, {1, 2, 1}, {0, 0, 0},
                 lists_of(joined({kA, kB, renamed(kB, "Bx"), kC})), options);
    // A left out.
    check_sample("tapk", runs, {0, 1, 1}, {0, 0, 0}, lists_of(joined({kB, kC})), options);
    // Mixed: A and C from the second run, B from the first, C twice.
    check_sample("tapk", runs, {1, 1, 2}, {1, 0, 1},
                 lists_of(joined({kA2, kB, kC2, renamed(kC2, "Cx")})), options);
  }
}

TEST_CASE("tapk units: a query a run lacks has no list in a sample", "[tapk][compare]") {
  // The second run has no list for B: taken from it, B is absent, as in that run's own scores.
  const std::vector<Inputs> runs{lists_of(joined({kA, kB, kC})), lists_of(joined({kA2, kC2}))};
  const Json options{{"k", Json::array({1})}, {"pad", true}};
  check_sample("tapk", runs, {1, 1, 1}, {0, 1, 0}, lists_of(joined({kA, kC})), options);
  check_sample("tapk", runs, {1, 1, 1}, {1, 1, 1}, lists_of(joined({kA2, kC2})), options);
  const Task& task = find_task("tapk");
  const auto scorer = task.unit_scorer(runs, evaluate(task, runs[0], options).options);
  REQUIRE(scorer);
  CHECK(scorer->units() == 3);
  CHECK(scorer->unit() == "query");
}

TEST_CASE("tapk units: weighted queries and E0 from the sample", "[tapk][compare]") {
  const std::string a = "A 2\n2\n1 .9\n0 .8\n1 .7\n0 .6\n0 .5\n";
  const std::string b = "B 0.5\n1\n0 .95\n0 .85\n1 .75\n0 .65\n";
  const std::string c = "C 1.5\n3\n1 .99\n0 .3\n0 .2\n";
  const std::vector<Inputs> runs{lists_of(joined({a, b, c}))};
  for (const bool unweighted : {false, true}) {
    const Json options{{"k", Json::array({1, 2})}, {"unweighted", unweighted}};
    check_sample("tapk", runs, {2, 0, 1}, {0, 0, 0}, lists_of(joined({a, renamed(a, "Ax 2"), c})),
                 options);
  }
}

TEST_CASE("tapk units: runs whose lists go different ways are not compared", "[tapk][compare]") {
  const Task& task = find_task("tapk");
  const std::vector<Inputs> runs{lists_of("A\n1\n1 .9\n0 .5\n"), lists_of("A\n1\n1 1e-9\n0 .5\n")};
  const Result first = evaluate(task, runs[0], Json::object());
  CHECK_FALSE(task.unit_scorer(runs, first.options));
}
