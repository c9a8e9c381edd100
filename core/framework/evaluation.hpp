// What a task reads: the files a host gives it, by role, and the evaluation its read() works with
// (the options, the diagnostics and notes of the result, the progress).
#pragma once

#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "base/json.hpp"
#include "base/text.hpp"
#include "framework/cautions.hpp"
#include "framework/result.hpp"

namespace bioeval {

struct InputFile {
  std::string name;
  std::string_view bytes;
  std::string sha256;  // optional, computed by the host
};

// The files of a submission by role ("gold", "run", "ontology", …).
using Inputs = std::map<std::string, std::vector<InputFile>>;

// The one file of a role that takes one, as a task reads it: the file, its checked text and
// its share of the progress.
struct SingleInput {
  const InputFile& file;
  TextInput text;
  ProgressFn progress;
};

// Everything a task's read() works with.
struct Evaluation {
  const Inputs& inputs;
  const Json& options;  // resolved: every declared option present
  Result& result;
  ProgressFn progress;         // overall progress over all inputs, in bytes
  bool validate_only = false;  // check the inputs, compute nothing
  // One scan of each input's bytes (encoding and line count), made before the task reads them.
  std::map<const InputFile*, TextScan> scans;
  // What the reading found about the task's costly warnings: the items of each kind the run
  // holds, and the patterns behind the warnings (framework/cautions.hpp).
  CautionFindings cautions = {};

  Diagnostics& diagnostics() { return result.diagnostics; }
  // True when scoring should go on: not only validating, and no errors so far or forced.
  bool may_score() const {
    return !validate_only && (result.valid() || options.value("force", false));
  }
  // Progress for one input file, mapped onto the overall progress.
  ProgressFn progress_for(const InputFile& file) const;
  // An input as checked text (see check_text), reusing its scan; an empty one is judged by
  // `empty`, by default as its role is (see emptiness_of).
  TextInput text(std::string_view role, const InputFile& file);
  TextInput text(std::string_view role, const InputFile& file, Emptiness empty);
  // True when the submission is checked against the released input standing in for the gold
  // (RoleSpec::stands_in_for): a check with that role given and the gold not.
  bool against_input() const { return reference == Reference::input; }
  // What the submission is compared with: the gold, the released input, or nothing (a task with
  // no gold, or whose run carries it).
  enum class Reference { gold, input, none } reference = Reference::gold;
  // True when the role was given at least one file (an optional role may be absent).
  bool has(std::string_view role) const;
  // The file of a role given one (see has), as text() and progress_for() take it.
  SingleInput single(std::string_view role);
  SingleInput single(std::string_view role, Emptiness empty);
};

// A role named `run` is a submission: empty, it found nothing (scored, with a warning); any
// other input must hold data. A task whose run also carries the gold says so at its call.
inline Emptiness emptiness_of(std::string_view role) {
  return role == "run" ? Emptiness::submission : Emptiness::rejected;
}

// One scan of each input's bytes (encoding and line count), as a task expects to find them: the
// one pass over the bytes that every reading of a submission starts with, counted by role
// (readings()).
void scan_inputs(Evaluation& evaluation);

// How many times the inputs of `role` have been read (scanned by scan_inputs) in this process:
// the count by which tests show that a request reads each run once.
std::size_t readings(std::string_view role);

}  // namespace bioeval
