// Checking a BB3 submission before the gold is out (docs/tasks/bb3.md, "Checking before the gold
// is out"): the dev sets of bb3/ of the test corpora (docs/data.md) with their .a2 removed stand
// for the released test set. The gold .a2 files as the run pass; runs with one mistake each are
// refused at the file and line of the mistake, as a check against the gold refuses them.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <functional>
#include <sstream>

#include "support/support.hpp"

using namespace bioeval;
namespace fs = std::filesystem;
using Files = std::map<std::string, std::vector<std::pair<std::string, std::string>>>;

namespace {

const std::vector<std::string> kSubTasks = {"cat", "cat+ner", "event", "event+ner", "kb", "kb+ner"};

// An .a2 without its Equiv lines (the gold's own: a prediction's are ignored with a warning).
std::string without_equiv(const std::string& a2) {
  std::istringstream in(a2);
  std::string line, out;
  while (std::getline(in, line)) {
    if (line.rfind("*\t", 0) != 0) out += line + "\n";
  }
  return out;
}

// A dev set as released (input: .txt and .a1), its answers (gold: every file) and the gold .a2
// without Equiv as the run, with the ontology the sub-task needs.
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
    const std::string name = path.filename().string();
    files["gold"].emplace_back(name, text);
    if (path.extension() == ".a2") {
      files["run"].emplace_back(name, without_equiv(text));
    } else {
      files["input"].emplace_back(name, text);
    }
  }
  if (task.rfind("event", 0) != 0) {
    files["ontology"] = {{"OntoBiotope.obo", test::read_text_file(test::shared_data_path(
                                                 "bb3/OntoBiotope_BioNLP-ST-2016.obo"))}};
  }
  return files;
}

// The files without the role `left_out` (the gold, to check against the released input alone).
Files without(Files files, const std::string& left_out) {
  files.erase(left_out);
  return files;
}

Json check(const std::string& task, const Files& files) {
  return test::run_files("bb3." + task, files, Json::object(), Mode::validate);
}

// Where a diagnostic on the run is, as the property test over the golden fixtures compares it.
std::vector<std::string> run_places(const Json& result) {
  std::vector<std::string> out;
  for (const Json& d : result.at("diagnostics")) {
    if (d.at("input") != "run") continue;
    std::ostringstream place;
    place << d.at("severity").get<std::string>() << " " << d.at("code").get<std::string>() << " "
          << d.value("file", "") << ":" << d.value("line", 0) << ":" << d.value("column", 0);
    out.push_back(place.str());
  }
  std::sort(out.begin(), out.end());
  return out;
}

bool has_error(const Json& result, const std::string& code, const std::string& file,
               std::size_t line) {
  for (const Json& d : result.at("diagnostics")) {
    if (d.at("severity") == "error" && d.at("code") == code && d.value("file", "") == file &&
        d.value("line", std::size_t{0}) == line) {
      return true;
    }
  }
  return false;
}

struct Mistake {
  std::string file;
  std::size_t line = 0;  // 1-based
};

// Rewrites the first line of a run file that `edit` changes (returning true), and says where.
Mistake rewrite_first(Files& files, const std::function<bool(std::string&)>& edit) {
  for (auto& [name, text] : files.at("run")) {
    std::istringstream in(text);
    std::string line, out;
    std::size_t number = 0, changed = 0;
    while (std::getline(in, line)) {
      ++number;
      if (changed == 0 && edit(line)) changed = number;
      out += line + "\n";
    }
    if (changed > 0) {
      text = out;
      return {name, changed};
    }
  }
  FAIL("no line of the run to change");
  return {};
}

bool starts_with(const std::string& text, const std::string& prefix) {
  return text.rfind(prefix, 0) == 0;
}

// Replaces the value after `key` ("Referent:", "Location:") on the line, up to the next space.
void set_field(std::string& line, const std::string& key, const std::string& value) {
  const std::size_t at = line.find(key) + key.size();
  line.replace(
      at, line.find(' ', at) == std::string::npos ? std::string::npos : line.find(' ', at) - at,
      value);
}

