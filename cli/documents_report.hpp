// The documents of a submission (docs/documents.md) as a person reads them at a terminal.
#pragma once

#include <string>

#include "base/json.hpp"

namespace bioeval::cli {

// A line per document: its id, its score and its verdict counts under the default view.
std::string index_text(const Json& index);

// The document's text, then each annotation, relation or ranked item with its verdict under
// every view.
std::string document_text(const Json& document);

}  // namespace bioeval::cli
