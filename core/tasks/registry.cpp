#include "tasks/registry.hpp"

#include "tasks/bb3/bb3_task.hpp"
#include "tasks/bc25/bc25.hpp"
#include "tasks/ner/ner_tasks.hpp"
#include "tasks/ppi/ppi_task.hpp"
#include "tasks/tapk/tapk_task.hpp"

namespace bioeval {

std::vector<const Task*> registered_tasks() {
  std::vector<const Task*> tasks;
  for (const Task* task : bc25::tasks()) tasks.push_back(task);
  tasks.push_back(&tapk::task());
  for (const Task* task : ner::tasks()) tasks.push_back(task);
  tasks.push_back(&ppi::task());
  for (const Task* task : bb3::tasks()) tasks.push_back(task);
  return tasks;
}

}  // namespace bioeval
