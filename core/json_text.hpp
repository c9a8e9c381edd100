// JSON text written in pieces: a result of several megabytes (an error list) goes to its
// destination a buffer at a time, not first into one string, and not a call per character.
#pragma once

#include <functional>
#include <string_view>

#include "json.hpp"

namespace bioeval {

// Serializes `value` (indented by `indent` spaces, compact when negative; with `ascii`, every
// other character escaped as \uXXXX) and hands the text to `write` in pieces of up to 64 kB.
void write_json(const Json& value, int indent, bool ascii,
                const std::function<void(std::string_view)>& write);

}  // namespace bioeval
