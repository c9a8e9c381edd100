// Every matching criterion of docs/tasks/ner.md on small hand-made token files whose TP/FP/FN are
// counted by hand in the comments: overall metrics, the per-class table `classes`, class
// relaxation (option merge: presets bc2gm and tsai-relaxed, custom mappings; option
// ignore_type), and the error table's categories (type, boundary, both, missed, spurious).
#include <catch2/catch.hpp>

#include <algorithm>
#include <iterator>
#include <map>
#include <string>
#include <vector>

#include "support/ner_files.hpp"
#include "support/support.hpp"
#include "tasks/ner/criteria.hpp"
#include "tasks/ner/errors.hpp"

using namespace bioeval;
using bioeval::test::metric;
using bioeval::test::score;
using bioeval::test::table_rows;
using bioeval::test::token_file;
using bioeval::test::words;

namespace {

constexpr double kExact = 1e-12;

// The nine sentences of the main example, gold and run. Per sentence (token positions within
// it):
//  1  A [0,2]     vs A [0,1]    same start                  left, left_or_right, approx., partial
//  2  B [0,1]     vs B [0,1]    same span                   every criterion
//  3  A [1,3]     vs A [2,3]    same end                    right, left_or_right, approx., partial
//  4  A [0,4]     vs A [1,3]    strictly inside             approximate, partial
//  5  B [0,2]     vs B [2,4]    crossing                    partial
//  6  A [0,1]     vs B [0,1]    same span, another class    none (type error)
//  7  B [0,0]     vs nothing                                missed
//  8  nothing     vs A [1,1]                                spurious
//  9  A [0,2]     vs B [1,2]    another class and span      none (both)
const char* kGold =
    "B-A I-A I-A | B-B I-B | O B-A I-A I-A | B-A I-A I-A I-A I-A | B-B I-B I-B O O | "
    "B-A I-A | B-B O | O O | B-A I-A I-A";
const char* kRun =
    "B-A I-A O | B-B I-B | O O B-A I-A | O B-A I-A I-A O | O O B-B I-B I-B | "
    "B-B I-B | O O | O B-A | O B-B I-B";

struct Expected {
  const char* criterion;
  double tp, fp, fn;
};

// The criterion's overall metrics: counts and the ratios they give (0 when undefined).
void check_metrics(const Json& r, const Expected& e) {
  INFO(e.criterion);
  const std::string c = e.criterion;
  CHECK(metric(r, c + ".tp") == e.tp);
  CHECK(metric(r, c + ".fp") == e.fp);
  CHECK(metric(r, c + ".fn") == e.fn);
  const double p = e.tp + e.fp > 0 ? e.tp / (e.tp + e.fp) : 0;
  const double rec = e.tp + e.fn > 0 ? e.tp / (e.tp + e.fn) : 0;
  const double f1 = p + rec > 0 ? 2 * p * rec / (p + rec) : 0;
  CHECK(metric(r, c + ".precision") == Approx(p).margin(kExact));
  CHECK(metric(r, c + ".recall") == Approx(rec).margin(kExact));
  CHECK(metric(r, c + ".f1") == Approx(f1).margin(kExact));
}

// The `classes` table as class → criterion → row.
std::map<std::string, std::map<std::string, Json>> classes_table(const Json& result) {
  std::map<std::string, std::map<std::string, Json>> out;
  for (const Json& row : table_rows(result, "classes")) {
    out[row.at("class").get<std::string>()][row.at("criterion").get<std::string>()] = row;
  }
  return out;
}

void check_class_row(const std::map<std::string, std::map<std::string, Json>>& table,
                     const std::string& cls, const Expected& e) {
  INFO("class " << cls << ", " << e.criterion);
  REQUIRE(table.count(cls) == 1);
  REQUIRE(table.at(cls).count(e.criterion) == 1);
  const Json& row = table.at(cls).at(e.criterion);
  CHECK(row.at("tp") == e.tp);
  CHECK(row.at("fp") == e.fp);
  CHECK(row.at("fn") == e.fn);
  const double p = e.tp + e.fp > 0 ? e.tp / (e.tp + e.fp) : 0;
  const double rec = e.tp + e.fn > 0 ? e.tp / (e.tp + e.fn) : 0;
  CHECK(row.at("precision").get<double>() == Approx(p).margin(kExact));
  CHECK(row.at("recall").get<double>() == Approx(rec).margin(kExact));
}

// The class names of the `classes` table.
std::vector<std::string> class_names(const Json& result) {
  std::vector<std::string> out;
  for (const auto& [name, rows] : classes_table(result)) out.push_back(name);
  return out;
}

ner::Entity entity(std::uint64_t first, std::uint64_t last, std::uint32_t type) {
  ner::Entity e;
  e.first = static_cast<std::uint32_t>(first);
  e.last = static_cast<std::uint32_t>(last);
  e.type = type;
  return e;
}

}  // namespace

