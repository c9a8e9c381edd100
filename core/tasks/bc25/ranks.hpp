// The rank rules of the BC II.5 formats: ranks read 1..N without gaps and confidences should not
// increase with rank.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "io/diagnostics.hpp"
#include "io/text.hpp"

namespace bioeval::bc25 {

// A line of a run as the rank rules see it.
struct Ranked {
  std::uint64_t rank = 0;
  double confidence = 0;
  Line line;
};

// Which fields hold the rank and the confidence, for diagnostics.
struct RankFields {
  std::size_t rank;
  std::size_t confidence;
};

// Checks one group of lines (the hits of a document, or the articles of a class), given in
// the order of the file. With `in_line_order` the ranks must read 1, 2, …, N down the lines
// (INT, IPT); without, they must be exactly 1..N in any line order (ACT). Reports
// rank-not-consecutive (error) and confidence-increasing (warning). Reorders `group` by rank.
void check_ranks(std::vector<Ranked>& group, const std::string& group_name, bool in_line_order,
                 const TextInput& input, RankFields fields, Diagnostics& diagnostics);

}  // namespace bioeval::bc25
