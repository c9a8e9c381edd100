// A scored submission's documents (framework/document_views.hpp), as hosts open them.
#include "base/version.hpp"
#include "host/api.hpp"

namespace bioeval {

std::unique_ptr<DocumentViews> open_documents(const Task& task, const Scoring& scoring) {
  const Result& result = scoring.result;
  if (!scoring.run) {
    if (result.checked_only || !result.valid()) {
      throw UsageError("the submission did not pass validation (" +
                       std::to_string(result.diagnostics.error_count()) +
                       " error(s)); score it to see them, or force it");
    }
    throw UsageError("the submission was not scored: there is no gold to show it against");
  }
  std::unique_ptr<DocumentViews> views = scoring.run->views();
  if (!views) throw UsageError("task " + task.spec().id + " cannot show its documents");
  return views;
}

OpenedDocuments open_documents(const Task& task, const Inputs& inputs, const Json& options) {
  OpenedDocuments opened{score(task, inputs, options), nullptr};
  opened.views = open_documents(task, opened.scoring);
  return opened;
}

Json document_index(const Task& task, const DocumentViews& views) {
  Json out = {{"schema", kResultSchema}, {"task", task.spec().id}};
  const Json index = views.index();  // kept: items() only views it
  for (const auto& [key, value] : index.items()) out[key] = value;
  return out;
}

}  // namespace bioeval
