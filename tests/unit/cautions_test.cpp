// Cautions: the warnings a task declares as costing points, counted over the run's items, with
// the pattern that explains most of them (framework/cautions.hpp, docs/checking.md).
#include <algorithm>
#include <map>
#include <set>
#include <sstream>
#include <string>

#include <catch2/catch.hpp>

#include "framework/cautions.hpp"
#include "support/support.hpp"
#include "tasks/bb3/text_shift.hpp"
#include "tasks/ner/text_patterns.hpp"

using namespace bioeval;
using bioeval::test::run_task;
using bioeval::test::score;

namespace {

const Location kRunLine{"run", "run.txt", 1, 1, {}};
const Location kGoldLine{"gold", "gold.txt", 1, 1, {}};

// A sentence of the BioCreative II GM training data; its gold mentions are 14 33 and 37 50.
const char* kSentences = "S1 Comparison with alkaline phosphatases and 5-nucleotidase\n";

}  // namespace

TEST_CASE("cautions: one per declared code the run's diagnostics hold, with its share",
          "[cautions]") {
  Diagnostics diagnostics;
  for (int i = 0; i < 3; ++i) diagnostics.warning("text-differs", kRunLine, "differs");
  diagnostics.warning("text-differs", kGoldLine, "the gold's own: not the run's cost");
  diagnostics.warning("pairs-missing", kRunLine, "40 of 50 candidate pairs", 40);
  diagnostics.warning("other", kRunLine, "costs nothing");
  CautionFindings findings;
  findings.items = {{"entities", 4}, {"candidate pairs", 50}};
  findings.patterns["text-differs"] = offset_shift_text(-1);
  const std::vector<CostlyWarning> declared = {
      {"pairs-missing", "run", "candidate pairs", "have no decision"},
      {"text-differs", "run", "entities", "do not match the text"},
      {"never-reported", "run", "entities", "cost points"}};

  const std::vector<Caution> cautions =
      cautions_of(declared, diagnostics, findings, Json::object());
  REQUIRE(cautions.size() == 2);
  CHECK(cautions[0].code == "pairs-missing");
  CHECK(cautions[0].count == 40);  // one warning standing for 40 pairs
  CHECK(cautions[0].of == 50);
  CHECK(cautions[0].message == "80 % of candidate pairs (40 of 50) have no decision");
  CHECK(cautions[0].pattern.empty());
  CHECK(cautions[1].code == "text-differs");
  CHECK(cautions[1].count == 3);
  CHECK(cautions[1].items == "entities");
  CHECK(cautions[1].message == "75 % of entities (3 of 4) do not match the text");
  CHECK(cautions[1].pattern == "offsets shifted by \u22121?");
  CHECK(diagnostics.counts().at("pairs-missing") == 1);  // diagnostic_counts still counts lines

  // Declared only with an option, and about the input as a whole.
  const std::vector<CostlyWarning> optional = {
      {"pairs-missing", "run", "candidate pairs", "have no decision", "all_documents"},
      {"other", "run", "", "the run is of another kind"}};
  const std::vector<Caution> off = cautions_of(optional, diagnostics, findings, Json::object());
  REQUIRE(off.size() == 1);
  CHECK(off[0].message == "the run is of another kind");
  CHECK(cautions_of(optional, diagnostics, findings, Json{{"all_documents", true}}).size() == 2);
  // What the reading found costs nothing here is no caution.
  findings.costless.insert("text-differs");
  CHECK(cautions_of(declared, diagnostics, findings, Json::object()).size() == 1);
}

TEST_CASE("cautions: the share is a whole percent, never a rounded 0 or 100", "[cautions]") {
  CHECK(share_text(6082, 6331) == "96 %");
  CHECK(share_text(2, 2) == "100 %");
  CHECK(share_text(1, 1000) == "<1 %");
  CHECK(share_text(999, 1000) == ">99 %");
  CHECK(share_text(0, 10) == "0 %");
}

TEST_CASE("cautions: a pattern is named only when it explains most of the failing items",
          "[cautions]") {
  CHECK(dominant_pattern(10, {{"a", 6}, {"b", 9}}) == std::optional<std::string>("b"));
  CHECK(dominant_pattern(10, {{"a", 5}}) == std::nullopt);  // half is not most
  CHECK(dominant_pattern(10, {}) == std::nullopt);
  CHECK(offset_shift_text(-1) == "offsets shifted by \u22121?");
  CHECK(offset_shift_text(2) == "offsets shifted by +2?");
}

