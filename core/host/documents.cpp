// Opening a submission's documents (framework/document_views.hpp) for a host.
#include "base/version.hpp"
#include "host/api.hpp"

namespace bioeval {

std::unique_ptr<DocumentViews> open_documents(const Task& task, const Inputs& inputs,
                                              const Json& options) {
  const TaskSpec& spec = task.spec();
  Json resolved = resolve_options(all_options(spec), options);
  std::unique_ptr<DocumentViews> views = task.document_views(inputs, resolved);
  if (!views) throw UsageError("task " + spec.id + " cannot show its documents");
  return views;
}

Json document_index(const Task& task, const DocumentViews& views) {
  Json out = {{"schema", kResultSchema}, {"task", task.spec().id}};
  const Json index = views.index();  // kept: items() only views it
  for (const auto& [key, value] : index.items()) out[key] = value;
  return out;
}

}  // namespace bioeval
