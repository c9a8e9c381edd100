// Checking an NER run before the gold is out (docs/tasks/ner.md, "Checking before the gold is
// out"): ner.iob2 against the released test tokens without tags (role `input`), ner.bc2gm against
// the test sentences (role `sentences`); the [data] cases make the released input from the
// BioCreative II GM test data of the corpora (docs/data.md).
#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <string>
#include <vector>

#include "framework/options.hpp"
#include "support/support.hpp"

using namespace bioeval;
using bioeval::test::codes;
using bioeval::test::read_text_file;
using bioeval::test::run_task;
using bioeval::test::shared_data_path;

namespace {

Json check(const std::string& task, const std::map<std::string, std::string>& contents,
           const Json& options = Json::object()) {
  return run_task(task, contents, options, Mode::validate);
}

// Each diagnostic as "severity code input:line:column", in the result's order.
std::vector<std::string> places(const Json& result) {
  std::vector<std::string> out;
  for (const Json& d : result.at("diagnostics")) {
    out.push_back(d.at("severity").get<std::string>() + " " + d.at("code").get<std::string>() +
                  " " + d.at("input").get<std::string>() + ":" +
                  (d.contains("line") ? std::to_string(d.at("line").get<int>()) : "") + ":" +
                  (d.contains("column") ? std::to_string(d.at("column").get<int>()) : ""));
  }
  return out;
}

// The run's diagnostics only, as places() writes them.
std::vector<std::string> run_places(const Json& result) {
  std::vector<std::string> out;
  for (const std::string& place : places(result)) {
    if (place.find(" run:") != std::string::npos) out.push_back(place);
  }
  return out;
}

std::vector<std::string> rule_codes(const Json& rules) {
  std::vector<std::string> out;
  for (const Json& rule : rules) {
    for (const Json& code : rule.at("codes")) out.push_back(code.get<std::string>());
  }
  return out;
}

bool has(const std::vector<std::string>& list, const std::string& item) {
  return std::find(list.begin(), list.end(), item) != list.end();
}

// A token file without its tags: each token line cut to its first field.
std::string untagged(const std::string& tagged) {
  std::string out;
  std::size_t at = 0;
  while (at < tagged.size()) {
    std::size_t end = tagged.find('\n', at);
    if (end == std::string::npos) end = tagged.size();
    const std::string line = tagged.substr(at, end - at);
    const bool keep =
        line.find_first_not_of(" \t\r") == std::string::npos || line.rfind("###MEDLINE:", 0) == 0;
    out += keep ? line : line.substr(0, line.find_first_of(" \t"));
    if (end < tagged.size()) out += '\n';
    at = end + 1;
  }
  return out;
}

// The text's lines, and back.
std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> out;
  std::size_t at = 0;
  while (at < text.size()) {
    std::size_t end = text.find('\n', at);
    if (end == std::string::npos) end = text.size();
    out.push_back(text.substr(at, end - at));
    at = end + 1;
  }
  return out;
}

std::string joined(const std::vector<std::string>& lines) {
  std::string out;
  for (const std::string& line : lines) out += line + "\n";
  return out;
}

const std::string kGold =
    "###MEDLINE:1\n\nThe\tO\np53\tB-protein\ngene\tI-protein\nbinds\tO\n.\tO\n\n"
    "IL-2\tB-protein\nreceptor\tI-protein\n\n";
// The released input: tokens only, a POS column here and there, JNLPBA's ###MEDLINE line.
const std::string kInput = "###MEDLINE:1\n\nThe DT\np53\ngene NN\nbinds\n.\n\nIL-2\nreceptor\n\n";
const std::string kRun =
    "The\tO\np53\tB-protein\ngene\tI-protein\nbinds\tO\n.\tO\n\nIL-2\tB-protein\nreceptor\tO\n\n";

}  // namespace

TEST_CASE("ner.iob2 check against the test tokens: a valid run passes", "[ner]") {
  const Json r = check("ner.iob2", {{"input", kInput}, {"run", kRun}});
  CHECK(r["mode"] == "check");
  CHECK(r["valid"] == true);
  CHECK(codes(r).empty());
  const std::vector<std::string> checked = rule_codes(r["rules"]["checked"]);
  for (const char* code : {"tag-invalid", "tag-sequence", "token-mismatch", "sentence-mismatch",
                           "token-count-mismatch", "sentence-unterminated", "fields-missing"}) {
    INFO(code);
    CHECK(has(checked, code));
  }
  CHECK(r["rules"]["need_gold"].empty());
}

