// Comparing BB3 kb runs: the documents as units, a sample's knowledge bases built from the
// documents drawn (docs/tasks/bb3.md, "Comparing runs"). Every document once gives evaluate()'s
// metrics to the last bit (units_test.cpp on the golden fixtures, here on degraded dev sets);
// a document drawn twice is checked against the multiplicity rule computed by hand, since a
// corpus holding it twice would state each association once.
#include <catch2/catch.hpp>

#include <filesystem>
#include <regex>
#include <sstream>

#include "host/resampling.hpp"
#include "support/golden_fixtures.hpp"
#include "support/support.hpp"
#include "unit/tasks/bb3/bb3_files.hpp"

using namespace bioeval;
namespace fs = std::filesystem;
using test::Files;
using test::inputs_of;
using test::kTinyOntology;
using Pairs = std::vector<std::pair<std::string, std::string>>;  // (taxon, concept)

namespace {

// Wang(OBT:000001, OBT:000000) in the tiny ontology: (0.65 + 1) / (1.65 + 1).
const double kParent = 1.65 / 2.65;

// A kb+ner text with room for `n` relations: "b h " for each.
std::string text_for(std::size_t n) {
  std::string text;
  for (std::size_t k = 0; k < n; ++k) text += "b h ";
  return text + "\n";
}

// A kb+ner .a2: for each (taxon, concept), a Bacteria, a Habitat and a Lives_In between them.
std::string kb_ner_a2(const Pairs& pairs) {
  std::string out;
  for (std::size_t k = 0; k < pairs.size(); ++k) {
    const std::string b = std::to_string(2 * k + 1), h = std::to_string(2 * k + 2);
    out +=
        "T" + b + "\tBacteria " + std::to_string(4 * k) + " " + std::to_string(4 * k + 1) + "\tb\n";
    out += "T" + h + "\tHabitat " + std::to_string(4 * k + 2) + " " + std::to_string(4 * k + 3) +
           "\th\n";
    out += "N" + b + "\tNCBI_Taxonomy Annotation:T" + b + " Referent:" + pairs[k].first + "\n";
    out += "N" + h + "\tOntoBiotope Annotation:T" + h + " Referent:" + pairs[k].second + "\n";
    out += "R" + std::to_string(k + 1) + "\tLives_In Bacteria:T" + b + " Location:T" + h + "\n";
  }
  return out;
}

// A kb+ner corpus: per document the gold's associations and the run's.
Files kb_ner_files(const std::vector<Pairs>& gold, const std::vector<Pairs>& run) {
  Files files{{"ontology", {{"parents.txt", kTinyOntology}}}};
  for (std::size_t d = 0; d < gold.size(); ++d) {
    const std::string id = "d" + std::to_string(100 + d);
    files["gold"].push_back({id + ".txt", text_for(std::max(gold[d].size(), run[d].size()))});
    files["gold"].push_back({id + ".a1", ""});
    files["gold"].push_back({id + ".a2", kb_ner_a2(gold[d])});
    files["run"].push_back({id + ".a2", kb_ner_a2(run[d])});
  }
  return files;
}

// The run of `files` replaced by `run`.
Files with_run(Files files, const std::vector<Pairs>& run) {
  files["run"].clear();
  for (std::size_t d = 0; d < run.size(); ++d) {
    files["run"].push_back({"d" + std::to_string(100 + d) + ".a2", kb_ner_a2(run[d])});
  }
  return files;
}

std::unique_ptr<UnitScorer> scorer_of(const std::string& task, const std::vector<Inputs>& runs,
                                      const Json& options) {
  const Result result = evaluate(find_task(task), runs.front(), options, {}, Mode::score);
  REQUIRE(result.valid());
  return test::unit_scorer_of(find_task(task), runs, result.options);
}

// A: (562, OBT:000001), C: (562, OBT:000000), B: (1280, OBT:000001). The gold states A and C in
// d1, A and B in d2; the run predicts C in both and B in d2.
const std::vector<Pairs> kGold = {{{"562", "OBT:000001"}, {"562", "OBT:000000"}},
                                  {{"562", "OBT:000001"}, {"1280", "OBT:000001"}}};
const std::vector<Pairs> kRun = {{{"562", "OBT:000000"}},
                                 {{"562", "OBT:000000"}, {"1280", "OBT:000001"}}};

// A kb (entities given) document: a Bacteria and a Habitat with the gold's referents, related.
Files kb_files(const std::vector<std::string>& run_concepts) {
  Files files{{"ontology", {{"parents.txt", kTinyOntology}}}};
  for (std::size_t d = 0; d < run_concepts.size(); ++d) {
    const std::string id = "d" + std::to_string(100 + d);
    files["gold"].push_back({id + ".txt", "b h\n"});
    files["gold"].push_back({id + ".a1", "T1\tBacteria 0 1\tb\nT2\tHabitat 2 3\th\n"});
    const std::string relation = "R1\tLives_In Bacteria:T1 Location:T2\n";
    files["gold"].push_back({id + ".a2",
                             "N1\tNCBI_Taxonomy Annotation:T1 Referent:562\n"
                             "N2\tOntoBiotope Annotation:T2 Referent:OBT:000001\n" +
                                 relation});
    files["run"].push_back({id + ".a2",
                            "N1\tNCBI_Taxonomy Annotation:T1 Referent:562\n"
                            "N2\tOntoBiotope Annotation:T2 Referent:" +
                                run_concepts[d] + "\n" + relation});
  }
  return files;
}

// A dev set of bb3/ of the test corpora with the gold's .a2 as the run, one Lives_In of three
// left out and one OntoBiotope referent of two replaced by its parent: partial similarities and
// ties between sibling concepts.
Files degraded_kb_dev_set(const std::string& task) {
  const std::string obo =
      test::read_text_file(test::shared_data_path("bb3/OntoBiotope_BioNLP-ST-2016.obo"));
  std::map<std::string, std::string> parent;  // each term's first is_a
  std::istringstream obo_lines(obo);
  std::string term;
  for (std::string line; std::getline(obo_lines, line);) {
    if (line.rfind("id: ", 0) == 0) term = line.substr(4);
    if (line.rfind("is_a: ", 0) == 0 && !parent.count(term)) parent[term] = line.substr(6, 10);
  }
  REQUIRE(parent.size() > 1000);
  Files files{{"ontology", {{"OntoBiotope.obo", obo}}},
              {"species",
               {{"Bacteria_species.txt",
                 test::read_text_file(test::shared_data_path("bb3/Bacteria_species.txt"))}}}};
  const fs::path folder = fs::path(BIOEVAL_BB3_DATA_DIR) / ("BioNLP-ST-2016_BB-" + task + "_dev");
  std::vector<fs::path> paths;
  for (const auto& entry : fs::recursive_directory_iterator(folder)) {
    if (entry.is_regular_file()) paths.push_back(entry.path());
  }
  std::sort(paths.begin(), paths.end());
  const std::regex concept_line(R"(^(N\d+\tOntoBiotope Annotation:T\d+ Referent:)(OBT:\d+)$)");
  std::size_t relations = 0, concepts = 0;
  for (const fs::path& path : paths) {
    const std::string text = test::read_text_file(path.string());
    files["gold"].emplace_back(path.filename().string(), text);
    if (path.extension() != ".a2") continue;
    std::string run;
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);) {
      std::smatch m;
      if (line.rfind('R', 0) == 0 && ++relations % 3 == 0) continue;
      if (std::regex_match(line, m, concept_line) && ++concepts % 2 == 0 &&
          parent.count(m[2].str())) {
        line = m[1].str() + parent[m[2].str()];
      }
      run += line + "\n";
    }
    files["run"].emplace_back(path.filename().string(), run);
  }
  return files;
}

}  // namespace