TEST_CASE("criteria: every criterion on the nine-sentence example", "[ner]") {
  const Json r = score("ner.iob2", token_file(kGold), token_file(kRun));
  REQUIRE(r["valid"] == true);
  // 8 gold entities (A 5, B 3) and 8 predicted (A 4, B 4).
  check_metrics(r, {"exact", 1, 7, 7});          // sentence 2
  check_metrics(r, {"left", 2, 6, 6});           // + 1
  check_metrics(r, {"right", 2, 6, 6});          // + 3
  check_metrics(r, {"left_or_right", 3, 5, 5});  // 1, 2, 3
  check_metrics(r, {"approximate", 4, 4, 4});    // 1, 2, 3, 4
  check_metrics(r, {"partial", 5, 3, 3});        // 1, 2, 3, 4, 5
  // fragment, tokens: A gold 3+3+5+2+3 = 16, predicted 2+2+3+1 = 8, shared 2+2+3 = 7;
  // B gold 2+3+1 = 6, predicted 2+3+2+2 = 9, shared 2+1 = 3.
  check_metrics(r, {"fragment", 10, 7, 12});
}

TEST_CASE("criteria: the per-class table on the nine-sentence example", "[ner]") {
  const Json r = score("ner.iob2", token_file(kGold), token_file(kRun));
  REQUIRE(r["valid"] == true);
  const auto table = classes_table(r);
  CHECK(table.size() == 2);
  // A: 5 gold, 4 predicted.
  check_class_row(table, "A", {"exact", 0, 4, 5});
  check_class_row(table, "A", {"left", 1, 3, 4});
  check_class_row(table, "A", {"right", 1, 3, 4});
  check_class_row(table, "A", {"left_or_right", 2, 2, 3});
  check_class_row(table, "A", {"approximate", 3, 1, 2});
  check_class_row(table, "A", {"partial", 3, 1, 2});
  check_class_row(table, "A", {"fragment", 7, 1, 9});
  // B: 3 gold, 4 predicted.
  check_class_row(table, "B", {"exact", 1, 3, 2});
  check_class_row(table, "B", {"left", 1, 3, 2});
  check_class_row(table, "B", {"right", 1, 3, 2});
  check_class_row(table, "B", {"left_or_right", 1, 3, 2});
  check_class_row(table, "B", {"approximate", 1, 3, 2});
  check_class_row(table, "B", {"partial", 2, 2, 1});
  check_class_row(table, "B", {"fragment", 3, 6, 3});
  // Every criterion has a row per class: 7 × 2.
  CHECK(table_rows(r, "classes").size() == 14);
}

