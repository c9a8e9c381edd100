// TAP-k as units of a comparison (queries): score_run() gives exactly what evaluate() reports on
// every golden fixture that scores, and weights and sources act as the files would.
#include <catch2/catch.hpp>

#include <algorithm>
#include <deque>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "host/api.hpp"
#include "support/golden_fixtures.hpp"
#include "support/support.hpp"

using namespace bioeval;

namespace {

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

// The value of a query's column in a result's table `queries`.
double query_value(const Result& result, std::size_t query, const std::string& column) {
  for (const Table& table : result.tables) {
    if (table.id != "queries") continue;
    const auto at = std::find(table.columns.begin(), table.columns.end(), column);
    REQUIRE(at != table.columns.end());
    return table.rows.to_json()
        .at(query)
        .at(static_cast<std::size_t>(at - table.columns.begin()))
        .get<double>();
  }
  FAIL("no table queries");
  return 0;
}

// The mean of a column over the queries, each from the run `sources` names (Σ w·v / Σ w).
double mixed_mean(const std::vector<Result>& results, const std::vector<std::uint32_t>& sources,
                  const std::string& column) {
  double weighted = 0, total_weight = 0;
  for (std::size_t q = 0; q < sources.size(); ++q) {
    const double w = query_value(results[sources[q]], q, "weight");
    weighted += w * query_value(results[sources[q]], q, column);
    total_weight += w;
  }
  return weighted / total_weight;
}

}  // namespace

TEST_CASE("tapk units: score_run equals evaluate on every scoring golden fixture",
          "[tapk][compare]") {
  const auto cases = test::golden_fixtures("tapk");
  std::size_t checked = 0;
  for (const auto& c : cases) {
    INFO("fixture " << c->name << " " << c->options.dump());
    const Task& task = find_task(c->task);
    const Result result = evaluate(task, c->inputs, c->options);
    if (!result.scored) continue;
    // Alone: one order, so every metric compared, rocn.pooled and E0 included.
    const auto alone = test::unit_scorer_of(task, {c->inputs}, result.options);
    REQUIRE(alone);
    const auto names = alone->metrics();
    CHECK(std::find(names.begin(), names.end(), "rocn.pooled") != names.end());
    test::check_scorer_matches(*alone, 0, result);
    // With every fixture whose lists score validly under these options, whichever way they go.
    const auto [submissions, results] =
        test::fixture_runs(cases, *c, result, [](const test::GoldenFixture&) { return true; });
    const auto scorer = test::unit_scorer_of(task, submissions, result.options);
    REQUIRE(scorer);
    CHECK(scorer->runs() == submissions.size());
    for (std::uint32_t r = 0; r < results.size(); ++r) {
      INFO("run " << r);
      test::check_scorer_matches(*scorer, r, results[r]);
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
    test::check_sample_matches("tapk", runs, {1, 2, 1}, {0, 0, 0},
                               lists_of(joined({kA, kB, renamed(kB, "Bx"), kC})), options);
    // A left out.
    test::check_sample_matches("tapk", runs, {0, 1, 1}, {0, 0, 0}, lists_of(joined({kB, kC})),
                               options);
    // Mixed: A and C from the second run, B from the first, C twice.
    test::check_sample_matches("tapk", runs, {1, 1, 2}, {1, 0, 1},
                               lists_of(joined({kA2, kB, kC2, renamed(kC2, "Cx")})), options);
  }
}

TEST_CASE("tapk units: a query a run lacks has no list in a sample", "[tapk][compare]") {
  // The second run has no list for B: taken from it, B is absent, as in that run's own scores.
  const std::vector<Inputs> runs{lists_of(joined({kA, kB, kC})), lists_of(joined({kA2, kC2}))};
  const Json options{{"k", Json::array({1})}, {"pad", true}};
  test::check_sample_matches("tapk", runs, {1, 1, 1}, {0, 1, 0}, lists_of(joined({kA, kC})),
                             options);
  test::check_sample_matches("tapk", runs, {1, 1, 1}, {1, 1, 1}, lists_of(joined({kA2, kC2})),
                             options);
  const Task& task = find_task("tapk");
  const auto scorer = test::unit_scorer_of(task, runs, evaluate(task, runs[0], options).options);
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
    test::check_sample_matches("tapk", runs, {2, 0, 1}, {0, 0, 0},
                               lists_of(joined({a, renamed(a, "Ax 2"), c})), options);
  }
}

