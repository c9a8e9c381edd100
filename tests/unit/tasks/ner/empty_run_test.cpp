// An empty NER run is a system that tagged nothing: a warning, every entity missed. An empty
// gold stays an error, and so does a conlleval-layout file (it holds the gold tags).
#include <catch2/catch.hpp>

#include "support/support.hpp"

using namespace bioeval;
using bioeval::test::codes;
using bioeval::test::metric;
using bioeval::test::run_task;
using bioeval::test::score;

namespace {

const char* const kEmptyRuns[] = {"", "\r\n \t\n\n"};
const char* kTokens = "IL-2\tB-protein\nreceptor\tI-protein\nbinds\tO\n\np53\tB-protein\n\n";
const char* kMentions = "s1|0 3|IL-2\ns2|4 6|p53\n";

}  // namespace

TEST_CASE("ner.iob2: an empty run is every token tagged O", "[ner]") {
  for (const char* run : kEmptyRuns) {
    INFO("run '" << run << "'");
    const Json r = score("ner.iob2", kTokens, run);
    CHECK(r["valid"] == true);
    REQUIRE(codes(r) == std::vector<std::string>{"run-empty"});
    CHECK(r["diagnostics"][0]["severity"] == "warning");
    CHECK(metric(r, "exact.tp") == 0);
    CHECK(metric(r, "exact.fn") == 2);
    CHECK(metric(r, "exact.recall") == 0);
    CHECK(metric(r, "fragment.recall") == 0);
  }
}

TEST_CASE("ner.iob2: an empty gold, or an empty file in the conlleval layout, is an error",
          "[ner]") {
  for (const char* empty : kEmptyRuns) {
    INFO("file '" << empty << "'");
    const Json gold = score("ner.iob2", empty, "IL-2\tO\n\n");
    CHECK(gold["valid"] == false);
    CHECK(codes(gold) == std::vector<std::string>{"input-empty"});
    CHECK(gold["diagnostics"][0]["input"] == "gold");
    const Json both = run_task("ner.iob2", {{"run", empty}});
    CHECK(both["valid"] == false);
    CHECK(codes(both) == std::vector<std::string>{"input-empty"});
  }
}

TEST_CASE("ner.bc2gm: an empty run finds no mention", "[ner]") {
  for (const char* run : kEmptyRuns) {
    INFO("run '" << run << "'");
    const Json r = score("ner.bc2gm", kMentions, run);
    CHECK(r["valid"] == true);
    REQUIRE(codes(r) == std::vector<std::string>{"run-empty"});
    CHECK(metric(r, "bc2gm.tp") == 0);
    CHECK(metric(r, "bc2gm.fn") == 2);
    CHECK(metric(r, "bc2gm.recall") == 0);
    CHECK(metric(r, "exact.recall") == 0);
  }
}

TEST_CASE("ner.bc2gm: an empty gold is an error", "[ner]") {
  for (const char* gold : kEmptyRuns) {
    const Json r = score("ner.bc2gm", gold, "s1|0 3|IL-2\n");
    CHECK(r["valid"] == false);
    CHECK(codes(r) == std::vector<std::string>{"input-empty"});
  }
}
