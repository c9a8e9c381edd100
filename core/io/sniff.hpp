// Guessing what a file is from its first lines, so the page can propose a task and a role.
#pragma once

#include <initializer_list>
#include <string_view>

namespace bioeval {

// `label`: a name such as an accession, neither a number nor a tag of the IOB family ("O",
// "B-Gene"), so that a token file's "word<TAB>tag" lines are not taken for "doc<TAB>accession".
enum class FieldShape { any, binary, non_binary, integer, number, label };

// The fraction (0..1) of the first complete lines of `head` (at most 20, blank lines skipped)
// that are TAB-separated fields of exactly this shape, none holding a space.
double shape_score(std::string_view head, std::initializer_list<FieldShape> shape);

// True when nearly every one (90 %) of the first complete lines of `head` (at most 20, blank
// lines skipped) holds commas and no TAB: comma-separated values (CSV), which no reader takes.
bool comma_separated(std::string_view head);

}  // namespace bioeval
