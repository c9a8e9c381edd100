// Comparing BB3 runs: the documents as units. On every golden fixture that scores, each
// resampled metric of every document once equals what evaluate() reports, to the last bit; a
// document taken twice equals a corpus holding it twice.
#include <catch2/catch.hpp>

#include <filesystem>
#include <regex>

#include "framework/evaluation.hpp"
#include "framework/metric_names.hpp"
#include "host/compare.hpp"
#include "support/golden_fixtures.hpp"
#include "support/support.hpp"
#include "unit/tasks/bb3/bb3_files.hpp"

using namespace bioeval;
namespace fs = std::filesystem;
using test::Files;
using test::inputs_of;
using test::kTinyOntology;

namespace {

// Two cat+ner documents: d1 as micro case A (greedy pairing leaves a pair out), d2 one exact
// Bacteria and one Habitat off by its boundaries.
Files cat_ner_files(bool twice) {
  const std::string text1 = "Helicobacter pylori lives in the human stomach.\n";
  const std::string gold1 =
      "T1\tBacteria 0 10\tHelicobact\nT2\tBacteria 8 16\tcter pyl\n"
      "N1\tNCBI_Taxonomy Annotation:T1 Referent:210\n"
      "N2\tNCBI_Taxonomy Annotation:T2 Referent:210\n";
  const std::string run1 =
      "T1\tBacteria 2 12\tlicobacter\nT2\tBacteria 0 6\tHelico\n"
      "N1\tNCBI_Taxonomy Annotation:T1 Referent:210\n"
      "N2\tNCBI_Taxonomy Annotation:T2 Referent:210\n";
  const std::string text2 = "Escherichia coli in the gut.\n";
  const std::string gold2 =
      "T1\tBacteria 0 16\tEscherichia coli\nT2\tHabitat 24 27\tgut\n"
      "N1\tNCBI_Taxonomy Annotation:T1 Referent:562\n"
      "N2\tOntoBiotope Annotation:T2 Referent:OBT:000001\n";
  const std::string run2 =
      "T1\tBacteria 0 16\tEscherichia coli\nT2\tHabitat 20 27\tthe gut\n"
      "N1\tNCBI_Taxonomy Annotation:T1 Referent:562\n"
      "N2\tOntoBiotope Annotation:T2 Referent:OBT:000000\n";
  Files files = {{"gold",
                  {{"d1.txt", text1},
                   {"d1.a1", ""},
                   {"d1.a2", gold1},
                   {"d2.txt", text2},
                   {"d2.a1", ""},
                   {"d2.a2", gold2}}},
                 {"run", {{"d1.a2", run1}, {"d2.a2", run2}}},
                 {"ontology", {{"parents.txt", kTinyOntology}}}};
  if (twice) {  // d1 again as d1x, between d1 and d2 in the order of ids
    files["gold"].insert(files["gold"].end(),
                         {{"d1x.txt", text1}, {"d1x.a1", ""}, {"d1x.a2", gold1}});
    files["run"].push_back({"d1x.a2", run1});
  }
  return files;
}

// Two event+ner documents: d1 as micro case E (a shorter Bacteria), d2 an exact relation and an
// extra one.
Files event_ner_files(bool twice) {
  const std::string text1 = "Helicobacter pylori lives in the mucus of the stomach.\n";
  const std::string gold1 =
      "T1\tBacteria 0 19\tHelicobacter pylori\nT3\tHabitat 46 53\tstomach\n"
      "R1\tLives_In Bacteria:T1 Location:T3\n";
  const std::string run1 =
      "T1\tBacteria 0 12\tHelicobacter\nT3\tHabitat 46 53\tstomach\n"
      "R1\tLives_In Bacteria:T1 Location:T3\n";
  const std::string text2 = "Escherichia coli in the gut and soil.\n";
  const std::string gold2 =
      "T1\tBacteria 0 16\tEscherichia coli\nT2\tHabitat 24 27\tgut\n"
      "R1\tLives_In Bacteria:T1 Location:T2\n";
  const std::string run2 =
      "T1\tBacteria 0 16\tEscherichia coli\nT2\tHabitat 24 27\tgut\nT3\tHabitat 32 36\tsoil\n"
      "R1\tLives_In Bacteria:T1 Location:T2\nR2\tLives_In Bacteria:T1 Location:T3\n";
  Files files = {{"gold",
                  {{"d1.txt", text1},
                   {"d1.a1", ""},
                   {"d1.a2", gold1},
                   {"d2.txt", text2},
                   {"d2.a1", ""},
                   {"d2.a2", gold2}}},
                 {"run", {{"d1.a2", run1}, {"d2.a2", run2}}}};
  if (twice) {
    files["gold"].insert(files["gold"].end(),
                         {{"d1x.txt", text1}, {"d1x.a1", ""}, {"d1x.a2", gold1}});
    files["run"].push_back({"d1x.a2", run1});
  }
  return files;
}

// Two kb+ner documents, each a Bacteria living in a Habitat; the run predicts the parent concept
// in the second.
Files kb_ner_files() {
  const std::string text = "Escherichia coli in the gut.\n";
  const auto a2 = [](const std::string& concept_id) {
    return "T1\tBacteria 0 16\tEscherichia coli\nT2\tHabitat 24 27\tgut\n"
           "N1\tNCBI_Taxonomy Annotation:T1 Referent:562\n"
           "N2\tOntoBiotope Annotation:T2 Referent:" +
           concept_id + "\nR1\tLives_In Bacteria:T1 Location:T2\n";
  };
  return {{"gold",
           {{"d1.txt", text},
            {"d1.a1", ""},
            {"d1.a2", a2("OBT:000001")},
            {"d2.txt", text},
            {"d2.a1", ""},
            {"d2.a2", a2("OBT:000001")}}},
          {"run", {{"d1.a2", a2("OBT:000001")}, {"d2.a2", a2("OBT:000000")}}},
          {"ontology", {{"parents.txt", kTinyOntology}}}};
}

// A dev set of bb3/ of the test corpora (docs/data.md) with the gold's .a2 as the run, every
// text-bound of the run shortened by its last character: similarities below 1 in many documents.
Files degraded_dev_set(const std::string& task) {
  Files files;
  const fs::path folder = fs::path(BIOEVAL_BB3_DATA_DIR) / ("BioNLP-ST-2016_BB-" + task + "_dev");
  std::vector<fs::path> paths;
  for (const auto& entry : fs::recursive_directory_iterator(folder)) {
    if (entry.is_regular_file()) paths.push_back(entry.path());
  }
  std::sort(paths.begin(), paths.end());
  const std::regex span(R"(^(T\d+\t\w+ )(\d+) (\d+)\t(.*)$)");
  for (const fs::path& path : paths) {
    const std::string text = test::read_text_file(path.string());
    files["gold"].emplace_back(path.filename().string(), text);
    if (path.extension() != ".a2") continue;
    std::string run;
    std::size_t at = 0;
    while (at < text.size()) {
      const std::size_t end = std::min(text.find('\n', at), text.size());
      std::string line = text.substr(at, end - at);
      std::smatch m;
      if (std::regex_match(line, m, span) && std::stol(m[3]) - std::stol(m[2]) > 1) {
        line = m[1].str() + m[2].str() + " " + std::to_string(std::stol(m[3]) - 1) + "\t" +
               m[4].str().substr(0, m[4].str().size() - 1);
      }
      run += line + "\n";
      at = end + 1;
    }
    files["run"].emplace_back(path.filename().string(), run);
  }
  if (task.rfind("cat", 0) == 0) {
    files["ontology"] = {{"OntoBiotope.obo", test::read_text_file(test::shared_data_path(
                                                 "bb3/OntoBiotope_BioNLP-ST-2016.obo"))}};
  }
  return files;
}

std::unique_ptr<UnitScorer> scorer_of(const std::string& task, const Files& files,
                                      const Json& options, Result& result) {
  const Inputs inputs = inputs_of(files);
  result = evaluate(find_task(task), inputs, options, {}, Mode::score);
  REQUIRE(result.valid());
  return test::unit_scorer_of(find_task(task), {inputs}, result.options);
}

// The first document taken twice equals a corpus where it appears twice.
void check_doubled_document(const std::string& task, Files (*files)(bool), const char* profile) {
  INFO(task << " " << profile);
  const Json options = {{"profile", profile}};
  const Files once_files = files(false), twice_files = files(true);
  Result once_result, twice_result;
  const auto once = scorer_of(task, once_files, options, once_result);
  const auto twice = scorer_of(task, twice_files, options, twice_result);
  REQUIRE(once);
  REQUIRE(twice);
  REQUIRE(once->units() == 2);
  REQUIRE(twice->units() == 3);
  test::check_scorer_matches(*once, 0, once_result);
  test::check_scorer_matches(*twice, 0, twice_result);
  const auto doubled = once->score({2, 1}, {0, 0});
  const auto corpus = twice->score_run(0);
  REQUIRE(doubled.size() == corpus.size());
  for (std::size_t m = 0; m < doubled.size(); ++m) {
    INFO("metric " << once->metrics()[m]);
    REQUIRE(doubled[m].has_value() == corpus[m].has_value());
    if (corpus[m]) CHECK(*doubled[m] == *corpus[m]);
  }
}

}  // namespace

