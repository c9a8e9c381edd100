#include "tasks/bb3/bb3.hpp"

#include "tasks/bb3/bb3_task.hpp"

namespace bioeval::bb3 {

std::vector<const Task*> tasks() {
  static const Bb3Task cat({Kind::cat, false}), cat_ner({Kind::cat, true}),
      event({Kind::event, false}), event_ner({Kind::event, true}), kb({Kind::kb, false}),
      kb_ner({Kind::kb, true});
  return {&cat, &cat_ner, &event, &event_ner, &kb, &kb_ner};
}

}  // namespace bioeval::bb3
