// The NER document view (docs/tasks/ner.md, "Documents"): on every golden fixture that scores,
// the documents are the inputs' sentences, every verdict agrees with the scorer's numbers and
// tables, and every table link opens an annotation; and two small cases give exact JSON.
#include <catch2/catch.hpp>

#include <map>
#include <set>
#include <string>
#include <vector>

#include "framework/document_views.hpp"
#include "support/golden_fixtures.hpp"
#include "support/support.hpp"

using namespace bioeval;
using test::inputs_of;

namespace {

const Table* table_of(const Result& result, const std::string& id) {
  for (const Table& table : result.tables) {
    if (table.id == id) return &table;
  }
  return nullptr;
}

std::vector<std::string> lines_of(std::string_view text) {
  std::vector<std::string> lines;
  std::size_t begin = 0;
  while (begin < text.size()) {
    std::size_t end = text.find('\n', begin);
    if (end == std::string_view::npos) end = text.size();
    std::string line(text.substr(begin, end - begin));
    if (!line.empty() && line.back() == '\r') line.pop_back();
    lines.push_back(std::move(line));
    begin = end + 1;
  }
  return lines;
}

bool blank(const std::string& line) {
  return line.find_first_not_of(" \t") == std::string::npos;
}

// ner.iob2: the stretches of token lines between blank and ###MEDLINE lines of the file the
// tokens come from (the gold, or the run holding both tags).
std::size_t iob2_sentences(const Inputs& inputs) {
  const auto gold = inputs.find("gold");
  const InputFile& file = gold != inputs.end() ? gold->second.front() : inputs.at("run").front();
  std::size_t count = 0;
  bool in_sentence = false;
  for (const std::string& line : lines_of(file.bytes)) {
    const bool token = !blank(line) && line.rfind("###MEDLINE:", 0) != 0;
    count += token && !in_sentence;
    in_sentence = token;
  }
  return count;
}

// ner.bc2gm: the sentence ids of the sentence file's lines that have a text, and of every mention
// line (those with a '|'), as the reader accepts them.
std::size_t bc2gm_sentences(const Inputs& inputs) {
  std::set<std::string> ids;
  for (const auto& [role, files] : inputs) {
    const char separator = role == "sentences" ? ' ' : '|';
    for (const std::string& line : lines_of(files.front().bytes)) {
      const std::size_t end = line.find(separator);
      if (end == std::string::npos || end + 1 == line.size()) continue;
      ids.insert(line.substr(0, end));
    }
  }
  return ids.size();
}

const Json* annotation_in(const Json& document, const std::string& id) {
  for (const Json& a : document.at("annotations")) {
    if (a.at("id") == id) return &a;
  }
  return nullptr;
}

// The exact verdict an errors row's category gives.
std::string verdict_of_category(const std::string& category, bool missed) {
  if (category == "both") return "boundary+type";
  if (category == "missed" || category == "spurious") return missed ? "missed" : "spurious";
  return category;
}

// Per view, the entities of each side with and without a match, summed over the documents.
struct ViewTotals {
  std::uint64_t gold_matched = 0, gold_unmatched = 0, run_unmatched = 0;
};

// Every errors row links to an annotation of its sentence with the verdict its category gives,
// and each annotation the exact view does not match is one row.
void check_errors_table(const Result& result, const std::map<std::string, Json>& details) {
  const Table* errors = table_of(result, "errors");
  REQUIRE(errors);
  const Json rows = errors->rows.to_json();
  REQUIRE(errors->links.size() == rows.size());
  std::size_t unmatched = 0;
  for (const auto& [id, document] : details) {
    for (const Json& a : document.at("annotations")) unmatched += a["verdicts"]["exact"] != "match";
  }
  CHECK(unmatched == rows.size());
  for (std::size_t r = 0; r < rows.size(); ++r) {
    const RowLink& link = errors->links[r];
    INFO("errors row " << rows[r].dump());
    CHECK(link.document == rows[r][2].get<std::string>());
    REQUIRE(details.count(link.document));
    const Json* a = annotation_in(details.at(link.document), link.annotation);
    REQUIRE(a);
    const bool missed = rows[r][0] == "FN";
    CHECK(a->at("side") == (missed ? "gold" : "run"));
    CHECK(a->at("type") == rows[r][4]);
    CHECK(a->at("verdicts").at("exact") ==
          verdict_of_category(rows[r][1].get<std::string>(), missed));
    CHECK(a->at("details").at("category") == rows[r][1]);
    CHECK(a->at("details").value("line", 0) == rows[r][3].get<int>());
  }
}

// Every row of alt_eval.perl's verdicts links to the mention it judges.
void check_bc2gm_table(const Result& result, const std::map<std::string, Json>& details) {
  const Table* verdicts = table_of(result, "bc2gm");
  REQUIRE(verdicts);
  const Json rows = verdicts->rows.to_json();
  REQUIRE(verdicts->links.size() == rows.size());
  for (std::size_t r = 0; r < rows.size(); ++r) {
    INFO("bc2gm row " << rows[r].dump());
    const RowLink& link = verdicts->links[r];
    CHECK(link.document == rows[r][1].get<std::string>());
    REQUIRE(details.count(link.document));
    const Json* a = annotation_in(details.at(link.document), link.annotation);
    REQUIRE(a);
    const bool fp = rows[r][0] == "FP";
    CHECK(a->at("side") == (fp ? "run" : "gold"));
    CHECK(a->at("details").at("offsets") == rows[r][fp ? 4 : 2]);
    CHECK(a->at("details").at("alt_eval") == rows[r][0]);
  }
}

// The verdicts of every view add up to the criterion's TP, FN and FP, and each document's score
// is its F1 under exact.
void check_totals(const Result& result, const Json& index,
                  const std::map<std::string, Json>& details) {
  std::map<std::string, ViewTotals> totals;
  for (const Json& summary : index.at("documents")) {
    const Json& document = details.at(summary.at("id").get<std::string>());
    std::uint64_t tp = 0, fn = 0, fp = 0;
    for (const Json& a : document.at("annotations")) {
      const bool gold = a.at("side") == "gold";
      for (const auto& [view, verdict] : a.at("verdicts").items()) {
        ViewTotals& t = totals[view];
        const bool match = verdict == "match";
        (gold ? (match ? t.gold_matched : t.gold_unmatched) : t.run_unmatched) += gold || !match;
        CHECK(summary["counts"][view][verdict.get<std::string>()].get<int>() > 0);
      }
      const bool exact = a["verdicts"]["exact"] == "match";
      (gold ? (exact ? tp : fn) : fp) += gold || !exact;
    }
    if (document.at("annotations").empty()) {
      CHECK(summary.at("score").is_null());
    } else {
      const double f1 =
          tp == 0 ? 0.0 : 2.0 * static_cast<double>(tp) / static_cast<double>(2 * tp + fn + fp);
      CHECK(summary.at("score").get<double>() == Approx(f1));
    }
  }
  for (const Json& view : index.at("views")) {
    const std::string name = view.get<std::string>();
    INFO("view " << name);
    CHECK(static_cast<double>(totals[name].gold_matched) ==
          *test::reported_metric(result, name + ".tp"));
    CHECK(static_cast<double>(totals[name].gold_unmatched) ==
          *test::reported_metric(result, name + ".fn"));
    CHECK(static_cast<double>(totals[name].run_unmatched) ==
          *test::reported_metric(result, name + ".fp"));
  }
}

}  // namespace

