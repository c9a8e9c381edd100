// The bc25.act task.
#pragma once

#include "framework/task.hpp"

namespace bioeval::bc25 {

class ActTask : public DeclaredTask {
 public:
  ActTask();
  double sniff(std::string_view role, const FileHead& file) const override;
  void evaluate(Evaluation& evaluation) const override;
  std::unique_ptr<UnitScorer> legacy_unit_scorer(const std::vector<Inputs>& submissions,
                                          const Json& options) const override;
  std::unique_ptr<DocumentViews> document_views(const Inputs& inputs,
                                                const Json& options) const override;
};

}  // namespace bioeval::bc25
