#include "tasks/tapk/tapk.hpp"

#include "tasks/tapk/tapk_task.hpp"

namespace bioeval::tapk {

std::vector<const Task*> tasks() {
  static const TapkTask tapk;
  return {&tapk};
}

}  // namespace bioeval::tapk