TEST_CASE("tapk units: runs whose lists go different ways are compared", "[tapk][compare]") {
  const Task& task = find_task("tapk");
  // The hand example as scores, and a second system giving E-values (smaller is better).
  const std::string a = "A\n2\n1 1e-30\n1 1e-20\n0 1e-10\n0 1e-5\n0 1e-3\n";
  const std::string b = "B\n1\n0 1e-9\n1 1e-8\n0 1e-2\n";
  const std::string c = "C\n3\n1 1e-40\n0 1e-12\n1 1e-3\n0 1\n0 2\n";
  const std::vector<Inputs> runs{lists_of(joined({kA, kB, kC})), lists_of(joined({a, b, c}))};
  for (const Json& options : {Json{{"k", Json::array({1, 2})}, {"rocn", 2}},
                              Json{{"threshold", Json::array({0.5, 1e-9})}}}) {
    INFO("options " << options.dump());
    std::vector<Result> results;
    for (const Inputs& run : runs) results.push_back(evaluate(task, run, options));
    const auto scorer = test::unit_scorer_of(task, runs, results[0].options);
    REQUIRE(scorer);
    // Per list only: E0 and the pooled ROC_n would rank E-values with scores.
    std::vector<std::string> expected;
    for (const Json& t : options.value("threshold", Json::array())) {
      expected.push_back("t=" + t.dump() + ".tap");
    }
    expected.push_back("map");
    expected.push_back("rocn.mean");
    CHECK(scorer->metrics() == expected);
    for (std::uint32_t r = 0; r < runs.size(); ++r)
      test::check_scorer_matches(*scorer, r, results[r]);
    // A sample mixing the runs: each list at the threshold in its own run's order.
    const std::vector<std::uint32_t> sources{0, 1, 0};
    const auto values = scorer->score({1, 1, 1}, sources);
    REQUIRE(values.size() == expected.size());
    for (std::size_t m = 0; m + 2 < expected.size(); ++m) {
      const std::string column = "TAP " + expected[m].substr(0, expected[m].size() - 4);
      CHECK(values[m] == Approx(mixed_mean(results, sources, column)).epsilon(1e-15));
    }
    const double ap = query_value(results[0], 0, "AP") + query_value(results[1], 1, "AP") +
                      query_value(results[0], 2, "AP");
    CHECK(values[expected.size() - 2] == Approx(ap / 3).epsilon(1e-15));
  }
}

TEST_CASE("tapk units: runs of one order compare E0 and the pooled ROC_n", "[tapk][compare]") {
  const Task& task = find_task("tapk");
  const std::vector<Inputs> runs{lists_of(joined({kA, kB, kC})), lists_of(joined({kA2, kB2, kC2}))};
  const Json options{{"k", Json::array({1, 2})}, {"rocn", 3}};
  const auto scorer = test::unit_scorer_of(task, runs, evaluate(task, runs[0], options).options);
  REQUIRE(scorer);
  CHECK(scorer->metrics() == std::vector<std::string>{"k=1.tap", "k=2.tap", "map", "rocn.mean",
                                                      "rocn.pooled", "k=1.e0", "k=2.e0"});
  // Scores: a larger E0 is the more stringent one.
  CHECK(scorer->higher_is_better(4));
  CHECK_FALSE(scorer->higher_is_better(5));
  // The docs' hand example: E0 0.8 at k = 1 and 0.6 at k = 2.
  const auto values = scorer->score_run(0);
  CHECK(*values[5] == 0.8);
  CHECK(*values[6] == 0.6);
}
