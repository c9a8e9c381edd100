#include "tasks/bc25/sniff.hpp"

#include <algorithm>
#include <vector>

#include "base/file_kind.hpp"
#include "base/text.hpp"
#include "io/sniff.hpp"
#include "tasks/bc25/read_document_list.hpp"

namespace bioeval::bc25 {
namespace {

bool blank(std::string_view line) {
  return line.find_first_not_of(" \t") == std::string_view::npos;
}

// True when a blank line comes between two lines with content in `head`'s complete lines.
bool blank_line_inside(std::string_view head) {
  LineReader reader(head.substr(0, head.rfind('\n') + 1));
  Line line;
  bool content = false, gap = false;
  while (reader.next(line)) {
    if (blank(line.text)) {
      gap = content;
    } else {
      if (gap) return true;
      content = true;
    }
  }
  return false;
}

// The share of distinct ids among the first complete lines of `head` with content.
double distinct_share(std::string_view head) {
  LineReader reader(head.substr(0, head.rfind('\n') + 1));
  Line line;
  std::vector<std::string_view> ids;
  while (ids.size() < 20 && reader.next(line)) {
    if (!blank(line.text)) ids.push_back(list_id(line.text));
  }
  if (ids.empty()) return 0.0;
  const std::size_t all = ids.size();
  std::sort(ids.begin(), ids.end());
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
  return static_cast<double>(ids.size()) / static_cast<double>(all);
}

}  // namespace

double sniff_document_list(std::string_view head) {
  // An id holds no comma: lines of comma-separated values are a table, not a list of ids.
  if (binary_kind(head) || blank_line_inside(head) || comma_separated(head)) return 0.0;
  return shape_score(head, {FieldShape::any}) * distinct_share(head);
}

double sniff_items(std::size_t arity, std::string_view role, std::string_view head) {
  using F = FieldShape;
  if (role == "input") return sniff_document_list(head);
  if (role == "gold") {
    return arity == 1 ? shape_score(head, {F::any, F::label})
                      : shape_score(head, {F::any, F::label, F::label});
  }
  return arity == 1 ? shape_score(head, {F::any, F::label, F::integer, F::number})
                    : shape_score(head, {F::any, F::label, F::label, F::integer, F::number});
}

double sniff_act(std::string_view role, std::string_view head) {
  using F = FieldShape;
  if (role == "input") return sniff_document_list(head);
  if (role == "gold") return shape_score(head, {F::any, F::binary});
  return shape_score(head, {F::any, F::binary, F::integer, F::number});
}

}  // namespace bioeval::bc25
