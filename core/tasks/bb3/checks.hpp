// The rules a check of a BB3 submission applies, with the codes each reports and what each needs
// besides the submission: nearly all can be applied with the test set as released (the .txt and
// .a1 of each document), none needs the answers. Specification: docs/tasks/bb3.md, "Checking
// before the gold is out".
#pragma once

#include <vector>

#include "framework/check_rules.hpp"
#include "tasks/bb3/subtask.hpp"

namespace bioeval::bb3 {

std::vector<CheckRule> check_rules(const SubTask& task);

}  // namespace bioeval::bb3
