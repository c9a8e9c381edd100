// The documents of a BB3 gold or submission: files grouped by base name (<id>.txt, <id>.a1,
// <id>.a2), as a folder or an unpacked ZIP gives them. Specification: docs/tasks/bb3.md, "Files".
#pragma once

#include <cstddef>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "base/diagnostics.hpp"
#include "base/text.hpp"
#include "tasks/bb3/read_standoff.hpp"

namespace bioeval::bb3 {

// One input file as the host gives it: its name (possibly with folders, "dev/BB-cat-1.a2") and
// its checked text.
struct NamedText {
  std::string name;
  TextInput text;
};

struct Document {
  std::string id;         // the base name without extension: "BB-cat-10496597"
  std::string_view text;  // the .txt
  Annotations given;      // the .a1
  Annotations reference;  // the gold .a2 (empty when the gold has none)
};

// The gold: every document needs its .txt; the .a1 and .a2 are read against it. Documents come
// out sorted by id.
std::vector<Document> read_gold_documents(const std::vector<NamedText>& files,
                                          Diagnostics& diagnostics);

// The test set as released: the gold without its answers, a .txt and an .a1 per document, read
// as the gold's are. An .a2 beside them is left out (counted in answer_files, for a note).
struct ReleasedInput {
  std::vector<Document> documents;  // sorted by id, each with no reference
  std::size_t answer_files = 0;
};
ReleasedInput read_released_input(const std::vector<NamedText>& files, Diagnostics& diagnostics);

// The submission: one .a2 per gold document (an empty file for none), read against the gold
// document's text and .a1 ids. Keyed by document id. A submission that predicts nothing (no .a2,
// or only empty ones) is a run that found nothing: warned about (`run-empty`), not incomplete,
// and given as no prediction at all.
// `released` says the documents are the released input's rather than the gold's (the messages
// name it).
std::map<std::string, Annotations> read_predictions(const std::vector<NamedText>& files,
                                                    const std::vector<Document>& gold,
                                                    Diagnostics& diagnostics,
                                                    bool released = false);

// The codes of the two readers (the standoff codes included).
const std::vector<std::string>& documents_diagnostic_codes();

}  // namespace bioeval::bb3
