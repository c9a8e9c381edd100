// docs/diagnostics.md against the tasks' declarations: every code a task declares is documented,
// and every documented code is declared by some task.
#include <catch2/catch.hpp>

#include <set>
#include <sstream>
#include <string>

#include "host/api.hpp"
#include "support/support.hpp"

using namespace bioeval;

namespace {

// The codes of the document's tables: the first cell of each row, a code in backquotes.
std::set<std::string> documented_codes() {
  std::istringstream lines(test::read_text_file(test::source_path("docs/diagnostics.md")));
  std::set<std::string> codes;
  std::string line;
  while (std::getline(lines, line)) {
    if (line.rfind("| `", 0) != 0) continue;
    const std::size_t end = line.find('`', 3);
    if (end == std::string::npos) continue;
    codes.insert(line.substr(3, end - 3));
  }
  return codes;
}

}  // namespace

TEST_CASE("docs/diagnostics.md documents exactly the declared diagnostic codes", "[api]") {
  const std::set<std::string> documented = documented_codes();
  REQUIRE(!documented.empty());
  std::set<std::string> declared;
  for (const Task* task : all_tasks()) {
    for (const std::string& code : task->spec().diagnostics) {
      INFO("task " << task->spec().id << " declares " << code);
      CHECK(documented.count(code) == 1);
      declared.insert(code);
    }
  }
  for (const std::string& code : documented) {
    INFO("docs/diagnostics.md documents " << code);
    CHECK(declared.count(code) == 1);
  }
}
