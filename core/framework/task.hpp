// The task interface: what a scorer declares about itself, and how it is run.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "framework/check_rules.hpp"
#include "framework/document_views.hpp"
#include "base/text.hpp"
#include "base/json.hpp"
#include "framework/unit_scorer.hpp"
#include "framework/options.hpp"
#include "framework/result.hpp"

namespace bioeval {

// An input a task takes: "gold", "run", or a task-specific role such as "ontology".
struct RoleSpec {
  std::string name;
  std::string format;  // short name of the file format, e.g. "bc25-int-run"
  std::string help;    // the layout in one line
  bool required = true;
  bool multiple = false;  // several files form one input (concatenated)
  // Words of file names that point at this role ("gene", "altgene", "obo"; "pred*" matches any
  // word starting with "pred"; "new-in-dev" matches those words in a row). The roles `gold` and
  // `run` of every task also take the common hints of core/placement.cpp.
  std::vector<std::string> name_hints = {};
  // The role this one replaces in a check (not in scoring): "gold" for the released test input,
  // so that a submission is checked before the answers are out. Empty for none.
  std::string stands_in_for = {};
  // A stand-in the task also reads when the gold is given (BC2GM's sentences: offsets and
  // context), so that its rules apply then too.
  bool read_with_gold = false;
};

struct MetricSpec {
  std::string name;
  std::string definition;  // one line
};

struct TaskSpec {
  std::string id;
  std::string family;
  std::string title;
  std::string summary;
  std::string reference;  // the reference scorer the official profile reproduces
  std::vector<RoleSpec> roles;
  std::vector<OptionSpec> options;  // task options; `force` is added for every task
  std::vector<MetricSpec> metrics;
  // The score a reader looks at first (hosts show it first): a metric, or a template ("k=<k>.tap")
  // for the first metric of its family; empty for the first metric reported.
  std::string main_metric;
  std::vector<std::string> diagnostics;  // every diagnostic code the task can report
  std::vector<std::string> profiles = {"official"};
  std::vector<std::string> layouts;  // reference scorers' output layouts the task can print
  // Every rule a check applies to a submission; a result of a check lists those it applied and
  // those that needed the gold (see Result::rules_checked).
  std::vector<CheckRule> checks = {};
};

struct InputFile {
  std::string name;
  std::string_view bytes;
  std::string sha256;  // optional, computed by the host
};

using Inputs = std::map<std::string, std::vector<InputFile>>;

// The one file of a role that takes one, as a task reads it: the file, its checked text and
// its share of the progress.
struct SingleInput {
  const InputFile& file;
  TextInput text;
  ProgressFn progress;
};

// Everything a task's evaluate() works with.
struct Evaluation {
  const Inputs& inputs;
  const Json& options;  // resolved: every declared option present
  Result& result;
  ProgressFn progress;         // overall progress over all inputs, in bytes
  bool validate_only = false;  // check the inputs, compute nothing
  // One scan of each input's bytes (encoding and line count), made before the task runs.
  std::map<const InputFile*, TextScan> scans;

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

// The start of a file as a host sniffs it: its base name and its first bytes.
struct FileHead {
  std::string_view name;
  std::string_view head;
};

class Task {
 public:
  virtual ~Task() = default;
  virtual const TaskSpec& spec() const = 0;
  // How likely (0..1) it is, from its content, that this file is this task's input of `role`.
  // The name may help tell files of one format apart (an .a1 from a .txt), never the role.
  virtual double sniff(std::string_view role, const FileHead& file) const = 0;
  // The same for files dropped together as one folder or archive, for a role that takes several
  // files: by default the mean of their fits (a file that fits nothing lowers it).
  virtual double sniff_group(std::string_view role, const std::vector<FileHead>& files) const;
  // Validates the inputs, adds diagnostics and, when allowed, metrics, tables and curves.
  virtual void evaluate(Evaluation& evaluation) const = 0;
  // Several valid runs as units for a comparison (core/compare.hpp): each submission holds the
  // same gold and resources and one run; `options` are resolved. Its metrics on every unit
  // equal those evaluate() reports under the same names. Nothing for a task that cannot.
  virtual std::unique_ptr<UnitScorer> unit_scorer(const std::vector<Inputs>& /*submissions*/,
                                                  const Json& /*options*/) const {
    return nullptr;
  }
  // The submission's documents with their annotations and verdicts (core/document_views.hpp),
  // read as evaluate() reads them; `options` are resolved. Nothing for a task that cannot show
  // them.
  virtual std::unique_ptr<DocumentViews> document_views(const Inputs& /*inputs*/,
                                                        const Json& /*options*/) const {
    return nullptr;
  }
  // The result as the reference scorer prints it, in one of spec().layouts.
  virtual std::string layout(std::string_view name, const Json& /*result*/) const {
    throw UsageError("task " + spec().id + " has no output layout '" + std::string(name) + "'");
  }
};

// The base of a task that declares itself once, in its constructor, into spec_.
class DeclaredTask : public Task {
 public:
  const TaskSpec& spec() const final { return spec_; }

 protected:
  TaskSpec spec_;
};

}  // namespace bioeval
