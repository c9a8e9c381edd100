// The PPI family: its one task, ppi.
#pragma once

#include <vector>

#include "framework/task.hpp"

namespace bioeval::ppi {
std::vector<const Task*> tasks();
}  // namespace bioeval::ppi
