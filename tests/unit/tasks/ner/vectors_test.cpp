// The test vectors of docs/tasks/ner.md, as a user runs them: NER-J1 (evalIOB2.pl and
// conlleval numbers, and their output layouts), NER-B1 and NER-B2 (alt_eval.perl), and the
// offsets check on the real sentence of BioCreative II GM. The expected layouts are the outputs
// of the real Perl scripts (evalIOB2.pl 2004.10.14, conlleval 2004-01-26, alt_eval.perl) on the
// same inputs.
#include <catch2/catch.hpp>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "support/support.hpp"

using namespace bioeval;
using bioeval::test::codes;
using bioeval::test::metric;
using bioeval::test::run_task;
using bioeval::test::score;
using bioeval::test::table_rows;

namespace {

constexpr double kExact = 1e-12;

// NER-J1, TAB-separated, one file per side, with the JNLPBA abstract line at the top.
const char* kJ1Reference =
    "###MEDLINE:1\n\n"
    "The\tO\np53\tB-protein\ngene\tI-protein\nbinds\tO\nMDM2\tB-protein\n.\tO\n\n"
    "IL-2\tB-protein\nreceptor\tI-protein\nalpha\tI-protein\nin\tO\n"
    "T\tB-cell_type\ncells\tI-cell_type\n\n";
const char* kJ1Answer =
    "###MEDLINE:1\n\n"
    "The\tO\np53\tI-protein\ngene\tI-protein\nbinds\tO\nMDM2\tB-protein\n.\tO\n\n"
    "IL-2\tB-protein\nreceptor\tB-protein\nalpha\tI-protein\nin\tO\n"
    "T\tB-cell_type\ncells\tI-cell_type\n\n";

// The same in conlleval's layout: one file, token gold-tag run-tag, spaces.
const char* kJ1Conll =
    "The O O\np53 B-protein I-protein\ngene I-protein I-protein\nbinds O O\n"
    "MDM2 B-protein B-protein\n. O O\n\n"
    "IL-2 B-protein B-protein\nreceptor I-protein B-protein\nalpha I-protein I-protein\n"
    "in O O\nT B-cell_type B-cell_type\ncells I-cell_type I-cell_type\n\n";

// perl evalIOB2.pl J1.ans J1.ref (cells are cut at 31 characters, as the script's format does).
const char* kJ1EvalIob2 =
    "                              Biomedical Entity Recognition Performance (Genaral)         "
    "                                \n"
    "                                                                                         "
    "number(recall/precision/f-score) \n"
    "+------------------+---------------------------------+---------------------------------+--"
    "-------------------------------+\n"
    "|                  |          complete match         |       right boundary match      |  "
    "     left boundary match       |\n"
    "+------------------+---------------------------------+---------------------------------+--"
    "-------------------------------+\n"
    "|  protein  (   3) |    1 (33.33% / 33.33% / 33.33%) |    3 (100.00% / 100.00% / 100.0 |  "
    "  2 (66.67% / 66.67% / 66.67%) |\n"
    "+------------------+---------------------------------+---------------------------------+--"
    "-------------------------------+\n"
    "|    DNA    (   0) |    0 ( 0.00% /  0.00% /  0.00%) |    0 ( 0.00% /  0.00% /  0.00%) |  "
    "  0 ( 0.00% /  0.00% /  0.00%) |\n"
    "+------------------+---------------------------------+---------------------------------+--"
    "-------------------------------+\n"
    "|    RNA    (   0) |    0 ( 0.00% /  0.00% /  0.00%) |    0 ( 0.00% /  0.00% /  0.00%) |  "
    "  0 ( 0.00% /  0.00% /  0.00%) |\n"
    "+------------------+---------------------------------+---------------------------------+--"
    "-------------------------------+\n"
    "| cell_type (   1) |    1 (100.00% / 100.00% / 100.0 |    1 (100.00% / 100.00% / 100.0 |  "
    "  1 (100.00% / 100.00% / 100.0 |\n"
    "+------------------+---------------------------------+---------------------------------+--"
    "-------------------------------+\n"
    "| cell_line (   0) |    0 ( 0.00% /  0.00% /  0.00%) |    0 ( 0.00% /  0.00% /  0.00%) |  "
    "  0 ( 0.00% /  0.00% /  0.00%) |\n"
    "+------------------+---------------------------------+---------------------------------+--"
    "-------------------------------+\n"
    "|  [-ALL-]  (   4) |    2 (50.00% / 50.00% / 50.00%) |    4 (100.00% / 100.00% / 100.0 |  "
    "  3 (75.00% / 75.00% / 75.00%) |\n"
    "+------------------+---------------------------------+---------------------------------+--"
    "-------------------------------+\n"
    "\n\n\n";

// perl conlleval.pl < J1.conll
const char* kJ1Conlleval =
    "processed 12 tokens with 4 phrases; found: 5 phrases; correct: 3.\n"
    "accuracy:  83.33%; precision:  60.00%; recall:  75.00%; FB1:  66.67\n"
    "        cell_type: precision: 100.00%; recall: 100.00%; FB1: 100.00  1\n"
    "          protein: precision:  50.00%; recall:  66.67%; FB1:  57.14  4\n";

// NER-B1 and NER-B2 (ner.bc2gm).
const char* kBGene =
    "S1|14 33|alkaline phosphatases\n"
    "S1|37 50|5-nucleotidase\n"
    "S2|0 28|Serum gamma glutamyltransferase\n";
const char* kBAltGene =
    "S1|23 33|phosphatases\n"
    "S2|5 28|gamma glutamyltransferase\n";
const char* kB1System = "S1|14 33\nS1|23 33\nS2|5 28\nS3|0 4|p53\nS1|37 45|5-nucleo\n";
const char* kB2System = "S2|5 28\nS2|0 28\nS2|0 4|Serum\n";

// perl alt_eval.perl -gene B.GENE.eval -altgene B.ALTGENE.eval B1.sys (one of the orders its
// hash randomisation gives the detail lines).
const char* kB1AltEval =
    "TP|S1|alkaline phosphatases|14 33||14 33\n"
    "FN|S1|37 50|5-nucleotidase\n"
    "*TP|S2|Serum gamma glutamyltransferase|0 28||5 28\n"
    "FP|S3|0 4|p53\n"
    "FP|S1|37 45|5-nucleo\n"
    "\n"
    "TP: 2\n"
    "FP: 2\n"
    "FN: 1\n"
    "Precision: 0.5 Recall: 0.666666666666667 F: 0.571428571428571\n"
    "\n";
const char* kB2AltEval =
    "FN|S1|14 33|alkaline phosphatases\n"
    "FN|S1|37 50|5-nucleotidase\n"
    "*TP|S2|Serum gamma glutamyltransferase|0 28||5 28\n"
    "FP|S2|0 4|Serum\n"
    "\n"
    "TP: 1\n"
    "FP: 1\n"
    "FN: 2\n"
    "Precision: 0.5 Recall: 0.333333333333333 F: 0.4\n"
    "\n";

// The real sentence P00001606T0076 of the BioCreative II GM training data.
const char* kSentence = "S1 Comparison with alkaline phosphatases and 5-nucleotidase\n";

Json run_bc2gm(const std::string& gold, const std::string& run,
               const std::string& altgene = kBAltGene) {
  return run_task("ner.bc2gm", {{"gold", gold}, {"altgene", altgene}, {"run", run}});
}

// The row of table `id` whose column `key` is `value`.
Json row_where(const Json& result, const std::string& id, const std::string& key,
               const std::string& value) {
  for (const Json& row : table_rows(result, id)) {
    if (row.at(key) == value) return row;
  }
  FAIL("no row " << key << " = " << value << " in table " << id);
  return {};
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::size_t at = 0;
  for (std::size_t end; (end = text.find('\n', at)) != std::string::npos; at = end + 1) {
    lines.push_back(text.substr(at, end - at));
  }
  if (at < text.size()) lines.push_back(text.substr(at));
  return lines;
}

// alt_eval.perl prints its detail lines in random order, then a blank line and the summary: the
// detail lines compare as a multiset, the rest exactly.
void check_alt_eval_layout(const std::string& actual, const std::string& expected) {
  const std::size_t actual_split = actual.find("\n\nTP: ");
  const std::size_t expected_split = expected.find("\n\nTP: ");
  REQUIRE(expected_split != std::string::npos);
  REQUIRE(actual_split != std::string::npos);
  CHECK(actual.substr(actual_split) == expected.substr(expected_split));
  std::vector<std::string> actual_details = lines_of(actual.substr(0, actual_split + 1));
  std::vector<std::string> expected_details = lines_of(expected.substr(0, expected_split + 1));
  std::sort(actual_details.begin(), actual_details.end());
  std::sort(expected_details.begin(), expected_details.end());
  CHECK(actual_details == expected_details);
}

}  // namespace

