// The test vectors of docs/tasks/bc25.md, through the tasks as a user runs them.
#include <catch2/catch.hpp>

#include "support/support.hpp"

using namespace bioeval;
using bioeval::test::metric;
using bioeval::test::score;

namespace {

constexpr double kExact = 1e-15;

const char* kIntGold = "doc1\tP1\ndoc1\tP2\ndoc1\tP3\ndoc2\tQ1\ndoc3\tR1\ndoc3\tR2\n";
const char* kIntRun =
    "doc1\tP1\t1\t.9\ndoc1\tX\t2\t.8\ndoc1\tP3\t3\t.7\ndoc1\tY\t4\t.6\n"
    "doc2\tZ\t1\t.9\ndoc2\tQ1\t2\t.5\ndoc4\tW\t1\t.9\n";

}  // namespace

TEST_CASE("bc25 vector 2: cutoff 3 on A B C D against {A, C, D}", "[bc25]") {
  const Json r = score("bc25.int", "d\tA\nd\tC\nd\tD\n",
                       "d\tA\t1\t1\nd\tB\t2\t.9\nd\tC\t3\t.8\nd\tD\t4\t.7\n", {{"cutoff", 3}});
  CHECK(metric(r, "micro.tp") == 2);
  CHECK(metric(r, "micro.fp") == 1);
  CHECK(metric(r, "micro.fn") == 1);
  CHECK(metric(r, "micro.precision") == Approx(2.0 / 3).margin(kExact));
  CHECK(metric(r, "micro.recall") == Approx(2.0 / 3).margin(kExact));
  CHECK(metric(r, "micro.f1") == Approx(2.0 / 3).margin(kExact));
  CHECK(metric(r, "macro.auc_ipr") == Approx(1.0 / 3 + 2.0 / 9).margin(kExact));
  CHECK(metric(r, "micro.auc_ipr") == Approx(0.555556).margin(5e-7));
}

TEST_CASE("bc25 vector 4: INT, default options", "[bc25]") {
  const Json r = score("bc25.int", kIntGold, kIntRun);
  CHECK(r["valid"] == true);
  CHECK(metric(r, "documents") == 2);
  CHECK(metric(r, "micro.tp") == 3);
  CHECK(metric(r, "micro.fp") == 3);
  CHECK(metric(r, "micro.fn") == 1);
  CHECK(metric(r, "micro.precision") == 0.5);
  CHECK(metric(r, "micro.recall") == 0.75);
  CHECK(metric(r, "micro.f1") == Approx(0.6).margin(kExact));
  CHECK(metric(r, "micro.auc_ipr") == Approx(0.45).margin(kExact));
  CHECK(metric(r, "macro.precision") == 0.5);
  CHECK(metric(r, "macro.recall") == Approx(5.0 / 6).margin(kExact));
  CHECK(metric(r, "macro.f1") == Approx((4.0 / 7 + 2.0 / 3) / 2).margin(kExact));
  CHECK(metric(r, "macro.auc_ipr") == Approx((5.0 / 9 + 0.5) / 2).margin(kExact));
  CHECK(metric(r, "macro.precision_sd") == 0);
  CHECK(metric(r, "macro.recall_sd") == Approx(1.0 / 6).margin(kExact));
  CHECK(metric(r, "macro.f1_sd") == Approx(0.04762).margin(5e-6));
  CHECK(metric(r, "macro.auc_ipr_sd") == Approx(0.02778).margin(5e-6));
  // The documents table: doc1 with AUC 5/9, doc2 with AUC .5, doc3 skipped.
  const Json& rows = r["tables"][0]["rows"];
  REQUIRE(rows.size() == 2);
  CHECK(rows[0][0] == "doc1");
  CHECK(rows[0][9].get<double>() == Approx(5.0 / 9).margin(kExact));
  CHECK(rows[1][9].get<double>() == 0.5);
}

TEST_CASE("bc25 vector 4: INT, all_documents", "[bc25]") {
  const Json r = score("bc25.int", kIntGold, kIntRun, {{"all_documents", true}});
  CHECK(metric(r, "documents") == 3);
  CHECK(metric(r, "micro.fn") == 3);
  CHECK(metric(r, "micro.precision") == 0.5);
  CHECK(metric(r, "micro.recall") == 0.5);
  CHECK(metric(r, "micro.f1") == 0.5);
  CHECK(metric(r, "micro.auc_ipr") == Approx(0.3).margin(kExact));
  CHECK(metric(r, "macro.precision") == Approx(1.0 / 3).margin(kExact));
  CHECK(metric(r, "macro.recall") == Approx(0.55556).margin(5e-6));
  CHECK(metric(r, "macro.f1") == Approx(0.41270).margin(5e-6));
  CHECK(metric(r, "macro.auc_ipr") == Approx(0.35185).margin(5e-6));
}

