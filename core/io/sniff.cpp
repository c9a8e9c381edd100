#include "io/sniff.hpp"

#include <array>
#include <vector>

#include "base/text.hpp"
#include "io/fields.hpp"

namespace bioeval {
namespace {

// "O", or a tag prefix of the IOB family followed by a dash ("B-Gene", "I-protein", "S-x").
bool looks_like_iob_tag(std::string_view field) {
  if (field == "O") return true;
  if (field.size() < 3 || field[1] != '-') return false;
  return std::string_view("BIESLU").find(field[0]) != std::string_view::npos;
}

// A field is one token: an id, a label or a number never holds a space (a BioNLP-ST standoff
// line, "T1<TAB>Title 0 137<TAB>…", is not three such fields).
bool fits(std::string_view field, FieldShape shape) {
  if (field.empty() || field.find(' ') != std::string_view::npos) return false;
  if (has_outer_whitespace(field)) return false;
  switch (shape) {
    case FieldShape::any:
      return true;
    case FieldShape::binary:
      return field == "0" || field == "1";
    case FieldShape::non_binary:
      return field != "0" && field != "1";
    case FieldShape::integer:
      return parse_positive_integer(field).has_value();
    case FieldShape::number:
      return parse_decimal(field).has_value();
    case FieldShape::label:
      return !parse_decimal(field) && !looks_like_iob_tag(field);
  }
  return false;
}

}  // namespace

double shape_score(std::string_view head, std::initializer_list<FieldShape> shape) {
  // A head cut mid-line ends with a partial line: leave it out unless it is the only one.
  const auto last_newline = head.rfind('\n');
  if (last_newline != std::string_view::npos) head = head.substr(0, last_newline + 1);
  LineReader reader(head);
  Line line;
  std::size_t seen = 0, matching = 0;
  std::array<std::string_view, 16> fields;
  while (seen < 20 && reader.next(line)) {
    if (line.text.find_first_not_of(" \t") == std::string_view::npos) continue;
    ++seen;
    const std::size_t count = split_tabs(line.text, fields.data(), fields.size());
    if (count != shape.size()) continue;
    bool all = true;
    std::size_t i = 0;
    for (FieldShape s : shape) all = all && fits(fields[i++], s);
    if (all) ++matching;
  }
  return seen ? static_cast<double>(matching) / static_cast<double>(seen) : 0.0;
}

bool comma_separated(std::string_view head) {
  const auto last_newline = head.rfind('\n');
  if (last_newline != std::string_view::npos) head = head.substr(0, last_newline + 1);
  LineReader reader(head);
  Line line;
  std::size_t seen = 0, commas = 0;
  while (seen < 20 && reader.next(line)) {
    if (line.text.find_first_not_of(" \t") == std::string_view::npos) continue;
    ++seen;
    commas += line.text.find(',') != std::string_view::npos &&
              line.text.find('\t') == std::string_view::npos;
  }
  return seen > 0 && commas * 10 >= seen * 9;
}

}  // namespace bioeval
