#include "tasks/registry.hpp"

#include "tasks/bb3/bb3.hpp"
#include "tasks/bc25/bc25.hpp"
#include "tasks/ner/ner.hpp"
#include "tasks/ppi/ppi.hpp"
#include "tasks/tapk/tapk.hpp"

namespace bioeval {

std::vector<const Task*> registered_tasks() {
  using Family = std::vector<const Task*> (*)();
  const Family families[] = {
      bc25::tasks, tapk::tasks, ner::tasks, ppi::tasks, bb3::tasks,
  };
  std::vector<const Task*> tasks;
  for (const Family family : families) {
    for (const Task* task : family()) tasks.push_back(task);
  }
  return tasks;
}

}  // namespace bioeval
