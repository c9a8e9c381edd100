// The test vectors of docs/tasks/tapk.md, through the task as a user runs it, and the
// concatenation of several input files.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "support/support.hpp"

using namespace bioeval;
using bioeval::test::codes;
using bioeval::test::metric;
using bioeval::test::run_files;
using bioeval::test::run_task;

namespace {

constexpr double kExact = 1e-15;

// The hand example of docs/tasks/tapk.md, descending scores.
const char* kHand =
    "A\n2\n1 .9\n0 .8\n1 .7\n0 .6\n0 .5\n"
    "\n"
    "B\n1\n0 .95\n0 .85\n1 .75\n0 .65\n"
    "\n"
    "C\n3\n1 .99\n0 .3\n0 .2\n";

Json run(const std::string& text, const Json& options) {
  return run_task("tapk", {{"run", text}}, options);
}

const Json& queries_table(const Json& result) {
  for (const Json& table : result.at("tables")) {
    if (table.at("id") == "queries") return table;
  }
  FAIL("no table 'queries'");
  throw;  // not reached
}

// The values of one column of the queries table, by name.
std::vector<Json> column(const Json& result, const std::string& name) {
  const Json& table = queries_table(result);
  const Json& columns = table.at("columns");
  std::size_t at = columns.size();
  for (std::size_t i = 0; i < columns.size(); ++i) {
    if (columns[i] == name) at = i;
  }
  REQUIRE(at < columns.size());
  std::vector<Json> out;
  for (const Json& row : table.at("rows")) out.push_back(row.at(at));
  return out;
}

std::vector<double> numbers(const std::vector<Json>& values) {
  std::vector<double> out;
  for (const Json& v : values) out.push_back(v.get<double>());
  return out;
}

}  // namespace

TEST_CASE("tapk vector: hand example, k = 2", "[tapk]") {
  const Json r = run(kHand, {{"k", Json::array({2})}});
  REQUIRE(r["valid"] == true);
  // E_2: A .6, B .85, C .2; descending .85, .6, .2; the weight reaches 1.5 at .6.
  CHECK(metric(r, "k=2.e0") == 0.6);
  const double a = (1 + 2.0 / 3 + 2.0 / 4) / 3;  // inside .9 .8 .7 .6: relevant at 1, 3 of 4
  const double b = (1.0 / 3 + 1.0 / 4) / 2;      // inside .95 .85 .75 .65: relevant at 3 of 4
  const double c = (1 + 1.0 / 1) / 4;            // inside .99: relevant at 1 of 1
  const auto taps = numbers(column(r, "TAP k=2"));
  REQUIRE(taps.size() == 3);
  CHECK(taps[0] == Approx(a).margin(kExact));
  CHECK(taps[1] == Approx(b).margin(kExact));
  CHECK(taps[2] == Approx(c).margin(kExact));
  CHECK(taps[0] == Approx(0.7222).margin(5e-5));
  CHECK(taps[1] == Approx(0.2917).margin(5e-5));
  CHECK(taps[2] == 0.5);
  CHECK(metric(r, "k=2.tap") == Approx((a + b + c) / 3).margin(kExact));
  CHECK(metric(r, "k=2.tap") == Approx(0.5046).margin(5e-5));
  CHECK(metric(r, "queries") == 3);
}

TEST_CASE("tapk vector: hand example, k = 1", "[tapk]") {
  const Json r = run(kHand, {{"k", Json::array({1})}});
  REQUIRE(r["valid"] == true);
  // E_1: A .8, B .95, C .3; descending .95, .8, .3: E0 = .8.
  CHECK(metric(r, "k=1.e0") == 0.8);
  // A: .9 .8 inside, (1 + 1/2)/3; B: .95 .85 inside, none relevant; C: (1 + 1)/4.
  const auto taps = numbers(column(r, "TAP k=1"));
  REQUIRE(taps.size() == 3);
  CHECK(taps[0] == 0.5);
  CHECK(taps[1] == 0.0);
  CHECK(taps[2] == 0.5);
  CHECK(metric(r, "k=1.tap") == Approx(1.0 / 3).margin(kExact));
}

