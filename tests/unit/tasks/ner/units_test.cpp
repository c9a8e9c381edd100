// Comparing NER runs: on every unit once, the unit scorer gives exactly the metrics the result
// reports, on every golden fixture that scores; a unit taken twice counts as that unit written
// twice, and a unit taken from another run as that run's text of it.
#include <catch2/catch.hpp>

#include <memory>
#include <string>
#include <vector>

#include "support/golden_fixtures.hpp"
#include "support/support.hpp"

using namespace bioeval;
using test::inputs_of;

namespace {

// Runs of `task` on the same gold and resources, one per run text.
std::vector<Inputs> submissions(const std::map<std::string, std::string>& resources,
                                const std::vector<std::string>& runs) {
  std::vector<Inputs> out;
  for (const std::string& run : runs) {
    Inputs inputs = inputs_of(resources);
    inputs["run"].push_back({"run.txt", run, {}});
    out.push_back(std::move(inputs));
  }
  return out;
}

Result evaluated(const std::string& task, std::map<std::string, std::string> texts,
                 const Json& options = Json::object()) {
  return evaluate(find_task(task), inputs_of(texts), options);
}

}  // namespace

TEST_CASE("ner units: every run scored once gives evaluate()'s metrics on the golden cases",
          "[ner][compare]") {
  std::size_t compared = 0;
  for (const auto& fixture : test::golden_fixtures("ner")) {
    INFO("golden case ner/" << fixture->name);
    const Task& task = find_task(fixture->task);
    const Result result = evaluate(task, fixture->inputs, fixture->options);
    // Scored: valid, or forced despite its errors (compare() takes only valid runs).
    if (result.metrics.empty()) continue;
    const auto scorer = test::unit_scorer_of(task, {fixture->inputs}, result.options);
    REQUIRE(scorer);
    CHECK(scorer->unit() == "sentence");
    CHECK(scorer->runs() == 1);
    test::check_values_match(scorer->metrics(), scorer->score_run(0), result);
    ++compared;
  }
  CHECK(compared >= 18);
}

TEST_CASE(
    "ner.iob2 units: the reference scorers' sentences, a unit taken twice or from another "
    "run",
    "[ner][compare]") {
  // Three sentences; the first is not ended by a blank line before ###MEDLINE: one unit with the
  // second, as evalIOB2.pl and conlleval read it.
  const std::string a_gold = "p53\tB-protein\ngene\tI-protein\nbinds\tO\n";
  const std::string b_gold = "IL-2\tB-protein\nreceptor\tI-protein\nin\tO\nT\tB-cell_type\n\n";
  const std::string c_gold = "MDM2\tB-DNA\nhere\tO\n\n";
  const std::string a_run = "p53\tI-protein\ngene\tI-protein\nbinds\tB-protein\n";
  const std::string b_run = "IL-2\tB-protein\nreceptor\tB-protein\nin\tO\nT\tB-cell_type\n\n";
  const std::string c_run = "MDM2\tB-protein\nhere\tO\n\n";
  const std::string a2_run = "p53\tB-protein\ngene\tI-protein\nbinds\tO\n";
  const std::string b2_run = "IL-2\tO\nreceptor\tO\nin\tO\nT\tB-cell_type\n\n";
  const std::string c2_run = "MDM2\tB-DNA\nhere\tB-DNA\n\n";
  const std::string m = "###MEDLINE:1\n";
  const std::string gold = a_gold + m + b_gold + c_gold;
  const std::string run1 = a_run + m + b_run + c_run;
  const std::string run2 = a2_run + m + b2_run + c2_run;
  for (const std::string scheme : {"iob2", "iob1"}) {
    INFO("scheme " << scheme);
    const Json options = {{"scheme", scheme}};
    const Task& task = find_task("ner.iob2");
    const Result one = evaluated("ner.iob2", {{"gold", gold}, {"run", run1}}, options);
    const auto scorer =
        test::unit_scorer_of(task, submissions({{"gold", gold}}, {run1, run2}), one.options);
    REQUIRE(scorer);
    REQUIRE(scorer->units() == 2);
    test::check_values_match(scorer->metrics(), scorer->score_run(0), one);
    // The second unit twice: as if the gold and the run held it twice.
    const Result twice =
        evaluated("ner.iob2", {{"gold", gold + c_gold}, {"run", run1 + c_run}}, options);
    test::check_values_match(scorer->metrics(), scorer->score({1, 2}, {0, 0}), twice);
    // The first unit from the second run, the second left out.
    const Result mixed = evaluated(
        "ner.iob2", {{"gold", a_gold + m + b_gold}, {"run", a2_run + m + b2_run}}, options);
    test::check_values_match(scorer->metrics(), scorer->score({1, 0}, {1, 0}), mixed);
  }
}

TEST_CASE("ner.bc2gm units: sentence ids, a unit taken twice or from another run",
          "[ner][compare]") {
  const std::string gold =
      "S1|14 33|alkaline phosphatases\nS1|37 50|5-nucleotidase\n"
      "S2|0 28|Serum gamma glutamyltransferase\n";
  const std::string alternatives = "S1|23 33|phosphatases\nS2|5 28|gamma glutamyltransferase\n";
  const std::string run1 = "S1|14 33\nS1|23 33\nS2|5 28\nS3|0 4|p53\nS1|37 45|5-nucleo\n";
  const std::string run2 = "S2|5 28\nS2|0 28\nS2|0 4|Serum\nS4|1 2\n";
  const Task& task = find_task("ner.bc2gm");
  const std::map<std::string, std::string> resources = {{"gold", gold}, {"altgene", alternatives}};
  const Result one =
      evaluated("ner.bc2gm", {{"gold", gold}, {"altgene", alternatives}, {"run", run1}});
  const auto scorer = test::unit_scorer_of(task, submissions(resources, {run1, run2}), one.options);
  REQUIRE(scorer);
  REQUIRE(scorer->units() == 4);  // S1, S2 (gold), S3 (run 1), S4 (run 2)
  test::check_values_match(scorer->metrics(), scorer->score_run(0), one);
  const Result other =
      evaluated("ner.bc2gm", {{"gold", gold}, {"altgene", alternatives}, {"run", run2}});
  test::check_values_match(scorer->metrics(), scorer->score_run(1), other);
  // S1 twice (again as S1b), S2 and S3 from the first run, S4 left out.
  const Result twice = evaluated(
      "ner.bc2gm", {{"gold", gold + "S1b|14 33|alkaline phosphatases\nS1b|37 50|5-nucleotidase\n"},
                    {"altgene", alternatives + "S1b|23 33|phosphatases\n"},
                    {"run", run1 + "S1b|14 33\nS1b|23 33\nS1b|37 45|5-nucleo\n"}});
  test::check_values_match(scorer->metrics(), scorer->score({2, 1, 1, 0}, {0, 0, 0, 0}), twice);
  // S1 from the first run, S2 and S4 from the second, S3 left out.
  const Result mixed = evaluated(
      "ner.bc2gm",
      {{"gold", gold},
       {"altgene", alternatives},
       {"run", "S1|14 33\nS1|23 33\nS1|37 45|5-nucleo\nS2|5 28\nS2|0 28\nS2|0 4|Serum\nS4|1 2\n"}});
  test::check_values_match(scorer->metrics(), scorer->score({1, 1, 0, 1}, {0, 1, 0, 1}), mixed);
}
