// The lists of tapk carry the gold (T_q and the relevance of each record) with the run: a file
// with no list has no query to score, so it stays an error, unlike the empty run of other tasks.
#include <catch2/catch.hpp>

#include <algorithm>

#include "support/support.hpp"

using namespace bioeval;
using bioeval::test::codes;
using bioeval::test::run_task;

TEST_CASE("tapk: an input without any list is an error, not an empty run", "[tapk]") {
  for (const char* lists : {"", "\r\n\n \t\n"}) {
    const Json r = run_task("tapk", {{"run", lists}});
    CHECK(r["valid"] == false);
    CHECK(codes(r) == std::vector<std::string>{"input-empty"});
    CHECK_FALSE(r.contains("metrics"));
  }
  const auto& declared = find_task("tapk").spec().diagnostics;
  CHECK(std::find(declared.begin(), declared.end(), "run-empty") == declared.end());
}
