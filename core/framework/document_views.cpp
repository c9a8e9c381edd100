#include "framework/document_views.hpp"

namespace bioeval {

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
          // Every task's document score gets better higher (F1, AUC iP/R, precision, and for
          // BB3 cat+ner the mean similarity rather than the SER): the page lists the lowest first.
          {"score_better", "higher"},
          {"verdicts", std::move(verdicts)},
          {"documents", std::move(documents)}};
}

}  // namespace bioeval