TEST_CASE("ner documents: the golden cases' sentences, verdicts agreeing with the tables",
          "[ner][documents]") {
  std::size_t opened = 0;
  for (const auto& fixture : test::golden_fixtures("ner")) {
    INFO("golden case ner/" << fixture->name);
    const Task& task = find_task(fixture->task);
    const Result result = evaluate(task, fixture->inputs, fixture->options);
    if (!result.scored) {
      CHECK_THROWS_AS(open_documents(task, fixture->inputs, fixture->options), UsageError);
      continue;
    }
    const auto views = open_documents(task, fixture->inputs, fixture->options);
    const Json index = views->index();
    const bool iob2 = fixture->task == "ner.iob2";
    CHECK(index.at("documents").size() ==
          (iob2 ? iob2_sentences(fixture->inputs) : bc2gm_sentences(fixture->inputs)));
    CHECK(index.at("default_view") == "exact");
    CHECK(index.at("unit") == "sentence");
    std::map<std::string, Json> details;  // every document: the fixtures are small
    for (const Json& summary : index.at("documents")) {
      const std::string id = summary.at("id").get<std::string>();
      details[id] = views->document(id);
      CHECK(details[id].at("id") == id);
    }
    CHECK_THROWS_AS(views->document("no such sentence"), UsageError);
    check_errors_table(result, details);
    if (!iob2) check_bc2gm_table(result, details);
    check_totals(result, index, details);
    ++opened;
  }
  CHECK(opened >= 18);
}