TEST_CASE("ner.bc2gm: the pattern behind differing mention texts", "[cautions][ner]") {
  ner::MentionSentences sentences;
  const std::uint32_t s = sentences.intern("S1");
  sentences.known[s] = true;
  sentences.texts[s] = "Comparison with alkaline phosphatases and 5-nucleotidase";
  const auto mention = [&](std::uint32_t start, std::uint32_t end, std::string_view text) {
    ner::Mention m;
    m.sentence = s;
    m.start = start;
    m.end = end;
    m.text = text;
    m.has_text = true;
    return m;
  };
  CHECK(ner::covers(sentences.texts[s], 14, 33, "alkaline phosphatases", false));
  CHECK(ner::covers(sentences.texts[s], 16, 36, "alkaline phosphatases", true));
  CHECK_FALSE(ner::covers(sentences.texts[s], 13, 32, "alkaline phosphatases", false));

  // Each offset one less than the text's.
  CHECK(ner::mention_text_pattern(sentences, {mention(13, 32, "alkaline phosphatases"),
                                              mention(36, 49, "5-nucleotidase")}) ==
        std::optional<std::string>("offsets shifted by \u22121?"));
  CHECK(ner::mention_text_pattern(sentences, {mention(16, 35, "alkaline phosphatases"),
                                              mention(39, 52, "5-nucleotidase")}) ==
        std::optional<std::string>("offsets shifted by +2?"));
  // Offsets over every character, spaces too (end inclusive, or exclusive as a slice's).
  CHECK(ner::mention_text_pattern(sentences, {mention(16, 36, "alkaline phosphatases"),
                                              mention(42, 55, "5-nucleotidase")}) ==
        std::optional<std::string>("offsets count spaces?"));
  CHECK(ner::mention_text_pattern(sentences, {mention(16, 37, "alkaline phosphatases"),
                                              mention(42, 56, "5-nucleotidase")}) ==
        std::optional<std::string>("offsets count spaces?"));
  // The end one past the mention's last character.
  CHECK(ner::mention_text_pattern(sentences, {mention(14, 34, "alkaline phosphatases"),
                                              mention(37, 51, "5-nucleotidase")}) ==
        std::optional<std::string>("end offsets one past the mention?"));
  // Mistakes of no one kind: no pattern named.
  CHECK(ner::mention_text_pattern(sentences, {mention(13, 32, "alkaline phosphatases"),
                                              mention(0, 3, "5-nucleotidase")}) == std::nullopt);
}

TEST_CASE("bb3: the shift behind entities whose text differs from the document's",
          "[cautions][bb3]") {
  const std::string_view document = "Bacteria in the gastric mucosa of mice";
  const auto entity = [](std::size_t start, std::size_t end, std::string_view text) {
    bb3::TextBound t;
    t.fragments = {{start, end}};
    t.text = text;
    return t;
  };
  bb3::Annotations shifted;  // each offset one less than its text's: 15 29 is " gastric mucos"
  shifted.text_bounds = {entity(15, 29, "gastric mucosa"), entity(33, 37, "mice"),
                         entity(0, 8, "Bacteria")};
  shifted.text_differs = {0, 1};
  CHECK(bb3::text_shift_pattern({{document, &shifted}}) ==
        std::optional<std::string>("offsets shifted by \u22121?"));
  bb3::Annotations mixed;  // one shifted, one elsewhere: no pattern
  mixed.text_bounds = {entity(15, 29, "gastric mucosa"), entity(0, 4, "mice")};
  mixed.text_differs = {0, 1};
  CHECK(bb3::text_shift_pattern({{document, &mixed}}) == std::nullopt);
}

