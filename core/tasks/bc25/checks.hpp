// The rules a check of a BC II.5 run applies, with what each needs (docs/tasks/bc25.md,
// "Checking before the gold is out").
#pragma once

#include <vector>

#include "framework/check_rules.hpp"

namespace bioeval::bc25 {

enum class TaskKind { act, interactors, pairs };

std::vector<CheckRule> check_rules(TaskKind kind);

}  // namespace bioeval::bc25
