#include "tasks/bc25/document_list.hpp"

#include <algorithm>

#include "base/file_kind.hpp"
#include "io/sniff.hpp"
#include "io/tsv.hpp"

namespace bioeval::bc25 {
namespace {

std::string_view trimmed(std::string_view text) {
  const auto first = text.find_first_not_of(' ');
  if (first == std::string_view::npos) return {};
  return text.substr(first, text.find_last_not_of(' ') - first + 1);
}

std::string_view first_field(std::string_view line) {
  return trimmed(line.substr(0, line.find('\t')));
}

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
    if (!blank(line.text)) ids.push_back(first_field(line.text));
  }
  if (ids.empty()) return 0.0;
  const std::size_t all = ids.size();
  std::sort(ids.begin(), ids.end());
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
  return static_cast<double>(ids.size()) / static_cast<double>(all);
}

}  // namespace

DocumentList read_document_list(const TextInput& input, ProgressFn progress) {
  DocumentList list;
  if (!input.ok) return list;
  LineReader lines(input.text, std::move(progress), input.text.size());
  Line line;
  while (lines.next(line)) {
    const std::string_view id = first_field(line.text);
    if (id.empty()) continue;
    const auto added =
        list.index.emplace(id, static_cast<std::uint32_t>(list.documents.size())).second;
    if (added) list.documents.push_back({id, line});
  }
  return list;
}

double sniff_document_list(std::string_view head) {
  if (binary_kind(head) || blank_line_inside(head)) return 0.0;
  return shape_score(head, {FieldShape::any}) * distinct_share(head);
}

void report_documents_outside_list(const std::vector<Placement>& outside, const TextInput& run,
                                   const TextInput& list, Diagnostics& diagnostics) {
  for (const Placement& document : outside) {
    diagnostics.error("document-not-in-test-set", locate_field(run, document.line, 0),
                      "document '" + std::string(document.name) +
                          "' is not in the released test list (" + std::string(list.file) +
                          "): a submission for another set, or a mistyped id?");
  }
}

void note_input_unread(Result& result) {
  result.note("input-unread",
              "the gold was given: the run is checked against it, and the released test list "
              "(input) is not read");
}

}  // namespace bioeval::bc25
