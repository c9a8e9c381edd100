// The documented diagnostic codes against the tasks' declarations: every code a task declares is
// documented, among the shared codes (docs/diagnostics.md) or on its family's page (the section
// "## Diagnostics" of docs/tasks/<family>.md), and every documented code is declared: a shared one
// by some task, a family's by one of its tasks.
#include <catch2/catch.hpp>

#include <filesystem>
#include <map>
#include <set>
#include <sstream>
#include <string>

#include "host/api.hpp"
#include "support/support.hpp"

using namespace bioeval;
namespace fs = std::filesystem;

namespace {

// The codes of a document's tables: the first cell of each row, a code in backquotes; with
// `section`, only the rows under that heading (up to the next heading of its level).
std::set<std::string> documented_codes(const std::string& path, const std::string& section = "") {
  std::istringstream lines(test::read_text_file(path));
  std::set<std::string> codes;
  std::string line;
  bool inside = section.empty();
  while (std::getline(lines, line)) {
    if (!section.empty() && line.rfind("## ", 0) == 0) inside = line == section;
    if (!inside || line.rfind("| `", 0) != 0) continue;
    const std::size_t end = line.find('`', 3);
    if (end == std::string::npos) continue;
    codes.insert(line.substr(3, end - 3));
  }
  return codes;
}

std::string family_of(const std::string& task) {
  return task.substr(0, task.find('.'));
}

}  // namespace

TEST_CASE("every diagnostic code is documented, on its family's page or among the shared ones",
          "[api]") {
  const std::set<std::string> shared = documented_codes(test::source_path("docs/diagnostics.md"));
  REQUIRE(!shared.empty());
  std::map<std::string, std::set<std::string>> of_family;  // family → codes its page documents
  std::map<std::string, std::set<std::string>> declared;   // family → codes its tasks declare
  for (const Task* task : all_tasks()) {
    const std::string family = family_of(task->spec().id);
    if (!of_family.count(family)) {
      const std::string page = test::source_path("docs/tasks/" + family + ".md");
      REQUIRE(fs::exists(page));
      of_family[family] = documented_codes(page, "## Diagnostics");
    }
    for (const std::string& code : task->spec().diagnostics) {
      INFO("task " << task->spec().id << " declares " << code);
      // A family may document a shared code again, for what it means in its formats.
      CHECK((shared.count(code) + of_family[family].count(code)) >= 1);
      declared[family].insert(code);
    }
  }
  std::set<std::string> any_declared;
  for (const auto& [family, codes] : declared) any_declared.insert(codes.begin(), codes.end());
  for (const std::string& code : shared) {
    INFO("docs/diagnostics.md documents " << code);
    CHECK(any_declared.count(code) == 1);
  }
  for (const auto& [family, codes] : of_family) {
    for (const std::string& code : codes) {
      INFO("docs/tasks/" << family << ".md documents " << code);
      CHECK(declared[family].count(code) == 1);
    }
  }
}