TEST_CASE("ner.iob2 check against the test tokens finds each error where it is", "[ner]") {
  SECTION("another token, a tag of no scheme, an I- after O") {
    const std::string run =
        "The\tO\np53\tB-protein\ngenes\tI-protein\nbinds\tE-protein\n.\tO\n\nIL-2\tI-protein\n"
        "receptor\tI-protein\n\n";
    const Json r = check("ner.iob2", {{"input", kInput}, {"run", run}});
    CHECK(r["valid"] == false);
    CHECK(places(r) == std::vector<std::string>{"error token-mismatch run:3:1",
                                                "error tag-invalid run:4:7",
                                                "warning tag-sequence run:7:"});
    CHECK(r["diagnostics"][0]["message"] ==
          "the run has 'genes' where the test input has 'gene' (test input line 5): the run must "
          "list the test input's tokens in order");
  }
  SECTION("a sentence break the test set does not have") {
    const std::string run = "The O\np53 O\n\ngene O\nbinds O\n. O\n\nIL-2 O\nreceptor O\n\n";
    const Json r = check("ner.iob2", {{"input", kInput}, {"run", run}});
    CHECK(places(r) == std::vector<std::string>{"error sentence-mismatch run:3:"});
  }
  SECTION("the run ends early, or without the final blank line") {
    const Json early = check("ner.iob2", {{"input", kInput}, {"run", "The O\np53 O\n"}});
    CHECK(places(early) == std::vector<std::string>{"error token-count-mismatch run:2:"});
    std::string unterminated = kRun;
    unterminated.pop_back();
    const Json r = check("ner.iob2", {{"input", kInput}, {"run", unterminated}});
    CHECK(places(r) == std::vector<std::string>{"warning sentence-unterminated run:8:"});
    const Json longer = check("ner.iob2", {{"input", kInput}, {"run", kRun + "extra O\n"}});
    CHECK(places(longer) == std::vector<std::string>{"error token-count-mismatch run:10:1"});
  }
  SECTION("a line without its tag") {
    const Json r = check("ner.iob2", {{"input", kInput},
                                      {"run",
                                       "The\np53 O\ngene O\nbinds O\n. O\n\n"
                                       "IL-2 O\nreceptor O\n\n"}});
    CHECK(places(r) == std::vector<std::string>{"error fields-missing run:1:4"});
  }
}

TEST_CASE("ner.iob2 check: the test tokens and the gold find the same in a run", "[ner]") {
  const std::vector<std::string> runs = {
      kRun, "The O\np53 I-protein\ngene X\nbinds O\n\n. O\nIL-2 O\nreceptor O\n",
      "The O\np53 O\nthe O\nbinds O\n. O\n\nIL-2 O\nreceptor O\n\nmore O\n", "The O\n"};
  for (const std::string& run : runs) {
    INFO(run);
    const Json against_gold = check("ner.iob2", {{"gold", kGold}, {"run", run}});
    const Json against_input = check("ner.iob2", {{"input", untagged(kGold)}, {"run", run}});
    CHECK(run_places(against_input) == run_places(against_gold));
  }
}

TEST_CASE("ner.iob2 with the gold and the test tokens reads the gold", "[ner]") {
  const Json r = check("ner.iob2", {{"gold", kGold}, {"input", kInput}, {"run", kRun}});
  CHECK(r["valid"] == true);
  REQUIRE(r["notes"].size() == 1);
  CHECK(r["notes"][0]["code"] == "input-unread");
}

TEST_CASE("ner.iob2 scores against the gold, never against the test tokens", "[ner]") {
  CHECK_THROWS_AS(run_task("ner.iob2", {{"input", kInput}, {"run", kRun}}), UsageError);
}

TEST_CASE("ner.iob2 places the test tokens without tags in the input slot", "[ner]") {
  const Task& task = find_task("ner.iob2");
  CHECK(task.sniff("input", {"test.tokens", kInput}) > 0.5);
  CHECK(task.sniff("input", {"test.tokens", "a\nb\nc\n\nd\n"}) > 0.5);
  CHECK(task.sniff("input", {"ids.txt", "d1\nd2\nd3\n"}) == 0);  // no sentence break
  CHECK(task.sniff("input", {"notes.txt", "just some words\n\nand more\n"}) == 0);
  CHECK(task.sniff("input", {"gold.tsv", kGold}) == 0);
  CHECK(task.sniff("gold", {"test.tokens", "a\nb\nc\n\nd\n"}) == 0);
}

namespace {

const std::string kSentences =
    "S1 Comparison with alkaline phosphatases and 5-nucleotidase\n"
    "S2 Serum gamma glutamyltransferase\n";

}  // namespace

TEST_CASE("ner.bc2gm check against the test sentences", "[ner]") {
  SECTION("a valid run passes") {
    const Json r = check("ner.bc2gm", {{"sentences", kSentences},
                                       {"run", "S1|14 33|alkaline phosphatases\nS2|0 4\n"}});
    CHECK(r["mode"] == "check");
    CHECK(r["valid"] == true);
    CHECK(codes(r).empty());
    const std::vector<std::string> checked = rule_codes(r["rules"]["checked"]);
    for (const char* code : {"sentence-unknown", "offsets-outside-sentence", "mention-text-differs",
                             "offsets-invalid"}) {
      INFO(code);
      CHECK(has(checked, code));
    }
  }
  SECTION("each error at its line and column") {
    const std::string run =
        "S1|14 33|alkaline phosphatases\n"
        "S3|0 4|p53\n"
        "S2|5 40|gamma glutamyltransferase\n"
        "S1|37 50|5 nucleotidase\n"
        "S1|014 33|alkaline phosphatases\n";
    const Json r = check("ner.bc2gm", {{"sentences", kSentences}, {"run", run}});
    CHECK(r["valid"] == false);
    CHECK(places(r) == std::vector<std::string>{"error sentence-unknown run:2:1",
                                                "error offsets-outside-sentence run:3:4",
                                                "error offsets-leading-zero run:5:4",
                                                "warning mention-text-differs run:4:10"});
  }
}

