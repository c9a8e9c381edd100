#include "tasks/registry.hpp"

#include "tasks/bb3/bb3.hpp"
#include "tasks/bc25/bc25.hpp"
#include "tasks/ner/ner.hpp"
#include "tasks/ppi/ppi.hpp"
#include "tasks/tapk/tapk.hpp"

namespace bioeval {

std::vector<const Task*> registered_tasks() {
  using Family = std::vector<const Task*> (*)();
  // In the order hosts list them; a new family goes last, on a line of its own.
  const Family families[] = {
      bc25::tasks,  // BioCreative II.5
      tapk::tasks,  // TAP-k
      ner::tasks,   // Biomedical NER
      ppi::tasks,   // PPI extraction
      bb3::tasks,   // BioNLP-ST 2016 Bacteria Biotope
  };
  std::vector<const Task*> tasks;
  for (const Family family : families) {
    for (const Task* task : family()) tasks.push_back(task);
  }
  return tasks;
}

}  // namespace bioeval
