// The schema of each BB3 sub-task: which annotations an .a2 may hold, their types, the roles and
// types of relation arguments, what normalizations apply to and how many. The official evaluator
// refuses to score a submission that breaks it (unless forced). Specification: docs/tasks/bb3.md,
// "Files".
#pragma once

#include <string>
#include <vector>

#include "base/diagnostics.hpp"
#include "tasks/bb3/read_ontology.hpp"
#include "tasks/bb3/read_standoff.hpp"
#include "tasks/bb3/subtask.hpp"

namespace bioeval::bb3 {

enum class Origin { gold, prediction };

// Checks `file` (a document's .a2) against the schema of `task`, with `given` the document's .a1.
// Gold files may hold Equiv lines (a prediction's are ignored with a warning); the number of
// referents per entity is checked on predictions only. `ontology` (when not null) is the
// vocabulary of OntoBiotope referents.
void check_schema(const SubTask& task, Origin origin, const Annotations& given,
                  const Annotations& file, const Ontology* ontology, Diagnostics& diagnostics);

// The codes check_schema reports.
const std::vector<std::string>& schema_diagnostic_codes();

}  // namespace bioeval::bb3
