// The released test document list (role `input`): what a participant holds before the gold is
// out, read so that a run can be checked against it in place of the gold.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "base/diagnostics.hpp"
#include "base/hash.hpp"
#include "base/text.hpp"
#include "framework/result.hpp"
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

// How likely (0..1) the head of a file is such a list: text (not an image or other binary file),
// one field per line and no space, ids that mostly differ (a token file repeats its words) and no
// blank line between them (a token file's sentence break).
double sniff_document_list(std::string_view head);

// document-not-in-test-set: an error per run document the list does not have, at the first line
// naming it: the run answers another set (the dev set, last year's), or an id is mistyped.
void report_documents_outside_list(const std::vector<Placement>& outside, const TextInput& run,
                                   const TextInput& list, Diagnostics& diagnostics);

// The note input-unread: given the gold as well, a task reads the gold and not the list.
void note_input_unread(Result& result);

}  // namespace bioeval::bc25
