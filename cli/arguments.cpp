#include "arguments.hpp"

#include <algorithm>

#include "api.hpp"

namespace bioeval::cli {
namespace {

bool takes_task(const std::string& verb) {
  return verb == "describe" || verb == "check" || verb == "score";
}

const RoleSpec* find_role(const TaskSpec& spec, const std::string& flag) {
  for (const auto& role : spec.roles) {
    if (flag_of(role.name) == flag) return &role;
  }
  return nullptr;
}

const OptionSpec* find_option(const std::vector<OptionSpec>& options, const std::string& flag) {
  for (const auto& option : options) {
    if (flag_of(option.name) == flag) return &option;
  }
  return nullptr;
}

// --format json|text|LAYOUT, a layout being one the task declares.
void read_format(const std::string& name, const Task* task, Command& command) {
  if (name == "json" || name == "text") {
    command.output = name == "json" ? Output::json : Output::text;
    return;
  }
  const std::vector<std::string> none;
  const auto& layouts = task ? task->spec().layouts : none;
  if (std::find(layouts.begin(), layouts.end(), name) == layouts.end()) {
    std::string known = "json, text";
    for (const auto& layout : layouts) known += ", " + layout;
    throw UsageError("--format takes one of: " + known);
  }
  command.output = Output::layout;
  command.layout = name;
}

// Applies the flags after `bioeval VERB TASK`.
void read_flags(const std::vector<std::string>& args, std::size_t from, Command& command) {
  const Task* task = command.task.empty() ? nullptr : &find_task(command.task);
  const std::vector<OptionSpec> options =
      task ? all_options(task->spec()) : std::vector<OptionSpec>{};
  Json flagged = Json::object();
  Json from_json = Json::object();
  for (std::size_t i = from; i < args.size(); ++i) {
    const std::string& arg = args[i];
    if (arg.rfind("--", 0) != 0) throw UsageError("unexpected argument '" + arg + "'");
    std::string flag = arg.substr(2);
    std::optional<std::string> inline_value;
    if (const auto eq = flag.find('='); eq != std::string::npos) {
      inline_value = flag.substr(eq + 1);
      flag = flag.substr(0, eq);
    }
    auto value = [&]() -> std::string {
      if (inline_value) return *inline_value;
      if (i + 1 >= args.size()) throw UsageError("--" + flag + " needs a value");
      return args[++i];
    };
    if (flag == "json") {
      command.output = Output::json;
    } else if (flag == "text") {
      command.output = Output::text;
    } else if (flag == "format") {
      read_format(value(), task, command);
    } else if (flag == "detail") {
      command.detail = true;
    } else if (flag == "options") {
      const std::string text = value();
      try {
        from_json = Json::parse(text);
      } catch (const std::exception&) {
        throw UsageError("--options must be a JSON object, such as '{\"cutoff\": 3}'");
      }
      if (!from_json.is_object()) throw UsageError("--options must be a JSON object");
    } else if (!task) {
      throw UsageError("unknown flag --" + flag);
    } else if (const RoleSpec* role = find_role(task->spec(), flag)) {
      command.inputs[role->name].push_back(value());
    } else if (const OptionSpec* option = find_option(options, flag)) {
      const bool list =
          option->type == OptionType::integer_list || option->type == OptionType::number_list;
      if (option->type == OptionType::boolean && !inline_value) {
        flagged[option->name] = true;
      } else if (list && flagged.contains(option->name)) {
        for (auto& element : parse_option_text(*option, value())) {
          flagged[option->name].push_back(element);  // --k 5 --k 10 is --k 5,10
        }
      } else {
        flagged[option->name] = parse_option_text(*option, value());
      }
    } else {
      throw UsageError("task " + command.task + " has no flag --" + flag +
                       " (see: bioeval describe " + command.task + ")");
    }
  }
  // Flags win over the same key in --options.
  command.options = from_json;
  for (const auto& item : flagged.items()) command.options[item.key()] = item.value();
}

}  // namespace

std::string flag_of(const std::string& name) {
  std::string flag = name;
  std::replace(flag.begin(), flag.end(), '_', '-');
  return flag;
}

Command parse_arguments(const std::vector<std::string>& args) {
  Command command;
  if (args.empty()) throw UsageError("no command given");
  command.verb = args[0];
  if (command.verb == "--help" || command.verb == "-h") command.verb = "help";
  if (command.verb == "--version") command.verb = "version";
  std::size_t next = 1;
  if (takes_task(command.verb)) {
    if (args.size() < 2 || args[1].rfind("--", 0) == 0) {
      throw UsageError("bioeval " + command.verb + " needs a task id (see: bioeval list)");
    }
    command.task = args[1];
    find_task(command.task);
    next = 2;
  } else if (command.verb != "list" && command.verb != "help" && command.verb != "version") {
    throw UsageError("unknown command '" + command.verb + "'");
  }
  read_flags(args, next, command);
  return command;
}

std::string usage_text() {
  return "usage:\n"
         "  bioeval list [--json]                       the tasks\n"
         "  bioeval describe TASK [--json]              inputs, options and metrics of a task\n"
         "  bioeval check TASK --gold F --run F [--json]  validate only\n"
         "  bioeval score TASK --gold F --run F [--run F2 ...] [options] [--json|--text] "
         "[--detail]\n"
         "  bioeval score TASK ... --format LAYOUT     as the task's reference scorer prints it\n"
         "                                              (bioeval describe TASK lists its layouts)\n"
         "options: every task option is a flag (--cutoff 3, --all-documents) and a key of\n"
         "  --options '{\"cutoff\": 3}'; flags win over --options.\n"
         "exit status: 0 scored, 1 invalid input, 2 usage error\n";
}

}  // namespace bioeval::cli
