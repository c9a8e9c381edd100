// Recognizing BB3 inputs from their first bytes: standoff files (.a1, .a2) by the annotations
// they hold, which tell the six sub-tasks apart; corpora (a folder or archive) by the kinds of
// files they hold (a gold has the texts, the given annotations and the answers, a released input
// the texts and the given annotations only, a submission only .a2 files); the ontology and the
// resource lists by their line shapes.
#pragma once

#include <string_view>
#include <vector>

#include "framework/task.hpp"
#include "tasks/bb3/subtask.hpp"

namespace bioeval::bb3 {

// How well one file fits `role` of the sub-task (0..1).
double file_fit(const SubTask& task, std::string_view role, const FileHead& file);

// How well the files of one folder or archive fit `role` of the sub-task (0..1).
double corpus_fit(const SubTask& task, std::string_view role, const std::vector<FileHead>& files);

}  // namespace bioeval::bb3
