// An empty PPI run decides no candidate: a warning, every interaction missed. An empty gold
// stays an error.
#include <catch2/catch.hpp>

#include <algorithm>

#include "support/support.hpp"

using namespace bioeval;
using bioeval::test::codes;
using bioeval::test::metric;
using bioeval::test::score;

namespace {

const char* const kEmptyRuns[] = {"", "\xEF\xBB\xBF\r\n\t \n"};

// One sentence, three entities, one interaction: three candidates, one positive.
const char* kGold =
    "<corpus source=\"T\"><document id=\"T.d0\"><sentence id=\"T.d0.s0\" text=\"KinA binds KinB "
    "and KinC.\"><entity id=\"T.d0.s0.e0\" charOffset=\"0-4\" text=\"KinA\"/><entity "
    "id=\"T.d0.s0.e1\" charOffset=\"11-15\" text=\"KinB\"/><entity id=\"T.d0.s0.e2\" "
    "charOffset=\"20-24\" text=\"KinC\"/><interaction id=\"T.d0.s0.i0\" e1=\"T.d0.s0.e0\" "
    "e2=\"T.d0.s0.e1\"/></sentence></document></corpus>\n";

bool contains(const std::vector<std::string>& list, const std::string& item) {
  return std::find(list.begin(), list.end(), item) != list.end();
}

}  // namespace

TEST_CASE("ppi: an empty run is warned about and scored with every candidate negative", "[ppi]") {
  for (const char* run : kEmptyRuns) {
    INFO("run '" << run << "'");
    const Json r = score("ppi", kGold, run);
    CHECK(r["valid"] == true);
    CHECK(codes(r).front() == "run-empty");
    CHECK(contains(codes(r), "pairs-missing"));
    CHECK(metric(r, "micro.tp") == 0);
    CHECK(metric(r, "micro.fn") == 1);
    CHECK(metric(r, "micro.recall") == 0);
  }
}

TEST_CASE("ppi: an empty gold is an error", "[ppi]") {
  for (const char* gold : kEmptyRuns) {
    const Json r = score("ppi", gold, "T.d0.s0.e0\tT.d0.s0.e1\t1\n");
    CHECK(r["valid"] == false);
    CHECK(codes(r) == std::vector<std::string>{"input-empty"});
  }
}
