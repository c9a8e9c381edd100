// Checking a BC II.5 run against the released test document list (role `input`) before the gold
// is out: docs/tasks/bc25.md, "Checking before the gold is out".
#include <catch2/catch.hpp>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "support/support.hpp"

using namespace bioeval;
using bioeval::test::codes;
using bioeval::test::read_text_file;
using bioeval::test::run_task;
using bioeval::test::shared_data_path;

namespace {

Json check(const std::string& task, const std::string& list, const std::string& run) {
  return run_task(task, {{"input", list}, {"run", run}}, Json::object(), Mode::validate);
}

Json check_with_gold(const std::string& task, const std::string& gold, const std::string& run) {
  return run_task(task, {{"gold", gold}, {"run", run}}, Json::object(), Mode::validate);
}

// The diagnostic of a result with `code` (the first), or null.
Json diagnostic(const Json& result, const std::string& code) {
  for (const Json& d : result["diagnostics"]) {
    if (d["code"] == code) return d;
  }
  return nullptr;
}

std::set<std::string> rule_codes(const Json& rules) {
  std::set<std::string> out;
  for (const Json& rule : rules) {
    for (const Json& code : rule["codes"]) out.insert(code.get<std::string>());
  }
  return out;
}

const char* kIntList = "d1\nd2\nd3\n";
const char* kIntRun =
    "d1\tP12345\t1\t0.9\nd1\tQ67890\t2\t0.5\nd2\tO12345\t1\t1\nd3\tP12345\t1\t1\n";

}  // namespace

TEST_CASE("a valid run checked against the released list passes", "[bc25][check-input]") {
  const Json r = check("bc25.int", kIntList, kIntRun);
  CHECK(r["mode"] == "check");
  CHECK(r["valid"] == true);
  CHECK(r["diagnostics"].empty());
  const auto checked = rule_codes(r["rules"]["checked"]);
  const auto need_gold = rule_codes(r["rules"]["need_gold"]);
  CHECK(checked.count("document-not-in-test-set") == 1);
  CHECK(checked.count("missing-document") == 1);
  CHECK(checked.count("rank-not-consecutive") == 1);
  CHECK(need_gold.count("unknown-document") == 1);
  CHECK(need_gold.count("duplicate-gold-line") == 1);
}

TEST_CASE("a check against the gold does not apply the list's own rule", "[bc25][check-input]") {
  const Json r = check_with_gold("bc25.int", "d1\tP12345\n", kIntRun);
  CHECK(r["rules"]["need_gold"].empty());
  const auto checked = rule_codes(r["rules"]["checked"]);
  CHECK(checked.count("document-not-in-test-set") == 0);
  CHECK(checked.count("unknown-document") == 1);
}

TEST_CASE("a run document not in the released list is an error, not in the gold a warning",
          "[bc25][check-input]") {
  const std::string run = "d1\tP12345\t1\t0.9\ndX\tP12345\t1\t0.9\ndX\tQ67890\t2\t0.8\n";
  const Json r = check("bc25.int", "d1\n", run);
  CHECK(r["valid"] == false);
  CHECK(codes(r) == std::vector<std::string>{"document-not-in-test-set"});
  const Json d = diagnostic(r, "document-not-in-test-set");
  CHECK(d["severity"] == "error");
  CHECK(d["input"] == "run");
  CHECK(d["line"] == 2);
  CHECK(d["column"] == 1);
  CHECK(d["message"].get<std::string>().find("'dX'") != std::string::npos);

  const Json against_gold = check_with_gold("bc25.int", "d1\tP12345\n", run);
  CHECK(against_gold["valid"] == true);
  CHECK(codes(against_gold) == std::vector<std::string>{"unknown-document"});
}

TEST_CASE("each run document outside the list is named at its first line", "[bc25][check-input]") {
  const Json r =
      check("bc25.act", "a1\na2\n", "b1\t1\t1\t0.9\na1\t1\t2\t0.8\nb2\t0\t1\t0.7\na2\t0\t2\t0.6\n");
  std::vector<int> lines;
  for (const Json& d : r["diagnostics"]) {
    if (d["code"] == "document-not-in-test-set") lines.push_back(d["line"].get<int>());
  }
  CHECK(lines == std::vector<int>{1, 3});
  CHECK(r["errors"] == 2);
}

TEST_CASE("documents of the list with no line are counted in one warning", "[bc25][check-input]") {
  const Json r = check("bc25.ipt", "d1\nd2\nd3\nd4\n", "d2\tP12345\tQ67890\t1\t1\n");
  CHECK(r["valid"] == true);
  CHECK(codes(r) == std::vector<std::string>{"missing-document"});
  const Json d = diagnostic(r, "missing-document");
  CHECK(d["severity"] == "warning");
  CHECK(d["input"] == "input");
  CHECK(d["line"] == 1);
  const std::string message = d["message"];
  CHECK(message.rfind("3 document(s) of the released test list are not in the run (first: 'd1')",
                      0) == 0);
}

