// How the ppi task's inputs are recognized from their first bytes (Task::sniff): the corpus XML
// (the gold or the released input), the run and the folds file.
#pragma once

#include <string_view>

#include "framework/task.hpp"

namespace bioeval::ppi {

// How likely (0..1) it is that `file` is the ppi task's input of `role`.
double sniff_input(std::string_view role, const FileHead& file);

}  // namespace bioeval::ppi