TEST_CASE("NER-J1: evalIOB2.pl numbers", "[ner]") {
  const Json r = score("ner.iob2", kJ1Reference, kJ1Answer);
  REQUIRE(r["valid"] == true);
  // [-ALL-] (4 reference entities, 4 answer entities: the answer's I-protein I-protein after O
  // is not counted): complete 2, right 4, left 3.
  CHECK(metric(r, "jnlpba.complete.tp") == 2);
  CHECK(metric(r, "jnlpba.complete.precision") == 0.5);
  CHECK(metric(r, "jnlpba.complete.recall") == 0.5);
  CHECK(metric(r, "jnlpba.complete.f1") == 0.5);
  CHECK(metric(r, "jnlpba.right.tp") == 4);
  CHECK(metric(r, "jnlpba.right.precision") == 1);
  CHECK(metric(r, "jnlpba.right.recall") == 1);
  CHECK(metric(r, "jnlpba.right.f1") == 1);
  CHECK(metric(r, "jnlpba.left.tp") == 3);
  CHECK(metric(r, "jnlpba.left.precision") == 0.75);
  CHECK(metric(r, "jnlpba.left.recall") == 0.75);
  CHECK(metric(r, "jnlpba.left.f1") == 0.75);
  // protein (3): complete 1 (33.33 %), right 3 (100 %), left 2 (66.67 %); cell_type (1): 1, 1, 1.
  CHECK(metric(r, "jnlpba.protein.complete.f1") == Approx(1.0 / 3).margin(kExact));
  CHECK(metric(r, "jnlpba.protein.right.f1") == 1);
  CHECK(metric(r, "jnlpba.protein.left.f1") == Approx(2.0 / 3).margin(kExact));
  for (const char* kind : {"complete", "right", "left"}) {
    INFO(kind);
    CHECK(metric(r, std::string("jnlpba.cell_type.") + kind + ".f1") == 1);
    // The classes without entities score 0.
    for (const char* empty : {"DNA", "RNA", "cell_line"}) {
      CHECK(metric(r, std::string("jnlpba.") + empty + "." + kind + ".f1") == 0);
    }
  }
  // The table holds the counts the layout prints.
  const Json protein = row_where(r, "jnlpba", "class", "protein");
  CHECK(protein.at("reference") == 3);
  CHECK(protein.at("answer") == 3);
  CHECK(protein.at("complete") == 1);
  CHECK(protein.at("right") == 3);
  CHECK(protein.at("left") == 2);
  const Json all = row_where(r, "jnlpba", "class", "[-ALL-]");
  CHECK(all.at("reference") == 4);
  CHECK(all.at("answer") == 4);
}

