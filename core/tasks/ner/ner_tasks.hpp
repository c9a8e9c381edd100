// The NER tasks of docs/tasks/ner.md: ner.iob2 (token files, tagged) and ner.bc2gm (BioCreative
// II GM mention files).
#pragma once

#include <vector>

#include "framework/task.hpp"

namespace bioeval::ner {

class Iob2Task : public DeclaredTask {
 public:
  Iob2Task();
  double sniff(std::string_view role, const FileHead& file) const override;
  void evaluate(Evaluation& evaluation) const override;
  std::unique_ptr<UnitScorer> legacy_unit_scorer(const std::vector<Inputs>& submissions,
                                          const Json& options) const override;
  std::unique_ptr<DocumentViews> document_views(const Inputs& inputs,
                                                const Json& options) const override;
  std::string layout(std::string_view name, const Json& result) const override;
};

class Bc2gmTask : public DeclaredTask {
 public:
  Bc2gmTask();
  double sniff(std::string_view role, const FileHead& file) const override;
  void evaluate(Evaluation& evaluation) const override;
  std::unique_ptr<UnitScorer> legacy_unit_scorer(const std::vector<Inputs>& submissions,
                                          const Json& options) const override;
  std::unique_ptr<DocumentViews> document_views(const Inputs& inputs,
                                                const Json& options) const override;
  std::string layout(std::string_view name, const Json& result) const override;
};

}  // namespace bioeval::ner