TEST_CASE("bb3 kb units: a sample counts each association as its most drawn document",
          "[bb3][compare]") {
  for (const char* profile : {"official", "published"}) {
    INFO(profile);
    const Files files = kb_ner_files(kGold, kRun);
    const Inputs inputs = inputs_of(files);
    const Json options = {{"profile", profile}};
    const auto scorer = scorer_of("bb3.kb+ner", {inputs}, options);
    REQUIRE(scorer);
    CHECK(scorer->unit() == "document");
    REQUIRE(scorer->units() == 2);
    REQUIRE(scorer->metrics().front() == "standard_scoring.mean_references");
    const auto mean = [&scorer](std::vector<std::uint32_t> weights) {
      return scorer->score(weights, {0, 0}).front();
    };
    // Whole corpus: the prediction C goes to C (1), B to B (1), A has none: (0 + 1 + 1) / 3.
    CHECK(*mean({1, 1}) == Approx(2.0 / 3));
    test::check_scorer_matches(*scorer, 0, evaluate(find_task("bb3.kb+ner"), inputs, options));
    // d1 twice: A and C weigh 2 (d1), B 1; the prediction C weighs 2 and goes to C:
    // (2·0 + 2·1 + 1·1) / 5.
    CHECK(*mean({2, 1}) == Approx(0.6));
    CHECK(*mean({3, 1}) == Approx(4.0 / 7));
    // d2 alone: the gold C is absent, so the prediction C goes to A, its closest present:
    // (Wang(OBT:000001, OBT:000000) + 1) / 2, whether d2 is drawn once or twice.
    CHECK(*mean({0, 1}) == Approx((kParent + 1) / 2));
    CHECK(*mean({0, 2}) == Approx((kParent + 1) / 2));
    // d1 alone: A and C, the prediction C on C: (0 + 1) / 2.
    CHECK(*mean({1, 0}) == Approx(0.5));
    // No document: no gold association, nothing to average.
    CHECK_FALSE(mean({0, 0}).has_value());
    // Every document twice: every weight doubled, the same mean to the last bit.
    CHECK(*mean({2, 2}) == *scorer->score_run(0).front());
  }
}

