// Guessing what a file is from its first lines, so the page can propose a task and a role.
#pragma once

#include <cstddef>
#include <initializer_list>
#include <string_view>

#include "base/text.hpp"
#include "io/fields.hpp"

namespace bioeval {

// `label`: a name such as an accession, neither a number nor a tag of the IOB family ("O",
// "B-Gene"), so that a token file's "word<TAB>tag" lines are not taken for "doc<TAB>accession".
enum class FieldShape { any, binary, non_binary, integer, number, label };

// The fraction (0..1) of the first complete lines of `head` (at most 20, blank lines skipped)
// for which `fits(line)` holds. A head cut mid-line ends with a partial line: it is left out
// unless it is the only one.
template <typename Fits>
double line_share(std::string_view head, Fits fits) {
  const auto last_newline = head.rfind('\n');
  if (last_newline != std::string_view::npos) head = head.substr(0, last_newline + 1);
  LineReader lines(head);
  Line line;
  std::size_t seen = 0, matching = 0;
  while (seen < 20 && lines.next(line)) {
    if (is_blank(line.text)) continue;
    ++seen;
    matching += fits(line.text) ? 1 : 0;
  }
  return seen ? static_cast<double>(matching) / static_cast<double>(seen) : 0.0;
}

// The fraction (0..1) of the first complete lines of `head` (at most 20, blank lines skipped)
// that are TAB-separated fields of exactly this shape, none holding a space.
double shape_score(std::string_view head, std::initializer_list<FieldShape> shape);

// True when nearly every one (90 %) of the first complete lines of `head` (at most 20, blank
// lines skipped) holds commas and no TAB: comma-separated values (CSV), which no reader takes.
bool comma_separated(std::string_view head);

}  // namespace bioeval