TEST_CASE("bb3 units: every document once gives evaluate()'s metrics on the golden fixtures",
          "[bb3][compare]") {
  std::size_t checked = 0;
  for (const auto& fixture : test::golden_fixtures("bb3")) {
    INFO("golden case bb3/" << fixture->name);
    const Inputs& inputs = fixture->inputs;
    const Task& task = find_task(fixture->task);
    const Result result = evaluate(task, inputs, fixture->options);
    if (!result.valid() || !result.scored) continue;
    // The run twice: both give the same metrics.
    const auto scorer = test::unit_scorer_of(task, {inputs, inputs}, result.options);
    REQUIRE(scorer);
    CHECK(scorer->unit() == "document");
    CHECK(scorer->runs() == 2);
    test::check_scorer_matches(*scorer, 0, result);
    test::check_scorer_matches(*scorer, 1, result);
    ++checked;
  }
  CHECK(checked >= 14);  // the kb ones included
}

TEST_CASE("bb3 units: the main measure first, SER lower is better", "[bb3][compare]") {
  Result result;
  const Files files = cat_ner_files(false);
  const auto scorer = scorer_of("bb3.cat+ner", files, Json::object(), result);
  REQUIRE(scorer);
  const std::vector<std::string> names = scorer->metrics();
  REQUIRE(names.size() == 5);
  CHECK(names[0] == "standard_scoring.ser");
  CHECK_FALSE(scorer->higher_is_better(0));
  CHECK(scorer->higher_is_better(1));  // recall
  // The official SER truncates the sample's mismatch sum: d1 alone (Σ(1 − s) = 1/3) gives
  // (0 + 1 + 1) / 2.
  const auto d1 = scorer->score({1, 0}, {0, 0});
  CHECK(*d1[0] == 1.0);
}

