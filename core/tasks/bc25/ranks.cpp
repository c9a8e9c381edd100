#include "tasks/bc25/ranks.hpp"

#include <algorithm>

#include "io/tsv.hpp"
#include "json.hpp"

namespace bioeval::bc25 {
namespace {

bool by_rank_then_line(const Ranked& a, const Ranked& b) {
  return a.rank != b.rank ? a.rank < b.rank : a.line.number < b.line.number;
}

std::string number_text(double value) { return Json(value).dump(); }

void check_line_order(const std::vector<Ranked>& group, const std::string& group_name,
                      const TextInput& input, RankFields fields, Diagnostics& diagnostics) {
  std::uint64_t expected = 1;
  for (std::size_t i = 0; i < group.size(); ++i) {
    const Ranked& hit = group[i];
    if (hit.rank != expected) {
      const std::string found = "rank " + std::to_string(hit.rank);
      diagnostics.error("rank-not-consecutive", locate_field(input, hit.line, fields.rank),
                        i == 0 ? "the first line of " + group_name + " has " + found +
                                     "; ranks must start at 1 and go up by 1, line by line"
                               : found + " follows rank " + std::to_string(group[i - 1].rank) +
                                     " for " + group_name +
                                     "; ranks must be 1..N without gaps, line by line");
    }
    expected = hit.rank + 1;
  }
}

void check_sequence(const std::vector<Ranked>& sorted, const std::string& group_name,
                    const TextInput& input, RankFields fields, Diagnostics& diagnostics) {
  std::uint64_t previous = 0;
  for (std::size_t i = 0; i < sorted.size(); ++i) {
    const Ranked& hit = sorted[i];
    if (i > 0 && hit.rank == previous) {
      diagnostics.error("rank-not-consecutive", locate_field(input, hit.line, fields.rank),
                        "rank " + std::to_string(hit.rank) + " of " + group_name +
                            " is given twice (lines " + std::to_string(sorted[i - 1].line.number) +
                            " and " + std::to_string(hit.line.number) +
                            "); ranks must be 1..N, each once");
    } else if (hit.rank != previous + 1) {
      diagnostics.error("rank-not-consecutive", locate_field(input, hit.line, fields.rank),
                        "ranks of " + group_name + " jump from " + std::to_string(previous) +
                            " to " + std::to_string(hit.rank) + ": no line has rank " +
                            std::to_string(previous + 1) + "; ranks must be 1..N without gaps");
    }
    previous = hit.rank;
  }
}

void check_confidences(const std::vector<Ranked>& sorted, const std::string& group_name,
                       const TextInput& input, RankFields fields, Diagnostics& diagnostics) {
  for (std::size_t i = 1; i < sorted.size(); ++i) {
    const Ranked& before = sorted[i - 1];
    const Ranked& hit = sorted[i];
    if (hit.confidence > before.confidence) {
      diagnostics.warning(
          "confidence-increasing", locate_field(input, hit.line, fields.confidence),
          "confidence " + number_text(hit.confidence) + " at rank " + std::to_string(hit.rank) +
              " is higher than " + number_text(before.confidence) + " at rank " +
              std::to_string(before.rank) + " (line " + std::to_string(before.line.number) +
              ") for " + group_name + "; confidence should not increase with rank");
    }
  }
}

}  // namespace

void check_ranks(std::vector<Ranked>& group, const std::string& group_name, bool in_line_order,
                 const TextInput& input, RankFields fields, Diagnostics& diagnostics) {
  if (in_line_order) check_line_order(group, group_name, input, fields, diagnostics);
  if (!std::is_sorted(group.begin(), group.end(), by_rank_then_line)) {
    std::sort(group.begin(), group.end(), by_rank_then_line);
  }
  if (!in_line_order) check_sequence(group, group_name, input, fields, diagnostics);
  check_confidences(group, group_name, input, fields, diagnostics);
}

}  // namespace bioeval::bc25
