// A check of TAP-k lists: the lists carry their labels, so every rule is checked from them alone
// (docs/tasks/tapk.md, Validation).
#include <catch2/catch.hpp>

#include <set>
#include <string>

#include "support/support.hpp"

using namespace bioeval;
using bioeval::test::run_task;

TEST_CASE("a check of TAP-k lists lists its rules and needs no gold", "[tapk][check-input]") {
  const Json r =
      run_task("tapk", {{"run", "q1\n2\n1 .9\n0 .8\n1 .7\n"}}, {{"k", {1}}}, Mode::validate);
  CHECK(r["mode"] == "check");
  CHECK(r["valid"] == true);
  CHECK_FALSE(r["rules"]["checked"].empty());
  CHECK(r["rules"]["need_gold"].empty());
  std::set<std::string> listed;
  for (const Json& rule : r["rules"]["checked"]) {
    CHECK_FALSE(rule["rule"].get<std::string>().empty());
    for (const Json& code : rule["codes"]) listed.insert(code.get<std::string>());
  }
  const TaskSpec& spec = find_task("tapk").spec();
  for (const std::string& code : spec.diagnostics) {
    INFO(code);
    CHECK(listed.count(code) == 1);
  }
  for (const CheckRule& rule : spec.checks) CHECK(rule.needs == Needs::run_only);
}