namespace {

const char* const kAllViews = R"(["exact", "left", "right", "left_or_right", "approximate",
  "partial"])";

// The same value under every view of `views`.
Json under_views(const Json& views, const Json& value) {
  Json out = Json::object();
  for (const Json& view : views) out[view.get<std::string>()] = value;
  return out;
}

}  // namespace

TEST_CASE("ner.iob2 documents: a sentence's tokens, its entities in code points, every view",
          "[ner][documents]") {
  const std::string gold =
      "IL-2\tB-DNA\ngene\tI-DNA\nneeds\tO\nNF-kappa\tB-protein\nB\tI-protein\n.\tO\n\n"
      "p53\tO\nbinds\tO\n\n"
      "\xCE\xB1-actin\tB-protein\n.\tO\n\n";
  const std::string run =
      "IL-2\tB-protein\ngene\tI-protein\nneeds\tO\nNF-kappa\tB-protein\nB\tO\n.\tO\n\n"
      "p53\tO\nbinds\tO\n\n"
      "\xCE\xB1-actin\tB-protein\n.\tO\n\n";
  const std::map<std::string, std::string> texts = {{"gold", gold}, {"run", run}};
  const Inputs inputs = inputs_of(texts);
  const Task& task = find_task("ner.iob2");
  const auto views = open_documents(task, inputs, Json::object());
  const Json all = Json::parse(kAllViews);
  Json verdicts = verdicts_json(annotation_verdicts());
  verdicts.erase(verdicts.begin() + 6, verdicts.end());
  Json first_counts = under_views(all, {{"match", 2}, {"type", 2}});
  first_counts["exact"] = {{"boundary", 2}, {"type", 2}};
  first_counts["right"] = {{"boundary", 2}, {"type", 2}};
  const Json expected_index = {{"unit", "sentence"},
                               {"views", all},
                               {"default_view", "exact"},
                               {"score_better", "higher"},
                               {"verdicts", verdicts},
                               {"documents",
                                {{{"id", "1"},
                                  {"label", "IL-2 gene needs NF-kappa B ."},
                                  {"score", 0.0},
                                  {"counts", first_counts}},
                                 {{"id", "2"},
                                  {"label", "p53 binds"},
                                  {"score", nullptr},
                                  {"counts", under_views(all, Json::object())}},
                                 {{"id", "3"},
                                  {"label", "\xCE\xB1-actin ."},
                                  {"score", 1.0},
                                  {"counts", under_views(all, {{"match", 2}})}}}}};
  CHECK(views->index() == expected_index);

  Json nf_kappa = under_views(all, "match");
  nf_kappa["exact"] = "boundary";
  nf_kappa["right"] = "boundary";
  const Json expected_first = {{"id", "1"},
                               {"text", "IL-2 gene needs NF-kappa B ."},
                               {"annotations",
                                {{{"id", "gold:1"},
                                  {"side", "gold"},
                                  {"type", "DNA"},
                                  {"fragments", {{0, 9}}},
                                  {"text", "IL-2 gene"},
                                  {"verdicts", under_views(all, "type")},
                                  {"partners", under_views(all, {"run:1"})},
                                  {"details", {{"line", 1}, {"category", "type"}}}},
                                 {{"id", "gold:2"},
                                  {"side", "gold"},
                                  {"type", "protein"},
                                  {"fragments", {{16, 26}}},
                                  {"text", "NF-kappa B"},
                                  {"verdicts", nf_kappa},
                                  {"partners", under_views(all, {"run:2"})},
                                  {"details", {{"line", 4}, {"category", "boundary"}}}},
                                 {{"id", "run:1"},
                                  {"side", "run"},
                                  {"type", "protein"},
                                  {"fragments", {{0, 9}}},
                                  {"text", "IL-2 gene"},
                                  {"verdicts", under_views(all, "type")},
                                  {"partners", under_views(all, {"gold:1"})},
                                  {"details", {{"line", 1}, {"category", "type"}}}},
                                 {{"id", "run:2"},
                                  {"side", "run"},
                                  {"type", "protein"},
                                  {"fragments", {{16, 24}}},
                                  {"text", "NF-kappa"},
                                  {"verdicts", nf_kappa},
                                  {"partners", under_views(all, {"gold:2"})},
                                  {"details", {{"line", 4}, {"category", "boundary"}}}}}},
                               {"relations", Json::array()},
                               {"groups", Json::array()},
                               {"items", Json::array()},
                               {"missed", Json::array()}};
  CHECK(views->document("1") == expected_first);

  // Code points, not bytes: α is two bytes of UTF-8.
  const Json third = views->document("3");
  CHECK(third["annotations"][0]["fragments"] == Json::parse("[[0, 7]]"));
  CHECK(third["annotations"][0]["details"] == Json{{"line", 11}});

  SECTION("classes merged: the class as written in the details") {
    const auto merged = open_documents(task, inputs, {{"ignore_type", true}});
    const Json first = merged->document("1");
    CHECK(first["annotations"][0]["type"] == "any");
    CHECK(first["annotations"][0]["verdicts"]["exact"] == "match");
    CHECK(first["annotations"][0]["details"] == Json{{"class", "DNA"}, {"line", 1}});
  }
}

