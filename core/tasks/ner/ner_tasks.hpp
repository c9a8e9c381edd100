// The NER tasks of docs/tasks/ner.md: ner.iob2 (token files, tagged) and ner.bc2gm (BioCreative
// II GM mention files).
#pragma once

#include <vector>

#include "task.hpp"

namespace bioeval::ner {

class Iob2Task : public Task {
 public:
  Iob2Task();
  const TaskSpec& spec() const override { return spec_; }
  double sniff(std::string_view role, const FileHead& file) const override;
  void evaluate(Evaluation& evaluation) const override;
  std::string layout(std::string_view name, const Json& result) const override;

 private:
  TaskSpec spec_;
};

class Bc2gmTask : public Task {
 public:
  Bc2gmTask();
  const TaskSpec& spec() const override { return spec_; }
  double sniff(std::string_view role, const FileHead& file) const override;
  void evaluate(Evaluation& evaluation) const override;
  std::string layout(std::string_view name, const Json& result) const override;

 private:
  TaskSpec spec_;
};

std::vector<const Task*> tasks();

}  // namespace bioeval::ner
