// The six BB3 tasks on the dev sets of bb3/ of the test corpora (docs/data.md), unpacked before the
// tests run: the gold scored against itself is perfect under both profiles, in its metrics and in
// its documents (every verdict a match, every document's score the best), an empty submission
// scores nothing, and a degraded one shows the pairing rule at work (the optimal total is never
// below the greedy one).
#include <catch2/catch.hpp>

#include <cmath>
#include <filesystem>
#include <regex>

#include "support/golden_fixtures.hpp"
#include "support/support.hpp"

using namespace bioeval;
namespace fs = std::filesystem;
using Files = std::map<std::string, std::vector<std::pair<std::string, std::string>>>;

namespace {

std::string data(const std::string& name) {
  return test::read_text_file(test::shared_data_path("bb3/" + name));
}

// The gold of a dev set as both gold and run, with the inputs its task takes.
Files dev_set(const std::string& task) {
  Files files;
  const fs::path folder = fs::path(BIOEVAL_BB3_DATA_DIR) / ("BioNLP-ST-2016_BB-" + task + "_dev");
  std::vector<fs::path> paths;
  for (const auto& entry : fs::recursive_directory_iterator(folder)) {
    if (entry.is_regular_file()) paths.push_back(entry.path());
  }
  std::sort(paths.begin(), paths.end());
  for (const fs::path& path : paths) {
    const std::string text = test::read_text_file(path.string());
    files["gold"].emplace_back(path.filename().string(), text);
    if (path.extension() == ".a2") files["run"].emplace_back(path.filename().string(), text);
  }
  if (task.rfind("event", 0) == 0) {
    files["sentences"] = {{"BB-sentences.txt", data("BB-sentences.txt")}};
    return files;
  }
  files["ontology"] = {{"OntoBiotope.obo", data("OntoBiotope_BioNLP-ST-2016.obo")}};
  files["species"] = {{"Bacteria_species.txt", data("Bacteria_species.txt")}};
  if (task.rfind("cat", 0) == 0) {
    files["human_habitats"] = {{"Habitats_human.txt", data("Habitats_human.txt")}};
    files["food_habitats"] = {{"Habitats_food.txt", data("Habitats_food.txt")}};
    files["new_in_dev_habitats"] = {{"Habitats_new-in-dev.txt", data("Habitats_new-in-dev.txt")}};
  }
  return files;
}

bool ends_with(const std::string& name, const std::string& suffix) {
  return name.size() > suffix.size() &&
         name.compare(name.size() - suffix.size(), suffix.size(), suffix) == 0;
}

bool is_ratio(const std::string& name) {
  for (const char* measure : {".precision", ".recall", ".f1", ".iser", ".mean_references"}) {
    if (ends_with(name, measure)) return true;
  }
  return false;
}

std::vector<std::string> error_codes(const Json& result) {
  std::vector<std::string> out;
  for (const Json& d : result.at("diagnostics")) {
    if (d.at("severity") == "error") out.push_back(d.at("code"));
  }
  return out;
}

}  // namespace

TEST_CASE("bb3 dev sets: the gold against itself is perfect under both profiles", "[bb3][data]") {
  for (const std::string task : {"cat", "cat+ner", "event", "event+ner", "kb", "kb+ner"}) {
    const Files files = dev_set(task);
    for (const char* profile : {"official", "published"}) {
      INFO(task << " " << profile);
      const Json result = test::run_files("bb3." + task, files, Json{{"profile", profile}});
      CHECK(error_codes(result).empty());
      REQUIRE(result.contains("metrics"));
      std::size_t ratios = 0;
      for (const auto& [name, value] : result.at("metrics").items()) {
        INFO(name);
        // new_in_test has no list here: null, with a note.
        if (name.find("new_in_test") != std::string::npos) {
          CHECK(value.is_null());
          continue;
        }
        REQUIRE(!value.is_null());
        if (is_ratio(name)) {
          CHECK(value.get<double>() == 1.0);
          ++ratios;
        }
        if (ends_with(name, ".mismatches")) {
          // Official: the evaluator's Sim(A,A), through its sums, can end a hair away from 1;
          // on cat+ner it prints Mismatches: -1.9317880628477724E-14.
          CHECK(value.get<double>() == Approx(0.0).margin(1e-12));
        }
        if (ends_with(name, ".ser") || ends_with(name, ".insertions") ||
            ends_with(name, ".deletions") || ends_with(name, ".false_negatives")) {
          CHECK(value.get<double>() == 0.0);
        }
      }
      CHECK(ratios >= 2);
      // describe lists exactly the metrics a result holds, in the same order.
      std::vector<std::string> described, given;
      for (const MetricSpec& m : find_task("bb3." + task).spec().metrics)
        described.push_back(m.name);
      for (const auto& item : result.at("metrics").items()) given.push_back(item.key());
      CHECK(described == given);
      // No rule changes anything on a perfect submission.
      for (const Json& note : result.at("notes")) CHECK(note.at("code") == "resource-missing");
    }
  }
}

