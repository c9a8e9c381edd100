// A submission's documents shown with their annotations: the gold and the predictions in their
// text (or, for ranked lists, each list with its hits marked), coloured by verdict, so a user sees
// why a document scored as it did. A task that can show its documents reads a submission once
// into DocumentViews; the host then asks for the list of documents and for one document's
// detail when it is opened (docs/documents.md); api.hpp's open_documents() opens them.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "base/json.hpp"

namespace bioeval {

class DocumentViews {
 public:
  virtual ~DocumentViews() = default;
  // The documents, in the order of the inputs: {"unit", "views", "default_view", "verdicts",
  // "documents": [{"id", "score", "counts": {view: {verdict: n}}}]} (docs/documents.md).
  virtual Json index() const = 0;
  // One document's detail: its text, annotations, relations, groups or ranked items, with their
  // verdicts under every view. Throws UsageError for an id the index does not list.
  virtual Json document(std::string_view id) const = 0;
};

// One verdict a view may give (the index lists those the task uses): `kind` says how the page
// colours it: "good" (a match), "partial" (boundary, type, substitution) or "bad" (missed,
// spurious, insertion, deletion).
struct VerdictSpec {
  std::string id, label, kind;
};

// The verdicts of annotations (NER spans; BB3 spans, relations and pairings) and of ranked lists'
// items (docs/documents.md), in the order a legend lists them; a task's index lists those it
// gives, by verdicts_json.
const std::vector<VerdictSpec>& annotation_verdicts();
const std::vector<VerdictSpec>& list_verdicts();
Json verdicts_json(const std::vector<VerdictSpec>& verdicts);

// An index as DocumentViews::index() answers it: the unit's name, the views (the first is the
// default), the verdicts (verdicts_json), the way the documents' scores get better
// (`score_better`, "higher" for every task) and the documents.
Json index_json(std::string_view unit, Json views, Json verdicts, Json documents);

}  // namespace bioeval
