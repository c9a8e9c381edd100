#include "tasks/ner/text_patterns.hpp"

#include <algorithm>

#include "framework/cautions.hpp"
#include "io/fields.hpp"

namespace bioeval::ner {
namespace {

// The byte where each character of `text` begins, spaces included or not.
std::vector<std::size_t> character_starts(std::string_view text, bool count_spaces) {
  if (!count_spaces) {
    const std::vector<std::uint32_t> starts = non_space_offsets(text);
    return {starts.begin(), starts.end()};
  }
  std::vector<std::size_t> out;
  const auto* bytes = reinterpret_cast<const unsigned char*>(text.data());
  for (std::size_t i = 0; i < text.size();) {
    out.push_back(i);
    i += std::max<std::size_t>(1, utf8_sequence_length(bytes + i, bytes + text.size()));
  }
  return out;
}

// As covers(), given the characters' starts.
bool covers_at(std::string_view sentence, const std::vector<std::size_t>& starts, long first,
               long last, std::string_view text) {
  const auto size = static_cast<long>(starts.size());
  if (first < 0 || last < first || last >= size) return false;
  const std::size_t from = starts[static_cast<std::size_t>(first)];
  const std::size_t to =
      last + 1 < size ? starts[static_cast<std::size_t>(last + 1)] : sentence.size();
  return without_spaces(sentence.substr(from, to - from)) == without_spaces(text);
}

}  // namespace

bool covers(std::string_view sentence, long first, long last, std::string_view text,
            bool count_spaces) {
  return covers_at(sentence, character_starts(sentence, count_spaces), first, last, text);
}

std::optional<std::string> mention_text_pattern(const MentionSentences& sentences,
                                                const std::vector<Mention>& differing) {
  std::vector<PatternCandidate> candidates;
  for (int shift = -kLargestShift; shift <= kLargestShift; ++shift) {
    if (shift != 0) candidates.push_back({offset_shift_text(shift), 0});
  }
  const std::size_t with_spaces = candidates.size();
  candidates.push_back({"offsets count spaces?", 0});
  const std::size_t end_past = candidates.size();
  candidates.push_back({"end offsets one past the mention?", 0});
  const std::size_t judged = std::min(differing.size(), kPatternSample);
  for (std::size_t i = 0; i < judged; ++i) {
    const Mention& m = differing[i];
    const std::string_view sentence = sentences.texts[m.sentence];
    const std::vector<std::size_t> non_space = character_starts(sentence, false);
    const std::vector<std::size_t> every = character_starts(sentence, true);
    const long start = m.start;
    const long end = m.end;
    // Offsets shifted by `shift` from the text's: the text is `shift` the other way.
    std::size_t candidate = 0;
    for (int shift = -kLargestShift; shift <= kLargestShift; ++shift) {
      if (shift == 0) continue;
      if (covers_at(sentence, non_space, start - shift, end - shift, m.text)) {
        ++candidates[candidate].explained;
      }
      ++candidate;
    }
    // Counting spaces, the end inclusive as BC2GM's, or exclusive as a Python slice's.
    if (covers_at(sentence, every, start, end, m.text) ||
        covers_at(sentence, every, start, end - 1, m.text)) {
      ++candidates[with_spaces].explained;
    }
    if (covers_at(sentence, non_space, start, end - 1, m.text)) ++candidates[end_past].explained;
  }
  return dominant_pattern(judged, candidates);
}

}  // namespace bioeval::ner
