#include "tasks/bc25/bc25.hpp"

#include "tasks/bc25/bc25_act.hpp"
#include "tasks/bc25/bc25_items.hpp"

namespace bioeval::bc25 {

std::vector<const Task*> tasks() {
  static const ActTask act;
  static const ItemTask interactors("bc25.int", 1);
  static const ItemTask pairs("bc25.ipt", 2);
  return {&act, &interactors, &pairs};
}

}  // namespace bioeval::bc25
