// The ppi task: protein–protein interaction extraction scored on the candidate pairs of a gold
// corpus in the unified PPI XML, micro and macro, with the all-true baseline. Specification:
// docs/tasks/ppi.md.
#pragma once

#include "framework/task.hpp"

namespace bioeval::ppi {

class PpiTask : public DeclaredTask {
 public:
  PpiTask();
  double sniff(std::string_view role, const FileHead& file) const override;
  void evaluate(Evaluation& evaluation) const override;
  std::unique_ptr<UnitScorer> legacy_unit_scorer(const std::vector<Inputs>& submissions,
                                                 const Json& options) const override;
  std::unique_ptr<DocumentViews> document_views(const Inputs& inputs,
                                                const Json& options) const override;
};

}  // namespace bioeval::ppi
