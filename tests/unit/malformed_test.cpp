// The malformed corpus: every case of every tests/malformed/<family>/manifest.json, validated
// through the core, must be valid or not as stated and give exactly the diagnostics listed, in
// order. Every diagnostic code a family's tasks can emit must appear in one of its cases.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "support/support.hpp"

using namespace bioeval;
namespace fs = std::filesystem;

namespace {

// The codes the tasks of a family declare they can report (tasks "bc25.act" … form "bc25").
std::map<std::string, std::set<std::string>> codes_by_family() {
  std::map<std::string, std::set<std::string>> out;
  for (const Task* task : all_tasks()) {
    const std::string& id = task->spec().id;
    auto& codes = out[id.substr(0, id.find('.'))];
    codes.insert(task->spec().diagnostics.begin(), task->spec().diagnostics.end());
  }
  return out;
}

// The keys of a diagnostic a manifest states; a key it leaves out must be absent.
const char* const kComparedKeys[] = {"severity", "code", "input", "line", "column", "message"};

struct MalformedCase {
  std::string family;
  fs::path folder;
  Json spec;
};

std::vector<fs::path> family_folders() {
  std::vector<fs::path> folders;
  for (const auto& entry : fs::directory_iterator(test::source_path("tests/malformed"))) {
    if (entry.is_directory() && fs::exists(entry.path() / "manifest.json")) {
      folders.push_back(entry.path());
    }
  }
  std::sort(folders.begin(), folders.end());
  return folders;
}

std::vector<MalformedCase> malformed_cases() {
  std::vector<MalformedCase> cases;
  for (const fs::path& folder : family_folders()) {
    const Json manifest = Json::parse(test::read_text_file((folder / "manifest.json").string()));
    for (const Json& spec : manifest) {
      cases.push_back({folder.filename().string(), folder, spec});
    }
  }
  return cases;
}

std::string case_id(const MalformedCase& c) {
  return c.family + "/" + c.spec.at("name").get<std::string>() + " (" +
         c.spec.at("file").get<std::string>() + ")";
}

// The files of an input: the file itself, or every file under a folder (sorted by path), each
// named by its base name as the CLI names them.
std::vector<std::pair<std::string, std::string>> read_input(const MalformedCase& c,
                                                            const Json& file) {
  const fs::path path = c.folder / file.get<std::string>();
  std::vector<fs::path> paths;
  if (fs::is_directory(path)) {
    for (const auto& entry : fs::recursive_directory_iterator(path)) {
      if (entry.is_regular_file()) paths.push_back(entry.path());
    }
    std::sort(paths.begin(), paths.end());
  } else {
    paths.push_back(path);
  }
  std::vector<std::pair<std::string, std::string>> out;
  for (const fs::path& p : paths) {
    out.emplace_back(p.filename().string(), test::read_text_file(p.string()));
  }
  return out;
}

// Validates the case's input in its role, with the counterpart inputs in theirs.
Json validate(const MalformedCase& c) {
  std::map<std::string, std::vector<std::pair<std::string, std::string>>> files;
  files[c.spec.at("role").get<std::string>()] = read_input(c, c.spec.at("file"));
  for (const auto& [role, file] : c.spec.at("other").items()) files[role] = read_input(c, file);
  return test::run_files(c.spec.at("task").get<std::string>(), files,
                         c.spec.value("options", Json::object()), Mode::validate);
}

// A diagnostic reduced to the keys a manifest states, in a fixed order.
Json comparable(const Json& diagnostic) {
  Json out = Json::object();
  for (const char* key : kComparedKeys) {
    if (diagnostic.contains(key)) out[key] = diagnostic.at(key);
  }
  return out;
}

Json comparable_list(const Json& diagnostics) {
  Json out = Json::array();
  for (const Json& diagnostic : diagnostics) out.push_back(comparable(diagnostic));
  return out;
}

}  // namespace

TEST_CASE("the malformed corpus is there", "[malformed]") {
  const std::vector<MalformedCase> cases = malformed_cases();
  REQUIRE_FALSE(cases.empty());
  std::set<std::string> families;
  for (const auto& c : cases) families.insert(c.family);
  for (const auto& [family, codes] : codes_by_family()) {
    INFO("family " << family);
    CHECK(families.count(family) == 1);
  }
}

TEST_CASE("every malformed case gives exactly its manifest's diagnostics", "[malformed]") {
  for (const MalformedCase& c : malformed_cases()) {
    INFO("case " << case_id(c) << ": " << c.spec.value("note", std::string()));
    const Json result = validate(c);
    CHECK(result.at("valid") == c.spec.at("valid"));
    CHECK(comparable_list(result.at("diagnostics")).dump(2) ==
          comparable_list(c.spec.at("diagnostics")).dump(2));
  }
}

TEST_CASE("every diagnostic code of a family has a malformed case", "[malformed]") {
  std::map<std::string, std::set<std::string>> found;
  for (const MalformedCase& c : malformed_cases()) {
    for (const Json& diagnostic : c.spec.at("diagnostics")) {
      found[c.family].insert(diagnostic.at("code").get<std::string>());
    }
  }
  const auto declared = codes_by_family();
  for (const auto& [family, codes] : declared) {
    for (const std::string& code : codes) {
      INFO("family " << family << ", code " << code);
      CHECK(found[family].count(code) == 1);
    }
  }
  for (const auto& [family, codes] : found) {
    const auto known = declared.find(family);
    if (known == declared.end()) continue;
    for (const std::string& code : codes) {
      INFO("family " << family << ": code " << code << " is not declared by any of its tasks");
      CHECK(known->second.count(code) == 1);
    }
  }
}