TEST_CASE("criteria: ignore_type matches across classes", "[ner]") {
  const Json r = score("ner.iob2", token_file(kGold), token_file(kRun), {{"ignore_type", true}});
  REQUIRE(r["valid"] == true);
  // Sentence 6 becomes exact; sentence 9 (A [0,2] vs B [1,2]) same end.
  check_metrics(r, {"exact", 2, 6, 6});          // 2, 6
  check_metrics(r, {"left", 3, 5, 5});           // 1, 2, 6
  check_metrics(r, {"right", 4, 4, 4});          // 2, 3, 6, 9
  check_metrics(r, {"left_or_right", 5, 3, 3});  // 1, 2, 3, 6, 9
  check_metrics(r, {"approximate", 6, 2, 2});    // 1, 2, 3, 4, 6, 9
  check_metrics(r, {"partial", 7, 1, 1});        // all but 7 (missed) and 8 (spurious)
  // fragment: gold 22 tokens, predicted 17, shared 2+2+2+3+1+2+2 = 14.
  check_metrics(r, {"fragment", 14, 3, 8});
  CHECK(class_names(r) == std::vector<std::string>{"any"});
  // A custom merge of A and B gives the same counts under its own name.
  const Json merged = score("ner.iob2", token_file(kGold), token_file(kRun), {{"merge", "A,B=AB"}});
  REQUIRE(merged["valid"] == true);
  CHECK(class_names(merged) == std::vector<std::string>{"AB"});
  for (const char* c :
       {"exact", "left", "right", "left_or_right", "approximate", "partial", "fragment"}) {
    INFO(c);
    for (const char* count : {".tp", ".fp", ".fn"}) {
      CHECK(metric(merged, std::string(c) + count) == metric(r, std::string(c) + count));
    }
  }
}

TEST_CASE("criteria: the error table's categories", "[ner]") {
  const Json r = score("ner.iob2", token_file(kGold), token_file(kRun));
  REQUIRE(r["valid"] == true);
  const std::vector<Json> rows = table_rows(r, "errors");
  // Every FN of exact matching (gold order), then every FP (run order): 7 + 7.
  struct Row {
    const char* error;
    const char* category;
    const char* sentence;
    const char* cls;
  };
  const Row expected[] = {
      {"FN", "boundary", "1", "A"}, {"FN", "boundary", "3", "A"}, {"FN", "boundary", "4", "A"},
      {"FN", "boundary", "5", "B"}, {"FN", "type", "6", "A"},     {"FN", "missed", "7", "B"},
      {"FN", "both", "9", "A"},     {"FP", "boundary", "1", "A"}, {"FP", "boundary", "3", "A"},
      {"FP", "boundary", "4", "A"}, {"FP", "boundary", "5", "B"}, {"FP", "type", "6", "B"},
      {"FP", "spurious", "8", "A"}, {"FP", "both", "9", "B"},
  };
  REQUIRE(rows.size() == std::size(expected));
  for (std::size_t i = 0; i < rows.size(); ++i) {
    INFO("row " << i);
    CHECK(rows[i].at("error") == expected[i].error);
    CHECK(rows[i].at("category") == expected[i].category);
    CHECK(rows[i].at("sentence") == expected[i].sentence);
    CHECK(rows[i].at("class") == expected[i].cls);
  }
  // The other side names what explains the error; nothing for missed and spurious ones.
  CHECK(rows[4].at("other side").get<std::string>().rfind("predicted B ", 0) == 0);
  CHECK(rows[5].at("other side") == "");
  CHECK(rows[11].at("other side").get<std::string>().rfind("gold A ", 0) == 0);
  CHECK(rows[12].at("other side") == "");
  // The missed entity of sentence 7 is token w21 (3+2+4+5+5+2 tokens before it), on line 28
  // (after 6 blank lines).
  CHECK(rows[5].at("text") == "w21");
  CHECK(rows[5].at("line") == 28);
}

