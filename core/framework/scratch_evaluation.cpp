#include "framework/scratch_evaluation.hpp"

namespace bioeval {
ScratchEvaluation::ScratchEvaluation(const TaskSpec& spec, const Inputs& inputs,
                                     const Json& options)
    : evaluation_{inputs, result_.options, result_, {}, false, {}} {
  result_.task = spec.id;
  result_.options = options;
  result_.profile = options.value("profile", spec.profiles.front());
  evaluation_.reference = reference_of(spec, inputs);
  scan_inputs(evaluation_);
}

void ScratchEvaluation::require_scorable() const {
  if (evaluation_.against_input()) {
    throw UsageError(
        "the submission is checked against the released input only: there is no "
        "gold to show it against");
  }
  if (!evaluation_.may_score()) {
    throw UsageError("the submission did not pass validation (" +
                     std::to_string(result_.diagnostics.error_count()) +
                     " error(s)); score it to see them, or force it");
  }
}

}  // namespace bioeval