TEST_CASE("the list may be any TSV whose first column is the document", "[bc25][check-input]") {
  // An INT gold file (several lines per document), with CRLF, a BOM and a blank line at the end.
  const std::string gold_like =
      "\xEF\xBB\xBF"
      "d1\tP12345\r\nd1\tQ67890\r\nd2\tO12345\r\nd3\tP12345\r\n\r\n";
  const Json r = check("bc25.int", gold_like, kIntRun);
  CHECK(r["valid"] == true);
  CHECK(r["diagnostics"].empty());
  // The ACT gold works as the list of any of the three tasks.
  const Json act = check("bc25.act", "a1\t1\na2\t0\n", "a1\t1\t1\t0.9\na2\t0\t1\t0.5\n");
  CHECK(act["diagnostics"].empty());
}

TEST_CASE("the run's own rules are found as against the gold", "[bc25][check-input]") {
  // A rank gap, a confidence of 0, an increasing confidence and a duplicate accession.
  const std::string run =
      "d1\tP12345\t1\t0.5\nd1\tQ67890\t3\t0.9\nd2\tO12345\t1\t0\nd3\tP12345\t1\t1\n"
      "d3\tP12345\t2\t0.5\n";
  const Json with_list = check("bc25.int", kIntList, run);
  const Json with_gold = check_with_gold("bc25.int", "d1\tP12345\nd2\tO12345\nd3\tP12345\n", run);
  CHECK(with_list["diagnostics"] == with_gold["diagnostics"]);
  const Json gap = diagnostic(with_list, "rank-not-consecutive");
  CHECK(gap["line"] == 2);
  CHECK(gap["column"] == 11);
  const Json zero = diagnostic(with_list, "confidence-out-of-range");
  CHECK(zero["line"] == 3);
  CHECK(zero["column"] == 13);
  CHECK(diagnostic(with_list, "duplicate-accession")["line"] == 5);
  CHECK(diagnostic(with_list, "confidence-increasing")["line"] == 2);
}

TEST_CASE("an ACT run for another set: every document outside, every article missing",
          "[bc25][check-input]") {
  const Json r = check("bc25.act", "a1\na2\na3\n", "x1\t1\t1\t0.9\nx2\t0\t1\t0.4\n");
  CHECK(r["valid"] == false);
  CHECK(r["diagnostic_counts"]["document-not-in-test-set"] == 2);
  const Json missing = diagnostic(r, "missing-document");
  CHECK(missing["message"].get<std::string>().rfind("3 article(s)", 0) == 0);
}

TEST_CASE("an empty list is an error; the gold and the list together read the gold",
          "[bc25][check-input]") {
  const Json empty = check("bc25.int", "\n", kIntRun);
  CHECK(codes(empty) == std::vector<std::string>{"input-empty"});
  CHECK(diagnostic(empty, "input-empty")["input"] == "input");

  const Json both =
      run_task("bc25.int", {{"gold", "d1\tP12345\n"}, {"input", "d9\n"}, {"run", kIntRun}},
               Json::object(), Mode::validate);
  CHECK(codes(both) == std::vector<std::string>{"unknown-document"});
  CHECK(both["notes"][0]["code"] == "input-unread");
}

TEST_CASE("scoring still needs the gold", "[bc25][check-input]") {
  CHECK_THROWS_AS(run_task("bc25.int", {{"input", kIntList}, {"run", kIntRun}}), UsageError);
}

TEST_CASE("every diagnostic code of a BC II.5 task is in one of its check rules",
          "[bc25][check-input]") {
  for (const char* id : {"bc25.act", "bc25.int", "bc25.ipt"}) {
    INFO(id);
    const TaskSpec& spec = find_task(id).spec();
    std::set<std::string> covered;
    for (const CheckRule& rule : spec.checks) covered.insert(rule.codes.begin(), rule.codes.end());
    for (const std::string& code : spec.diagnostics) {
      INFO(code);
      CHECK(covered.count(code) == 1);
    }
    const auto input = std::find_if(spec.roles.begin(), spec.roles.end(),
                                    [](const RoleSpec& r) { return r.name == "input"; });
    REQUIRE(input != spec.roles.end());
    CHECK(input->stands_in_for == "gold");
    CHECK_FALSE(input->required);
  }
}

