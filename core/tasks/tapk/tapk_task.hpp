// The tapk task: threshold average precision of ranked retrieval lists, as tap.pl 1.8 and its
// port tapk.py compute it. Specification: docs/tasks/tapk.md.
#pragma once

#include "framework/task.hpp"

namespace bioeval::tapk {

class TapkTask : public DeclaredTask {
 public:
  TapkTask();
  double sniff(std::string_view role, const FileHead& file) const override;
  void evaluate(Evaluation& evaluation) const override;
  std::unique_ptr<UnitScorer> legacy_unit_scorer(const std::vector<Inputs>& submissions,
                                          const Json& options) const override;
  std::unique_ptr<DocumentViews> document_views(const Inputs& inputs,
                                                const Json& options) const override;
  std::string layout(std::string_view name, const Json& result) const override;
};

}  // namespace bioeval::tapk
