#include "tasks/bc25/coverage.hpp"

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
                          "'); " + consequence);
}

}  // namespace bioeval::bc25
