// How TAP-k's retrieval lists are recognized from their first bytes.
#pragma once

#include <string_view>

namespace bioeval::tapk {

// How likely (0..1) `head` starts retrieval lists: a query line, a count and records in that
// order.
double lists_fit(std::string_view head);

}  // namespace bioeval::tapk