TEST_CASE("ner.bc2gm documents: the sentence file's text, alternatives named, no text without it",
          "[ner][documents]") {
  const std::map<std::string, std::string> texts = {
      {"sentences",
       "S1 Comparison with alkaline phosphatases and 5-nucleotidase\nS2 p53 binds\n"
       "S3 TNF-\xCE\xB1 binds\nS4 nothing here\n"},
      {"gold", "S1|14 33|alkaline phosphatases\nS1|37 50|5-nucleotidase\nS3|0 4|TNF-\xCE\xB1\n"},
      {"altgene", "S1|22 33|phosphatases\n"},
      {"run", "S1|22 33|phosphatases\nS1|37 44|5-nucleo\nS2|0 2|p53\nS3|0 4\n"}};
  const Task& task = find_task("ner.bc2gm");
  const auto views = open_documents(task, inputs_of(texts), Json::object());
  const Json all = Json::parse(R"(["exact", "alternatives", "left", "right", "left_or_right",
    "approximate", "partial"])");
  Json verdicts = Json::array();
  for (const Json& v : verdicts_json(annotation_verdicts())) {
    if (v["id"] == "match" || v["id"] == "boundary" || v["id"] == "missed" ||
        v["id"] == "spurious") {
      verdicts.push_back(v);
    }
  }
  Json first_counts = under_views(all, {{"match", 4}});
  first_counts["exact"] = {{"boundary", 4}};
  for (const char* view : {"alternatives", "left", "right"}) {
    first_counts[view] = {{"match", 2}, {"boundary", 2}};
  }
  const Json expected_index = {
      {"unit", "sentence"},
      {"views", all},
      {"default_view", "exact"},
      {"score_better", "higher"},
      {"verdicts", verdicts},
      {"documents",
       {{{"id", "S1"},
         {"label", "Comparison with alkaline phosphatases and 5-nucleotidase"},
         {"score", 0.0},
         {"counts", first_counts}},
        {{"id", "S2"},
         {"label", "p53 binds"},
         {"score", 0.0},
         {"counts", under_views(all, {{"spurious", 1}})}},
        {{"id", "S3"},
         {"label", "TNF-\xCE\xB1 binds"},
         {"score", 1.0},
         {"counts", under_views(all, {{"match", 2}})}},
        {{"id", "S4"},
         {"label", "nothing here"},
         {"score", nullptr},
         {"counts", under_views(all, Json::object())}}}}};
  CHECK(views->index() == expected_index);

  Json alkaline = under_views(all, "match");
  alkaline["exact"] = "boundary";
  alkaline["alternatives"] = "match";
  alkaline["left"] = "boundary";
  Json nucleotidase = under_views(all, "match");
  nucleotidase["exact"] = "boundary";
  nucleotidase["alternatives"] = "boundary";
  nucleotidase["right"] = "boundary";
  const Json expected_first = {
      {"id", "S1"},
      {"text", "Comparison with alkaline phosphatases and 5-nucleotidase"},
      {"annotations",
       {{{"id", "gold:1"},
         {"side", "gold"},
         {"type", "GENE"},
         {"fragments", {{16, 37}}},
         {"text", "alkaline phosphatases"},
         {"verdicts", alkaline},
         {"partners", under_views(all, {"run:1"})},
         {"details",
          {{"offsets", "14 33"},
           {"line", 1},
           {"alt_eval", "*TP"},
           {"alternative", "22 33|phosphatases"},
           {"category", "boundary"}}}},
        {{"id", "gold:2"},
         {"side", "gold"},
         {"type", "GENE"},
         {"fragments", {{42, 56}}},
         {"text", "5-nucleotidase"},
         {"verdicts", nucleotidase},
         {"partners", under_views(all, {"run:2"})},
         {"details",
          {{"offsets", "37 50"}, {"line", 2}, {"alt_eval", "FN"}, {"category", "boundary"}}}},
        {{"id", "run:1"},
         {"side", "run"},
         {"type", "GENE"},
         {"fragments", {{25, 37}}},
         {"text", "phosphatases"},
         {"verdicts", alkaline},
         {"partners", under_views(all, {"gold:1"})},
         {"details",
          {{"offsets", "22 33"},
           {"line", 1},
           {"alt_eval", "*TP"},
           {"alternative", "22 33|phosphatases"},
           {"category", "boundary"}}}},
        {{"id", "run:2"},
         {"side", "run"},
         {"type", "GENE"},
         {"fragments", {{42, 50}}},
         {"text", "5-nucleo"},
         {"verdicts", nucleotidase},
         {"partners", under_views(all, {"gold:2"})},
         {"details",
          {{"offsets", "37 44"}, {"line", 2}, {"alt_eval", "FP"}, {"category", "boundary"}}}}}},
      {"relations", Json::array()},
      {"groups", Json::array()},
      {"items", Json::array()},
      {"missed", Json::array()}};
  CHECK(views->document("S1") == expected_first);

  // A run mention without its text reads what its offsets cover, in code points.
  const Json third = views->document("S3");
  CHECK(third["annotations"][1]["text"] == "TNF-\xCE\xB1");
  CHECK(third["annotations"][1]["fragments"] == Json::parse("[[0, 5]]"));
  const Json second = views->document("S2");
  CHECK(second["annotations"][0]["partners"] == under_views(all, Json::array()));
  CHECK(second["annotations"][0]["details"]["category"] == "spurious");

  SECTION("without the sentence file: the mentions' own text, no fragments, a note") {
    std::map<std::string, std::string> mentions = texts;
    mentions.erase("sentences");
    const auto bare = open_documents(task, inputs_of(mentions), Json::object());
    CHECK(bare->index()["documents"].size() == 3);  // S4 named by no mention
    const Json first = bare->document("S1");
    CHECK_FALSE(first.contains("text"));
    CHECK(first["note"].get<std::string>().find("no sentence text") == 0);
    CHECK(first["annotations"][0]["fragments"] == Json::array());
    CHECK(first["annotations"][0]["text"] == "alkaline phosphatases");
    CHECK(bare->document("S3")["annotations"][1]["text"].is_null());
  }
}