TEST_CASE("NER-J1: every number evalIOB2.pl prints is a metric", "[ner]") {
  const Json r = score("ner.iob2", kJ1Reference, kJ1Answer);
  REQUIRE(r["valid"] == true);
  // The reference entities, in parentheses: 3 protein, 1 cell_type, 4 in [-ALL-].
  CHECK(metric(r, "jnlpba.ref") == 4);
  CHECK(metric(r, "jnlpba.protein.ref") == 3);
  CHECK(metric(r, "jnlpba.cell_type.ref") == 1);
  CHECK(metric(r, "jnlpba.DNA.ref") == 0);
  // protein: complete 1 (R 33.33 / P 33.33 / F 33.33), right 3 (100), left 2 (66.67).
  CHECK(metric(r, "jnlpba.protein.complete.tp") == 1);
  CHECK(metric(r, "jnlpba.protein.complete.recall") == Approx(1.0 / 3).margin(kExact));
  CHECK(metric(r, "jnlpba.protein.complete.precision") == Approx(1.0 / 3).margin(kExact));
  CHECK(metric(r, "jnlpba.protein.right.tp") == 3);
  CHECK(metric(r, "jnlpba.protein.right.recall") == 1);
  CHECK(metric(r, "jnlpba.protein.right.precision") == 1);
  CHECK(metric(r, "jnlpba.protein.left.tp") == 2);
  CHECK(metric(r, "jnlpba.protein.left.recall") == Approx(2.0 / 3).margin(kExact));
  CHECK(metric(r, "jnlpba.protein.left.precision") == Approx(2.0 / 3).margin(kExact));
  // cell_type: 1 (100/100/100) in every column; the classes without entities 0.
  for (const char* kind : {"complete", "right", "left"}) {
    INFO(kind);
    CHECK(metric(r, std::string("jnlpba.cell_type.") + kind + ".tp") == 1);
    CHECK(metric(r, std::string("jnlpba.cell_type.") + kind + ".precision") == 1);
    CHECK(metric(r, std::string("jnlpba.cell_type.") + kind + ".recall") == 1);
    CHECK(metric(r, std::string("jnlpba.RNA.") + kind + ".tp") == 0);
    CHECK(metric(r, std::string("jnlpba.RNA.") + kind + ".recall") == 0);
  }
}

