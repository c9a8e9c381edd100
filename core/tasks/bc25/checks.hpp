// The rules a check of a BC II.5 run applies, with what each needs (docs/tasks/bc25.md,
// "Checking before the gold is out"), and the checks across inputs: a run against the released
// test list, and the documents a run and its gold do not share.
#pragma once

#include <vector>

#include "framework/check_rules.hpp"
#include "framework/evaluation.hpp"
#include "tasks/bc25/read_act.hpp"
#include "tasks/bc25/read_items.hpp"

namespace bioeval::bc25 {

enum class TaskKind { act, interactors, pairs };

std::vector<CheckRule> check_rules(TaskKind kind);

// A check against the released test list (evaluation.against_input()): the run read with every
// rule of its own, its documents against the list (document-not-in-test-set, missing-document).
void check_items_against_list(const ItemKind& kind, Evaluation& evaluation);
void check_act_against_list(Evaluation& evaluation);

// The documents of the run the gold does not have (unknown-document) and those of the gold the
// run does not have (missing-document), saying what scoring does with them.
void check_item_coverage(const Gold& gold, const Run& run, bool all_documents,
                         const TextInput& gold_input, const TextInput& run_input,
                         Diagnostics& diagnostics);
void check_act_coverage(const GoldArticles& gold, const RunArticles& run, bool all_documents,
                        const TextInput& gold_input, const TextInput& run_input,
                        Diagnostics& diagnostics);

// The note input-unread: given the gold as well, a task reads the gold and not the list.
// The warnings that cost points (docs/tasks/bc25.md, "Cautions"): ACT's missing articles
// (neither classified nor ranked), INT's and IPT's missing documents under all_documents (scored
// as zero) and their identifiers that are no UniProt accession (never a gold one).
std::vector<CostlyWarning> act_costly_warnings();
std::vector<CostlyWarning> item_costly_warnings();

void note_input_unread(Result& result);

}  // namespace bioeval::bc25
