// The tapk task: threshold average precision of ranked retrieval lists, as tap.pl 1.8 and its
// port tapk.py compute it. Specification: docs/tasks/tapk.md.
#pragma once

#include "task.hpp"

namespace bioeval::tapk {

class TapkTask : public Task {
 public:
  TapkTask();
  const TaskSpec& spec() const override { return spec_; }
  double sniff(std::string_view role, const FileHead& file) const override;
  void evaluate(Evaluation& evaluation) const override;
  std::string layout(std::string_view name, const Json& result) const override;

 private:
  TaskSpec spec_;
};

const Task& task();

}  // namespace bioeval::tapk
