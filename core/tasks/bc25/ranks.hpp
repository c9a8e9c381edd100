// The rank rules of the BC II.5 formats: ranks read 1..N without gaps and confidences should not
// increase with rank.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "base/diagnostics.hpp"
#include "base/text.hpp"

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

// A group of lines ranked together: the hits of a document, the articles of a class. Its text
// ("document 'X'", "class 1") is made only when a message needs it.
struct RankGroup {
  std::string_view noun;
  std::string_view name;
  bool quoted;
  std::string text() const {
    return std::string(noun) + (quoted ? " '" : " ") + std::string(name) + (quoted ? "'" : "");
  }
};

// Where diagnostics about a group go.
struct RankReport {
  const TextInput& input;
  RankFields fields;
  Diagnostics& diagnostics;

  void not_first(const RankGroup& group, const Ranked& hit) const;
  void gap_in_lines(const RankGroup& group, const Ranked& before, const Ranked& hit) const;
  void repeated(const RankGroup& group, const Ranked& first, const Ranked& hit) const;
  void gap_in_ranks(const RankGroup& group, std::uint64_t previous, const Ranked& hit) const;
  void increasing(const RankGroup& group, const Ranked& before, const Ranked& hit) const;
};

// The checks below read `rank` and `confidence` of each element of a range (a Ranked, or a line
// kept in a compact form) and call to_ranked(element) only to report a finding.

// INT, IPT: down the lines of a group, ranks read 1, 2, …, N (rank-not-consecutive).
template <class It, class ToRanked>
void check_ranks_in_line_order(It first, It last, ToRanked to_ranked, const RankGroup& group,
                               const RankReport& report) {
  std::uint64_t expected = 1;
  for (It it = first; it != last; ++it) {
    if (it->rank != expected) {
      if (it == first) {
        report.not_first(group, to_ranked(*it));
      } else {
        report.gap_in_lines(group, to_ranked(*(it - 1)), to_ranked(*it));
      }
    }
    expected = it->rank + 1;
  }
}

// ACT: sorted by rank, the ranks of a group are exactly 1..N (rank-not-consecutive).
template <class It, class ToRanked>
void check_ranks_are_sequence(It first, It last, ToRanked to_ranked, const RankGroup& group,
                              const RankReport& report) {
  std::uint64_t previous = 0;
  for (It it = first; it != last; ++it) {
    if (it != first && it->rank == previous) {
      report.repeated(group, to_ranked(*(it - 1)), to_ranked(*it));
    } else if (it->rank != previous + 1) {
      report.gap_in_ranks(group, previous, to_ranked(*it));
    }
    previous = it->rank;
  }
}

// Sorted by rank, confidence does not increase (confidence-increasing, a warning).
template <class It, class ToRanked>
void check_confidences(It first, It last, ToRanked to_ranked, const RankGroup& group,
                       const RankReport& report) {
  for (It it = first; it != last && it + 1 != last; ++it) {
    if ((it + 1)->confidence > it->confidence) {
      report.increasing(group, to_ranked(*it), to_ranked(*(it + 1)));
    }
  }
}

}  // namespace bioeval::bc25
