// Documents the reference (the gold, or the released test list) and the run do not share:
// counted and named, never dropped silently.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "base/diagnostics.hpp"
#include "base/text.hpp"

namespace bioeval::bc25 {

// A document and the first line where an input names it.
struct Placement {
  std::string_view name;
  Line line;
};

// unknown-document: run documents the gold does not have (ignored).
void report_unknown_documents(const std::vector<Placement>& unknown, const TextInput& run,
                              Diagnostics& diagnostics);

// missing-document: documents of the reference (the gold, or the released test list) the run
// does not have; `documents` names them ("gold document(s)"), `consequence` says what scoring does.
void report_missing_documents(const std::vector<Placement>& missing, const TextInput& reference,
                              const std::string& documents, const std::string& consequence,
                              Diagnostics& diagnostics);

// document-not-in-test-set: an error per run document the released test list does not have, at
// the first line naming it: the run answers another set (the dev set, last year's), or an id is
// mistyped.
void report_documents_outside_list(const std::vector<Placement>& outside, const TextInput& run,
                                   const TextInput& list, Diagnostics& diagnostics);

}  // namespace bioeval::bc25
