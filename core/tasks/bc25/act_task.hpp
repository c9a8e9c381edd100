// The bc25.act task.
#pragma once

#include "task.hpp"

namespace bioeval::bc25 {

class ActTask : public Task {
 public:
  ActTask();
  const TaskSpec& spec() const override { return spec_; }
  double sniff(std::string_view role, const FileHead& file) const override;
  void evaluate(Evaluation& evaluation) const override;

 private:
  TaskSpec spec_;
};

}  // namespace bioeval::bc25
