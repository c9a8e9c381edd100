// Writing a result's JSON to a file without first making one string of it: a result of several
// megabytes (an error list) would otherwise take twice its size in fresh memory.
#pragma once

#include <cstdio>

#include "json.hpp"

namespace bioeval::cli {

// `value` as JSON text on `out` (indented by `indent` spaces; compact when negative), followed
// by a newline.
void write_json(const Json& value, int indent, std::FILE* out);

}  // namespace bioeval::cli
