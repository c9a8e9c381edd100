// What hosts (the CLI, the WebAssembly bindings, the tests) call: the task list, scoring, and a
// scored submission's documents.
#pragma once

#include <memory>
#include <string_view>
#include <vector>

#include "base/json.hpp"
#include "framework/result.hpp"
#include "framework/task.hpp"

namespace bioeval {

// Every registered task, in a stable order.
const std::vector<const Task*>& all_tasks();

// The task with this id; throws UsageError naming the known ids otherwise.
const Task& find_task(std::string_view id);

// Options every task has besides its own (`force`, and `profile` where there are several).
std::vector<OptionSpec> all_options(const TaskSpec& spec);

// A task's full description: roles, options (with the common ones), metrics, profiles.
Json describe(const Task& task);

// All task descriptions.
Json describe_all();

// Candidates for a file: [{task, role, score}], best first, score > 0.
Json sniff(const FileHead& file);
inline Json sniff(std::string_view head) {
  return sniff(FileHead{{}, head});
}

enum class Mode { score, validate };

// A submission read once and, when its inputs may be scored, scored: its result, and what was
// read, kept for a comparison (host/compare.hpp) and the document views (open_documents). The
// inputs' bytes must outlive it.
struct Scoring {
  Result result;
  std::unique_ptr<ScoredRun> run;  // nothing when nothing was scored
};

// Runs one task. Throws UsageError for a request the caller got wrong (missing role, bad
// option); problems in the inputs' contents are diagnostics in the result. In Mode::validate
// the result has diagnostics only.
Scoring score(const Task& task, const Inputs& inputs, const Json& options, ProgressFn progress = {},
              Mode mode = Mode::score);

// The result of score(), what was read let go.
Result evaluate(const Task& task, const Inputs& inputs, const Json& options,
                ProgressFn progress = {}, Mode mode = Mode::score);

// The documents of a scored submission with their annotations and verdicts
// (framework/document_views.hpp), from what score() read; they borrow from `scoring`, which
// must outlive them. Throws UsageError when the task cannot show documents or the submission
// was not scored (invalid and not forced, or checked against the released input only).
std::unique_ptr<DocumentViews> open_documents(const Task& task, const Scoring& scoring);

// The same for inputs not scored yet: they are read once, for the views alone.
struct OpenedDocuments {
  Scoring scoring;
  std::unique_ptr<DocumentViews> views;
  const DocumentViews* operator->() const { return views.get(); }
  const DocumentViews& operator*() const { return *views; }
  explicit operator bool() const { return views != nullptr; }
};
OpenedDocuments open_documents(const Task& task, const Inputs& inputs, const Json& options);

// The index of the views (DocumentViews::index) with the schema version and the task's id.
Json document_index(const Task& task, const DocumentViews& views);

}  // namespace bioeval