TEST_CASE("criteria: error categories, most specific explanation first", "[ner]") {
  // Gold A [0,3] is missed; the run has B [0,3] (same span, another class), A [2,5] (same
  // class) and C [1,1] (another class and span): the type error explains it.
  const ner::Entities gold = {entity(0, 3, 0), entity(10, 12, 0), entity(20, 21, 0)};
  const ner::Entities predicted = {entity(0, 3, 1),   entity(2, 5, 0),   entity(1, 1, 2),
                                   entity(11, 11, 2), entity(12, 14, 0), entity(20, 21, 0)};
  std::vector<ner::SentenceClassCounts> counts;
  const ner::CriteriaPairs pairs = ner::match_criteria(
      gold, predicted, 3, [&](const std::vector<ner::SentenceClassCounts>& part) {
        counts.insert(counts.end(), part.begin(), part.end());
      });
  // exact: gold [20,21] only.
  CHECK(pairs.exact() == std::vector<std::uint32_t>{kUnmatched, kUnmatched, 5});
  // One sentence, a row for each class: A has 3 gold and 3 predicted entities, B and C none of
  // the gold.
  REQUIRE(counts.size() == 3);
  CHECK(counts[0].counts[ner::kGoldCount] == 3);
  CHECK(counts[0].counts[ner::kPredictedCount] == 3);
  CHECK(counts[0].counts[ner::kSpanTp] == 1);
  CHECK(counts[1].counts[ner::kPredictedCount] == 1);
  CHECK(counts[2].counts[ner::kPredictedCount] == 2);
  CHECK(counts[2].counts[ner::kFragmentFp] == 2);
  const std::vector<ner::EntityError> errors = ner::classify_errors(gold, predicted, pairs.exact());
  REQUIRE(errors.size() == 2 + 5);
  // Gold first, in order.
  CHECK(errors[0].false_negative);
  CHECK(errors[0].entity == 0);
  CHECK(errors[0].category == ner::ErrorCategory::type);
  CHECK(errors[0].counterpart == 0);
  // Gold A [10,12]: C [11,11] overlaps, but A [12,14] of its class explains it better.
  CHECK(errors[1].entity == 1);
  CHECK(errors[1].category == ner::ErrorCategory::boundary);
  CHECK(errors[1].counterpart == 4);
  // The predictions: B [0,3] type, A [2,5] boundary, C [1,1] both, C [11,11] both,
  // A [12,14] boundary.
  const ner::ErrorCategory fp[] = {ner::ErrorCategory::type, ner::ErrorCategory::boundary,
                                   ner::ErrorCategory::both, ner::ErrorCategory::both,
                                   ner::ErrorCategory::boundary};
  for (std::uint32_t i = 0; i < 5; ++i) {
    INFO("prediction " << i);
    CHECK_FALSE(errors[2 + i].false_negative);
    CHECK(errors[2 + i].entity == i);
    CHECK(errors[2 + i].category == fp[i]);
  }
  CHECK(errors[2 + 2].counterpart == 0);
  CHECK(errors[2 + 3].counterpart == 1);
  CHECK(ner::category_name(ner::ErrorCategory::type) == "type");
  CHECK(ner::category_name(ner::ErrorCategory::boundary) == "boundary");
  CHECK(ner::category_name(ner::ErrorCategory::both) == "both");
  CHECK(ner::category_name(ner::ErrorCategory::missed) == "missed");
  CHECK(ner::category_name(ner::ErrorCategory::spurious) == "spurious");
}

TEST_CASE("criteria: one-to-one matching, not any compatible pair", "[ner]") {
  // Gold A [0,1], A [2,3]; run A [0,0], A [1,2]. Partial pairs [0,1]-[0,0] and [2,3]-[1,2]: 2,
  // though a greedy choice of [0,1]-[1,2] would leave 1. Approximate: [0,0] in [0,1] only.
  const Json r = score("ner.iob2", token_file("B-A I-A B-A I-A"), token_file("B-A B-A I-A O"));
  REQUIRE(r["valid"] == true);
  check_metrics(r, {"exact", 0, 2, 2});
  check_metrics(r, {"left", 1, 1, 1});
  check_metrics(r, {"right", 0, 2, 2});
  check_metrics(r, {"left_or_right", 1, 1, 1});
  check_metrics(r, {"approximate", 1, 1, 1});
  check_metrics(r, {"partial", 2, 0, 0});
  check_metrics(r, {"fragment", 3, 0, 1});

  // One prediction over two gold entities counts once under every criterion.
  const Json wide = score("ner.iob2", token_file("B-A I-A B-A I-A"), token_file("B-A I-A I-A I-A"));
  REQUIRE(wide["valid"] == true);
  check_metrics(wide, {"exact", 0, 1, 2});
  check_metrics(wide, {"left", 1, 0, 1});
  check_metrics(wide, {"right", 1, 0, 1});
  check_metrics(wide, {"left_or_right", 1, 0, 1});
  check_metrics(wide, {"approximate", 1, 0, 1});
  check_metrics(wide, {"partial", 1, 0, 1});
  check_metrics(wide, {"fragment", 4, 0, 0});

  // Nothing predicted: every ratio 0; nothing in the gold either: still 0, not NaN.
  const Json none = score("ner.iob2", token_file("B-A O"), token_file("O O"));
  check_metrics(none, {"exact", 0, 0, 1});
  check_metrics(none, {"fragment", 0, 0, 1});
  const Json empty = score("ner.iob2", token_file("O O"), token_file("O O"));
  check_metrics(empty, {"partial", 0, 0, 0});
}

