// The ppi task: protein–protein interaction extraction scored on the candidate pairs of a gold
// corpus in the unified PPI XML, micro and macro, with the all-true baseline. Specification:
// docs/tasks/ppi.md.
#pragma once

#include "task.hpp"

namespace bioeval::ppi {

class PpiTask : public Task {
 public:
  PpiTask();
  const TaskSpec& spec() const override { return spec_; }
  double sniff(std::string_view role, const FileHead& file) const override;
  void evaluate(Evaluation& evaluation) const override;

 private:
  TaskSpec spec_;
};

const Task& task();

}  // namespace bioeval::ppi
