#include "document_views.hpp"

#include "api.hpp"
#include "version.hpp"

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

const std::vector<VerdictSpec>& annotation_verdicts() {
  static const std::vector<VerdictSpec> verdicts = {
      {"match", "match", "good"},
      {"boundary", "boundary error", "partial"},
      {"type", "type error", "partial"},
      {"boundary+type", "boundary and type error", "partial"},
      {"missed", "missed", "bad"},
      {"spurious", "spurious", "bad"},
      {"substitution", "substitution", "partial"},
      {"deletion", "deletion", "bad"},
      {"insertion", "insertion", "bad"},
  };
  return verdicts;
}

const std::vector<VerdictSpec>& list_verdicts() {
  static const std::vector<VerdictSpec> verdicts = {
      {"tp", "relevant (TP)", "good"},
      {"fp", "not relevant (FP)", "bad"},
      {"missed", "never retrieved (FN)", "bad"},
  };
  return verdicts;
}

Json verdicts_json(const std::vector<VerdictSpec>& verdicts) {
  Json out = Json::array();
  for (const VerdictSpec& v : verdicts) {
    out.push_back({{"id", v.id}, {"label", v.label}, {"kind", v.kind}});
  }
  return out;
}

Json index_json(std::string_view unit, Json views, Json verdicts, Json documents) {
  Json default_view = views.at(0);
  return {{"unit", unit},
          {"views", std::move(views)},
          {"default_view", std::move(default_view)},
          {"verdicts", std::move(verdicts)},
          {"documents", std::move(documents)}};
}

}  // namespace bioeval
