// Why a BC2GM run's mention texts differ from their sentences, when one reason explains most of
// them: offsets shifted by a constant, offsets counting spaces, or ends one past the mention.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tasks/ner/read_mentions.hpp"

namespace bioeval::ner {

// The largest constant shift looked for, either way.
inline constexpr int kLargestShift = 3;
// How many differing mentions, the first ones, a pattern is judged on: a pattern that explains
// most of a run's mistakes shows in its first thousand.
inline constexpr std::size_t kPatternSample = 1000;

// True when `text` (spaces aside) is what the characters `first` to `last` (0-based, inclusive)
// of `sentence` cover, characters counted over non-space ones only (`count_spaces` false, as
// BC2GM counts them) or over all of them.
bool covers(std::string_view sentence, long first, long last, std::string_view text,
            bool count_spaces);

// The pattern that explains most of `differing` (mentions whose text differs from what their
// offsets cover in their sentence): "offsets shifted by −1?", "offsets count spaces?" or "end
// offsets one past the mention?"; nothing when none explains more than half of them (of the
// first kPatternSample).
std::optional<std::string> mention_text_pattern(const MentionSentences& sentences,
                                                const std::vector<Mention>& differing);

}  // namespace bioeval::ner