TEST_CASE("NER-J1: every number conlleval prints per type is a metric", "[ner]") {
  const Json r = score("ner.iob2", kJ1Reference, kJ1Answer);
  REQUIRE(r["valid"] == true);
  // cell_type: precision 100.00%, recall 100.00%, FB1 100.00, found 1.
  CHECK(metric(r, "conlleval.cell_type.precision") == 1);
  CHECK(metric(r, "conlleval.cell_type.recall") == 1);
  CHECK(metric(r, "conlleval.cell_type.found") == 1);
  // protein: precision 50.00%, recall 66.67%, FB1 57.14, found 4.
  CHECK(metric(r, "conlleval.protein.precision") == 0.5);
  CHECK(metric(r, "conlleval.protein.recall") == Approx(2.0 / 3).margin(kExact));
  CHECK(metric(r, "conlleval.protein.found") == 4);
}

TEST_CASE("NER-J1: conlleval numbers, as fractions", "[ner]") {
  // The same numbers from two files and from one file in conlleval's layout.
  const Json two_files = score("ner.iob2", kJ1Reference, kJ1Answer);
  const Json one_file = run_task("ner.iob2", {{"run", kJ1Conll}});
  for (const Json* r : {&two_files, &one_file}) {
    INFO((r == &two_files ? "two files" : "conlleval layout"));
    REQUIRE((*r)["valid"] == true);
    CHECK(metric(*r, "conlleval.tokens") == 12);
    CHECK(metric(*r, "conlleval.phrases") == 4);
    CHECK(metric(*r, "conlleval.found") == 5);
    CHECK(metric(*r, "conlleval.correct") == 3);
    CHECK(metric(*r, "conlleval.accuracy") == Approx(10.0 / 12).margin(kExact));  // 83.33 %
    CHECK(metric(*r, "conlleval.precision") == Approx(3.0 / 5).margin(kExact));   // 60.00 %
    CHECK(metric(*r, "conlleval.recall") == Approx(3.0 / 4).margin(kExact));      // 75.00 %
    CHECK(metric(*r, "conlleval.f1") == Approx(2 * 0.6 * 0.75 / 1.35).margin(kExact));
    CHECK(metric(*r, "conlleval.f1") == Approx(0.6667).margin(5e-5));
    CHECK(metric(*r, "conlleval.cell_type.f1") == 1);
    // protein: P 2/4, R 2/3.
    CHECK(metric(*r, "conlleval.protein.f1") ==
          Approx(2 * 0.5 * (2.0 / 3) / (0.5 + 2.0 / 3)).margin(kExact));
    CHECK(metric(*r, "conlleval.protein.f1") == Approx(0.5714).margin(5e-5));
  }
}

