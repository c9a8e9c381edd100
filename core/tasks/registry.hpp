// The list of every task family's tasks. A new family adds one line to registry.cpp.
#pragma once

#include <vector>

#include "framework/task.hpp"

namespace bioeval {
std::vector<const Task*> registered_tasks();
}  // namespace bioeval
