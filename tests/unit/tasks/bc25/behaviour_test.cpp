// How the bc25 tasks behave beyond docs/tasks/bc25.md's vectors: options, forced scoring,
// degenerate input.
#include <catch2/catch.hpp>

#include <cmath>

#include "base/version.hpp"
#include "support/support.hpp"

using namespace bioeval;
using bioeval::test::codes;
using bioeval::test::metric;
using bioeval::test::run_task;
using bioeval::test::score;

namespace {

const char* kActGold = "a1\t1\na2\t0\na3\t1\na4\t0\n";

bool contains(const std::vector<std::string>& list, const std::string& item) {
  return std::find(list.begin(), list.end(), item) != list.end();
}

}  // namespace

TEST_CASE("the gold scored as a run is perfect", "[bc25]") {
  const Json r = score("bc25.ipt", "d1\tP12345\tQ67890\nd2\tO11111\tP22222\n",
                       "d1\tQ67890\tP12345\t1\t1\nd2\tO11111\tP22222\t1\t0.5\n");
  CHECK(r["valid"] == true);
  CHECK(r["warnings"] == 0);
  for (const char* name : {"micro.precision", "micro.recall", "micro.f1", "micro.auc_ipr",
                           "macro.precision", "macro.recall", "macro.f1", "macro.auc_ipr"}) {
    INFO(name);
    CHECK(metric(r, name) == 1.0);
  }
}

TEST_CASE("invalid runs are not scored unless forced", "[bc25]") {
  const std::string gold = "d\tP12345\nd\tQ67890\n";
  const std::string run = "d\tP12345\t1\t0.9\nd\tQ67890\t3\t0.8\n";  // rank gap
  const Json rejected = score("bc25.int", gold, run);
  CHECK(rejected["valid"] == false);
  CHECK_FALSE(rejected.contains("metrics"));
  CHECK(codes(rejected) == std::vector<std::string>{"rank-not-consecutive"});

  const Json forced = score("bc25.int", gold, run, {{"force", true}});
  CHECK(forced["valid"] == false);
  CHECK(forced["forced"] == true);
  CHECK(metric(forced, "micro.recall") == 1.0);
  CHECK(forced["notes"][0]["code"] == "forced");
}

TEST_CASE("a repeated hit counts once when forced", "[bc25]") {
  const Json r =
      score("bc25.int", "d\tP12345\n", "d\tP12345\t1\t0.9\nd\tP12345\t2\t0.8\n", {{"force", true}});
  CHECK(codes(r) == std::vector<std::string>{"duplicate-accession"});
  CHECK(metric(r, "micro.tp") == 1);
  CHECK(metric(r, "micro.fp") == 1);
}

TEST_CASE("validation mode reports diagnostics and computes nothing", "[bc25]") {
  const Json r = run_task("bc25.int", {{"gold", "d\tP12345\n"}, {"run", "d\tP12345\t1\t1\n"}},
                          Json::object(), Mode::validate);
  CHECK(r["valid"] == true);
  CHECK_FALSE(r.contains("metrics"));
}

TEST_CASE("no shared documents: counts are zero and ratios undefined", "[bc25]") {
  const Json r = score("bc25.int", "d1\tP12345\n", "d2\tP12345\t1\t1\n");
  CHECK(metric(r, "documents") == 0);
  CHECK(std::isnan(metric(r, "micro.precision")));
  CHECK(std::isnan(metric(r, "micro.auc_ipr")));
  CHECK(std::isnan(metric(r, "macro.f1")));
  CHECK(contains(codes(r), "unknown-document"));
  CHECK(contains(codes(r), "missing-document"));
}

TEST_CASE("ACT: cutoff truncates the joined ranking, all_documents classifies the missing",
          "[bc25]") {
  const std::string run = "a1\t1\t1\t.9\na2\t1\t2\t.8\na3\t0\t1\t.7\n";  // a4 missing
  const Json plain = score("bc25.act", kActGold, run);
  CHECK(metric(plain, "class.tn") == 0);
  CHECK(metric(plain, "ranking.tp") == 2);
  CHECK(metric(plain, "ranking.p_at_full_r") == Approx(2.0 / 3));

  const Json all = score("bc25.act", kActGold, run, {{"all_documents", true}});
  CHECK(metric(all, "class.tn") == 1);
  CHECK(metric(all, "ranking.tp") == 2);

  const Json cut = score("bc25.act", kActGold, run, {{"cutoff", 1}});
  CHECK(metric(cut, "ranking.tp") == 1);
  CHECK(metric(cut, "ranking.fp") == 0);
  CHECK(metric(cut, "ranking.auc_ipr") == 0.5);
  CHECK(metric(cut, "class.tp") == 1);  // classification ignores the cutoff
}

