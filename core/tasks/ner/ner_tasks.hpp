// The NER tasks of docs/tasks/ner.md: ner.iob2 (token files, tagged; ner_iob2.cpp) and ner.bc2gm
// (BioCreative II GM mention files; ner_bc2gm.cpp).
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "framework/task.hpp"

namespace bioeval::ner {

class Iob2Task : public DeclaredTask {
 public:
  Iob2Task();
  double sniff(std::string_view role, const FileHead& file) const override;
  std::unique_ptr<ScoredRun> read(Evaluation& evaluation) const override;
  std::unique_ptr<UnitScorer> unit_scorer(const std::vector<std::shared_ptr<const RunUnits>>& runs,
                                          const Json& options) const override;
  std::string layout(std::string_view name, const Json& result) const override;
};

class Bc2gmTask : public DeclaredTask {
 public:
  Bc2gmTask();
  double sniff(std::string_view role, const FileHead& file) const override;
  std::unique_ptr<ScoredRun> read(Evaluation& evaluation) const override;
  std::unique_ptr<UnitScorer> unit_scorer(const std::vector<std::shared_ptr<const RunUnits>>& runs,
                                          const Json& options) const override;
  std::string layout(std::string_view name, const Json& result) const override;
};

}  // namespace bioeval::ner
