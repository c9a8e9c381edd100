// bioeval: score shared-task submissions from the command line.
#include <unistd.h>
#include <algorithm>
#include <cstdlib>
#include <future>

#include <cstdio>
#include <iostream>
#include <map>
#include <new>
#include <string>
#include <vector>

#include "archive.hpp"
#include "arguments.hpp"
#include "base/json_text.hpp"
#include "base/sha256.hpp"
#include "base/version.hpp"
#include "compare_report.hpp"
#include "documents_report.hpp"
#include "exit_status.hpp"
#include "files.hpp"
#include "heap.hpp"
#include "host/api.hpp"
#include "host/compare.hpp"
#include "text_report.hpp"

namespace bioeval::cli {
namespace {

// The files of one evaluation: role -> paths.
using Submission = std::map<std::string, std::vector<std::string>>;

// Several --run files for a task whose run is one file are several submissions against the same
// other inputs; otherwise the command line is one submission.
std::vector<Submission> submissions(const TaskSpec& spec, const Command& command) {
  const auto runs = command.inputs.find("run");
  bool run_is_single = false;
  for (const auto& role : spec.roles) run_is_single |= role.name == "run" && !role.multiple;
  if (!run_is_single || runs == command.inputs.end() || runs->second.size() <= 1) {
    return {command.inputs};
  }
  std::vector<Submission> out;
  for (const auto& path : runs->second) {
    Submission one = command.inputs;
    one["run"] = {path};
    out.push_back(std::move(one));
  }
  return out;
}

// Entries of one archive given for a role, skipped for their unsafe paths.
struct SkippedEntries {
  std::string role;
  std::string archive;
  std::vector<std::string> names;
};

// The inputs of a command: every folder given for a role replaced by the files under it, every
// ZIP archive by its entries ("archive.zip/entry/name", read into `entries`). Entries skipped
// for their paths are warned about on stderr and listed in `skipped`.
Command with_inputs_expanded(Command command, std::map<std::string, std::string>& entries,
                             std::vector<SkippedEntries>& skipped) {
  for (auto& [role, paths] : command.inputs) {
    std::vector<std::string> files;
    for (const auto& path : paths) {
      for (auto& file : files_of(path)) {
        if (!is_zip(file)) {
          files.push_back(std::move(file));
          continue;
        }
        ArchiveContent archive = read_zip(file, command.archive_limits);
        for (auto& entry : archive.entries) {
          const std::string key = file + "/" + entry.name;
          entries[key] = std::move(entry.bytes);
          files.push_back(key);
        }
        if (archive.unsafe.empty()) continue;
        std::cerr << "bioeval: warning: " << skipped_entries_message(file, archive.unsafe) << "\n";
        skipped.push_back({role, file, std::move(archive.unsafe)});
      }
    }
    paths = std::move(files);
  }
  return command;
}

// A note in the result of `submission` for each archive of its inputs with entries skipped.
void note_skipped(const std::vector<SkippedEntries>& skipped, const Command& command,
                  const Submission& submission, Result& result) {
  for (const auto& archive : skipped) {
    const auto paths = submission.find(archive.role);
    if (paths == submission.end()) continue;
    const bool whole_role = paths->second == command.inputs.at(archive.role);
    const bool from_archive = std::any_of(
        paths->second.begin(), paths->second.end(),
        [&](const std::string& path) { return path.rfind(archive.archive + "/", 0) == 0; });
    if (whole_role || from_archive) {
      result.notes.push_back(skipped_entries_note(base_name(archive.archive), archive.names));
    }
  }
}

// The results as a person reads them: indented JSON, the reference's layout or text.
void print_trees(const Task& task, const Command& command, const Json& outputs,
                 const WriteFn& write) {
  if (command.output == Output::json) {
    write_json(outputs.size() == 1 ? outputs[0] : outputs, 2, false, write);
    std::fputc('\n', stdout);
  } else if (command.output == Output::layout) {
    // The reference's layout needs scores; an unscored result is reported as text on stderr.
    for (const Json& output : outputs) {
      if (output.contains("metrics")) {
        std::cout << task.layout(command.layout, output);
      } else {
        std::cerr << text_report(output, command.detail, describe(task));
      }
    }
  } else {
    for (std::size_t i = 0; i < outputs.size(); ++i) {
      if (i) std::cout << "\n" << std::string(72, '-') << "\n";
      std::cout << text_report(outputs[i], command.detail, describe(task));
    }
  }
}

int evaluate_inputs(const Command& given, Mode mode) {
  std::map<std::string, std::string> entries;
  std::vector<SkippedEntries> skipped;
  const Command command = with_inputs_expanded(given, entries, skipped);
  const Task& task = find_task(command.task);
  // Each file is read once and hashed once, in parallel with scoring.
  std::map<std::string, FileContent> contents;
  for (const auto& [role, paths] : command.inputs) {
    for (const auto& path : paths) {
      if (contents.count(path)) continue;
      const auto entry = entries.find(path);
      contents.emplace(path, entry == entries.end()
                                 ? FileContent(path)
                                 : FileContent::from_bytes(std::move(entry->second)));
    }
  }
  // One thread hashes every file while the core scores: a thread per file would cost more than
  // the hashing when a corpus has thousands of documents.
  std::shared_future<std::map<std::string, std::string>> digests =
      std::async(std::launch::async, [&contents] {
        std::map<std::string, std::string> out;
        for (const auto& [path, content] : contents) out[path] = sha256_hex(content.bytes());
        return out;
      }).share();

  std::vector<Result> results;
  bool all_scored = true;
  for (const Submission& submission : submissions(task.spec(), command)) {
    Inputs inputs;
    for (const auto& [role, paths] : submission) {
      for (const auto& path : paths) {
        inputs[role].push_back({base_name(path), contents.at(path).bytes(), {}});
      }
    }
    Result result = evaluate(task, inputs, command.options, {}, mode);
    note_skipped(skipped, command, submission, result);
    std::map<std::string, std::size_t> seen;
    for (auto& summary : result.inputs) {
      const std::size_t index = seen[summary.role]++;
      summary.sha256 = digests.get().at(submission.at(summary.role).at(index));
    }
    all_scored &= mode == Mode::validate ? result.valid() : result.scored;
    results.push_back(std::move(result));
  }

  const auto write_stdout = [](std::string_view piece) {
    std::fwrite(piece.data(), 1, piece.size(), stdout);
  };
  // Indented for a person at a terminal, compact for a program reading a pipe or a file.
  if (command.output == Output::json && !::isatty(STDOUT_FILENO)) {
    JsonWriter writer(false, write_stdout);
    if (results.size() != 1) writer.punctuation("[");
    for (std::size_t i = 0; i < results.size(); ++i) {
      if (i > 0) writer.punctuation(",");
      std::move(results[i]).write_json(writer);
    }
    if (results.size() != 1) writer.punctuation("]");
    writer.flush();
    std::fputc('\n', stdout);
  } else {
    Json outputs = Json::array();
    for (Result& result : results) outputs.push_back(std::move(result).to_json());
    print_trees(task, command, outputs, write_stdout);
  }
  std::fflush(stdout);
  std::cout.flush();
  // The inputs and results are large: the system frees them at exit faster than their
  // destructors would, one allocation at a time.
  std::_Exit(all_scored ? kScored : kInvalidInput);
}

// The runs of `bioeval compare`: each --run given (a file, folder or archive) is one run, scored
// with the same other inputs; its label is the base name of what was given.
std::vector<ComparedRun> compared_runs(const Command& command,
                                       std::map<std::string, FileContent>& contents) {
  const auto given = command.inputs.find("run");
  if (given == command.inputs.end()) throw UsageError("bioeval compare needs two --run or more");
  std::vector<ComparedRun> runs;
  for (const std::string& path : given->second) {
    Command one = command;
    one.inputs["run"] = {path};
    std::map<std::string, std::string> entries;
    std::vector<SkippedEntries> skipped;
    const Command expanded = with_inputs_expanded(one, entries, skipped);
    ComparedRun run{base_name(path), {}};
    for (const auto& [role, paths] : expanded.inputs) {
      for (const auto& file : paths) {
        const std::string key = role == "run" ? path + "\n" + file : file;
        if (!contents.count(key)) {
          const auto entry = entries.find(file);
          contents.emplace(key, entry == entries.end()
                                    ? FileContent(file)
                                    : FileContent::from_bytes(std::move(entry->second)));
        }
        const std::string_view bytes = contents.at(key).bytes();
        run.inputs[role].push_back({base_name(file), bytes, sha256_hex(bytes)});
      }
    }
    runs.push_back(std::move(run));
  }
  return runs;
}

// The settings of a comparison; the baseline named by a --run as given or its base name.
CompareSettings compare_settings(const Command& command, const std::vector<ComparedRun>& runs) {
  const ComparisonFlags& flags = command.comparison;
  CompareSettings settings;
  settings.resamples = flags.resamples;
  settings.trials = flags.trials;
  settings.seed = flags.seed;
  settings.confidence = flags.confidence;
  settings.metric = flags.metric;
  if (!flags.baseline.empty()) {
    const auto& paths = command.inputs.at("run");
    for (std::size_t r = 0; r < runs.size(); ++r) {
      if (paths[r] == flags.baseline || runs[r].label == flags.baseline) settings.baseline = r;
    }
    if (!settings.baseline) {
      throw UsageError("--baseline names no --run: give one of the runs' paths or file names");
    }
  }
  return settings;
}

// Compares the runs: exit status 0 when compared, 1 when a run is invalid.
int compare_command(const Command& command) {
  const Task& task = find_task(command.task);
  std::map<std::string, FileContent> contents;
  const std::vector<ComparedRun> runs = compared_runs(command, contents);
  const Json result = compare(task, runs, command.options, compare_settings(command, runs));
  if (command.output == Output::json) {
    std::cout << result.dump(::isatty(STDOUT_FILENO) ? 2 : -1) << "\n";
  } else if (command.output == Output::latex) {
    std::cout << comparison_latex(result);
    if (!result.contains("comparison")) std::cerr << comparison_text(result);
  } else {
    std::cout << comparison_text(result);
  }
  return result.contains("comparison") ? kScored : kInvalidInput;
}

// The documents of one submission (docs/documents.md): the index, or the document --id names.
int documents_command(const Command& given) {
  std::map<std::string, std::string> entries;
  std::vector<SkippedEntries> skipped;
  const Command command = with_inputs_expanded(given, entries, skipped);
  const Task& task = find_task(command.task);
  std::map<std::string, FileContent> contents;
  Inputs inputs;
  for (const auto& [role, paths] : command.inputs) {
    for (const auto& path : paths) {
      const auto entry = entries.find(path);
      const auto& content =
          contents
              .emplace(path, entry == entries.end()
                                 ? FileContent(path)
                                 : FileContent::from_bytes(std::move(entry->second)))
              .first->second;
      inputs[role].push_back({base_name(path), content.bytes(), {}});
    }
  }
  const OpenedDocuments views = open_documents(task, inputs, command.options);
  const Json out =
      command.document.empty() ? document_index(task, *views) : views->document(command.document);
  if (command.output == Output::json) {
    std::cout << out.dump(::isatty(STDOUT_FILENO) ? 2 : -1) << "\n";
  } else {
    std::cout << (command.document.empty() ? index_text(out) : document_text(out));
  }
  return kScored;
}

// "gold.tsv, run.zip": the inputs as given, for a message.
std::string given_inputs(const Command& command) {
  std::string text;
  for (const auto& [role, paths] : command.inputs) {
    for (const auto& path : paths) text += (text.empty() ? "" : ", ") + path;
  }
  return text;
}

// Scores or checks the inputs; memory running out is the inputs' size, not a bug.
int evaluate_command(const Command& command, Mode mode) {
  try {
    return evaluate_inputs(command, mode);
  } catch (const std::bad_alloc&) {
    throw ResourceLimitError("out of memory reading " + given_inputs(command) +
                             ": the inputs are too large for this machine");
  }
}

int run(const std::vector<std::string>& args) {
  const Command command = parse_arguments(args);
  const bool json = command.output == Output::json;
  if (command.verb == "help") {
    std::cout << usage_text();
  } else if (command.verb == "version") {
    std::cout << kToolName << " " << kToolVersion << "\n";
  } else if (command.verb == "list") {
    std::cout << (json ? describe_all().dump(2) + "\n" : tasks_text(describe_all()));
  } else if (command.verb == "describe") {
    const Json description = describe(find_task(command.task));
    std::cout << (json ? description.dump(2) + "\n" : task_text(description));
  } else if (command.verb == "compare") {
    return compare_command(command);
  } else if (command.verb == "documents") {
    return documents_command(command);
  } else {
    return evaluate_command(command, command.verb == "check" ? Mode::validate : Mode::score);
  }
  return kScored;
}

}  // namespace
}  // namespace bioeval::cli

int main(int argc, char** argv) {
  using namespace bioeval::cli;
  prefer_huge_pages();
  try {
    return run(std::vector<std::string>(argv + 1, argv + argc));
  } catch (const bioeval::UsageError& error) {
    std::cerr << "bioeval: " << error.what() << "\n\n" << usage_text();
    return kUsageError;
  } catch (const ResourceLimitError& error) {
    std::cerr << "bioeval: " << error.what() << "\n";
    return kResourceLimit;
  } catch (const std::bad_alloc&) {
    std::cerr << "bioeval: out of memory on this machine\n";
    return kResourceLimit;
  } catch (const std::exception& error) {
    std::cerr << "bioeval: internal error (a bug in bioeval, please report it): " << error.what()
              << "\n";
    return kInternalError;
  } catch (...) {
    std::cerr << "bioeval: internal error (a bug in bioeval, please report it)\n";
    return kInternalError;
  }
}
