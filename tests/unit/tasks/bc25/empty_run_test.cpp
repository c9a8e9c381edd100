// An empty run is a submission that found nothing: a warning, and scored with everything
// missed. An empty gold stays an error.
#include <catch2/catch.hpp>

#include <algorithm>

#include "support/support.hpp"

using namespace bioeval;
using bioeval::test::codes;
using bioeval::test::metric;
using bioeval::test::score;

namespace {

bool contains(const std::vector<std::string>& list, const std::string& item) {
  return std::find(list.begin(), list.end(), item) != list.end();
}

// Nothing at all, and only blank lines (CRLF, spaces, a TAB) after a byte-order mark.
const char* const kEmptyRuns[] = {"", "\xEF\xBB\xBF\r\n  \n\t\n\n"};

}  // namespace

TEST_CASE("bc25: an empty run is warned about and scored with everything missed", "[bc25]") {
  for (const char* run : kEmptyRuns) {
    INFO("run '" << run << "'");
    const Json act = score("bc25.act", "a1\t1\na2\t0\n", run, {{"all_documents", true}});
    CHECK(act["valid"] == true);
    CHECK(codes(act) == std::vector<std::string>{"missing-document", "run-empty"});
    CHECK(metric(act, "ranking.tp") == 0);
    CHECK(metric(act, "ranking.auc_ipr") == 0);
    CHECK(metric(act, "class.fn") == 1);
    CHECK(metric(act, "class.tn") == 1);
    CHECK(metric(act, "class.sensitivity") == 0);

    const Json in = score("bc25.int", "d1\tP12345\nd1\tQ67890\n", run, {{"all_documents", true}});
    CHECK(in["valid"] == true);
    CHECK(contains(codes(in), "run-empty"));
    CHECK(metric(in, "micro.fn") == 2);
    CHECK(metric(in, "micro.recall") == 0);
    CHECK(metric(in, "macro.recall") == 0);

    const Json ipt = score("bc25.ipt", "d1\tP12345\tQ67890\n", run, {{"all_documents", true}});
    CHECK(ipt["valid"] == true);
    CHECK(contains(codes(ipt), "run-empty"));
    CHECK(metric(ipt, "micro.fn") == 1);
    CHECK(metric(ipt, "micro.recall") == 0);
  }
}

TEST_CASE("bc25: the empty-run warning names the run and reads no line of it", "[bc25]") {
  const Json r = score("bc25.int", "d1\tP12345\n", "\n\n");
  const auto found = std::find_if(r["diagnostics"].begin(), r["diagnostics"].end(),
                                  [](const Json& d) { return d["code"] == "run-empty"; });
  REQUIRE(found != r["diagnostics"].end());
  const Json& d = *found;
  CHECK(d["severity"] == "warning");
  CHECK(d["code"] == "run-empty");
  CHECK(d["input"] == "run");
  CHECK_FALSE(d.contains("line"));
  CHECK_FALSE(contains(codes(r), "trailing-blank-line"));
  CHECK_FALSE(contains(codes(r), "blank-line"));
  CHECK(metric(r, "documents") == 0);  // no document has hits: none is evaluated by default
}

TEST_CASE("bc25: an empty gold is still an error", "[bc25]") {
  for (const char* gold : kEmptyRuns) {
    INFO("gold '" << gold << "'");
    for (const char* task : {"bc25.act", "bc25.int", "bc25.ipt"}) {
      INFO(task);
      const std::string run = std::string(task) == "bc25.act"   ? "a1\t1\t1\t1\n"
                              : std::string(task) == "bc25.int" ? "d1\tP12345\t1\t1\n"
                                                                : "d1\tP12345\tQ67890\t1\t1\n";
      const Json r = score(task, gold, run);
      CHECK(r["valid"] == false);
      REQUIRE(codes(r) == std::vector<std::string>{"input-empty"});
      CHECK(r["diagnostics"][0]["input"] == "gold");
      CHECK_FALSE(r.contains("metrics"));
    }
  }
}