TEST_CASE("NER-J1: the criteria, counted by hand", "[ner]") {
  // Gold: protein p53 gene [1,2], MDM2 [4], IL-2 receptor alpha [6,8]; cell_type T cells
  // [10,11] (tokens numbered across both sentences). Run: protein [1,2] (I- after O starts
  // one), [4], [6], [7,8]; cell_type [10,11].
  const Json r = score("ner.iob2", kJ1Reference, kJ1Answer);
  REQUIRE(r["valid"] == true);
  // exact: p53 gene, MDM2, T cells.
  CHECK(metric(r, "exact.tp") == 3);
  CHECK(metric(r, "exact.fp") == 2);
  CHECK(metric(r, "exact.fn") == 1);
  // IL-2 receptor alpha pairs with IL-2 (left) or receptor alpha (right), once.
  for (const char* c : {"left", "right", "left_or_right", "approximate", "partial"}) {
    INFO(c);
    CHECK(metric(r, std::string(c) + ".tp") == 4);
    CHECK(metric(r, std::string(c) + ".fp") == 1);
    CHECK(metric(r, std::string(c) + ".fn") == 0);
  }
  // fragment: the 8 gold tokens are all predicted with their class.
  CHECK(metric(r, "fragment.tp") == 8);
  CHECK(metric(r, "fragment.fp") == 0);
  CHECK(metric(r, "fragment.fn") == 0);
  // The run's I-protein after O is a warning of strict IOB2.
  CHECK(codes(r) == std::vector<std::string>{"tag-sequence"});
}

TEST_CASE("NER-J1: the evalIOB2.pl and conlleval layouts", "[ner]") {
  const Task& task = find_task("ner.iob2");
  const Json two_files = score("ner.iob2", kJ1Reference, kJ1Answer);
  CHECK(task.layout("jnlpba", two_files) == kJ1EvalIob2);
  CHECK(task.layout("conlleval", two_files) == kJ1Conlleval);
  const Json one_file = run_task("ner.iob2", {{"run", kJ1Conll}});
  CHECK(task.layout("conlleval", one_file) == kJ1Conlleval);
  CHECK_THROWS_AS(task.layout("bc2gm", two_files), UsageError);
}

