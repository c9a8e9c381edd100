// The TAP-k family: its one task, tapk.
#pragma once

#include <vector>

#include "framework/task.hpp"

namespace bioeval::tapk {
std::vector<const Task*> tasks();
}  // namespace bioeval::tapk
