// The pattern behind a BB3 submission's entities whose text differs from the document's at their
// offsets (text-differs): offsets shifted by a constant.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "tasks/bb3/read_standoff.hpp"

namespace bioeval::bb3 {

// "offsets shifted by −1?" when one constant shift of every fragment (−3 to +3 characters)
// gives the written text of more than half of the annotations of `files` (each a document's
// text and the annotations read against it) whose text differs; nothing otherwise.
std::optional<std::string> text_shift_pattern(
    const std::vector<std::pair<std::string_view, const Annotations*>>& files);

}  // namespace bioeval::bb3
