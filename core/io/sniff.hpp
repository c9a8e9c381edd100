// Guessing what a file is from its first lines, so the page can propose a task and a role.
#pragma once

#include <initializer_list>
#include <string_view>

namespace bioeval {

enum class FieldShape { any, binary, non_binary, integer, number };

// The fraction (0..1) of the first complete lines of `head` (at most 20, blank lines skipped)
// that are TAB-separated fields of exactly this shape, none holding a space.
double shape_score(std::string_view head, std::initializer_list<FieldShape> shape);

}  // namespace bioeval