TEST_CASE("ner.bc2gm check with the gold alone cannot tell unknown sentences", "[ner]") {
  const Json r =
      check("ner.bc2gm", {{"gold", "S1|14 33|alkaline phosphatases\n"}, {"run", "S9|0 4|p53\n"}});
  CHECK(r["valid"] == true);
  CHECK(codes(r).empty());
  CHECK(!has(rule_codes(r["rules"]["checked"]), "sentence-unknown"));
}

namespace {

std::string bc2gm_data(const std::string& name) {
  return read_text_file(shared_data_path("bc2gm/" + name));
}

// The column of `field` in `line` (1-based).
int column_of(const std::string& line, const std::string& field) {
  return static_cast<int>(line.find(field)) + 1;
}

}  // namespace

TEST_CASE("bc2gm data: the test sentences check a run before the gold is out", "[ner][data]") {
  const std::string sentences = bc2gm_data("test_test.in");
  std::vector<std::string> run = lines_of(bc2gm_data("test_GENE.eval"));
  REQUIRE(run.size() == 6331);
  SECTION("the gold as a run passes") {
    const Json r = check("ner.bc2gm", {{"sentences", sentences}, {"run", joined(run)}});
    CHECK(r["valid"] == true);
    CHECK(codes(r).empty());
  }
  SECTION("an unknown sentence, offsets past the end, a text that differs") {
    // Line 11: a sentence of the training set; line 101: the end far out; line 1001: the text of
    // a tokenized form, where the offsets cover the sentence's own spelling.
    run[10] = "BC2GM999999999" + run[10].substr(run[10].find('|'));
    const std::size_t bar = run[100].find('|');
    const std::size_t space = run[100].find(' ', bar);
    run[100] = run[100].substr(0, space + 1) + "99999" + run[100].substr(run[100].find('|', space));
    run[1000] += "x";
    const Json r = check("ner.bc2gm", {{"sentences", sentences}, {"run", joined(run)}});
    CHECK(r["valid"] == false);
    const std::string text = run[1000].substr(run[1000].find('|', run[1000].find('|') + 1) + 1);
    CHECK(places(r) == std::vector<std::string>{
                           "error sentence-unknown run:11:1",
                           "error offsets-outside-sentence run:101:" + std::to_string(bar + 2),
                           "warning mention-text-differs run:1001:" +
                               std::to_string(column_of(run[1000], "|" + text) + 1)});
  }
}

TEST_CASE("bc2gm data: the test tokens without tags check a run with ner.iob2", "[ner][data]") {
  const std::string tagged = bc2gm_data("conll_test.tsv");
  const std::string input = untagged(tagged);
  std::vector<std::string> run = lines_of(tagged);
  SECTION("the tagged tokens as a run pass") {
    const Json r = check("ner.iob2", {{"input", input}, {"run", tagged}});
    CHECK(r["mode"] == "check");
    CHECK(r["valid"] == true);
    CHECK(codes(r).empty());
  }
  SECTION("a token changed, a tag of no scheme, an I- after O") {
    // Line 2 "analysis O"; line 20 a token tagged O; line 40 one after another O.
    REQUIRE(run[1] == "analysis\tO");
    run[1] = "analyses\tO";
    const std::size_t tab = run[19].find('\t');
    REQUIRE(run[19].substr(tab + 1) == "O");
    run[19] = run[19].substr(0, tab) + "\tGENE";
    REQUIRE(run[39].substr(run[39].find('\t') + 1) == "O");
    REQUIRE(run[38].substr(run[38].find('\t') + 1) == "O");
    run[39] = run[39].substr(0, run[39].find('\t')) + "\tI-GENE";
    const Json r = check("ner.iob2", {{"input", input}, {"run", joined(run)}});
    CHECK(r["valid"] == false);
    CHECK(places(r) ==
          std::vector<std::string>{"error token-mismatch run:2:1",
                                   "error tag-invalid run:20:" + std::to_string(tab + 2),
                                   "warning tag-sequence run:40:"});
  }
  SECTION("a sentence break left out") {
    const auto blank = std::find(run.begin(), run.end(), "");
    REQUIRE(blank != run.end());
    const int line = static_cast<int>(blank - run.begin()) + 1;
    run.erase(blank);
    const Json r = check("ner.iob2", {{"input", input}, {"run", joined(run)}});
    CHECK(places(r) ==
          std::vector<std::string>{"error sentence-mismatch run:" + std::to_string(line) + ":1"});
  }
  SECTION("the run stops early") {
    run.resize(run.size() / 2);
    while (run.back().empty()) run.pop_back();
    const Json r = check("ner.iob2", {{"input", input}, {"run", joined(run)}});
    CHECK(places(r) == std::vector<std::string>{
                           "error token-count-mismatch run:" + std::to_string(run.size()) + ":"});
  }
}
