#include "host/api.hpp"

#include <algorithm>

#include "framework/metric_names.hpp"
#include "tasks/registry.hpp"

namespace bioeval {
namespace {

OptionSpec force_option() {
  return {"force", OptionType::boolean, false,
          "score even when validation found errors (lines with errors are left out)"};
}

OptionSpec profile_option(const TaskSpec& spec) {
  return OptionSpec("profile", OptionType::choice, spec.profiles.front(),
                    "official: the reference scorer's numbers; published: the published definition")
      .one_of(spec.profiles);
}

// The role that may replace `role` in a check, if any.
const RoleSpec* stand_in_for(const TaskSpec& spec, std::string_view role) {
  for (const auto& r : spec.roles) {
    if (r.stands_in_for == role) return &r;
  }
  return nullptr;
}

void check_roles(const TaskSpec& spec, const Inputs& inputs, Mode mode) {
  for (const auto& entry : inputs) {
    const RoleSpec* role = find_role(spec, entry.first);
    if (!role) throw UsageError("task " + spec.id + " has no input '" + entry.first + "'");
    if (entry.second.size() > 1 && !role->multiple) {
      throw UsageError("input '" + entry.first + "' of task " + spec.id + " takes one file");
    }
  }
  for (const auto& role : spec.roles) {
    if (!role.required || has_files(inputs, role.name)) continue;
    const RoleSpec* stand_in = stand_in_for(spec, role.name);
    if (mode == Mode::validate && stand_in && has_files(inputs, stand_in->name)) continue;
    std::string message =
        "task " + spec.id + " needs the input '" + role.name + "' (" + role.help + ")";
    if (stand_in) {
      message += mode == Mode::validate
                     ? " or, to check without it, '" + stand_in->name + "' (" + stand_in->help + ")"
                     : "; without it, 'bioeval check' checks a submission against '" +
                           stand_in->name + "'";
    }
    throw UsageError(message);
  }
  // A released input without its gold can only be checked, whether or not the gold is required.
  for (const auto& role : spec.roles) {
    if (mode == Mode::score && !role.stands_in_for.empty() && has_files(inputs, role.name) &&
        !has_files(inputs, role.stands_in_for)) {
      throw UsageError("task " + spec.id + " scores against the '" + role.stands_in_for +
                       "'; the '" + role.name + "' alone serves 'bioeval check'");
    }
  }
}

const char* needs_name(Needs needs) {
  switch (needs) {
    case Needs::run_only:
      return "run";
    case Needs::input_or_gold:
      return "input-or-gold";
    case Needs::gold:
      return "gold";
    case Needs::input:
      return "input";
  }
  return "";
}

// A check lists the rules it applied and those that needed the gold.
void list_rules(const TaskSpec& spec, const Inputs& inputs, Evaluation::Reference reference,
                Result& result) {
  using Reference = Evaluation::Reference;
  // The rules of the released input apply when it is read: in place of the gold, or beside it.
  bool input_read = reference == Reference::input;
  for (const auto& role : spec.roles) {
    input_read |= role.read_with_gold && has_files(inputs, role.name);
  }
  for (const CheckRule& rule : spec.checks) {
    switch (rule.needs) {
      case Needs::run_only:
        result.rules_checked.push_back(rule);
        break;
      case Needs::input_or_gold:
        (reference != Reference::none ? result.rules_checked : result.rules_need_gold)
            .push_back(rule);
        break;
      case Needs::gold:
        (reference == Reference::gold ? result.rules_checked : result.rules_need_gold)
            .push_back(rule);
        break;
      case Needs::input:
        if (input_read) result.rules_checked.push_back(rule);
        break;
    }
  }
}

std::vector<InputSummary> summarize(const TaskSpec& spec, const Inputs& inputs,
                                    const std::map<const InputFile*, TextScan>& scans) {
  std::vector<InputSummary> out;
  for (const auto& role : spec.roles) {
    const auto it = inputs.find(role.name);
    if (it == inputs.end()) continue;
    for (const auto& file : it->second) {
      out.push_back({role.name, file.name, file.bytes.size(), scans.at(&file).lines, file.sha256});
    }
  }
  return out;
}

// Each metric declared by a template names it, so that hosts find its definition.
void name_templates(const TaskSpec& spec, std::vector<Metric>& metrics) {
  for (Metric& metric : metrics) {
    const MetricSpec* declared = declared_metric(spec.metrics, metric.name);
    if (declared && declared->name != metric.name) metric.template_name = declared->name;
  }
}

// The task's costly warnings, and those every task that takes a run shares.
std::vector<CostlyWarning> costly_warnings(const TaskSpec& spec) {
  std::vector<CostlyWarning> out = spec.costly_warnings;
  if (find_role(spec, "run")) {
    out.push_back({"run-empty", "run", "", "the run is empty: every gold item is missed"});
  }
  return out;
}

}  // namespace

const std::vector<const Task*>& all_tasks() {
  static const std::vector<const Task*> tasks = registered_tasks();
  return tasks;
}

const Task& find_task(std::string_view id) {
  for (const Task* task : all_tasks()) {
    if (task->spec().id == id) return *task;
  }
  std::string known;
  for (const Task* task : all_tasks()) known += (known.empty() ? "" : ", ") + task->spec().id;
  throw UsageError("unknown task '" + std::string(id) + "'; known tasks: " + known);
}

std::vector<OptionSpec> all_options(const TaskSpec& spec) {
  std::vector<OptionSpec> options;
  if (spec.profiles.size() > 1) options.push_back(profile_option(spec));
  options.insert(options.end(), spec.options.begin(), spec.options.end());
  options.push_back(force_option());
  return options;
}

Json describe(const Task& task) {
  const TaskSpec& spec = task.spec();
  Json roles = Json::array();
  for (const auto& r : spec.roles) {
    roles.push_back({{"name", r.name},
                     {"format", r.format},
                     {"help", r.help},
                     {"required", r.required},
                     {"multiple", r.multiple}});
    if (!r.stands_in_for.empty()) roles.back()["stands_in_for"] = r.stands_in_for;
  }
  Json options = Json::array();
  for (const auto& o : all_options(spec)) options.push_back(option_spec_json(o));
  Json metrics = Json::array();
  for (const auto& m : spec.metrics) {
    metrics.push_back(
        {{"name", m.name}, {"definition", m.definition}, {"better", better_name(m.better)}});
  }
  Json checks = Json::array();
  for (const auto& c : spec.checks) {
    checks.push_back({{"rule", c.text}, {"codes", c.codes}, {"needs", needs_name(c.needs)}});
  }
  Json costly = Json::array();
  for (const auto& w : costly_warnings(spec)) {
    costly.push_back({{"code", w.code}, {"input", w.input}, {"items", w.items}});
  }
  return {{"id", spec.id},
          {"group_label", spec.group_label},
          {"title", spec.title},
          {"summary", spec.summary},
          {"reference", spec.reference},
          {"profiles", spec.profiles},
          {"roles", roles},
          {"options", options},
          {"metrics", metrics},
          {"main_metric", spec.main_metric},
          {"diagnostics", spec.diagnostics},
          {"checks", checks},
          {"costly_warnings", costly},
          {"layouts", spec.layouts}};
}

Json describe_all() {
  Json out = Json::array();
  for (const Task* task : all_tasks()) out.push_back(describe(*task));
  return out;
}

Json sniff(const FileHead& file) {
  struct Candidate {
    std::string task, role;
    double score;
  };
  std::vector<Candidate> candidates;
  for (const Task* task : all_tasks()) {
    for (const auto& role : task->spec().roles) {
      const double score = task->sniff(role.name, {file.name, without_bom(file.head)});
      if (score > 0) candidates.push_back({task->spec().id, role.name, score});
    }
  }
  std::stable_sort(candidates.begin(), candidates.end(),
                   [](const Candidate& a, const Candidate& b) { return a.score > b.score; });
  Json out = Json::array();
  for (const auto& c : candidates) {
    out.push_back({{"task", c.task}, {"role", c.role}, {"score", c.score}});
  }
  return out;
}

Scoring score(const Task& task, const Inputs& inputs, const Json& options, ProgressFn progress,
              Mode mode) {
  const TaskSpec& spec = task.spec();
  check_roles(spec, inputs, mode);
  Scoring scoring;
  Result& result = scoring.result;
  result.checked_only = mode == Mode::validate;
  result.task = spec.id;
  result.options = resolve_options(all_options(spec), options);
  result.profile = result.options.value("profile", spec.profiles.front());
  Evaluation evaluation{inputs, result.options, result, std::move(progress), mode == Mode::validate,
                        {}};
  evaluation.reference = reference_of(spec, inputs);
  if (result.checked_only) list_rules(spec, inputs, evaluation.reference, result);
  scan_inputs(evaluation);
  result.inputs = summarize(spec, inputs, evaluation.scans);
  scoring.run = task.read(evaluation);
  result.cautions =
      cautions_of(costly_warnings(spec), result.diagnostics, evaluation.cautions, result.options);
  result.scored = evaluation.may_score();
  if (scoring.run) scoring.run->report(result);
  name_templates(spec, result.metrics);

  if (mode == Mode::score && !result.valid() && result.options.value("force", false)) {
    result.forced = true;
    result.note("forced", "scored despite " + std::to_string(result.diagnostics.error_count()) +
                              " validation errors because the option force is set; the "
                              "organizers' scorer would reject this submission");
  }
  if (result.diagnostics.dropped() > 0) {
    result.note("diagnostics-truncated",
                std::to_string(result.diagnostics.dropped()) +
                    " further diagnostics are counted in diagnostic_counts but not "
                    "listed (at most 100 are listed per code and input)");
  }
  return scoring;
}

Result evaluate(const Task& task, const Inputs& inputs, const Json& options, ProgressFn progress,
                Mode mode) {
  return std::move(score(task, inputs, options, std::move(progress), mode).result);
}

}  // namespace bioeval
