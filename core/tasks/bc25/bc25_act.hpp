// The bc25.act task.
#pragma once

#include "framework/task.hpp"

namespace bioeval::bc25 {

class ActTask : public DeclaredTask {
 public:
  ActTask();
  double sniff(std::string_view role, const FileHead& file) const override;
  std::unique_ptr<ScoredRun> read(Evaluation& evaluation) const override;
  std::unique_ptr<UnitScorer> unit_scorer(const std::vector<std::shared_ptr<const RunUnits>>& runs,
                                          const Json& options) const override;
};

}  // namespace bioeval::bc25
