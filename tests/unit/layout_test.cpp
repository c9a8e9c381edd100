// The shape of the core that docs/adding-a-task.md describes: layers whose includes point only
// downwards, families that include nothing of each other, and every family with the files of
// the template.
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <map>
#include <regex>
#include <set>

#include "support/support.hpp"

using namespace bioeval;
namespace fs = std::filesystem;

namespace {

// Each layer of core/ with its rank: a file may include its own layer's headers and those of
// lower ranks. io and metrics share a rank and include nothing of each other.
const std::map<std::string, int> kLayers = {{"base", 0},      {"io", 1},    {"metrics", 1},
                                            {"framework", 2}, {"tasks", 3}, {"host", 4}};

struct SourceFile {
  std::string path;  // relative to core/
  std::vector<std::string> includes;
};

std::vector<SourceFile> core_sources() {
  const fs::path core = test::source_path("core");
  const std::regex include(R"re(#include "([^"]+)")re");
  std::vector<SourceFile> out;
  for (const auto& entry : fs::recursive_directory_iterator(core)) {
    const std::string ext = entry.path().extension().string();
    if (ext != ".cpp" && ext != ".hpp" && ext != ".in") continue;
    SourceFile file{fs::relative(entry.path(), core).generic_string(), {}};
    const std::string text = test::read_text_file(entry.path().string());
    for (std::sregex_iterator it(text.begin(), text.end(), include), end; it != end; ++it) {
      file.includes.push_back((*it)[1]);
    }
    out.push_back(std::move(file));
  }
  std::sort(out.begin(), out.end(),
            [](const SourceFile& a, const SourceFile& b) { return a.path < b.path; });
  return out;
}

std::string first_part(const std::string& path) {
  return path.substr(0, path.find('/'));
}

// "tasks/bc25/units.hpp" → "bc25"; "" for a file of tasks/ itself (the registry).
std::string family_of(const std::string& path) {
  if (first_part(path) != "tasks") return "";
  const std::string rest = path.substr(6);
  const auto slash = rest.find('/');
  return slash == std::string::npos ? "" : rest.substr(0, slash);
}

std::vector<std::string> families() {
  std::vector<std::string> out;
  for (const auto& entry : fs::directory_iterator(test::source_path("core/tasks"))) {
    if (entry.is_directory()) out.push_back(entry.path().filename().string());
  }
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

TEST_CASE("core is in layers whose includes point only downwards", "[layout]") {
  const auto sources = core_sources();
  REQUIRE(sources.size() > 100);
  for (const SourceFile& file : sources) {
    INFO("core/" << file.path);
    const std::string layer = first_part(file.path);
    REQUIRE(kLayers.count(layer) == 1);
    for (const std::string& included : file.includes) {
      INFO("includes " << included);
      const std::string other = first_part(included);
      REQUIRE(kLayers.count(other) == 1);
      const bool same = other == layer;
      CHECK((same || kLayers.at(other) < kLayers.at(layer)));
      // A family includes its own headers and the layers below, not another family's.
      if (same && layer == "tasks" && !family_of(file.path).empty()) {
        CHECK(family_of(included) == family_of(file.path));
      }
    }
  }
}

TEST_CASE("every family has the files of the template", "[layout]") {
  const auto all = families();
  REQUIRE(all.size() >= 5);
  // A piece is its name, or its name and a suffix (`units_act.cpp`): docs/adding-a-task.md.
  const std::vector<std::string> pieces = {"sniff", "units", "metrics", "report", "views"};
  for (const std::string& family : all) {
    INFO("core/tasks/" << family);
    std::set<std::string> files;
    for (const auto& entry : fs::directory_iterator(test::source_path("core/tasks/" + family))) {
      files.insert(entry.path().filename().string());
    }
    CHECK(files.count("CMakeLists.txt") == 1);
    CHECK(files.count(family + ".hpp") == 1);
    const auto has = [&](const std::string& piece) {
      return std::any_of(files.begin(), files.end(), [&](const std::string& name) {
        return name == piece + ".cpp" || (name.rfind(piece + "_", 0) == 0 && name.size() > 4 &&
                                          name.substr(name.size() - 4) == ".cpp");
      });
    };
    CHECK(has(family));
    CHECK(has("read"));
    for (const std::string& piece : pieces) {
      INFO("piece " << piece);
      CHECK(has(piece));
    }
    // Every source of the folder is built: listed in its CMakeLists.txt.
    const std::string list =
        test::read_text_file(test::source_path("core/tasks/" + family + "/CMakeLists.txt"));
    for (const std::string& name : files) {
      if (name.size() > 4 && name.substr(name.size() - 4) == ".cpp") {
        INFO(name);
        CHECK(list.find(name) != std::string::npos);
      }
    }
  }
}
