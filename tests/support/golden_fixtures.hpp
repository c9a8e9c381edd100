// The golden fixtures (tests/golden/<family>/*.case.json) as the core reads them, and the check
// that a comparison's unit scorer gives exactly the metrics evaluate() reports.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "host/api.hpp"

namespace bioeval::test {

struct GoldenFixture {
  std::string name;  // the case file's name without .case.json
  std::string task;
  Json options;
  std::string gold_path;  // the first gold file, to group fixtures sharing a gold
  Inputs inputs;          // views of `contents`
  std::vector<std::unique_ptr<std::string>> contents;
};

// The fixtures of a family in one mode (score, validate or compare), in file-name order.
std::vector<std::unique_ptr<GoldenFixture>> golden_fixtures(const std::string& family,
                                                            const std::string& mode = "score");

// Runs compared in a unit-scorer test: a fixture's inputs with what evaluate() reports for them.
struct FixtureRuns {
  std::vector<Inputs> submissions;
  std::vector<Result> results;
};

// `fixture`, scored as `result`, then every other fixture of `fixtures` that `joins` accepts and
// that scores validly under the fixture's options: score_run(r) must equal each one's result.
FixtureRuns fixture_runs(const std::vector<std::unique_ptr<GoldenFixture>>& fixtures,
                         const GoldenFixture& fixture, const Result& result,
                         const std::function<bool(const GoldenFixture&)>& joins);

// The value evaluate() reported under `name`; fails the test when it reported none.
std::optional<double> reported_metric(const Result& result, const std::string& name);

// Each of `values` (a unit scorer's metrics, named `names`) equals the metric of that name in
// `result` bit for bit (undefined where it is undefined).
void check_values_match(const std::vector<std::string>& names,
                        const std::vector<std::optional<double>>& values, const Result& result);

// Each metric a unit scorer gives for run `run`, scoring every unit once, equals the metric of
// that name in `result` bit for bit (undefined where it is undefined).
void check_scorer_matches(const UnitScorer& scorer, std::uint32_t run, const Result& result);

// The metrics of a sample (unit i taken weights[i] times from run sources[i]) of the scorer
// built on `runs` equal those evaluate() reports on `equivalent`: files made to hold that sample.
void check_sample_matches(const std::string& task, const std::vector<Inputs>& runs,
                          const std::vector<std::uint32_t>& weights,
                          const std::vector<std::uint32_t>& sources, const Inputs& equivalent,
                          const Json& options = Json::object());

}  // namespace bioeval::test