TEST_CASE("NER-J1 without the final blank line: evalIOB2.pl drops the last sentence", "[ner]") {
  // Checked with evalIOB2.pl 2004.10.14: only the first sentence is scored; protein (2):
  // complete 1 (R 50 %, P 100 %), right 2 (R 100 %, P 200 %: the answer's p53 gene starts with
  // I- and is not counted, yet earns right-boundary credit), left 1.
  std::string reference = kJ1Reference, answer = kJ1Answer;
  reference.pop_back();
  answer.pop_back();
  const Json r = score("ner.iob2", reference, answer);
  REQUIRE(r["valid"] == true);
  // A warning at the gold's last token (line 15) says so (the code names it "unterminated").
  int unterminated = 0;
  for (const Json& d : r.at("diagnostics")) {
    if (d.at("code").get<std::string>().find("unterminated") == std::string::npos) continue;
    ++unterminated;
    CHECK(d.at("severity") == "warning");
    CHECK(d.at("input") == "gold");
    CHECK(d.at("line") == 15);
  }
  CHECK(unterminated == 1);
  CHECK(metric(r, "jnlpba.complete.tp") == 1);
  CHECK(metric(r, "jnlpba.complete.recall") == 0.5);
  CHECK(metric(r, "jnlpba.complete.precision") == 1);
  CHECK(metric(r, "jnlpba.right.tp") == 2);
  CHECK(metric(r, "jnlpba.right.recall") == 1);
  CHECK(metric(r, "jnlpba.right.precision") == 2);
  CHECK(metric(r, "jnlpba.right.f1") == Approx(2 * 2.0 * 1 / 3).margin(kExact));  // 133.3 %
  CHECK(metric(r, "jnlpba.left.tp") == 1);
  CHECK(metric(r, "jnlpba.cell_type.complete.f1") == 0);
  // The other measures count the last sentence.
  CHECK(metric(r, "exact.tp") == 3);
  CHECK(metric(r, "exact.fn") == 1);
  CHECK(metric(r, "conlleval.tokens") == 12);
  CHECK(metric(r, "conlleval.correct") == 3);
  // The layout, as evalIOB2.pl printed it (protein and [-ALL-] rows; cells cut at 31).
  const std::string layout = find_task("ner.iob2").layout("jnlpba", r);
  const std::vector<std::string> lines = lines_of(layout);
  REQUIRE(lines.size() == 17 + 3);
  CHECK(lines[5] ==
        "|  protein  (   2) |    1 (50.00% / 100.00% / 66.67% |    2 (100.00% / 200.00% / 133.3 "
        "|    1 (50.00% / 100.00% / 66.67% |");
  CHECK(lines[11] ==
        "| cell_type (   0) |    0 ( 0.00% /  0.00% /  0.00%) |    0 ( 0.00% /  0.00% /  0.00%) "
        "|    0 ( 0.00% /  0.00% /  0.00%) |");
  CHECK(lines[15] ==
        "|  [-ALL-]  (   2) |    1 (50.00% / 100.00% / 66.67% |    2 (100.00% / 200.00% / 133.3 "
        "|    1 (50.00% / 100.00% / 66.67% |");
}

TEST_CASE("NER: a sentence without a blank line before ###MEDLINE joins the next in jnlpba.*",
          "[ner]") {
  // Checked with evalIOB2.pl 2004.10.14: "a B-protein" (no blank line) then "###MEDLINE:2",
  // blank, "b I-protein" reads as one sentence, B-protein I-protein: one protein, found
  // (protein (1): 1 (100.00% / 100.00% / 100.0) in every column). The criteria see two
  // sentences and two entities.
  const std::string file = "###MEDLINE:1\n\na\tB-protein\n###MEDLINE:2\n\nb\tI-protein\n\n";
  const Json r = score("ner.iob2", file, file);
  REQUIRE(r["valid"] == true);
  const Json protein = row_where(r, "jnlpba", "class", "protein");
  CHECK(protein.at("reference") == 1);
  CHECK(protein.at("answer") == 1);
  CHECK(protein.at("complete") == 1);
  CHECK(metric(r, "jnlpba.complete.tp") == 1);
  CHECK(metric(r, "exact.tp") == 2);
  CHECK(metric(r, "exact.fp") == 0);
}

TEST_CASE("NER: evalIOB2.pl's pending complete match ends after E-", "[ner]") {
  // Checked with evalIOB2.pl 2004.10.14 (the file against itself): B-protein I-protein O
  // I-protein I-protein rewrites to B E O I E. The first entity is a complete match; the second
  // starts with I-, is not counted, and earns right-boundary credit only: protein (1): complete
  // 1, right 2 (200.00%), left 1.
  const std::string file =
      "###MEDLINE:1\n\nw0\tB-protein\nw1\tI-protein\nw2\tO\nw3\tI-protein\nw4\tI-protein\n\n";
  const Json r = score("ner.iob2", file, file);
  REQUIRE(r["valid"] == true);
  const Json protein = row_where(r, "jnlpba", "class", "protein");
  CHECK(protein.at("reference") == 1);
  CHECK(protein.at("answer") == 1);
  CHECK(protein.at("complete") == 1);
  CHECK(protein.at("right") == 2);
  CHECK(protein.at("left") == 1);
  CHECK(metric(r, "jnlpba.right.recall") == 2);
  // The criteria see two entities, both exact.
  CHECK(metric(r, "exact.tp") == 2);
}

