// The task interface: what a scorer declares about itself, and how it reads a submission.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "base/json.hpp"
#include "framework/cautions.hpp"
#include "framework/check_rules.hpp"
#include "framework/evaluation.hpp"
#include "framework/options.hpp"
#include "framework/scored_run.hpp"
#include "framework/unit_scorer.hpp"

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
  // `run` of every task also take the common hints of host/placement/name_hints.cpp.
  std::vector<std::string> name_hints = {};
  // The role this one replaces in a check (not in scoring): "gold" for the released test input,
  // so that a submission is checked before the answers are out. Empty for none.
  std::string stands_in_for = {};
  // A stand-in the task also reads when the gold is given (BC2GM's sentences: offsets and
  // context), so that its rules apply then too.
  bool read_with_gold = false;
};

// Which way a metric gets better: higher (F1, AUC), lower (an error rate, error counts such as
// the slot error rate's substitutions, insertions and deletions), or neither (counts and sizes
// such as TP, FP, FN or the number of documents, thresholds, the baseline's values).
enum class Better { higher, lower, neither };

// "higher", "lower" or "neither", as the task descriptions give it.
const char* better_name(Better better);

// A declared metric. Each names its direction: there is no default.
struct MetricSpec {
  MetricSpec(std::string name_, std::string definition_, Better better_)
      : name(std::move(name_)), definition(std::move(definition_)), better(better_) {}
  std::string name;
  std::string definition;  // one line
  Better better;
};

struct TaskSpec {
  std::string id;  // "<family>" or "<family>.<task>": the family is the part before the dot
  std::string group_label;  // the heading hosts list the task under ("BioCreative II.5")
  std::string title;
  std::string summary;
  std::string reference;  // the reference scorer the official profile reproduces
  std::vector<RoleSpec> roles;
  std::vector<OptionSpec> options;  // task options; `force` is added for every task
  std::vector<MetricSpec> metrics;
  // The headline: the number the reference scorer prints as its result (hosts show it first), a
  // metric or a template ("k=<k>.tap") for the first metric it names; other criteria follow.
  // Each family's doc (docs/tasks/) says which number it is and why.
  std::string main_metric;
  std::vector<std::string> diagnostics;  // every diagnostic code the task can report
  std::vector<std::string> profiles = {"official"};
  std::vector<std::string> layouts;  // reference scorers' output layouts the task can print
  // Every rule a check applies to a submission; a result of a check lists those it applied and
  // those that needed the gold (see Result::rules_checked).
  std::vector<CheckRule> checks = {};
  // The warning codes that cost points, each counted over the items of one kind of the run
  // (see framework/cautions.hpp); `run-empty` is added for every task that takes a run.
  std::vector<CostlyWarning> costly_warnings = {};
};

// The start of a file as a host sniffs it: its base name and its first bytes.
struct FileHead {
  std::string_view name;
  std::string_view head;
};

// The declared role of that name, or nullptr.
const RoleSpec* find_role(const TaskSpec& spec, std::string_view name);

// True when the role was given at least one file.
bool has_files(const Inputs& inputs, std::string_view role);

// What the submission is compared with: the gold when given (or carried by the run when the
// gold is optional), else the released input standing in for it (RoleSpec::stands_in_for).
Evaluation::Reference reference_of(const TaskSpec& spec, const Inputs& inputs);

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
  // Reads the inputs, once: checks them (evaluation.diagnostics(), and notes about the reading)
  // and, when they may be scored (evaluation.may_score()), matches the run against the gold.
  // Returns what was read, from which the result's scores, a comparison's units and the document
  // views all come; nothing when nothing is scored.
  virtual std::unique_ptr<ScoredRun> read(Evaluation& evaluation) const = 0;
  // Runs read by read() against the same gold, resources and options (`options`, resolved), as
  // the units of a comparison (host/compare.hpp): their metrics on any sample of units come from
  // the task's one metric function, and equal those of the result on every unit once. Nothing
  // for a task that does not compare runs.
  virtual std::unique_ptr<UnitScorer> unit_scorer(
      const std::vector<std::shared_ptr<const RunUnits>>& /*runs*/, const Json& /*options*/) const {
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
