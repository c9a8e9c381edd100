// INT and IPT articles as document views (docs/documents.md; docs/tasks/bc25.md, "Documents"):
// each evaluated article's ranked hits marked TP or FP as the scorer judges them, and the gold
// items it never retrieved.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "framework/document_views.hpp"
#include "framework/task.hpp"
#include "tasks/bc25/items.hpp"
#include "tasks/bc25/units.hpp"

namespace bioeval::bc25 {

// The position among a document's gold items (in Item order) of the item of `hit`, or
// items.size(): hashes are compared first, and the item's text only when they are equal.
std::size_t find_gold_item(const std::vector<Item>& items, const Run& run, const Hit& hit);

// A gold article's hits in a run, scored as evaluate() scores them (items_task.cpp): its
// measures and each hit's relevance after the cutoff (a repeated gold item is a false positive).
ArticleHits article_hits(const GoldDocument& gold, const Run& run, const RunDocument* document,
                         bool all_documents, std::uint64_t cutoff);

// The views of the articles of a bc25.int or bc25.ipt submission; `options` are resolved.
std::unique_ptr<DocumentViews> open_item_views(const TaskSpec& spec, const ItemKind& kind,
                                               const Inputs& inputs, const Json& options);

}  // namespace bioeval::bc25
