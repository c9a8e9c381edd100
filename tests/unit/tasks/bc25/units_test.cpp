// The BC II.5 tasks as units of a comparison: score_run() gives exactly what evaluate() reports
// on every golden fixture that scores, and weights and sources act as the files would.
#include <catch2/catch.hpp>

#include <deque>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "host/api.hpp"
#include "support/golden_fixtures.hpp"
#include "support/support.hpp"

using namespace bioeval;
using test::inputs_of;

TEST_CASE("bc25 units: score_run equals evaluate on every scoring golden fixture",
          "[bc25][compare]") {
  const auto cases = test::golden_fixtures("bc25");
  std::size_t checked = 0;
  for (const auto& c : cases) {
    INFO("fixture " << c->task << " " << c->gold_path << " " << c->options.dump());
    const Task& task = find_task(c->task);
    const Result result = evaluate(task, c->inputs, c->options);
    if (!result.scored) continue;
    // Every fixture of the same task and gold that scores validly under these options joins
    // the comparison: score_run(r) must equal each one's own result.
    const auto [submissions, results] =
        test::fixture_runs(cases, *c, result, [&](const auto& other) {
          return other.task == c->task && other.gold_path == c->gold_path;
        });
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
    test::check_sample_matches("bc25.int", runs, {1, 2, 1}, {0, 0, 0},
                               inputs_of(gold_twice, run_twice), options);
    // d1 left out.
    const std::string gold_without = "d2\tQ12345\nd3\tR12345\nd3\tR23456\n";
    test::check_sample_matches("bc25.int", runs, {0, 1, 1}, {0, 0, 0},
                               inputs_of(gold_without, "d2\tZ12345\t1\t0.9\nd2\tQ12345\t2\t0.5\n"),
                               options);
    // Mixed sources: d1 and d3 from run b, d2 from run a, d3 twice.
    const std::string gold_mixed =
        "d1\tP12345\nd1\tP23456\nd1\tP34567\nd2\tQ12345\nd3\tR12345\nd3\tR23456\n"
        "d3x\tR12345\nd3x\tR23456\n";
    const std::string run_mixed =
        "d1\tX12345\t1\t0.9\nd1\tP23456\t2\t0.8\n"
        "d2\tZ12345\t1\t0.9\nd2\tQ12345\t2\t0.5\n"
        "d3\tR23456\t1\t0.9\nd3\tW12345\t2\t0.5\nd3\tR12345\t3\t0.4\n"
        "d3x\tR23456\t1\t0.9\nd3x\tW12345\t2\t0.5\nd3x\tR12345\t3\t0.4\n";
    test::check_sample_matches("bc25.int", runs, {1, 1, 2}, {1, 0, 1},
                               inputs_of(gold_mixed, run_mixed), options);
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
  test::check_sample_matches("bc25.ipt", {inputs_of(gold, run)}, {2, 1}, {0, 0},
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
    test::check_sample_matches("bc25.act", runs, {1, 1, 1, 1, 2, 1}, {0, 0, 0, 0, 0, 0},
                               inputs_of(gold + "a5x\t1\n", run + "a5x\t1\t5\t0.5\n"), options);
    // a4 (class 0, rank 2 of 3) twice: a4x between a4 and a6 in descending rank.
    test::check_sample_matches(
        "bc25.act", runs, {1, 1, 1, 2, 1, 1}, {0, 0, 0, 0, 0, 0},
        inputs_of(gold + "a4x\t0\n",
                  "a1\t1\t1\t0.9\na2\t1\t2\t0.8\na3\t0\t4\t0.4\na4\t0\t3\t0.6\na4x\t0\t2\t0.6\n"
                  "a5\t1\t3\t0.7\na6\t0\t1\t0.95\na9\t1\t4\t0.5\n"),
        options);
    // a1 left out, the ranks of class 1 renumbered.
    test::check_sample_matches(
        "bc25.act", runs, {0, 1, 1, 1, 1, 1}, {0, 0, 0, 0, 0, 0},
        inputs_of("a2\t0\na3\t1\na4\t0\na5\t1\na6\t0\n",
                  "a2\t1\t1\t0.8\na3\t0\t3\t0.4\na4\t0\t2\t0.6\na5\t1\t2\t0.7\n"
                  "a6\t0\t1\t0.95\na9\t1\t3\t0.5\n"),
        options);
  }
  // Only negatives in the sample: the ranking's AUC divides by zero (0 official, null published).
  for (const char* profile : {"official", "published"}) {
    const Json options{{"profile", profile}};
    test::check_sample_matches(
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
      test::unit_scorer_of(task, {inputs_of(gold, run_a), inputs_of(gold, run_b)}, first.options);
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

TEST_CASE("bc25 units: one reading gives the result, the views and the units", "[bc25][compare]") {
  const std::string int_gold = "d1\tP12345\nd1\tP23456\nd2\tQ12345\n";
  const std::string int_run = "d1\tP12345\t1\t0.9\nd1\tX12345\t2\t0.8\nd2\tQ12345\t1\t0.5\n";
  const std::string act_gold = "a1\t1\na2\t0\na3\t1\n";
  const std::string act_run = "a1\t1\t1\t0.9\na2\t0\t1\t0.8\na3\t0\t2\t0.4\n";
  for (const auto& [id, inputs] :
       {std::pair<std::string, Inputs>{"bc25.int", inputs_of(int_gold, int_run)},
        {"bc25.act", inputs_of(act_gold, act_run)}}) {
    INFO("task " << id);
    const Task& task = find_task(id);
    const std::size_t before = readings("run");
    std::shared_ptr<const RunUnits> units;
    Result result;
    {
      Scoring scoring = score(task, inputs, Json::object());
      REQUIRE(scoring.run);
      const auto views = open_documents(task, scoring);
      CHECK(views->index().at("documents").size() > 0);
      units = scoring.run->units();
      result = std::move(scoring.result);
    }
    // The run was read once; its units outlive the scored run and give its result.
    CHECK(readings("run") == before + 1);
    REQUIRE(units);
    const auto scorer = task.unit_scorer({units, units}, result.options);
    REQUIRE(scorer);
    test::check_scorer_matches(*scorer, 1, result);
    CHECK(readings("run") == before + 1);
  }
}
