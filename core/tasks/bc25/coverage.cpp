#include "tasks/bc25/coverage.hpp"

#include "io/tsv.hpp"

namespace bioeval::bc25 {
namespace {

Location first_of(const std::vector<Placement>& documents, const TextInput& input) {
  const Line& line = documents.front().line;
  return Location{input.role, input.file, line.number, 1, line.text};
}

}  // namespace

void report_unknown_documents(const std::vector<Placement>& unknown, const TextInput& run,
                              Diagnostics& diagnostics) {
  if (unknown.empty()) return;
  diagnostics.warning("unknown-document", first_of(unknown, run),
                      std::to_string(unknown.size()) +
                          " run document(s) are not in the gold and are ignored (first: '" +
                          std::string(unknown.front().name) + "')");
}

void report_missing_documents(const std::vector<Placement>& missing, const TextInput& reference,
                              const std::string& documents, const std::string& consequence,
                              Diagnostics& diagnostics) {
  if (missing.empty()) return;
  diagnostics.warning("missing-document", first_of(missing, reference),
                      std::to_string(missing.size()) + " " + documents +
                          " are not in the run (first: '" + std::string(missing.front().name) +
                          "'); " + consequence,
                      missing.size());
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

}  // namespace bioeval::bc25
