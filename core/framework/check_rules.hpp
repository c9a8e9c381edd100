// The rules a check applies to a submission, and what each needs besides the submission itself.
#pragma once

#include <string>
#include <vector>

namespace bioeval {

// What a rule compares the submission with.
enum class Needs {
  run_only,       // the submission alone (its format, ranks, scores)
  input_or_gold,  // the released test input, or the gold (ids, tokens, offsets, text)
  gold,           // the answers (e.g. gold documents with no hits)
  // The released input only: what the gold cannot tell, as a document of the test set that a
  // ranked task's gold leaves out for having no answers; a check against the gold does not
  // apply it (and may apply a rule of its own instead).
  input,
};

// A rule of a check, in one line, with every diagnostic code it reports.
struct CheckRule {
  std::string text;
  std::vector<std::string> codes;
  Needs needs = Needs::run_only;
};

}  // namespace bioeval
