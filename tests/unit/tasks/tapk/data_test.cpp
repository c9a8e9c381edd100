// The table of docs/tasks/tapk.md for the port's lists in tapk/ of the test corpora (docs/data.md):
// E0 exactly, mean TAP to the 4 decimals the reference prints, and the files that must be rejected.
#include <catch2/catch.hpp>

#include <cmath>
#include <string>
#include <vector>

#include "support/support.hpp"

using namespace bioeval;
using bioeval::test::codes;
using bioeval::test::metric;
using bioeval::test::read_text_file;
using bioeval::test::run_files;
using bioeval::test::run_task;
using bioeval::test::shared_data_path;

namespace {

constexpr double k4Places = 5e-5;  // docs/tasks/tapk.md gives mean TAP rounded to 4 decimals

std::string data(const std::string& name) {
  return read_text_file(shared_data_path("tapk/" + name));
}

Json run(const std::string& file, const Json& options = Json::object()) {
  return run_task("tapk", {{"run", data(file)}}, options);
}

// One row of docs/tasks/tapk.md's table: the file scored at k = 5 and 12, at k = 5 with q = .33,
// and at the thresholds 1 and .5.
struct Row {
  const char* file;
  double e0_5, tap_5;
  double e0_12, tap_12;
  double e0_5q33, tap_5q33;
  double tap_t1, tap_t05;
};

void check_row(const Row& row) {
  INFO(row.file);
  const Json k = run(row.file, {{"k", Json::array({5, 12})}});
  REQUIRE(k["valid"] == true);
  CHECK(metric(k, "k=5.e0") == row.e0_5);
  CHECK(metric(k, "k=5.tap") == Approx(row.tap_5).margin(k4Places));
  CHECK(metric(k, "k=12.e0") == row.e0_12);
  CHECK(metric(k, "k=12.tap") == Approx(row.tap_12).margin(k4Places));

  const Json q = run(row.file, {{"k", Json::array({5})}, {"quantile", 0.33}});
  REQUIRE(q["valid"] == true);
  CHECK(metric(q, "k=5.e0") == row.e0_5q33);
  CHECK(metric(q, "k=5.tap") == Approx(row.tap_5q33).margin(k4Places));

  const Json t = run(row.file, {{"threshold", Json::array({1, 0.5})}});
  REQUIRE(t["valid"] == true);
  CHECK(metric(t, "t=1.e0") == 1.0);
  CHECK(metric(t, "t=1.tap") == Approx(row.tap_t1).margin(k4Places));
  CHECK(metric(t, "t=0.5.e0") == 0.5);
  CHECK(metric(t, "t=0.5.tap") == Approx(row.tap_t05).margin(k4Places));
}

const Json& queries_table(const Json& result) {
  for (const Json& table : result.at("tables")) {
    if (table.at("id") == "queries") return table;
  }
  FAIL("no table 'queries'");
  throw;  // not reached
}

}  // namespace

TEST_CASE("tapk data: short.tsv", "[tapk][data]") {
  check_row({"short.tsv", 0.6545522081334377, 0.5664, 0.12063877112530787, 0.4319,
             1.317508677284775, 0.3431, 0.5306, 0.4907});
}

TEST_CASE("tapk data: asc.tsv, ascending E-values", "[tapk][data]") {
  // k = 5 with q = .33 is "same as k=5".
  check_row({"asc.tsv", 0.46005535259705416, 0.6508, 0.6634888701085149, 0.6032,
             0.46005535259705416, 0.6508, 0.5948, 0.6508});
}

TEST_CASE("tapk data: perfectorder.tsv", "[tapk][data]") {
  // k = 12 is "same" as k = 5.
  check_row({"perfectorder.tsv", 0.7982240537853773, 0.6252, 0.7982240537853773, 0.6252,
             1.3721454793083694, 0.6819, 0.6569, 0.5917});
}

TEST_CASE("tapk data: short.tsv per query at k = 5", "[tapk][data]") {
  const Json r = run("short.tsv", {{"k", Json::array({5})}});
  REQUIRE(r["valid"] == true);
  const Json& table = queries_table(r);
  REQUIRE(table["columns"][5] == "TAP k=5");
  const Json& rows = table["rows"];
  const std::vector<double> expected = {1.0000, 0.2083, 0.7292, 0.2833, 0.6111};
  REQUIRE(rows.size() == expected.size());
  for (std::size_t i = 0; i < expected.size(); ++i) {
    INFO("query " << rows[i][0]);
    CHECK(rows[i][5].get<double>() == Approx(expected[i]).margin(k4Places));
  }
  CHECK(metric(r, "queries") == 5);
}