// The run with one mistake is refused against the released input at `where`, and the gold
// finds the same run diagnostics.
void require_found(const std::string& task, const Files& files, const std::string& code,
                   const Mistake& where) {
  const Json from_input = check(task, without(files, "gold"));
  INFO(from_input.at("diagnostics").dump(1));
  CHECK(from_input.at("valid") == false);
  CHECK(has_error(from_input, code, where.file, where.line));
  CHECK(run_places(from_input) == run_places(check(task, without(files, "input"))));
}

}  // namespace

TEST_CASE("bb3 released dev sets: the gold .a2 as a run passes the check", "[bb3][data]") {
  for (const std::string& task : kSubTasks) {
    INFO(task);
    const Json result = check(task, without(dev_set(task), "gold"));
    CHECK(result.at("mode") == "check");
    CHECK(result.at("valid") == true);
    CHECK(test::codes(result).empty());
    CHECK(result.at("rules").at("need_gold").empty());
    CHECK(!result.at("rules").at("checked").empty());
  }
}

TEST_CASE("bb3 released dev sets: a released input with .a2 files reads them not", "[bb3][data]") {
  Files files = without(dev_set("event"), "input");
  files["input"] = files.at("gold");  // the answers given in the input's place
  files.erase("gold");
  const Json result = check("event", files);
  CHECK(result.at("valid") == true);
  bool noted = false;
  for (const Json& note : result.at("notes")) noted |= note.at("code") == "input-answers-ignored";
  CHECK(noted);
}

TEST_CASE("bb3 released dev sets: each checkable mistake is found at its file and line",
          "[bb3][data]") {
  SECTION("an OntoBiotope referent not in the ontology (cat)") {
    Files files = dev_set("cat");
    const Mistake where = rewrite_first(files, [](std::string& line) {
      if (line.find("Referent:OBT:") == std::string::npos) return false;
      set_field(line, "Referent:", "OBT:999999");
      return true;
    });
    require_found("cat", files, "referent-unknown", where);
  }
  SECTION("a normalization of an .a1 id that does not exist (kb)") {
    Files files = dev_set("kb");
    const Mistake where = rewrite_first(files, [](std::string& line) {
      if (!starts_with(line, "N")) return false;
      set_field(line, "Annotation:", "T999");
      return true;
    });
    require_found("kb", files, "reference-unresolved", where);
  }
  SECTION("a Lives_In whose Location is the title (event)") {
    Files files = dev_set("event");
    const Mistake where = rewrite_first(files, [](std::string& line) {
      if (!starts_with(line, "R")) return false;
      set_field(line, "Location:", "T1");  // T1 is the Title in every .a1 of the dev sets
      return true;
    });
    require_found("event", files, "argument-type-wrong", where);
  }
  SECTION("an entity ending past the end of the text (event+ner)") {
    Files files = dev_set("event+ner");
    const Mistake where = rewrite_first(files, [](std::string& line) {
      if (!starts_with(line, "T")) return false;
      const std::size_t type_end = line.find(' ');
      const std::size_t text_tab = line.find('\t', type_end);
      line = line.substr(0, type_end) + " 100000 100005" + line.substr(text_tab);
      return true;
    });
    require_found("event+ner", files, "fragment-outside-text", where);
  }
  SECTION("an .a2 for a document not in the set (cat+ner)") {
    Files files = dev_set("cat+ner");
    files["run"].emplace_back("BB-cat+ner-0.a2", "");
    require_found("cat+ner", files, "document-unknown", {"BB-cat+ner-0.a2", 0});
  }
  SECTION("a document of the set without an .a2 (kb+ner)") {
    Files files = dev_set("kb+ner");
    files.at("run").erase(files.at("run").begin());
    // A count over the whole submission, placed at its first file.
    require_found("kb+ner", files, "prediction-missing", {files.at("run").front().first, 0});
  }
}
