// Transitional, until every family reads once (framework/task.hpp): a submission read again
// outside evaluate(), as evaluate() reads it: Task::unit_scorer() reads
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

}  // namespace bioeval