TEST_CASE("bb3 kb units: documents drawn from two runs score as the run made of them",
          "[bb3][compare]") {
  // Run a is exact on d1 and predicts a parent on d2; run b the reverse; a third document has
  // the same prediction in both runs.
  const std::vector<Pairs> gold = {{{"562", "OBT:000001"}},
                                   {{"1280", "OBT:000001"}, {"562", "OBT:000001"}},
                                   {{"210", "OBT:000001"}}};
  const std::vector<Pairs> a = {{{"562", "OBT:000001"}},
                                {{"1280", "OBT:000000"}, {"562", "OBT:000000"}},
                                {{"210", "OBT:000000"}}};
  const std::vector<Pairs> b = {{{"562", "OBT:000000"}},
                                {{"1280", "OBT:000001"}, {"562", "OBT:000001"}},
                                {{"210", "OBT:000000"}}};
  const std::vector<Pairs> best = {a[0], b[1], a[2]};
  const Files files_a = kb_ner_files(gold, a), files_b = with_run(files_a, b),
              files_best = with_run(files_a, best);
  const std::vector<Inputs> runs = {inputs_of(files_a), inputs_of(files_b)};
  // Published: insertion order, so the mixed sample is evaluate()'s on the run made of it, to
  // the last bit.
  test::check_sample_matches("bb3.kb+ner", runs, {1, 1, 1}, {0, 1, 0}, inputs_of(files_best),
                             {{"profile", "published"}});
  // Official: the hash order of the predictions may sum them in another order.
  const Json official = {{"profile", "official"}};
  const auto scorer = scorer_of("bb3.kb+ner", runs, official);
  REQUIRE(scorer);
  const Result expected = evaluate(find_task("bb3.kb+ner"), inputs_of(files_best), official);
  const auto mixed = scorer->score({1, 1, 1}, {0, 1, 1});
  CHECK(*mixed[0] == Approx(*test::reported_metric(expected, "standard_scoring.mean_references")));
  CHECK(*mixed[0] == Approx((2 + kParent) / 3));
}

