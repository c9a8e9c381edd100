#include "golden_fixtures.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>

#include "support.hpp"

namespace bioeval::test {
namespace fs = std::filesystem;

namespace {

const std::string kCaseSuffix = ".case.json";

std::unique_ptr<GoldenFixture> load_fixture(const fs::path& case_file, const Json& spec) {
  auto fixture = std::make_unique<GoldenFixture>();
  const std::string file = case_file.filename().string();
  fixture->name = file.substr(0, file.size() - kCaseSuffix.size());
  fixture->task = spec.at("task").get<std::string>();
  fixture->options = spec.value("options", Json::object());
  for (const auto& [role, paths] : spec.at("inputs").items()) {
    for (const auto& relative : paths) {
      const fs::path path = case_file.parent_path() / relative.get<std::string>();
      if (role == "gold" && fixture->gold_path.empty()) fixture->gold_path = path.string();
      fixture->contents.push_back(std::make_unique<std::string>(read_text_file(path.string())));
      fixture->inputs[role].push_back({path.filename().string(), *fixture->contents.back(), {}});
    }
  }
  return fixture;
}

}  // namespace

std::vector<std::unique_ptr<GoldenFixture>> golden_fixtures(const std::string& family,
                                                            const std::string& mode) {
  std::vector<fs::path> files;
  for (const auto& entry : fs::directory_iterator(source_path("tests/golden/" + family))) {
    const std::string name = entry.path().filename().string();
    if (name.size() > kCaseSuffix.size() &&
        name.compare(name.size() - kCaseSuffix.size(), kCaseSuffix.size(), kCaseSuffix) == 0) {
      files.push_back(entry.path());
    }
  }
  std::sort(files.begin(), files.end());
  std::vector<std::unique_ptr<GoldenFixture>> out;
  for (const auto& file : files) {
    const Json spec = Json::parse(read_text_file(file.string()));
    if (spec.value("mode", std::string("score")) == mode) out.push_back(load_fixture(file, spec));
  }
  return out;
}

FixtureRuns fixture_runs(const std::vector<std::unique_ptr<GoldenFixture>>& fixtures,
                         const GoldenFixture& fixture, const Result& result,
                         const std::function<bool(const GoldenFixture&)>& joins) {
  const Task& task = find_task(fixture.task);
  FixtureRuns runs{{fixture.inputs}, {result}};
  for (const auto& other : fixtures) {
    if (other.get() == &fixture || !joins(*other)) continue;
    Result r = evaluate(task, other->inputs, fixture.options);
    if (!r.scored || !r.valid()) continue;
    runs.submissions.push_back(other->inputs);
    runs.results.push_back(std::move(r));
  }
  return runs;
}

std::optional<double> reported_metric(const Result& result, const std::string& name) {
  for (const Metric& metric : result.metrics) {
    if (metric.name == name) return metric.value;
  }
  FAIL("evaluate() reports no metric " << name);
  return std::nullopt;
}

void check_values_match(const std::vector<std::string>& names,
                        const std::vector<std::optional<double>>& values, const Result& result) {
  REQUIRE(values.size() == names.size());
  for (std::size_t m = 0; m < names.size(); ++m) {
    INFO("metric " << names[m]);
    const std::optional<double> expected = reported_metric(result, names[m]);
    REQUIRE(values[m].has_value() == expected.has_value());
    if (expected) CHECK(*values[m] == *expected);
  }
}

void check_scorer_matches(const UnitScorer& scorer, std::uint32_t run, const Result& result) {
  check_values_match(scorer.metrics(), scorer.score_run(run), result);
}

void check_sample_matches(const std::string& task_id, const std::vector<Inputs>& runs,
                          const std::vector<std::uint32_t>& weights,
                          const std::vector<std::uint32_t>& sources, const Inputs& equivalent,
                          const Json& options) {
  const Task& task = find_task(task_id);
  const Result result = evaluate(task, equivalent, options);
  REQUIRE(result.valid());
  const Result first = evaluate(task, runs.front(), options);
  const auto scorer = unit_scorer_of(task, runs, first.options);
  REQUIRE(scorer);
  check_values_match(scorer->metrics(), scorer->score(weights, sources), result);
}

}  // namespace bioeval::test
