// The released test document list (role `input`): what a participant holds before the gold is
// out, read so that a run can be checked against it in place of the gold.
#pragma once

#include <string>
#include <vector>

#include "base/hash.hpp"
#include "base/text.hpp"
#include "tasks/bc25/coverage.hpp"

namespace bioeval::bc25 {

// The role's one-line help, shared by the three tasks.
inline const char* const kDocumentListHelp =
    "the released test document list: one id per line, or the first column of any TSV";

// Words of file names that point at the list.
inline const std::vector<std::string> kDocumentListHints = {"list", "ids", "input", "released",
                                                            "doc*"};

// The documents of the test set, each once, in the order of first appearance, with the line
// that first names it.
struct DocumentList {
  std::vector<Placement> documents;
  TextIndex index;  // document id -> index into documents
};

// Reads the first field of every non-blank line (up to the first TAB, spaces around it
// trimmed); a document listed again (a gold file with several lines per document) is read once.
// Nothing is reported: any text, once checked as text, is a list.
DocumentList read_document_list(const TextInput& input, ProgressFn progress);

// The first field of a line as the list reads it: up to the first TAB, spaces around it trimmed.
std::string_view list_id(std::string_view line);

}  // namespace bioeval::bc25