TEST_CASE("tapk vector: hand example, threshold 0.75", "[tapk]") {
  const Json r = run(kHand, {{"threshold", Json::array({0.75})}});
  REQUIRE(r["valid"] == true);
  CHECK(metric(r, "t=0.75.e0") == 0.75);
  // A: .9 .8 inside → 0.5; B: .95 .85 .75, relevant 3rd: (1/3 + 1/3)/2; C: 0.5.
  const auto taps = numbers(column(r, "TAP t=0.75"));
  REQUIRE(taps.size() == 3);
  CHECK(taps[0] == 0.5);
  CHECK(taps[1] == Approx(1.0 / 3).margin(kExact));
  CHECK(taps[2] == 0.5);
  CHECK(metric(r, "t=0.75.tap") == Approx(4.0 / 9).margin(kExact));
  CHECK(metric(r, "t=0.75.tap") == Approx(0.4444).margin(5e-5));
  CHECK_FALSE(r["metrics"].contains("k=5.tap"));  // a threshold replaces k
}

TEST_CASE("tapk: thresholds are named as written", "[tapk]") {
  // The same threshold as a string keeps its spelling; 1e-5 is below every score: all inside.
  const Json r = run(kHand, {{"threshold", Json::array({"7.5e-1", "1e-5", 1})}});
  REQUIRE(r["valid"] == true);
  CHECK(metric(r, "t=7.5e-1.tap") == Approx(4.0 / 9).margin(kExact));
  CHECK(metric(r, "t=7.5e-1.e0") == 0.75);
  CHECK(metric(r, "t=1e-5.e0") == 1e-5);
  // Whole lists: A (1 + 2/3 + 2/5)/3, B (1/3 + 1/4)/2, C (1 + 1/3)/4.
  const double whole = ((1 + 2.0 / 3 + 0.4) / 3 + (1.0 / 3 + 0.25) / 2 + (1 + 1.0 / 3) / 4) / 3;
  CHECK(metric(r, "t=1e-5.tap") == Approx(whole).margin(kExact));
  // Nothing is inside 1 (scores are below it): every T_q ≥ 1, so every TAP is 0.
  CHECK(metric(r, "t=1.tap") == 0.0);
  CHECK(metric(r, "t=1.e0") == 1.0);
  const Json& columns = queries_table(r).at("columns");
  CHECK(columns == Json::array({"query", "weight", "T_q", "records", "relevant", "TAP t=7.5e-1",
                                "TAP t=1e-5", "TAP t=1", "AP", "ROC_50"}));
}

TEST_CASE("tapk: hand example, MAP, ROC_n and the queries table", "[tapk]") {
  const Json r = run(kHand, {{"k", Json::array({2, 1})}});
  REQUIRE(r["valid"] == true);
  // AP: A (1 + 2/3)/2, B (1/3)/1, C 1/3.
  CHECK(metric(r, "map") == Approx((5.0 / 6 + 1.0 / 3 + 1.0 / 3) / 3).margin(kExact));
  // ROC_50: A t = 1, 2, 2 + 47·2 → 99/100; B t = 0, 0, 1 + 47·1 → 48/50; C t = 1, 1 + 48·1 →
  // 50/150.
  CHECK(metric(r, "rocn.mean") == Approx((0.99 + 0.96 + 1.0 / 3) / 3).margin(kExact));
  // Pooled, descending: .99+ .95- .9+ .85- .8- .75+ .7+ .65- .6- .5- .3- .2-: the irrelevant
  // have t = 1, 2, 2, 4, 4, 4, 4, 4 and 42 more 4: 193 / (50·6).
  CHECK(metric(r, "rocn.pooled") == Approx(193.0 / 300).margin(kExact));
  const Json& table = queries_table(r);
  CHECK(table.at("columns") == Json::array({"query", "weight", "T_q", "records", "relevant",
                                            "TAP k=2", "TAP k=1", "AP", "ROC_50"}));
  const Json& rows = table.at("rows");
  REQUIRE(rows.size() == 3);
  CHECK(rows[0][0] == "A");
  CHECK(rows[0][1] == 1.0);
  CHECK(rows[0][2] == 2);
  CHECK(rows[0][3] == 5);
  CHECK(rows[0][4] == 2);
  CHECK(rows[1][0] == "B");
  CHECK(rows[1][3] == 4);
  CHECK(rows[1][4] == 1);
  CHECK(rows[2][0] == "C");
  CHECK(rows[2][2] == 3);
  CHECK(rows[2][3] == 3);
  CHECK(rows[2][4] == 1);
  CHECK(rows[1][6].get<double>() == 0.0);  // B at k=1
  CHECK(rows[0][7].get<double>() == Approx(5.0 / 6).margin(kExact));
  CHECK(rows[2][8].get<double>() == Approx(1.0 / 3).margin(kExact));
  // The ROC_n option renames the column: n = 2 → A t = 1, 2 → 3/4.
  const Json r2 = run(kHand, {{"k", Json::array({2})}, {"rocn", 2}});
  CHECK(column(r2, "ROC_2")[0].get<double>() == 0.75);
}

