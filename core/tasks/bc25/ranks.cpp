#include "tasks/bc25/ranks.hpp"

#include "io/tsv.hpp"

namespace bioeval::bc25 {
namespace {

std::string line_number(const Ranked& hit) {
  return std::to_string(hit.line.number);
}

}  // namespace

void RankReport::not_first(const RankGroup& group, const Ranked& hit) const {
  diagnostics.error("rank-not-consecutive", locate_field(input, hit.line, fields.rank),
                    "the first line of " + group.text() + " has rank " + std::to_string(hit.rank) +
                        "; ranks must start at 1 and go up by 1, line by line");
}

void RankReport::gap_in_lines(const RankGroup& group, const Ranked& before,
                              const Ranked& hit) const {
  if (hit.rank == before.rank) {
    repeated(group, before, hit);
    return;
  }
  diagnostics.error("rank-not-consecutive", locate_field(input, hit.line, fields.rank),
                    "rank " + std::to_string(hit.rank) + " follows rank " +
                        std::to_string(before.rank) + " for " + group.text() +
                        "; ranks must be 1..N without gaps, line by line");
}

void RankReport::repeated(const RankGroup& group, const Ranked& first, const Ranked& hit) const {
  diagnostics.error("rank-not-consecutive", locate_field(input, hit.line, fields.rank),
                    "rank " + std::to_string(hit.rank) + " of " + group.text() +
                        " is given twice (lines " + line_number(first) + " and " +
                        line_number(hit) + "); ranks must be 1..N, each once");
}

void RankReport::gap_in_ranks(const RankGroup& group, std::uint64_t previous,
                              const Ranked& hit) const {
  if (previous == 0) {
    diagnostics.error("rank-not-consecutive", locate_field(input, hit.line, fields.rank),
                      "ranks of " + group.text() + " start at " + std::to_string(hit.rank) +
                          "; they must be 1..N, starting at 1");
    return;
  }
  diagnostics.error("rank-not-consecutive", locate_field(input, hit.line, fields.rank),
                    "ranks of " + group.text() + " jump from " + std::to_string(previous) + " to " +
                        std::to_string(hit.rank) + ": no line has rank " +
                        std::to_string(previous + 1) + "; ranks must be 1..N without gaps");
}

void RankReport::increasing(const RankGroup& group, const Ranked& before, const Ranked& hit) const {
  diagnostics.warning("confidence-increasing", locate_field(input, hit.line, fields.confidence),
                      "confidence " + std::string(field_text(hit.line, fields.confidence)) +
                          " at rank " + std::to_string(hit.rank) + " is higher than " +
                          std::string(field_text(before.line, fields.confidence)) + " at rank " +
                          std::to_string(before.rank) + " (line " + line_number(before) + ") for " +
                          group.text() + "; confidence should not increase with rank");
}

}  // namespace bioeval::bc25