TEST_CASE("NER: conlleval ends a phrase at E- before E- or I-", "[ner]") {
  // Checked with conlleval 2004-01-26 on "a B-A B-A / b E-A E-A / c E-A I-A": 3 tokens, 2
  // phrases, found 2, correct 2, accuracy 66.67 %.
  const Json r =
      run_task("ner.iob2", {{"run", "a B-A B-A\nb E-A E-A\nc E-A I-A\n\n"}}, {{"scheme", "iobes"}});
  REQUIRE(r["valid"] == true);
  CHECK(metric(r, "conlleval.tokens") == 3);
  CHECK(metric(r, "conlleval.phrases") == 2);
  CHECK(metric(r, "conlleval.found") == 2);
  CHECK(metric(r, "conlleval.correct") == 2);
  CHECK(metric(r, "conlleval.accuracy") == Approx(2.0 / 3).margin(kExact));
  CHECK(find_task("ner.iob2").layout("conlleval", r) ==
        "processed 3 tokens with 2 phrases; found: 2 phrases; correct: 2.\n"
        "accuracy:  66.67%; precision: 100.00%; recall: 100.00%; FB1: 100.00\n"
        "                A: precision: 100.00%; recall: 100.00%; FB1: 100.00  2\n");
}

TEST_CASE("NER-B1: alt_eval.perl numbers", "[ner]") {
  const Json r = run_bc2gm(kBGene, kB1System);
  REQUIRE(r["valid"] == true);
  // S1|14 33 finds the first gold mention, S2|5 28 (an alternative overlapping it) the third;
  // S3|0 4 and S1|37 45 are FPs; S1|23 33 is an alternative's span: neither TP nor FP.
  CHECK(metric(r, "bc2gm.tp") == 2);
  CHECK(metric(r, "bc2gm.fp") == 2);
  CHECK(metric(r, "bc2gm.fn") == 1);
  CHECK(metric(r, "bc2gm.precision") == 0.5);
  CHECK(metric(r, "bc2gm.recall") == Approx(2.0 / 3).margin(kExact));
  CHECK(metric(r, "bc2gm.recall") == Approx(0.666667).margin(5e-7));
  CHECK(metric(r, "bc2gm.f1") == Approx(2 / (1 / 0.5 + 1 / (2.0 / 3))).margin(kExact));
  CHECK(metric(r, "bc2gm.f1") == Approx(0.571429).margin(5e-7));
}

TEST_CASE("NER-B2: alt_eval.perl numbers", "[ner]") {
  const Json r = run_bc2gm(kBGene, kB2System);
  REQUIRE(r["valid"] == true);
  // S2|5 28 (alternative) finds the third gold mention; S2|0 28 is that gold's own span but the
  // gold counts once; S2|0 4 is an FP.
  CHECK(metric(r, "bc2gm.tp") == 1);
  CHECK(metric(r, "bc2gm.fp") == 1);
  CHECK(metric(r, "bc2gm.fn") == 2);
  CHECK(metric(r, "bc2gm.precision") == 0.5);
  CHECK(metric(r, "bc2gm.recall") == Approx(1.0 / 3).margin(kExact));
  CHECK(metric(r, "bc2gm.f1") == Approx(0.4).margin(kExact));
}

TEST_CASE("NER-B1 and NER-B2: the alt_eval.perl layout", "[ner]") {
  const Task& task = find_task("ner.bc2gm");
  check_alt_eval_layout(task.layout("bc2gm", run_bc2gm(kBGene, kB1System)), kB1AltEval);
  check_alt_eval_layout(task.layout("bc2gm", run_bc2gm(kBGene, kB2System)), kB2AltEval);
  CHECK_THROWS_AS(task.layout("jnlpba", run_bc2gm(kBGene, kB1System)), UsageError);
}

