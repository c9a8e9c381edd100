// Plain-text rendering of results and task descriptions, generic over tasks.
#pragma once

#include <string>

#include "base/json.hpp"

namespace bioeval::cli {

// A readable report of one schema-1 result: inputs, diagnostics (errors first, with the
// offending line), metrics, notes; with `detail`, the definition of each declared metric or
// template the metrics instantiate (from `task`, its description) and every table too.
std::string text_report(const Json& result, bool detail, const Json& task);

std::string tasks_text(const Json& tasks);
std::string task_text(const Json& task);

// A table ({title, columns, rows}) as aligned text, its title first.
std::string table_text(const Json& table);

// A number for reading: integers as such, others with up to 6 decimals.
std::string display_number(const Json& value);

}  // namespace bioeval::cli
