#include "tasks/bc25/read_document_list.hpp"

namespace bioeval::bc25 {
namespace {

std::string_view trimmed(std::string_view text) {
  const auto first = text.find_first_not_of(' ');
  if (first == std::string_view::npos) return {};
  return text.substr(first, text.find_last_not_of(' ') - first + 1);
}

}  // namespace

std::string_view list_id(std::string_view line) {
  return trimmed(line.substr(0, line.find('\t')));
}

DocumentList read_document_list(const TextInput& input, ProgressFn progress) {
  DocumentList list;
  if (!input.ok) return list;
  LineReader lines(input.text, std::move(progress), input.text.size());
  Line line;
  while (lines.next(line)) {
    const std::string_view id = list_id(line.text);
    if (id.empty()) continue;
    const auto added =
        list.index.emplace(id, static_cast<std::uint32_t>(list.documents.size())).second;
    if (added) list.documents.push_back({id, line});
  }
  return list;
}

}  // namespace bioeval::bc25
