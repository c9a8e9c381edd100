// TAP-k as units of a comparison (queries): score_run() gives exactly what evaluate() reports on
// every golden fixture that scores, and weights and sources act as the files would.
#include <catch2/catch.hpp>

#include <deque>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "api.hpp"
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

}  // namespace

TEST_CASE("tapk units: score_run equals evaluate on every scoring golden fixture",
          "[tapk][compare]") {
  const auto cases = test::golden_fixtures("tapk");
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
    test::check_sample_matches("tapk", runs, {2, 0, 1}, {0, 0, 0},
                               lists_of(joined({a, renamed(a, "Ax 2"), c})), options);
  }
}

TEST_CASE("tapk units: runs whose lists go different ways are not compared", "[tapk][compare]") {
  const Task& task = find_task("tapk");
  const std::vector<Inputs> runs{lists_of("A\n1\n1 .9\n0 .5\n"), lists_of("A\n1\n1 1e-9\n0 .5\n")};
  const Result first = evaluate(task, runs[0], Json::object());
  CHECK_FALSE(task.unit_scorer(runs, first.options));
}
