// BioCreative II.5: article classification (ACT), interactor normalization (INT) and
// interaction pairs (IPT), scored as bc-evaluate 2.3.1 does. Specification: docs/tasks/bc25.md.
#pragma once

#include <vector>

#include "framework/task.hpp"

namespace bioeval::bc25 {
std::vector<const Task*> tasks();
}  // namespace bioeval::bc25
