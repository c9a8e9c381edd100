// A BB3 submission's documents as the page shows them (docs/documents.md; docs/tasks/bb3.md,
// "Documents"): each document's text with the gold and predicted entities, the Lives_In relations
// or the knowledge-base associations they state, and every paired item's verdict under each
// scoring the result reports, from the pairing and the sums the scored run kept (nothing is
// read or paired again).
#pragma once

#include <memory>
#include <string>
#include <string_view>

#include "framework/document_views.hpp"
#include "tasks/bb3/corpus.hpp"
#include "tasks/bb3/knowledge_bases.hpp"
#include "tasks/bb3/matching.hpp"
#include "tasks/bb3/rules.hpp"
#include "tasks/bb3/subtask.hpp"
#include "tasks/bb3/units_kb.hpp"

namespace bioeval::bb3 {

// "gold:T3", "run:R1": an entity's or relation's id in a document's detail (its side, then its
// id in the .a1 or .a2), as the pairing table's links name it.
std::string detail_id(bool gold, std::string_view id);

// "gold:562 OBT:000953": a knowledge-base association's id in the detail of a document stating it.
std::string association_id(bool gold, const Association& association);

// cat, cat+ner, event and event+ner: the views of a run's matching under `rules` (kept with its
// pairs). They borrow `corpus` and `matching`, which must outlive them.
std::unique_ptr<DocumentViews> pairing_views(const SubTask& task, const Corpus& corpus,
                                             const Rules& rules, const Matching& matching);

// kb and kb+ner: the views of a run's knowledge bases (kept per document). They borrow `corpus`
// and `units`, which must outlive them.
std::unique_ptr<DocumentViews> kb_views(const Corpus& corpus, const KbUnits& units);

}  // namespace bioeval::bb3
