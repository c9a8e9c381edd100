// The NER family: ner.iob2 and ner.bc2gm.
#pragma once

#include <vector>

#include "framework/task.hpp"

namespace bioeval::ner {
std::vector<const Task*> tasks();
}  // namespace bioeval::ner
