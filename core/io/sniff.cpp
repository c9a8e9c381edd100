#include "io/sniff.hpp"

#include <array>

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
  return line_share(head, [shape](std::string_view text) {
    std::array<std::string_view, 16> fields;
    const std::size_t count = split_tabs(text, fields.data(), fields.size());
    if (count != shape.size()) return false;
    std::size_t i = 0;
    for (FieldShape s : shape) {
      if (!fits(fields[i++], s)) return false;
    }
    return true;
  });
}

bool comma_separated(std::string_view head) {
  const double share = line_share(head, [](std::string_view text) {
    return text.find(',') != std::string_view::npos && text.find('\t') == std::string_view::npos;
  });
  return share >= 0.9;
}

}  // namespace bioeval
