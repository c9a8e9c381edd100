// A BB3 submission's documents as the page shows them (docs/documents.md; docs/tasks/bb3.md,
// "Documents"): each document's text with the gold and predicted entities, the Lives_In relations
// or the knowledge-base associations they state, and every paired item's verdict under each
// scoring the result reports, from the pairing the scorer itself makes.
#pragma once

#include <cstddef>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "framework/document_views.hpp"
#include "tasks/bb3/knowledge_bases.hpp"
#include "tasks/bb3/report.hpp"

namespace bioeval::bb3 {

// "gold:T3", "run:R1": an entity's or relation's id in a document's detail (its side, then its
// id in the .a1 or .a2), as the pairing table's links name it.
std::string detail_id(bool gold, std::string_view id);

// "gold:562 OBT:000953": a knowledge-base association's id in the detail of a document stating it.
std::string association_id(bool gold, const Association& association);

// For each association one side states, the first document (in the order of ids) stating it,
// where the kb pairing table links it. `merged` as for knowledge_base.
using AssociationKey = std::pair<std::string, std::string>;  // taxon, concept
std::map<AssociationKey, std::size_t> first_documents_stating(
    const std::vector<ScoredDocument>& documents, bool gold, bool merged);

// The views of the documents of `in`; `owner` keeps alive what `in` refers to (the parsed
// inputs), as long as the views live.
std::unique_ptr<DocumentViews> open_document_views(const ReportInputs& in,
                                                   std::shared_ptr<const void> owner);

}  // namespace bioeval::bb3