TEST_CASE("bc25 vector 4: INT, cutoff 1", "[bc25]") {
  const Json r = score("bc25.int", kIntGold, kIntRun, {{"cutoff", 1}});
  CHECK(metric(r, "micro.tp") == 1);
  CHECK(metric(r, "micro.fp") == 1);
  CHECK(metric(r, "micro.fn") == 3);
  CHECK(metric(r, "micro.precision") == 0.5);
  CHECK(metric(r, "micro.recall") == 0.25);
  CHECK(metric(r, "micro.f1") == Approx(1.0 / 3).margin(kExact));
  CHECK(metric(r, "micro.auc_ipr") == 0.125);
  CHECK(metric(r, "macro.precision") == 0.5);
  CHECK(metric(r, "macro.recall") == Approx(1.0 / 6).margin(kExact));
  CHECK(metric(r, "macro.f1") == 0.25);
  CHECK(metric(r, "macro.auc_ipr") == Approx(1.0 / 6).margin(kExact));
}

TEST_CASE("bc25 vector 5: IPT, pairs in either order", "[bc25]") {
  const Json r = score("bc25.ipt", "d1\tA\tB\nd1\tC\tD\nd2\tE\tF\n",
                       "d1\tD\tC\t1\t.9\nd1\tA\tC\t2\t.8\nd1\tB\tA\t3\t.7\n"
                       "d2\tF\tG\t1\t.9\nd2\tF\tE\t2\t.8\n");
  CHECK(r["valid"] == true);
  CHECK(metric(r, "micro.tp") == 3);
  CHECK(metric(r, "micro.fp") == 2);
  CHECK(metric(r, "micro.fn") == 0);
  CHECK(metric(r, "micro.precision") == Approx(0.6).margin(kExact));
  CHECK(metric(r, "micro.recall") == 1);
  CHECK(metric(r, "micro.f1") == Approx(0.75).margin(kExact));
  CHECK(metric(r, "micro.auc_ipr") == Approx(0.6).margin(kExact));
  CHECK(metric(r, "macro.precision") == Approx(0.58333).margin(5e-6));
  CHECK(metric(r, "macro.recall") == 1);
  CHECK(metric(r, "macro.f1") == Approx(0.73333).margin(5e-6));
  CHECK(metric(r, "macro.auc_ipr") == Approx(2.0 / 3).margin(kExact));
  const Json& rows = r["tables"][0]["rows"];
  CHECK(rows[0][9].get<double>() == Approx(5.0 / 6).margin(kExact));
  CHECK(rows[1][9].get<double>() == 0.5);
}

TEST_CASE("bc25 vector 6: ACT, joined ranking and classification", "[bc25]") {
  const Json r = score("bc25.act", "a1\t1\na2\t0\na3\t1\na4\t0\na5\t1\na6\t0\n",
                       "a1\t1\t1\t.9\na2\t1\t2\t.8\na3\t0\t3\t.4\na4\t0\t2\t.6\n"
                       "a5\t1\t3\t.7\na6\t0\t1\t.95\na9\t1\t4\t.5\n");
  CHECK(r["valid"] == true);
  CHECK(metric(r, "class.tp") == 2);
  CHECK(metric(r, "class.fp") == 1);
  CHECK(metric(r, "class.fn") == 1);
  CHECK(metric(r, "class.tn") == 2);
  CHECK(metric(r, "class.sensitivity") == Approx(2.0 / 3).margin(kExact));
  CHECK(metric(r, "class.specificity") == Approx(2.0 / 3).margin(kExact));
  CHECK(metric(r, "class.accuracy") == Approx(2.0 / 3).margin(kExact));
  CHECK(metric(r, "class.mcc") == Approx(1.0 / 3).margin(kExact));
  CHECK(metric(r, "ranking.tp") == 3);
  CHECK(metric(r, "ranking.fp") == 3);
  CHECK(metric(r, "ranking.p_at_full_r") == 0.75);
  CHECK(metric(r, "ranking.auc_ipr") == Approx(1.0 / 3 + 0.75 * 2 / 3).margin(kExact));
  // Joined order a1, a2, a5, a3, a4, a6 (class 1 up the ranks, then class 0 down them).
  std::vector<std::string> order;
  for (const auto& row : r["tables"][1]["rows"]) order.push_back(row[0].get<std::string>());
  CHECK(order == std::vector<std::string>{"a1", "a2", "a5", "a3", "a4", "a6"});
}

TEST_CASE("bc25 vector 7: the seed example through the INT task", "[bc25]") {
  const std::string gold = "d\tP1\nd\tP2\nd\tP3\nd\tP4\n";
  std::string a, b;
  for (int rank = 1; rank <= 10; ++rank) {
    const std::string confidence = std::to_string(1.0 - rank / 20.0);
    a += "d\t" +
         std::string(rank == 1    ? "P1"
                     : rank == 10 ? "P2"
                                  : "N" + std::to_string(rank)) +
         "\t" + std::to_string(rank) + "\t" + confidence + "\n";
    b += "d\t" +
         std::string(rank == 2   ? "P1"
                     : rank == 3 ? "P2"
                                 : "N" + std::to_string(rank)) +
         "\t" + std::to_string(rank) + "\t" + confidence + "\n";
  }
  CHECK(metric(score("bc25.int", gold, a), "micro.auc_ipr") == Approx(0.3).margin(kExact));
  CHECK(metric(score("bc25.int", gold, b), "micro.auc_ipr") == Approx(1.0 / 3).margin(kExact));
}