TEST_CASE("criteria: merge presets and custom mappings", "[ner]") {
  // Gold: protein [0,1], DNA [3]; cell_type [0] in the second sentence. Run: DNA [0,1], RNA [3];
  // cell_line [0].
  const std::string gold = token_file("B-protein I-protein O B-DNA | B-cell_type O");
  const std::string run = token_file("B-DNA I-DNA O B-RNA | B-cell_line O");

  const Json plain = score("ner.iob2", gold, run);
  REQUIRE(plain["valid"] == true);
  check_metrics(plain, {"exact", 0, 3, 3});
  CHECK(class_names(plain) ==
        (std::vector<std::string>{"DNA", "RNA", "cell_line", "cell_type", "protein"}));

  // bc2gm: protein, DNA, RNA = NEWGENE; the cell classes stay apart.
  const Json bc2gm = score("ner.iob2", gold, run, {{"merge", "bc2gm"}});
  REQUIRE(bc2gm["valid"] == true);
  check_metrics(bc2gm, {"exact", 2, 1, 1});
  check_metrics(bc2gm, {"fragment", 3, 1, 1});
  CHECK(class_names(bc2gm) == (std::vector<std::string>{"NEWGENE", "cell_line", "cell_type"}));
  const auto bc2gm_table = classes_table(bc2gm);
  check_class_row(bc2gm_table, "NEWGENE", {"exact", 2, 0, 0});
  check_class_row(bc2gm_table, "cell_type", {"exact", 0, 0, 1});
  check_class_row(bc2gm_table, "cell_line", {"exact", 0, 1, 0});

  // tsai-relaxed: macromolecule and cell.
  const Json tsai = score("ner.iob2", gold, run, {{"merge", "tsai-relaxed"}});
  REQUIRE(tsai["valid"] == true);
  check_metrics(tsai, {"exact", 3, 0, 0});
  CHECK(class_names(tsai) == (std::vector<std::string>{"cell", "macromolecule"}));
  check_class_row(classes_table(tsai), "cell", {"exact", 1, 0, 0});
  check_class_row(classes_table(tsai), "macromolecule", {"exact", 2, 0, 0});

  // The same mapping written out, with spaces around names.
  const Json written =
      score("ner.iob2", gold, run,
            {{"merge", " protein , DNA,RNA = macromolecule ;cell_line,cell_type=cell; "}});
  REQUIRE(written["valid"] == true);
  check_metrics(written, {"exact", 3, 0, 0});
  CHECK(class_names(written) == (std::vector<std::string>{"cell", "macromolecule"}));

  // A custom mapping: protein and DNA are "gene", cell_type is cell_line; RNA stays itself.
  const Json custom =
      score("ner.iob2", gold, run, {{"merge", "protein,DNA=gene; cell_type=cell_line"}});
  REQUIRE(custom["valid"] == true);
  check_metrics(custom, {"exact", 2, 1, 1});  // [0,1] gene, cell_line; DNA→gene vs RNA fails
  CHECK(class_names(custom) == (std::vector<std::string>{"RNA", "cell_line", "gene"}));
  check_class_row(classes_table(custom), "gene", {"exact", 1, 0, 1});
  check_class_row(classes_table(custom), "RNA", {"exact", 0, 1, 0});

  // Merging does not touch the reference scorers' numbers (they read the tags as written).
  for (const Json* r : {&bc2gm, &tsai, &custom}) {
    CHECK(metric(*r, "conlleval.correct") == metric(plain, "conlleval.correct"));
    CHECK(metric(*r, "conlleval.correct") == 0);
    CHECK(metric(*r, "jnlpba.complete.tp") == 0);
  }
  // ignore_type wins over merge.
  const Json any = score("ner.iob2", gold, run, {{"merge", "bc2gm"}, {"ignore_type", true}});
  check_metrics(any, {"exact", 3, 0, 0});
  CHECK(class_names(any) == std::vector<std::string>{"any"});
}