TEST_CASE("ACT ranks are 1..N per class in any line order; gaps and repeats are errors", "[bc25]") {
  CHECK(score("bc25.act", kActGold, "a3\t0\t2\t.5\na1\t1\t1\t.9\na2\t0\t1\t.6\n")["valid"] == true);
  CHECK(codes(score("bc25.act", kActGold, "a1\t1\t1\t.9\na2\t1\t1\t.8\n")) ==
        std::vector<std::string>{"rank-not-consecutive", "missing-document"});
}

TEST_CASE("options are checked against the task's declaration", "[api]") {
  CHECK_THROWS_AS(score("bc25.int", "d\tP12345\n", "d\tP12345\t1\t1\n", {{"cutof", 1}}),
                  UsageError);
  CHECK_THROWS_AS(score("bc25.int", "d\tP12345\n", "d\tP12345\t1\t1\n", {{"cutoff", -1}}),
                  UsageError);
  CHECK_THROWS_AS(score("bc25.int", "d\tP12345\n", "d\tP12345\t1\t1\n", {{"cutoff", "3"}}),
                  UsageError);
  CHECK_THROWS_AS(score("bc25.act", "d\t1\n", "d\t1\t1\t1\n", {{"document_curves", true}}),
                  UsageError);
  CHECK_THROWS_AS(run_task("bc25.int", {{"gold", "d\tP12345\n"}}), UsageError);
  CHECK_THROWS_AS(find_task("bc25.xyz"), UsageError);
}

TEST_CASE("the result names its options and a reproducibility signature", "[api]") {
  const Json r = score("bc25.int", "d\tP12345\n", "d\tP12345\t1\t1\n", {{"cutoff", 5}});
  CHECK(r["schema"] == 1);
  CHECK(r["profile"] == "official");
  CHECK(
      r["options"] ==
      Json{{"cutoff", 5}, {"all_documents", false}, {"document_curves", false}, {"force", false}});
  CHECK(r["signature"] == std::string("bioeval:") + kToolVersion +
                              "|task:bc25.int|profile:official|cutoff:5|all_documents:no|"
                              "document_curves:no|force:no");
  CHECK(r["inputs"]["run"]["lines"] == 1);
}

TEST_CASE("document curves are added on demand", "[bc25]") {
  const Json r = score("bc25.int", "d\tP12345\n", "d\tP12345\t1\t1\n", {{"document_curves", true}});
  std::vector<std::string> ids;
  for (const auto& c : r["curves"]) ids.push_back(c["id"].get<std::string>());
  CHECK(ids ==
        std::vector<std::string>{"ipr.micro", "pr.micro", "auc.documents", "ipr.document:d"});
}

TEST_CASE("sniffing proposes the task and role from a file's first lines", "[api]") {
  auto best = [](const std::string& head) {
    const Json candidates = sniff(head);
    REQUIRE_FALSE(candidates.empty());
    return candidates[0]["task"].get<std::string>() + "/" +
           candidates[0]["role"].get<std::string>();
  };
  CHECK(best("a1\t1\na2\t0\n") == "bc25.act/gold");
  CHECK(best("d\tP12345\nd\tQ67890\n") == "bc25.int/gold");
  CHECK(best("d\tP12345\tQ67890\n") == "bc25.ipt/gold");
  CHECK(best("a1\t1\t1\t0.9\n") == "bc25.act/run");
  CHECK(best("d\tP12345\t1\t0.9\nd\tQ6\t2\t0.8\npartial li") == "bc25.int/run");
  CHECK(best("\xEF\xBB\xBF"
             "d\tP12345\tQ67890\t1\t0.9\r\n") == "bc25.ipt/run");
  CHECK(sniff("just some words\n").empty());
}

TEST_CASE("per-document AUC: bars for a few documents, a histogram for many", "[bc25]") {
  std::string gold, run;
  for (int d = 0; d < 250; ++d) {
    const std::string doc = "d" + std::to_string(d);
    gold += doc + "\tP12345\n";
    run += doc + "\t" + (d % 2 ? "P12345" : "Q67890") + "\t1\t0.5\n";
  }
  const Json r = score("bc25.int", gold, run);
  const Json& curve = r["curves"][2];
  CHECK(curve["id"] == "auc.documents");
  CHECK(curve["x"] == "AUC iP/R");
  CHECK(curve["points"].size() == 20);
  CHECK(curve["points"][0][1] == 125);
  CHECK(curve["points"][19][1] == 125);
  CHECK(r["tables"][0]["rows"].size() == 250);
}
