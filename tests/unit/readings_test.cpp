// One reading per request: scoring several runs, comparing them and opening their documents read
// each run's bytes once (framework/evaluation.hpp counts the readings), for every comparison
// fixture of every family.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>

#include "host/compare.hpp"
#include "support/support.hpp"

using namespace bioeval;
namespace fs = std::filesystem;

namespace {

// A comparison fixture's inputs: the roles every run shares, and each run (a file, or a folder
// of files for a task whose run is several files).
struct ComparisonFixture {
  std::string id, task;
  Json options;
  Inputs common;
  std::vector<Inputs> runs;
  std::vector<std::unique_ptr<std::string>> contents;  // the bytes the inputs view

  InputFile file(const fs::path& path) {
    contents.push_back(std::make_unique<std::string>(test::read_text_file(path.string())));
    return {path.filename().string(), *contents.back(), {}};
  }
};

std::vector<std::unique_ptr<ComparisonFixture>> comparison_fixtures() {
  std::vector<fs::path> cases;
  for (const auto& entry : fs::recursive_directory_iterator(test::source_path("tests/golden"))) {
    const std::string name = entry.path().filename().string();
    if (name.size() > 10 && name.substr(name.size() - 10) == ".case.json") {
      cases.push_back(entry.path());
    }
  }
  std::sort(cases.begin(), cases.end());
  std::vector<std::unique_ptr<ComparisonFixture>> out;
  for (const fs::path& path : cases) {
    const Json spec = Json::parse(test::read_text_file(path.string()));
    if (spec.value("mode", std::string()) != "compare") continue;
    auto fixture = std::make_unique<ComparisonFixture>();
    fixture->id = path.parent_path().filename().string() + "/" + path.filename().string();
    fixture->task = spec.at("task").get<std::string>();
    fixture->options = spec.value("options", Json::object());
    for (const auto& [role, paths] : spec.at("inputs").items()) {
      for (const Json& relative : paths) {
        const fs::path file = path.parent_path() / relative.get<std::string>();
        if (role != "run") {
          fixture->common[role].push_back(fixture->file(file));
          continue;
        }
        Inputs run;
        if (fs::is_directory(file)) {
          std::vector<fs::path> files;
          for (const auto& entry : fs::directory_iterator(file)) files.push_back(entry.path());
          std::sort(files.begin(), files.end());
          for (const fs::path& f : files) run["run"].push_back(fixture->file(f));
        } else {
          run["run"].push_back(fixture->file(file));
        }
        fixture->runs.push_back(std::move(run));
      }
    }
    for (Inputs& run : fixture->runs) {
      for (const auto& [role, files] : fixture->common) run[role] = files;
    }
    out.push_back(std::move(fixture));
  }
  return out;
}

CompareSettings few_samples() {
  CompareSettings settings;
  settings.resamples = 20;
  settings.trials = 50;
  return settings;
}

}  // namespace

TEST_CASE("scoring, comparing and showing runs reads each run once", "[readings]") {
  const auto fixtures = comparison_fixtures();
  REQUIRE(fixtures.size() >= 5);
  for (const auto& fixture : fixtures) {
    INFO("fixture " << fixture->id);
    const Task& task = find_task(fixture->task);
    const std::size_t runs = fixture->runs.size();
    const std::size_t before = readings("run");
    std::vector<Scoring> scorings;
    for (const Inputs& run : fixture->runs) scorings.push_back(score(task, run, fixture->options));
    CHECK(readings("run") - before == runs);

    std::vector<ScoredRunEntry> entries;
    for (std::size_t r = 0; r < runs; ++r) {
      REQUIRE(scorings[r].run);
      entries.push_back(
          {"run " + std::to_string(r + 1), &scorings[r].result, scorings[r].run->units()});
    }
    const Json compared = compare(task, entries, few_samples());
    CHECK(compared.contains("comparison"));
    for (const Scoring& scoring : scorings) {
      const auto views = open_documents(task, scoring);
      const Json index = views->index();
      REQUIRE_FALSE(index.at("documents").empty());
      views->document(index.at("documents").at(0).at("id").get<std::string>());
    }
    CHECK(readings("run") - before == runs);

    // Compared from their files, the runs are read once more each: once for the comparison.
    std::vector<ComparedRun> files;
    for (std::size_t r = 0; r < runs; ++r)
      files.push_back({"run " + std::to_string(r + 1), fixture->runs[r]});
    CHECK(compare(task, files, fixture->options, few_samples()).contains("comparison"));
    CHECK(readings("run") - before == 2 * runs);
  }
}