TEST_CASE("NER-B1: the criteria on character offsets, counted by hand", "[ner]") {
  // Gold g1 S1 [14,33], g2 S1 [37,50], g3 S2 [0,28]; system s1 S1 [14,33], s2 S1 [23,33],
  // s3 S2 [5,28], s4 S3 [0,4], s5 S1 [37,45].
  const Json r = run_bc2gm(kBGene, kB1System);
  REQUIRE(r["valid"] == true);
  const auto check = [&](const std::string& c, double tp) {
    INFO(c);
    CHECK(metric(r, c + ".tp") == tp);
    CHECK(metric(r, c + ".fp") == 5 - tp);
    CHECK(metric(r, c + ".fn") == 3 - tp);
  };
  check("exact", 1);         // g1-s1
  check("alternatives", 2);  // g1-s1 (or s2, via the alternative 23 33), g3-s3 (via 5 28)
  check("left", 2);          // g1-s1, g2-s5
  check("right", 2);         // g1-s1 or s2 (one of them), g3-s3
  check("left_or_right", 3);
  check("approximate", 3);  // s2 in g1 or s1 = g1, s5 in g2, s3 in g3
  check("partial", 3);
  // fragment, non-space characters: gold 20 + 14 + 29 = 63; system S1 14-33 and 37-45 (29),
  // S2 5-28 (24), S3 0-4 (5) = 58; shared 20 + 9 + 24 = 53.
  CHECK(metric(r, "fragment.tp") == 53);
  CHECK(metric(r, "fragment.fp") == 5);
  CHECK(metric(r, "fragment.fn") == 10);
}

TEST_CASE("NER bc2gm offsets check on the real sentence", "[ner]") {
  // "Comparison with alkaline phosphatases and 5-nucleotidase": 14 non-space characters before
  // "alkaline", whose last 's' is the 33rd (0-based); "5-nucleotidase" is 37 to 50, the last of
  // the sentence's 51.
  const std::string gold = "S1|14 33|alkaline phosphatases\nS1|37 50|5-nucleotidase\n";
  const auto run = [&](const std::string& g, const std::string& system) {
    return run_task("ner.bc2gm", {{"gold", g}, {"run", system}, {"sentences", kSentence}});
  };
  const Json right = run(gold, gold);
  CHECK(right["valid"] == true);
  CHECK(codes(right).empty());
  CHECK(metric(right, "exact.f1") == 1);
  CHECK(metric(right, "bc2gm.tp") == 2);

  // One character short: the offsets cover "alkalinephosphatase".
  const Json short_end = run("S1|14 32|alkaline phosphatases\nS1|37 50|5-nucleotidase\n", gold);
  CHECK(codes(short_end) == std::vector<std::string>{"mention-text-differs"});
  // Shifted right by one in the run.
  const Json shifted = run(gold, "S1|15 34|alkaline phosphatases\nS1|37 50|5-nucleotidase\n");
  CHECK(codes(shifted) == std::vector<std::string>{"mention-text-differs"});
  // Past the 51 characters of the sentence.
  const Json outside = run("S1|14 33|alkaline phosphatases\nS1|37 51|5-nucleotidase\n", gold);
  CHECK(codes(outside) == std::vector<std::string>{"offsets-outside-sentence"});
  CHECK(outside["valid"] == false);
  // A mention without text is only checked against the sentence's length.
  const Json no_text = run(gold, "S1|14 33\nS1|37 50\n");
  CHECK(codes(no_text).empty());
  // Counting every character instead of the non-space ones (16 40) is wrong text.
  const Json with_spaces = run(gold, "S1|16 40|alkaline phosphatases\n");
  CHECK(codes(with_spaces) == std::vector<std::string>{"mention-text-differs"});
}
