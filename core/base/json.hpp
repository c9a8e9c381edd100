// The JSON type used for results, options and task descriptions: keys keep their insertion order
// so that results read in the order a task reports them.
#pragma once

#include <nlohmann/json.hpp>

namespace bioeval {
using Json = nlohmann::ordered_json;
}  // namespace bioeval