TEST_CASE("a released list is sniffed as the input, not as the gold", "[bc25][check-input]") {
  const Task& task = find_task("bc25.int");
  const FileHead list{"test-docs.txt",
                      "10.1016/j.febslet.2008.01.001\n10.1016/j.febslet.2008.01.002\n"};
  CHECK(task.sniff("input", list) == 1.0);
  CHECK(task.sniff("gold", list) == 0.0);
  const FileHead gold{"gold.tsv", "d1\tP12345\nd2\tQ67890\n"};
  CHECK(task.sniff("input", gold) == 0.0);
  // A token file (words repeat, blank lines between sentences) is no list.
  const FileHead tokens{"tokens.txt", "The\nprotein\n.\n\nThe\ngene\n.\n"};
  CHECK(task.sniff("input", tokens) == 0.0);
  const FileHead image{"plot.png", std::string_view("\x89PNG\r\n\x1a\n\0\0", 10)};
  CHECK(task.sniff("input", image) == 0.0);
}

// From the project's data: the BC II.5 articles are not among the corpora (docs/data.md), so the
// PubMed ids of the AIMed test split (ppi/AIMed-test.xml) stand in for a released set of articles
// and those of its train split for another set. An article with an interaction is class 1.
namespace {

struct Article {
  std::string id;
  bool interacts = false;
};

std::vector<Article> aimed_articles(const std::string& split) {
  const std::string xml = read_text_file(shared_data_path("ppi/AIMed-" + split + ".xml"));
  std::vector<Article> articles;
  const std::string tag = "<document ";
  for (auto at = xml.find(tag); at != std::string::npos;) {
    const auto next = xml.find(tag, at + tag.size());
    const std::string document = xml.substr(at, next == std::string::npos ? next : next - at);
    const auto id = document.find("origId=\"") + 8;
    articles.push_back({document.substr(id, document.find('"', id) - id),
                        document.find("<interaction ") != std::string::npos});
    at = next;
  }
  return articles;
}

// An ACT run classifying every article, ranks 1..N per class, confidences falling with rank.
std::vector<std::string> act_run_lines(const std::vector<Article>& articles) {
  std::vector<std::string> lines;
  std::size_t ranks[2] = {0, 0};
  for (const Article& a : articles) {
    const std::size_t rank = ++ranks[a.interacts];
    const double confidence = 1.0 / static_cast<double>(rank);
    lines.push_back(a.id + "\t" + (a.interacts ? "1" : "0") + "\t" + std::to_string(rank) + "\t" +
                    std::to_string(confidence));
  }
  return lines;
}

std::string joined(const std::vector<std::string>& lines) {
  std::string out;
  for (const auto& line : lines) out += line + "\n";
  return out;
}

}  // namespace

TEST_CASE("AIMed articles as a released list: a valid ACT run and one with mistakes",
          "[bc25][check-input][data]") {
  const std::vector<Article> test_set = aimed_articles("test");
  const std::vector<Article> train_set = aimed_articles("train");
  REQUIRE(test_set.size() > 20);
  std::string list;
  for (const Article& a : test_set) list += a.id + "\n";
  const std::vector<std::string> valid = act_run_lines(test_set);
  const Json passed = check("bc25.act", list, joined(valid));
  CHECK(passed["valid"] == true);
  CHECK(passed["diagnostics"].empty());

  // Mistakes: the first line names an article of the train split (the test article it should
  // name goes missing), the fifth has a confidence of 0, and the last line is cut off (its
  // article goes missing too).
  std::vector<std::string> lines = valid;
  lines[0] = train_set[0].id + lines[0].substr(lines[0].find('\t'));
  lines[4] = lines[4].substr(0, lines[4].rfind('\t')) + "\t0";
  lines.back() = lines.back().substr(0, lines.back().rfind('\t'));
  const Json r = check("bc25.act", list, joined(lines));
  CHECK(r["valid"] == false);
  const Json outside = diagnostic(r, "document-not-in-test-set");
  CHECK(outside["line"] == 1);
  CHECK(outside["column"] == 1);
  const Json zero = diagnostic(r, "confidence-out-of-range");
  CHECK(zero["line"] == 5);
  CHECK(zero["column"] == lines[4].rfind('\t') + 2);
  const Json cut = diagnostic(r, "field-count");
  CHECK(cut["line"] == lines.size());
  const Json missing = diagnostic(r, "missing-document");
  CHECK(missing["input"] == "input");
  CHECK(missing["line"] == 1);
  CHECK(missing["message"].get<std::string>().rfind("2 article(s)", 0) == 0);

  // The whole train split's run against the test list: every article outside the set.
  const Json other_set = check("bc25.act", list, joined(act_run_lines(train_set)));
  CHECK(other_set["diagnostic_counts"]["document-not-in-test-set"] == train_set.size());
  CHECK(diagnostic(other_set, "missing-document")["message"].get<std::string>().rfind(
            std::to_string(test_set.size()) + " article(s)", 0) == 0);
}
