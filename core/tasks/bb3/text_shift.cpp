#include "tasks/bb3/text_shift.hpp"

#include "framework/cautions.hpp"

namespace bioeval::bb3 {
namespace {

constexpr int kLargestShift = 3;

// True when the fragments of `t`, each moved `shift` characters back, cover its written text
// (fragments joined by one space).
bool fits_shifted(std::string_view document, const TextBound& t, int shift) {
  std::string covered;
  for (const Fragment& f : t.fragments) {
    const long start = static_cast<long>(f.start) - shift;
    const long end = static_cast<long>(f.end) - shift;
    if (start < 0) return false;
    const auto piece =
        character_range(document, static_cast<std::size_t>(start), static_cast<std::size_t>(end));
    if (!piece) return false;
    if (!covered.empty()) covered += ' ';
    covered += *piece;
  }
  return covered == t.text;
}

}  // namespace

std::optional<std::string> text_shift_pattern(
    const std::vector<std::pair<std::string_view, const Annotations*>>& files) {
  std::vector<PatternCandidate> candidates;
  std::vector<int> shifts;
  for (int shift = -kLargestShift; shift <= kLargestShift; ++shift) {
    if (shift == 0) continue;
    candidates.push_back({offset_shift_text(shift), 0});
    shifts.push_back(shift);
  }
  std::size_t differing = 0;
  for (const auto& [document, annotations] : files) {
    for (const std::size_t i : annotations->text_differs) {
      ++differing;
      for (std::size_t c = 0; c < shifts.size(); ++c) {
        if (fits_shifted(document, annotations->text_bounds[i], shifts[c])) {
          ++candidates[c].explained;
        }
      }
    }
  }
  return dominant_pattern(differing, candidates);
}

}  // namespace bioeval::bb3