TEST_CASE("tapk: query weights", "[tapk]") {
  // B weighs 3: W = 5; E_2 descending .85 (B, w 3), .6, .2: the weight reaches 2.5 at .85.
  const std::string weighted =
      "A\n2\n1 .9\n0 .8\n1 .7\n0 .6\n0 .5\n\nB 3\n1\n0 .95\n0 .85\n1 .75\n0 .65\n\n"
      "C\n3\n1 .99\n0 .3\n0 .2\n";
  const Json r = run(weighted, {{"k", Json::array({2})}});
  REQUIRE(r["valid"] == true);
  CHECK(metric(r, "k=2.e0") == 0.85);
  // At .85: A .9 only → (1 + 1/1)/3; B .95 .85 → 0; C → 0.5. Mean (1·2/3 + 3·0 + 1·.5)/5.
  CHECK(metric(r, "k=2.tap") == Approx(7.0 / 30).margin(kExact));
  CHECK(column(r, "TAP k=2")[0].get<double>() == Approx(2.0 / 3).margin(kExact));
  CHECK(column(r, "weight")[1] == 3.0);
  // unweighted: all weights 1, as the hand example.
  const Json u = run(weighted, {{"k", Json::array({2})}, {"unweighted", true}});
  CHECK(metric(u, "k=2.e0") == 0.6);
  CHECK(metric(u, "k=2.tap") == Approx(0.5046).margin(5e-5));
  // A fixed threshold: .75 → TAPs .5, 1/3, .5, weighted (0.5 + 1 + 0.5)/5.
  const Json t = run(weighted, {{"threshold", Json::array({0.75})}});
  CHECK(metric(t, "t=0.75.tap") == Approx(0.4).margin(kExact));
}

TEST_CASE("tapk vector: T_q = 0 and ties, threshold 0.85", "[tapk]") {
  const std::string text =
      "Q1\n0\n0 .9\n0 .8\n"
      "\n"
      "Q2\n0\n"
      "\n"
      "Q3\n2\n1 .95\n0 .9\n1 .9\n0 .5\n";
  const Json r = run(text, {{"threshold", Json::array({0.85})}});
  REQUIRE(r["valid"] == true);
  const auto taps = numbers(column(r, "TAP t=0.85"));
  REQUIRE(taps.size() == 3);
  CHECK(taps[0] == 0.5);  // T = 0, one record inside: 1/(1+1)
  CHECK(taps[1] == 1.0);  // T = 0, nothing retrieved: 1/(0+1)
  // .95 .9 .9 inside (tied with each other, above .85), relevant at 1 and 3: (1 + 2/3 + 2/3)/3.
  CHECK(taps[2] == Approx((1 + 2.0 / 3 + 2.0 / 3) / 3).margin(kExact));
  CHECK(taps[2] == Approx(0.7778).margin(5e-5));
  CHECK(metric(r, "t=0.85.tap") == Approx((0.5 + 1 + 7.0 / 9) / 3).margin(kExact));
  CHECK(metric(r, "t=0.85.tap") == Approx(0.7593).margin(5e-5));
  CHECK(metric(r, "queries") == 3);
  // T_q = 0 queries are left out of MAP and the mean ROC_n: Q3's AP (1 + 2/3)/2 only; its
  // ROC_50: t = 1, 2 and 48 × 2 → 99/100.
  CHECK(metric(r, "map") == Approx(5.0 / 6).margin(kExact));
  CHECK(metric(r, "rocn.mean") == Approx(0.99).margin(kExact));
  const auto ap = column(r, "AP");
  CHECK(ap[0].is_null());
  CHECK(ap[1].is_null());
  // Pooled, T = 2, stable for ties: .95+ (Q3), .9- (Q1), .9- (Q3), .9+ (Q3), .8- (Q1), .5- (Q3):
  // t = 1, 1, 2, 2 and 46 × 2 → 98 / 100.
  CHECK(metric(r, "rocn.pooled") == Approx(0.98).margin(kExact));
}

