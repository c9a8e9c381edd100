#include "tasks/bc25/checks.hpp"

namespace bioeval::bc25 {
namespace {

// The line layout of a run of the task, as the rule states it.
const char* layout_rule(TaskKind kind) {
  switch (kind) {
    case TaskKind::act:
      return "each line is doc, class, rank, confidence: four fields, one TAB between them, none "
             "empty, no blank line (blank lines at the end are ignored)";
    case TaskKind::interactors:
      return "each line is doc, accession, rank, confidence: four fields, one TAB between them, "
             "none empty, no blank line (blank lines at the end are ignored)";
    case TaskKind::pairs:
      break;
  }
  return "each line is doc, accession A, accession B, rank, confidence: five fields, one TAB "
         "between them, none empty, no blank line (blank lines at the end are ignored)";
}

// The rules only ACT, INT or IPT has.
std::vector<CheckRule> task_rules(TaskKind kind) {
  const char* accessions =
      "accessions look like UniProt accessions (warning: other identifiers are scored as written)";
  switch (kind) {
    case TaskKind::act:
      return {{"the class is 0 or 1", {"class-not-binary"}, Needs::run_only},
              {"each document is classified once", {"duplicate-document"}, Needs::run_only}};
    case TaskKind::interactors:
      return {
          {"an accession is listed once per document", {"duplicate-accession"}, Needs::run_only},
          {accessions, {"accession-format"}, Needs::run_only}};
    case TaskKind::pairs:
      break;
  }
  return {
      {"a pair is listed once per document, in either order", {"duplicate-pair"}, Needs::run_only},
      {"a pair joins two different accessions (warning)", {"self-pair"}, Needs::run_only},
      {accessions, {"accession-format"}, Needs::run_only}};
}

// The ranks rule: ACT ranks each class, INT and IPT each document.
const char* rank_rule(TaskKind kind) {
  return kind == TaskKind::act
             ? "ranks are positive integers, exactly 1..N within each predicted class"
             : "ranks are positive integers reading 1, 2, …, N down the lines of each document";
}

}  // namespace

std::vector<CheckRule> check_rules(TaskKind kind) {
  const bool act = kind == TaskKind::act;
  std::vector<CheckRule> rules = {
      {"the run is UTF-8 text without NUL bytes (an empty run is a system that found nothing: "
       "warning)",
       {"invalid-utf8", "nul-byte", "run-empty"},
       Needs::run_only},
      {layout_rule(kind),
       {"field-count", "empty-field", "field-whitespace", "blank-line", "trailing-blank-line"},
       Needs::run_only},
      {rank_rule(kind), {"rank-not-integer", "rank-not-consecutive"}, Needs::run_only},
      {"confidences are decimal numbers in ]0, 1]",
       {"confidence-not-number", "confidence-out-of-range"},
       Needs::run_only},
      {"confidences do not increase with rank (warning)",
       {"confidence-increasing"},
       Needs::run_only}};
  for (auto& rule : task_rules(kind)) rules.push_back(std::move(rule));
  const std::vector<CheckRule> reference = {
      {"the released test list (or the gold) holds data", {"input-empty"}, Needs::input_or_gold},
      {"every run document is in the released test list (error: a submission for another set)",
       {"document-not-in-test-set"},
       Needs::input},
      {act ? "every article of the test set (the released list, or the gold) has a line "
             "(warning, counted)"
           : "every document of the reference has a line (warning, counted): against the "
             "released list, every test document; against the gold, the documents with answers",
       {"missing-document"},
       Needs::input_or_gold},
      {act ? "run documents the gold does not have are ignored in scoring (warning, counted)"
           : "run documents the gold does not have (no answers, or another set) are ignored in "
             "scoring (warning, counted)",
       {"unknown-document"},
       Needs::gold},
      {act ? "the gold itself: labels 0 or 1, no document twice" : "the gold itself: no line twice",
       act ? std::vector<std::string>{"label-not-binary", "duplicate-gold-line"}
           : std::vector<std::string>{"duplicate-gold-line"},
       Needs::gold}};
  rules.insert(rules.end(), reference.begin(), reference.end());
  return rules;
}

}  // namespace bioeval::bc25
