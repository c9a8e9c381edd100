#include "tasks/tapk/sniff.hpp"

#include <array>

#include "base/text.hpp"
#include "io/fields.hpp"

namespace bioeval::tapk {

double lists_fit(std::string_view head) {
  LineReader lines(head);
  Line line;
  std::array<std::string_view, 3> fields;
  int seen = 0;  // 0: before a header, 1: after it, 2: after T_q, 3+: records
  while (lines.next(line) && seen < 8) {
    const std::size_t count = split_whitespace(line.text, fields.data(), fields.size());
    if (count == 0) {
      if (seen == 1) return 0;
      if (seen >= 2) seen = 0;
      continue;
    }
    if (seen == 0) {
      if (count > 2 || (count == 2 && !parse_decimal(fields[1]))) return 0;
    } else if (seen == 1) {
      if (count != 1 || (fields[0] != "0" && !parse_positive_integer(fields[0]))) return 0;
    } else {
      if (count < 2 || (fields[0] != "0" && fields[0] != "1") || !parse_decimal(fields[1])) {
        return 0;
      }
    }
    ++seen;
  }
  // A query line, a count and records in that order are specific to this format: they outrank
  // the field shapes by which other formats are recognized (two-column records alone look like
  // other tasks' files).
  return seen >= 3 ? 0.99 : 0;
}

}  // namespace bioeval::tapk
