// The rank rules of the BC II.5 formats: ranks read 1..N without gaps and confidences should not
// increase with rank.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
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

inline const Ranked& ranked_of(const Ranked& ranked) { return ranked; }

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

// INT, IPT: down the lines of a group, ranks read 1, 2, …, N (rank-not-consecutive).
template <class T>
void check_ranks_in_line_order(const std::vector<T>& lines, const RankGroup& group,
                               const RankReport& report) {
  std::uint64_t expected = 1;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const Ranked& hit = ranked_of(lines[i]);
    if (hit.rank != expected) {
      if (i == 0) {
        report.not_first(group, hit);
      } else {
        report.gap_in_lines(group, ranked_of(lines[i - 1]), hit);
      }
    }
    expected = hit.rank + 1;
  }
}

// ACT: sorted by rank, the ranks of a group are exactly 1..N (rank-not-consecutive).
template <class T>
void check_ranks_are_sequence(const std::vector<T>& by_rank, const RankGroup& group,
                              const RankReport& report) {
  std::uint64_t previous = 0;
  for (std::size_t i = 0; i < by_rank.size(); ++i) {
    const Ranked& hit = ranked_of(by_rank[i]);
    if (i > 0 && hit.rank == previous) {
      report.repeated(group, ranked_of(by_rank[i - 1]), hit);
    } else if (hit.rank != previous + 1) {
      report.gap_in_ranks(group, previous, hit);
    }
    previous = hit.rank;
  }
}

// Sorted by rank, confidence does not increase (confidence-increasing, a warning).
template <class T>
void check_confidences(const std::vector<T>& by_rank, const RankGroup& group,
                       const RankReport& report) {
  for (std::size_t i = 1; i < by_rank.size(); ++i) {
    const Ranked& before = ranked_of(by_rank[i - 1]);
    const Ranked& hit = ranked_of(by_rank[i]);
    if (hit.confidence > before.confidence) report.increasing(group, before, hit);
  }
}

}  // namespace bioeval::bc25
