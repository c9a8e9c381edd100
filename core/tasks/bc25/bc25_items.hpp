// The bc25.int and bc25.ipt tasks.
#pragma once

#include <string>

#include "framework/task.hpp"
#include "tasks/bc25/read_items.hpp"

namespace bioeval::bc25 {

class ItemTask : public DeclaredTask {
 public:
  // arity 1: INT (accessions); arity 2: IPT (unordered pairs).
  ItemTask(std::string id, std::size_t arity);
  double sniff(std::string_view role, const FileHead& file) const override;
  std::unique_ptr<ScoredRun> read(Evaluation& evaluation) const override;
  std::unique_ptr<UnitScorer> unit_scorer(const std::vector<std::shared_ptr<const RunUnits>>& runs,
                                          const Json& options) const override;

 private:
  ItemKind kind_;
};

}  // namespace bioeval::bc25