TEST_CASE("bb3 dev sets: the gold against itself shows only matches, every document at its best",
          "[bb3][documents][data]") {
  for (const std::string task : {"cat", "cat+ner", "event", "event+ner", "kb", "kb+ner"}) {
    const Files files = dev_set(task);
    Inputs inputs;
    for (const auto& [role, list] : files) {
      for (const auto& [name, bytes] : list) inputs[role].push_back({name, bytes, {}});
    }
    for (const char* profile : {"official", "published"}) {
      INFO(task << " " << profile);
      const Task& t = find_task("bb3." + task);
      const OpenedDocuments views = open_documents(t, inputs, Json{{"profile", profile}});
      REQUIRE(views);
      const Json index = document_index(t, *views);
      REQUIRE(index.at("documents").size() > 10);
      std::size_t matches = 0, scored = 0;
      for (const Json& document : index.at("documents")) {
        const std::string id = document.at("id").get<std::string>();
        INFO("document " << id);
        for (const auto& [view, counts] : document.at("counts").items()) {
          INFO("view " << view);
          for (const auto& [verdict, n] : counts.items()) {
            CHECK(verdict == "match");
            matches += n.get<std::size_t>();
          }
        }
        // Its own score is the best there is: 1 (the main measure, or cat+ner's mean similarity);
        // none when it has nothing to score (an event document without a Lives_In relation), and
        // none in kb, whose knowledge base is the corpus's.
        const Json& score = document.at("score");
        const bool kb = task.rfind("kb", 0) == 0;
        if (kb || document.at("counts").at(index.at("default_view").get<std::string>()).empty()) {
          CHECK(score.is_null());
        } else {
          CHECK(score == 1.0);
          ++scored;
        }
        const Json detail = views->document(id);
        for (const char* key : {"annotations", "relations"}) {
          for (const Json& item : detail.at(key)) {
            for (const auto& [view, verdict] : item.at("verdicts").items()) {
              INFO(item.at("id") << " under " << view);
              CHECK(verdict == "match");
            }
          }
        }
      }
      CHECK(matches > 100);
      if (task.rfind("kb", 0) != 0) CHECK(scored * 10 >= index.at("documents").size() * 8);
    }
  }
}

TEST_CASE("bb3 dev sets: an empty submission scores nothing", "[bb3][data]") {
  for (const std::string task : {"cat+ner", "event", "event+ner", "kb+ner"}) {
    INFO(task);
    Files files = dev_set(task);
    for (auto& [name, text] : files["run"]) text.clear();
    const Json result = test::run_files("bb3." + task, files);
    CHECK(error_codes(result).empty());
    if (task == "cat+ner") {
      CHECK(test::metric(result, "standard_scoring.ser") == 1.0);
      CHECK(test::metric(result, "standard_scoring.deletions") == 698);
      CHECK(std::isnan(test::metric(result, "standard_scoring.precision")));
      CHECK(test::metric(result, "boundaries_pairing.bacteria_boundaries_only.deletions") == 244);
    } else if (task == "kb+ner") {
      CHECK(test::metric(result, "standard_scoring.mean_references") == 0.0);
      CHECK(test::metric(result, "standard_scoring.predictions") == 0);
    } else {
      CHECK(test::metric(result, "lives_in.recall") == 0.0);
      CHECK(std::isnan(test::metric(result, "lives_in.f1")));
      CHECK(test::metric(result, "lives_in_habitat.recall") == 0.0);
    }
  }
}

TEST_CASE("bb3 dev sets: a degraded cat+ner run; the optimal pairing never totals less",
          "[bb3][data]") {
  Files files = dev_set("cat+ner");
  // Every text-bound loses its last character (when it has more than one), which the first fragment
  // of a discontinuous one keeps.
  const std::regex span(R"(^(T\d+\t\w+ )(\d+) (\d+)(.*)$)");
  std::size_t shortened = 0;
  for (auto& [name, text] : files["run"]) {
    std::string out;
    std::size_t at = 0;
    while (at < text.size()) {
      const std::size_t end = std::min(text.find('\n', at), text.size());
      std::string line = text.substr(at, end - at);
      std::smatch m;
      if (std::regex_match(line, m, span) && m[4].str().find(';') == std::string::npos) {
        const long start = std::stol(m[2]), stop = std::stol(m[3]);
        if (stop - start > 1) {
          line = m[1].str() + std::to_string(start) + " " + std::to_string(stop - 1) + "\t" +
                 m[4].str().substr(1, m[4].str().size() - 2);
          ++shortened;
        }
      }
      out += line + "\n";
      at = end + 1;
    }
    text = out;
  }
  REQUIRE(shortened > 500);
  const Json result = test::run_files("bb3.cat+ner", files, Json{{"force", true}});
  const double matches = test::metric(result, "standard_scoring.matches");
  CHECK(matches < 698);
  CHECK(matches > 500);
  CHECK(test::metric(result, "standard_scoring.ser") > 0);
  CHECK(test::metric(result, "boundaries_pairing.boundaries_scoring.deletions") == 0);
  for (const Json& note : result.at("notes")) {
    if (note.at("code") != "pairing" || note.at("metric") != "standard_scoring.matches") continue;
    CHECK(note.at("published").get<double>() >= note.at("official").get<double>());
  }
}

TEST_CASE("bb3 dev sets: the first file of a gold or a submission points at its sub-task",
          "[bb3][data]") {
  const auto is_ner = [](const std::string& id) { return id.find("+ner") != std::string::npos; };
  for (const std::string task : {"cat", "cat+ner", "event", "event+ner", "kb", "kb+ner"}) {
    const Files files = dev_set(task);
    // The first file of the gold (an .a1: it tells entities given from entities predicted) and
    // the first non-empty .a2 of the submission (it tells the sub-task).
    const Json given = sniff(files.at("gold").front().second);
    REQUIRE(!given.empty());
    const std::string top = given.front().at("task");
    INFO(task << ": the .a1 points at " << top);
    CHECK(top.rfind("bb3.", 0) == 0);
    CHECK(is_ner(top) == is_ner(task));
    for (const auto& [name, text] : files.at("run")) {
      if (text.empty()) continue;
      const Json predicted = sniff(text);
      REQUIRE(!predicted.empty());
      CHECK(predicted.front().at("task") == "bb3." + task);
      CHECK(predicted.front().at("score").get<double>() >= 0.5);
      break;
    }
  }
}
