// A submission read again outside evaluate(), as evaluate() reads it: Task::unit_scorer() reads
// each run this way after compare() has had evaluate() judge it, so its diagnostics are kept
// apart and not looked at.
#pragma once

#include "framework/task.hpp"

namespace bioeval {

class ScratchEvaluation {
 public:
  ScratchEvaluation(const TaskSpec& spec, const Inputs& inputs, const Json& options);
  ScratchEvaluation(const ScratchEvaluation&) = delete;
  ScratchEvaluation& operator=(const ScratchEvaluation&) = delete;

  Evaluation& get() { return evaluation_; }
  // Throws UsageError unless the submission may be scored: valid, or forced despite its errors,
  // and given the gold rather than the released input alone.
  void require_scorable() const;

 private:
  Result result_;
  Evaluation evaluation_;
};

// One scan of each input's bytes (encoding and line count), as a task expects to find them.
void scan_inputs(Evaluation& evaluation);

// What the submission is compared with: the gold when given (or carried by the run when the
// gold is optional), else the released input standing in for it (RoleSpec::stands_in_for).
// Defined in api.cpp, beside evaluate(), which decides it the same way.
Evaluation::Reference reference_of(const TaskSpec& spec, const Inputs& inputs);

}  // namespace bioeval