TEST_CASE("tapk data: oracle.tsv has too few errors for k = 5", "[tapk][data]") {
  const Json r = run("oracle.tsv", {{"k", Json::array({5})}});
  CHECK(r["valid"] == false);
  REQUIRE(codes(r) == std::vector<std::string>{"quantile-unreachable"});
  const std::string message = r["diagnostics"][0]["message"].get<std::string>();
  const std::string reference = "Fewer than 0.5 of the retrieval lists have 5 errors.";
  CHECK(message.substr(0, reference.size()) == reference);
  // Another quantile is written as Python writes it.
  const Json q = run("oracle.tsv", {{"quantile", 0.25}});
  REQUIRE(codes(q) == std::vector<std::string>{"quantile-unreachable"});
  CHECK(q["diagnostics"][0]["message"].get<std::string>().rfind(
            "Fewer than 0.25 of the retrieval lists have 5 errors.", 0) == 0);
}

TEST_CASE("tapk data: oracle.tsv padded", "[tapk][data]") {
  const Json r = run("oracle.tsv", {{"k", Json::array({5})}, {"pad", true}});
  REQUIRE(r["valid"] == true);
  CHECK(r["metrics"]["k=5.e0"].is_null());
  CHECK(std::isnan(metric(r, "k=5.e0")));
  CHECK(metric(r, "k=5.tap") == Approx(0.55).margin(k4Places));
  // By hand: five lists whose records are all relevant, T_q = listed; no sentinel:
  // T = 1 → 1/2 (four lists), T = 3 → 3/4; mean 2.75 / 5.
  CHECK(metric(r, "k=5.tap") == Approx(2.75 / 5).margin(1e-15));
}

TEST_CASE("tapk data: empty.tsv", "[tapk][data]") {
  const Json r = run("empty.tsv", {{"threshold", Json::array({1})}, {"order", "asc"}});
  REQUIRE(r["valid"] == true);
  CHECK(metric(r, "t=1.tap") == 0.0);  // one list, T = 2, no records
  // Without the order the one empty list shows none.
  const Json u = run("empty.tsv", {{"threshold", Json::array({1})}});
  CHECK(u["valid"] == false);
  CHECK(codes(u) == std::vector<std::string>{"order-undetermined"});
}

TEST_CASE("tapk data: nonmonotonic.tsv is rejected", "[tapk][data]") {
  // Lines 3-4 go 5.839634367909085 → 1.7166821219289914 (down); line 14 is 0.5220494790058046,
  // line 15 "0\t0.571323318885652" goes up: the score at column 3 of line 15.
  const Json r = run_files("tapk", {{"run", {{"nonmonotonic.tsv", data("nonmonotonic.tsv")}}}});
  CHECK(r["valid"] == false);
  CHECK(r["errors"] == 1);
  REQUIRE(codes(r) == std::vector<std::string>{"scores-not-monotone"});
  const Json& d = r["diagnostics"][0];
  CHECK(d["severity"] == "error");
  CHECK(d["input"] == "run");
  CHECK(d["file"] == "nonmonotonic.tsv");
  CHECK(d["line"] == 15);
  CHECK(d["column"] == 3);
  CHECK(d["text"] == "0\t0.571323318885652");
  CHECK(d["message"] ==
        "the scores of query '17208988' are not monotone: they decrease from line 3 to line 4 "
        "but increase from line 14 to line 15 (0.5220494790058046 to 0.571323318885652)");
}

TEST_CASE("tapk data: toomanyrelevant.tsv is rejected", "[tapk][data]") {
  // T_q = 2 on line 2; relevant records on lines 3, 4 and 11: the third, at column 1 of line 11.
  const Json r =
      run_files("tapk", {{"run", {{"toomanyrelevant.tsv", data("toomanyrelevant.tsv")}}}});
  CHECK(r["valid"] == false);
  CHECK(r["errors"] == 1);
  REQUIRE(codes(r) == std::vector<std::string>{"too-many-relevant"});
  const Json& d = r["diagnostics"][0];
  CHECK(d["file"] == "toomanyrelevant.tsv");
  CHECK(d["line"] == 11);
  CHECK(d["column"] == 1);
  CHECK(d["text"] == "1\t0.49150633597611837");
  CHECK(d["message"] == "query '17257769' lists more relevant records than its T_q (2, line 2)");
}
