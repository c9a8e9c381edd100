// Emitted metric names tied to the names a task declares: most are declared as they are, families
// by a template whose `<placeholder>` parts stand for text (`k=<k>.tap` for `k=5.tap`).
#pragma once

#include <string_view>
#include <vector>

#include "framework/task.hpp"

namespace bioeval {

// How much of a name a placeholder may stand for.
enum class Placeholder {
  part,  // one dot-free part, not empty: `k=5`, `protein`
  text,  // any text, dots included, even empty: `0.5` in `t=0.5.tap`
};

// Whether `name` is `declared` with each of its placeholders replaced as `placeholder` allows (a
// declared name without placeholders only by itself).
bool instantiates(std::string_view name, std::string_view declared, Placeholder placeholder);

// The declared metrics `name` instantiates, under the first of these rules that gives any: the
// name itself; templates whose placeholders stand for one part each; templates whose
// placeholders stand for any text. A name undeclared gives none, an ambiguous one several.
std::vector<const MetricSpec*> declared_matches(const std::vector<MetricSpec>& declared,
                                                std::string_view name);

// The declared metric `name` instantiates, when exactly one does; nullptr otherwise.
const MetricSpec* declared_metric(const std::vector<MetricSpec>& declared, std::string_view name);

}  // namespace bioeval
