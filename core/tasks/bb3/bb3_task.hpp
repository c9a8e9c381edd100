// The six BB3 tasks (BioNLP-ST 2016 Bacteria Biotope): bb3.cat, bb3.cat+ner, bb3.event,
// bb3.event+ner, bb3.kb and bb3.kb+ner, each under the official evaluator's rules or the
// published definitions. Specification: docs/tasks/bb3.md.
#pragma once

#include <vector>

#include "task.hpp"
#include "tasks/bb3/subtask.hpp"

namespace bioeval::bb3 {

class Bb3Task : public DeclaredTask {
 public:
  explicit Bb3Task(SubTask subtask);
  double sniff(std::string_view role, const FileHead& file) const override;
  double sniff_group(std::string_view role, const std::vector<FileHead>& files) const override;
  void evaluate(Evaluation& evaluation) const override;

 private:
  SubTask subtask_;
};

}  // namespace bioeval::bb3
