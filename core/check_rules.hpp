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
};

// A rule of a check, in one line, with every diagnostic code it reports.
struct CheckRule {
  std::string text;
  std::vector<std::string> codes;
  Needs needs = Needs::run_only;
};

}  // namespace bioeval