TEST_CASE("tapk vector: ties are not averaged, file order decides", "[tapk]") {
  const Json first = run("q\n2\n1 .9\n0 .9\n0 .5\n", {{"threshold", Json::array({0.9})}});
  const Json second = run("q\n2\n0 .9\n1 .9\n0 .5\n", {{"threshold", Json::array({0.9})}});
  REQUIRE(first["valid"] == true);
  REQUIRE(second["valid"] == true);
  CHECK(metric(first, "t=0.9.tap") == 0.5);                              // (1 + 1/2)/3
  CHECK(metric(second, "t=0.9.tap") == Approx(1.0 / 3).margin(kExact));  // (1/2 + 1/2)/3
  // Both in one input with the order given: the same per-query values.
  const Json both = run("q1\n2\n1 .9\n0 .9\n0 .5\n\nq2\n2\n0 .9\n1 .9\n0 .5\n",
                        {{"threshold", Json::array({0.9})}, {"order", "desc"}});
  REQUIRE(both["valid"] == true);
  const auto taps = numbers(column(both, "TAP t=0.9"));
  CHECK(taps[0] == 0.5);
  CHECK(taps[1] == Approx(1.0 / 3).margin(kExact));
}

TEST_CASE("tapk: two files read as their concatenation with a blank line", "[tapk]") {
  const std::string a = "A\n2\n1 .9\n0 .8\n1 .7\n0 .6\n0 .5\n\nB\n1\n0 .95\n0 .85\n1 .75\n0 .65\n";
  const std::string b = "C\n3\n1 .99\n0 .3\n0 .2";  // no final newline
  const Json options = {{"k", Json::array({1, 2})}};
  const Json files = run_files("tapk", {{"run", {{"a.tsv", a}, {"b.tsv", b}}}}, options);
  const Json joined = run(a + "\n" + b, options);
  REQUIRE(files["valid"] == true);
  REQUIRE(joined["valid"] == true);
  CHECK(files["metrics"] == joined["metrics"]);
  CHECK(queries_table(files)["rows"] == queries_table(joined)["rows"]);
  // And they are the hand example's values.
  CHECK(metric(files, "k=2.tap") == Approx(0.5046).margin(5e-5));
  CHECK(metric(files, "k=1.tap") == Approx(1.0 / 3).margin(kExact));
  CHECK(metric(files, "queries") == 3);
}

TEST_CASE("tapk: a list does not continue into the next file", "[tapk]") {
  const std::string a = "A\n2\n1 .9\n0 .8\n";
  // A fixed threshold and order: no quantile or order diagnostics besides the ones tested.
  const Json options = {{"threshold", {0.5}}, {"order", "desc"}};
  SECTION("records at the top of the next file start a new list") {
    // "1 .7" is read as a header (query '1', weight .7), so "0 .6" should be its T_q.
    const Json r =
        run_files("tapk", {{"run", {{"a.tsv", a}, {"b.tsv", "1 .7\n0 .6\n0 .5\n"}}}}, options);
    CHECK(r["valid"] == false);
    REQUIRE(codes(r) == std::vector<std::string>{"tq-not-count"});
    const Json& d = r["diagnostics"][0];
    CHECK(d["file"] == "b.tsv");
    CHECK(d["line"] == 2);
    CHECK(d["column"] == 1);
    CHECK(d["message"].get<std::string>().find("the line after query '1' ") == 0);
  }
  SECTION("a record of three columns on the next file's first line is a header with 3 fields") {
    const Json r =
        run_files("tapk", {{"run", {{"a.tsv", a}, {"b.tsv", "0 .6 note\n1\n0 .5\n"}}}}, options);
    REQUIRE(codes(r) == std::vector<std::string>{"header-fields"});
    const Json& d = r["diagnostics"][0];
    CHECK(d["file"] == "b.tsv");
    CHECK(d["line"] == 1);
    CHECK(d["column"] == 6);  // "note"
  }
  SECTION("a file that ends after a query id leaves that list without T_q") {
    const Json r =
        run_files("tapk", {{"run", {{"a.tsv", "A\n"}, {"b.tsv", "2\n1 .9\n0 .8\n"}}}}, options);
    REQUIRE(codes(r) == std::vector<std::string>{"tq-missing", "tq-not-count"});
    CHECK(r["diagnostics"][0]["file"] == "a.tsv");
    CHECK(r["diagnostics"][0]["line"] == 1);
    // In b.tsv, "2" is a query id and "1 .9" is not a count.
    CHECK(r["diagnostics"][1]["file"] == "b.tsv");
    CHECK(r["diagnostics"][1]["line"] == 2);
  }
}
