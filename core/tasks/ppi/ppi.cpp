#include "tasks/ppi/ppi.hpp"

#include "tasks/ppi/ppi_task.hpp"

namespace bioeval::ppi {

std::vector<const Task*> tasks() {
  static const PpiTask ppi;
  return {&ppi};
}

}  // namespace bioeval::ppi