TEST_CASE("bb3 kb units: entities given, each run's normalizations merged into the gold",
          "[bb3][compare]") {
  // Official kb merges both sides' normalizations: each run's gold holds (562, OBT:000000)
  // through the document it predicts it in; a sample mixing them holds what its documents state.
  const Files files_a = kb_files({"OBT:000001", "OBT:000000"});
  const Files files_b = kb_files({"OBT:000000", "OBT:000001"});
  const Files files_ba = kb_files({"OBT:000000", "OBT:000000"});  // d1 of b, d2 of a
  const std::vector<Inputs> runs = {inputs_of(files_a), inputs_of(files_b)};
  for (const char* profile : {"official", "published"}) {
    INFO(profile);
    const Json options = {{"profile", profile}};
    const auto scorer = scorer_of("bb3.kb", runs, options);
    REQUIRE(scorer);
    test::check_scorer_matches(*scorer, 0, evaluate(find_task("bb3.kb"), runs[0], options));
    test::check_scorer_matches(*scorer, 1, evaluate(find_task("bb3.kb"), runs[1], options));
    const Result expected = evaluate(find_task("bb3.kb"), inputs_of(files_ba), options);
    CHECK(*scorer->score({1, 1}, {1, 0})[0] ==
          Approx(*test::reported_metric(expected, "standard_scoring.mean_references")));
  }
}

TEST_CASE("bb3 kb units: a run better on every document differs significantly", "[bb3][compare]") {
  // 30 documents, each its own taxon: run a exact, run b the parent concept everywhere.
  std::vector<Pairs> gold, a, b;
  for (int d = 0; d < 30; ++d) {
    const std::string taxon = std::to_string(1000 + d);
    gold.push_back({{taxon, "OBT:000001"}});
    a.push_back({{taxon, "OBT:000001"}});
    b.push_back({{taxon, "OBT:000000"}});
  }
  const Files files_a = kb_ner_files(gold, a), files_b = with_run(files_a, b);
  const std::vector<Inputs> runs = {inputs_of(files_a), inputs_of(files_b)};
  const auto scorer = scorer_of("bb3.kb+ner", runs, Json::object());
  REQUIRE(scorer);
  CHECK(*scorer->score_run(0)[0] == Approx(1.0));
  CHECK(*scorer->score_run(1)[0] == Approx(kParent));
  const auto p = randomization_p(*scorer, 0, 1, 2000, 1);
  REQUIRE(p.front());
  CHECK(*p.front() < 0.01);
  // The same run twice: no difference at all.
  const auto same = scorer_of("bb3.kb+ner", {runs[0], runs[0]}, Json::object());
  CHECK(*randomization_p(*same, 0, 1, 200, 1).front() == 1.0);
}

TEST_CASE("bb3 kb units: a degraded dev-set run gives evaluate()'s metrics",
          "[bb3][compare][data]") {
  for (const char* task : {"kb", "kb+ner"}) {
    for (const char* profile : {"official", "published"}) {
      INFO(task << " " << profile);
      const Files files = degraded_kb_dev_set(task);
      const Inputs inputs = inputs_of(files);
      const Task& t = find_task(std::string("bb3.") + task);
      const Result result =
          evaluate(t, inputs, Json{{"profile", profile}, {"force", true}}, {}, Mode::score);
      REQUIRE(result.scored);
      const auto scorer = test::unit_scorer_of(t, {inputs, inputs}, result.options);
      REQUIRE(scorer);
      CHECK(scorer->units() > 30);
      REQUIRE(scorer->metrics().size() == 2);  // with the species list
      test::check_scorer_matches(*scorer, 0, result);
      test::check_scorer_matches(*scorer, 1, result);
      CHECK(*scorer->score_run(0)[0] < 1.0);
      // Every document twice: the same means to the last bit.
      const std::vector<std::uint32_t> twice(scorer->units(), 2), from(scorer->units(), 0);
      CHECK(scorer->score(twice, from) == scorer->score_run(0));
    }
  }
}