TEST_CASE("bb3 units: each metric compared the way the task declares it gets better, best first",
          "[bb3][compare]") {
  Result result;
  const Files files = cat_ner_files(false);
  const Task& task = find_task("bb3.cat+ner");
  const auto scorer = scorer_of("bb3.cat+ner", files, Json::object(), result);
  REQUIRE(scorer);
  const std::vector<std::string> names = scorer->metrics();
  for (std::size_t m = 0; m < names.size(); ++m) {
    INFO(names[m]);
    const MetricSpec* declared = declared_metric(task.spec().metrics, names[m]);
    REQUIRE(declared);
    CHECK(declared->better != Better::neither);
    CHECK(scorer->higher_is_better(m) == (declared->better == Better::higher));
  }
  // The gold given as a run (SER 0) ranks before the run with errors, by the headline SER.
  Files perfect = files;
  perfect["run"] = {{"d1.a2", files.at("gold")[2].second}, {"d2.a2", files.at("gold")[5].second}};
  const Json comparison =
      compare(task, {{"errors", inputs_of(files)}, {"perfect", inputs_of(perfect)}}, Json::object(),
              CompareSettings{10, 10, 1, 0.95, 0.05, {}, ""});
  const Json& c = comparison.at("comparison");
  CHECK(c.at("metric") == "standard_scoring.ser");
  CHECK(c.at("ranking").at(0).at("run") == "perfect");
  CHECK(c.at("ranking").at(0).at("value") == 0.0);
  CHECK(c.at("ranking").at(1).at("run") == "errors");
}

TEST_CASE("bb3 units: a comparison and the documents read each run once", "[bb3][compare]") {
  const Files cat_ner = cat_ner_files(false), event_ner = event_ner_files(false);
  const Files kb = kb_ner_files();
  for (const auto& [task, files] :
       {std::pair{"bb3.cat+ner", &cat_ner}, {"bb3.event+ner", &event_ner}, {"bb3.kb+ner", &kb}}) {
    INFO(task);
    const Inputs inputs = inputs_of(*files);
    const std::size_t before = readings("run");
    const Json comparison = compare(find_task(task), {{"a", inputs}, {"b", inputs}}, Json::object(),
                                    CompareSettings{10, 10, 1, 0.95, 0.05, {}, ""});
    CHECK(comparison.contains("comparison"));
    CHECK(readings("run") == before + 2);
    const OpenedDocuments views = open_documents(find_task(task), inputs, Json::object());
    REQUIRE(views);
    CHECK(views->index().at("documents").size() == 2);
    CHECK(readings("run") == before + 3);
  }
}

TEST_CASE("bb3 units: a document taken twice counts twice", "[bb3][compare]") {
  for (const char* profile : {"official", "published"}) {
    check_doubled_document("bb3.cat+ner", cat_ner_files, profile);
    check_doubled_document("bb3.event+ner", event_ner_files, profile);
  }
}

TEST_CASE("bb3 units: a degraded dev-set run gives evaluate()'s metrics", "[bb3][compare][data]") {
  for (const char* task : {"cat+ner", "event+ner"}) {
    for (const char* profile : {"official", "published"}) {
      INFO(task << " " << profile);
      const Files files = degraded_dev_set(task);
      const Inputs inputs = inputs_of(files);
      const Task& t = find_task(std::string("bb3.") + task);
      const Result result =
          evaluate(t, inputs, Json{{"profile", profile}, {"force", true}}, {}, Mode::score);
      REQUIRE(result.scored);
      const auto scorer = test::unit_scorer_of(t, {inputs}, result.options);
      REQUIRE(scorer);
      CHECK(scorer->units() > 30);
      test::check_scorer_matches(*scorer, 0, result);
      CHECK(*scorer->score_run(0)[0] != (std::string(task) == "cat+ner" ? 0.0 : 1.0));
    }
  }
}
