// A BB3 submission that predicts nothing, given as no .a2 file or as .a2 files that are all
// empty: a warning, and scored with every gold relation missed.
#include <catch2/catch.hpp>

#include <algorithm>

#include "support/support.hpp"

using namespace bioeval;
using Files = std::map<std::string, std::vector<std::pair<std::string, std::string>>>;
using bioeval::test::codes;
using bioeval::test::metric;

namespace {

const std::string kText = "Helicobacter pylori lives in the stomach.\n";
const std::string kGivenEntities =
    "T1\tBacteria 0 19\tHelicobacter pylori\nT2\tHabitat 33 40\tstomach\n";

Files with_run(std::vector<std::pair<std::string, std::string>> run) {
  return {{"gold",
           {{"d.txt", kText},
            {"d.a1", kGivenEntities},
            {"d.a2", "R1\tLives_In Bacteria:T1 Location:T2\n"},
            {"e.txt", kText},
            {"e.a1", kGivenEntities},
            {"e.a2", "R1\tLives_In Bacteria:T1 Location:T2\n"}}},
          {"run", std::move(run)}};
}

}  // namespace

TEST_CASE("bb3: a submission without predictions is warned about and scored", "[bb3]") {
  const std::vector<std::vector<std::pair<std::string, std::string>>> empties = {
      {{"d.a2", ""}, {"e.a2", ""}},                  // every .a2 empty
      {{"d.a2", "\n \t\r\n"}, {"e.a2", ""}},         // blank lines only
      {{"d.txt", kText}, {"d.a1", kGivenEntities}},  // no .a2 at all
      {{"README", "nothing found\n"}, {"e.a1", kGivenEntities}}};
  for (const auto& run : empties) {
    INFO("first run file " << run.front().first);
    const Json r = test::run_files("bb3.event", with_run(run));
    CHECK(r["valid"] == true);
    REQUIRE(codes(r) == std::vector<std::string>{"run-empty"});
    CHECK(r["diagnostics"][0]["severity"] == "warning");
    CHECK(r["diagnostics"][0]["input"] == "run");
    CHECK(metric(r, "lives_in.recall") == 0);
    CHECK(metric(r, "lives_in.predictions") == 0);
  }
}

TEST_CASE("bb3: a submission with one .a2 missing and the other empty is not an empty run",
          "[bb3]") {
  // Not every document is covered, and nothing is predicted: an incomplete submission.
  const Json partial =
      test::run_files("bb3.event", with_run({{"d.a2", "R1\tLives_In Bacteria:T1 Location:T2\n"}}));
  CHECK(partial["valid"] == false);
  CHECK(codes(partial) == std::vector<std::string>{"prediction-missing"});
  // One prediction in one of two files: no warning.
  const Json some = test::run_files(
      "bb3.event", with_run({{"d.a2", "R1\tLives_In Bacteria:T1 Location:T2\n"}, {"e.a2", ""}}));
  CHECK(some["valid"] == true);
  CHECK(codes(some).empty());
  CHECK(metric(some, "lives_in.recall") == 0.5);
}

TEST_CASE("bb3.cat: empty .a2 files are not held to normalizing the given entities", "[bb3]") {
  const Files files = {{"gold",
                        {{"d.txt", kText},
                         {"d.a1", kGivenEntities},
                         {"d.a2",
                          "N1\tNCBI_Taxonomy Annotation:T1 Referent:210\n"
                          "N2\tOntoBiotope Annotation:T2 Referent:OBT:000001\n"}}},
                       {"run", {{"d.a2", ""}}},
                       {"ontology", {{"parents.txt", "OBT:000001\tOBT:000000\n"}}}};
  const Json r = test::run_files("bb3.cat", files);
  CHECK(r["valid"] == true);
  CHECK(codes(r) == std::vector<std::string>{"run-empty"});
  CHECK(r.contains("metrics"));
}
