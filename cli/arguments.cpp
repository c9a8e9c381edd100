#include "arguments.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdlib>

#include "host/api.hpp"

namespace bioeval::cli {
namespace {

bool takes_task(const std::string& verb) {
  return verb == "describe" || verb == "check" || verb == "score" || verb == "compare" ||
         verb == "documents";
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

// --format json|text|LAYOUT, a layout being one the task declares; compare: json|text|latex.
void read_format(const std::string& name, const Task* task, Command& command) {
  if (name == "json" || name == "text") {
    command.output = name == "json" ? Output::json : Output::text;
    return;
  }
  if (command.verb == "compare") {
    if (name != "latex") throw UsageError("--format of compare takes one of: json, text, latex");
    command.output = Output::latex;
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

bool is_comparison_flag(const std::string& flag) {
  return flag == "baseline" || flag == "metric" || flag == "resamples" || flag == "trials" ||
         flag == "seed" || flag == "confidence";
}

// A whole number given to a flag, within [low, high].
std::uint64_t whole_number(const std::string& flag, const std::string& value, std::uint64_t low,
                           std::uint64_t high) {
  std::uint64_t n = 0;
  const char* const end = value.data() + value.size();
  const auto [ptr, ec] = std::from_chars(value.data(), end, n);
  if (ec != std::errc() || ptr != end || n < low || n > high) {
    throw UsageError("--" + flag + " takes a whole number from " + std::to_string(low) + " to " +
                     std::to_string(high));
  }
  return n;
}

// --baseline RUN, --metric NAME, --resamples N, --trials N, --seed N, --confidence C.
void read_comparison_flag(const std::string& flag, const std::string& value,
                          ComparisonFlags& flags) {
  if (flag == "baseline") {
    flags.baseline = value;
  } else if (flag == "metric") {
    flags.metric = value;
  } else if (flag == "resamples") {
    flags.resamples = whole_number(flag, value, 1, 1000000);
  } else if (flag == "trials") {
    flags.trials = whole_number(flag, value, 1, 10000000);
  } else if (flag == "seed") {
    flags.seed = whole_number(flag, value, 0, UINT64_MAX);
  } else {
    char* end = nullptr;
    flags.confidence = std::strtod(value.c_str(), &end);
    if (end != value.c_str() + value.size() || !(flags.confidence > 0 && flags.confidence < 1)) {
      throw UsageError("--confidence takes a number between 0 and 1, such as 0.95");
    }
  }
}

bool is_archive_limit(const std::string& flag) {
  return flag == "max-unpacked" || flag == "max-entries" || flag == "max-ratio";
}

// --max-unpacked SIZE, --max-entries N, --max-ratio R: the caps on each ZIP archive.
void read_archive_limit(const std::string& flag, const std::string& value, ArchiveLimits& limits) {
  const char* const end = value.data() + value.size();
  if (flag == "max-unpacked") {
    const auto size = parse_byte_size(value);
    if (!size || *size == 0) {
      throw UsageError("--max-unpacked takes a positive size in bytes, or with K, M, G or T: 2G");
    }
    limits.max_unpacked_bytes = *size;
  } else if (flag == "max-entries") {
    std::uint64_t count = 0;
    const auto [rest, error] = std::from_chars(value.data(), end, count);
    if (error != std::errc() || rest != end || count == 0) {
      throw UsageError("--max-entries takes a positive whole number");
    }
    limits.max_entries = count;
  } else {
    double ratio = 0;
    const auto [rest, error] = std::from_chars(value.data(), end, ratio);
    if (error != std::errc() || rest != end || !std::isfinite(ratio) || ratio <= 0) {
      throw UsageError("--max-ratio takes a positive number");
    }
    limits.max_ratio = ratio;
  }
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
    } else if (command.verb == "documents" && flag == "id") {
      command.document = value();
    } else if (command.verb == "compare" && is_comparison_flag(flag)) {
      read_comparison_flag(flag, value(), command.comparison);
    } else if (is_archive_limit(flag)) {
      read_archive_limit(flag, value(), command.archive_limits);
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
  const ArchiveLimits defaults;
  return "usage:\n"
         "  bioeval list [--json]                       the tasks\n"
         "  bioeval describe TASK [--json]              inputs, options and metrics of a task\n"
         "  bioeval check TASK --gold F --run F [--json]  validate only\n"
         "  bioeval check TASK --input F --run F [--json] before the gold is out: against the\n"
         "                                              released test input (describe lists it)\n"
         "  bioeval score TASK --gold F --run F [--run F2 ...] [options] [--json|--text] "
         "[--detail]\n"
         "  bioeval score TASK ... --format LAYOUT     as the task's reference scorer prints it\n"
         "  bioeval compare TASK --gold F --run A --run B [--run C ...] [--baseline A]\n"
         "      [--metric NAME] [--resamples 1000] [--trials 10000] [--seed 1]\n"
         "      [--confidence 0.95] [--json|--format latex]\n"
         "                                              intervals, p-values and a ranking\n"
         "  bioeval documents TASK --gold F --run F [--id ID] [--json]\n"
         "                                              the documents with their own scores,\n"
         "                                              or one with its annotations' verdicts\n"
         "                                              (bioeval describe TASK lists its layouts)\n"
         "options: every task option is a flag (--cutoff 3, --all-documents) and a key of\n"
         "  --options '{\"cutoff\": 3}'; flags win over --options.\n"
         "archives: a ZIP archive given for an input is read within caps, checked on the sizes\n"
         "  it declares before anything is unpacked; these options raise them:\n"
         "  --max-unpacked SIZE   its files' total unpacked size (default " +
         byte_size_text(defaults.max_unpacked_bytes) +
         "); bytes, or K, M, G, T\n"
         "                        (units of 1024): 500M, 2G\n"
         "  --max-entries N       its entries (default " +
         std::to_string(defaults.max_entries) +
         ")\n"
         "  --max-ratio R         unpacked to compressed size, of each entry past 1 MiB and of\n"
         "                        the whole archive (default " +
         std::to_string(static_cast<long>(defaults.max_ratio)) +
         ")\n"
         "exit status:\n"
         "  0  scored (check: the inputs are valid)\n"
         "  1  invalid input: the report lists its errors\n"
         "  2  usage error, or an input that cannot be read\n"
         "  3  an input over a resource limit: an archive's cap (the message names the option\n"
         "     that raises it), or the machine's memory\n"
         "  4  internal error: a bug in bioeval, please report it\n";
}

}  // namespace bioeval::cli