TEST_CASE("criteria: malformed merge options are usage errors", "[ner]") {
  const std::string file = token_file("B-A O");
  for (const char* bad : {"protein,DNA", "a=b=c", "a=", "=x", "a=x; a=y", ",a=b", "a,,b=c"}) {
    INFO(bad);
    CHECK_THROWS_AS(score("ner.iob2", file, file, {{"merge", bad}}), UsageError);
  }
  // Mapping a class twice onto the same name is harmless.
  CHECK_NOTHROW(score("ner.iob2", file, file, {{"merge", "a=x; a=x"}}));
}

TEST_CASE("criteria: ner.bc2gm has one class, GENE", "[ner]") {
  // ner.bc2gm mentions are all of one class; the table has a GENE row per criterion.
  const Json r = score("ner.bc2gm", "S1|0 3|abcd\n", "S1|0 3\nS1|5 6\n");
  REQUIRE(r["valid"] == true);
  CHECK(class_names(r) == std::vector<std::string>{"GENE"});
  check_class_row(classes_table(r), "GENE", {"exact", 1, 1, 0});
  check_class_row(classes_table(r), "GENE", {"alternatives", 1, 1, 0});
}

TEST_CASE("criteria: the pairs of every criterion, kept as their differences from exact", "[ner]") {
  // Gold A [0,3], A [10,12]; run A [0,2], A [10,12], A [11,11]. Exact pairs the second only;
  // left pairs the first too; partial pairs both, the second with either overlapping prediction.
  const ner::Entities gold = {entity(0, 3, 0), entity(10, 12, 0)};
  const ner::Entities predicted = {entity(0, 2, 0), entity(10, 12, 0), entity(11, 11, 0)};
  const auto none = [](const std::vector<ner::SentenceClassCounts>&) {};
  const ner::CriteriaPairs pairs = ner::match_criteria(gold, predicted, 1, none);
  CHECK(pairs.exact() == std::vector<std::uint32_t>{kUnmatched, 1});
  CHECK(pairs.of(0) == pairs.exact());
  CHECK(pairs.of(1) == std::vector<std::uint32_t>{0, 1});           // left
  CHECK(pairs.of(2) == std::vector<std::uint32_t>{kUnmatched, 1});  // right
  const std::vector<std::uint32_t> partial = pairs.of(5);
  CHECK(partial[0] == 0);
  CHECK((partial[1] == 1 || partial[1] == 2));
  // Every gold entity paired otherwise than by exact: kept in full, the same pairs.
  const ner::Entities shifted = {entity(1, 3, 0), entity(11, 12, 0)};
  const ner::CriteriaPairs loose = ner::match_criteria(gold, shifted, 1, none);
  CHECK(loose.exact() == std::vector<std::uint32_t>{kUnmatched, kUnmatched});
  CHECK(loose.of(2) == std::vector<std::uint32_t>{0, 1});                    // right
  CHECK(loose.of(1) == std::vector<std::uint32_t>{kUnmatched, kUnmatched});  // left
}