TEST_CASE("ner.bc2gm: a run shifted by -1 is valid, with a caution that names the shift",
          "[cautions][ner]") {
  const std::string run = "S1|13 32|alkaline phosphatases\nS1|36 49|5-nucleotidase\n";
  for (const Mode mode : {Mode::validate, Mode::score}) {
    const Json r =
        mode == Mode::validate
            ? run_task("ner.bc2gm", {{"sentences", kSentences}, {"run", run}}, Json::object(), mode)
            : run_task("ner.bc2gm",
                       {{"sentences", kSentences},
                        {"gold", "S1|14 33|alkaline phosphatases\nS1|37 50|5-nucleotidase\n"},
                        {"run", run}});
    INFO(r.dump());
    CHECK(r["valid"] == true);
    REQUIRE(r.contains("cautions"));
    REQUIRE(r["cautions"].size() == 1);
    CHECK(r["cautions"][0] ==
          Json{{"code", "mention-text-differs"},
               {"count", 2},
               {"of", 2},
               {"items", "mentions"},
               {"message", "100 % of mentions (2 of 2) do not match their sentence text"},
               {"pattern", "offsets shifted by \u22121?"}});
  }
  // The gold's own differing texts cost the run nothing.
  const Json gold_only = run_task("ner.bc2gm", {{"sentences", kSentences},
                                                {"gold", "S1|13 32|alkaline phosphatases\n"},
                                                {"run", "S1|13 32\n"}});
  CHECK(gold_only["diagnostic_counts"]["mention-text-differs"] == 1);
  CHECK_FALSE(gold_only.contains("cautions"));
}

TEST_CASE("cautions: every task that takes a run cautions about an empty one", "[cautions]") {
  const Json r = score("ner.bc2gm", "s1|0 3|IL-2\n", "");
  REQUIRE(r.contains("cautions"));
  CHECK(r["cautions"][0]["code"] == "run-empty");
  CHECK(r["cautions"][0]["message"] == "the run is empty: every gold item is missed");
  CHECK_FALSE(score("ner.bc2gm", "s1|0 3|IL-2\n", "s1|0 3\n").contains("cautions"));
}

TEST_CASE("cautions: describe lists each task's costly warnings", "[cautions]") {
  const Json bc2gm = describe(find_task("ner.bc2gm"));
  REQUIRE(bc2gm["costly_warnings"].size() == 2);
  CHECK(bc2gm["costly_warnings"][0] ==
        Json{{"code", "mention-text-differs"}, {"input", "run"}, {"items", "mentions"}});
  CHECK(bc2gm["costly_warnings"][1]["code"] == "run-empty");
}

namespace {

// The codes of the rows of the section "### Cautions" of a family's page whose second cell
// starts with "yes": the warnings the page says cost points.
std::set<std::string> documented_costly(const std::string& family) {
  std::istringstream lines(test::read_text_file(test::source_path("docs/tasks/" + family + ".md")));
  std::set<std::string> codes;
  std::string line;
  bool inside = false;
  while (std::getline(lines, line)) {
    if (line.rfind("#", 0) == 0) inside = line == "### Cautions";
    if (!inside || line.rfind("| `", 0) != 0) continue;
    const std::size_t end = line.find('`', 3);
    if (line.compare(end + 1, 6, " | yes") == 0) codes.insert(line.substr(3, end - 3));
  }
  return codes;
}

}  // namespace

TEST_CASE("cautions: each family's page names exactly the warnings its tasks declare costly",
          "[cautions][api]") {
  std::map<std::string, std::set<std::string>> declared;  // family → costly codes
  for (const Task* task : all_tasks()) {
    const std::string family = task->spec().id.substr(0, task->spec().id.find('.'));
    declared[family];
    for (const CostlyWarning& warning : task->spec().costly_warnings) {
      declared[family].insert(warning.code);
      INFO(task->spec().id << " declares " << warning.code);
      const auto& codes = task->spec().diagnostics;
      CHECK(std::find(codes.begin(), codes.end(), warning.code) != codes.end());
    }
  }
  for (const auto& [family, codes] : declared) {
    INFO("docs/tasks/" << family << ".md");
    CHECK(documented_costly(family) == codes);
  }
}

TEST_CASE("bc25.int: identifiers that are no accessions cost points against a gold of accessions",
          "[cautions][bc25]") {
  const Json prefixed = score("bc25.int", "d1\tP12345\nd1\tQ9Y6K9\n",
                              "d1\tUniProt:P12345\t1\t0.9\nd1\tQ9Y6K9\t2\t0.8\n");
  CHECK(prefixed["valid"] == true);
  REQUIRE(prefixed.contains("cautions"));
  CHECK(prefixed["cautions"][0]["code"] == "accession-format");
  CHECK(prefixed["cautions"][0]["count"] == 1);
  CHECK(prefixed["cautions"][0]["of"] == 2);
  // A gold of its own ids, the run written the same way: nothing lost.
  CHECK_FALSE(score("bc25.int", "d1\tP1\n", "d1\tP1\t1\t0.9\n").contains("cautions"));
}
