#include "framework/task.hpp"

namespace bioeval {
namespace {

// --- The reading of families not yet moved to read() (removed once every family reads once).

// What a family that has not moved to read() leaves of a submission: its inputs and options, to
// read again for a comparison or the document views.
class LegacyUnits : public RunUnits {
 public:
  LegacyUnits(Inputs given, Json resolved)
      : inputs(std::move(given)), options(std::move(resolved)) {}
  Inputs inputs;
  Json options;
};

class LegacyRun : public ScoredRun {
 public:
  LegacyRun(const Task& task, const Inputs& inputs, const Json& options)
      : task_(task), units_(std::make_shared<LegacyUnits>(inputs, options)) {}
  void report(Result& /*result*/) override {}  // evaluate() has filled it
  std::shared_ptr<const RunUnits> units() const override { return units_; }
  std::unique_ptr<DocumentViews> views() const override {
    return task_.document_views(units_->inputs, units_->options);
  }

 private:
  const Task& task_;
  std::shared_ptr<LegacyUnits> units_;
};

}  // namespace

const RoleSpec* find_role(const TaskSpec& spec, std::string_view name) {
  for (const RoleSpec& role : spec.roles) {
    if (role.name == name) return &role;
  }
  return nullptr;
}

bool has_files(const Inputs& inputs, std::string_view role) {
  const auto it = inputs.find(std::string(role));
  return it != inputs.end() && !it->second.empty();
}

Evaluation::Reference reference_of(const TaskSpec& spec, const Inputs& inputs) {
  for (const auto& role : spec.roles) {
    if (role.stands_in_for.empty()) continue;
    if (has_files(inputs, role.stands_in_for)) return Evaluation::Reference::gold;
    if (has_files(inputs, role.name)) return Evaluation::Reference::input;
    const RoleSpec* gold = find_role(spec, role.stands_in_for);
    return gold && !gold->required ? Evaluation::Reference::gold : Evaluation::Reference::none;
  }
  return find_role(spec, "gold") ? Evaluation::Reference::gold : Evaluation::Reference::none;
}

double Task::sniff_group(std::string_view role, const std::vector<FileHead>& files) const {
  if (files.empty()) return 0;
  double sum = 0;
  for (const FileHead& file : files) sum += sniff(role, file);
  return sum / static_cast<double>(files.size());
}

std::unique_ptr<ScoredRun> Task::read(Evaluation& evaluation) const {
  evaluate(evaluation);
  if (!evaluation.may_score()) return nullptr;
  return std::make_unique<LegacyRun>(*this, evaluation.inputs, evaluation.options);
}

std::unique_ptr<UnitScorer> Task::unit_scorer(
    const std::vector<std::shared_ptr<const RunUnits>>& runs, const Json& options) const {
  std::vector<Inputs> submissions;
  for (const auto& units : runs) {
    const auto* legacy = dynamic_cast<const LegacyUnits*>(units.get());
    if (!legacy) return nullptr;
    submissions.push_back(legacy->inputs);
  }
  return legacy_unit_scorer(submissions, options);
}

}  // namespace bioeval
