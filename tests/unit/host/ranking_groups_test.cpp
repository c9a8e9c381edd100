// The groups of a ranking: no two runs of one group are significantly different.
#include <catch2/catch.hpp>

#include <map>
#include <utility>

#include "host/ranking_groups.hpp"

using namespace bioeval;

namespace {

// Adjusted p-values by pair of ranks (either order); pairs not listed are undefined.
RankedPValue p_values(std::map<std::pair<std::size_t, std::size_t>, double> table) {
  return [table = std::move(table)](std::size_t x, std::size_t y) -> std::optional<double> {
    auto found = table.find({x, y});
    if (found == table.end()) found = table.find({y, x});
    if (found == table.end()) return std::nullopt;
    return found->second;
  };
}

}  // namespace

TEST_CASE("ranking groups: a run joins the group above unless it differs from it", "[compare]") {
  CHECK(ranking_groups(0, p_values({}), 0.05).empty());
  CHECK(ranking_groups(1, p_values({}), 0.05) == std::vector<int>{1});
  CHECK(ranking_groups(3, p_values({{{0, 1}, 0.4}, {{0, 2}, 0.001}, {{1, 2}, 0.01}}), 0.05) ==
        std::vector<int>{1, 1, 2});
  // p exactly alpha is not significant.
  CHECK(ranking_groups(2, p_values({{{0, 1}, 0.05}}), 0.05) == std::vector<int>{1, 1});
}

TEST_CASE("ranking groups: a chain of small differences does not make one group", "[compare]") {
  // A–B and B–C are not significant, A–C is: C cannot share A's group, so it opens its own.
  const RankedPValue chain = p_values({{{0, 1}, 0.3}, {{1, 2}, 0.3}, {{0, 2}, 0.01}});
  CHECK(ranking_groups(3, chain, 0.05) == std::vector<int>{1, 1, 2});
  // The next run is compared with its group only (C), not with the runs of earlier groups.
  const RankedPValue after = p_values({{{0, 1}, 0.3},
                                       {{1, 2}, 0.3},
                                       {{0, 2}, 0.01},
                                       {{0, 3}, 0.001},
                                       {{1, 3}, 0.01},
                                       {{2, 3}, 0.5}});
  CHECK(ranking_groups(4, after, 0.05) == std::vector<int>{1, 1, 2, 2});
}

TEST_CASE("ranking groups: an undefined p-value does not separate runs", "[compare]") {
  CHECK(ranking_groups(3, p_values({{{0, 2}, 0.01}}), 0.05) == std::vector<int>{1, 1, 2});
  CHECK(ranking_groups(2, p_values({}), 0.05) == std::vector<int>{1, 1});
}
