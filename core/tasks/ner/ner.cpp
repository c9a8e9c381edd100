#include "tasks/ner/ner.hpp"

#include "tasks/ner/ner_tasks.hpp"

namespace bioeval::ner {

std::vector<const Task*> tasks() {
  static const Iob2Task iob2;
  static const Bc2gmTask bc2gm;
  return {&iob2, &bc2gm};
}

}  // namespace bioeval::ner
