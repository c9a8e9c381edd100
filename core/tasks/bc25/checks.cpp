#include "tasks/bc25/checks.hpp"

#include "tasks/bc25/coverage.hpp"
#include "tasks/bc25/read_document_list.hpp"

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

// The released test list as a gold without answers: what the run's documents are checked against.
Gold unanswered(const DocumentList& list) {
  Gold gold;
  gold.index = list.index;
  for (const Placement& document : list.documents) {
    gold.documents.push_back({document.name, document.line, {}});
  }
  return gold;
}

// The released test list as a gold without labels: what the run's documents are checked against.
GoldArticles unlabelled(const DocumentList& list) {
  GoldArticles gold{{}, IdTable(list.documents.size()), nullptr};
  gold.articles.reserve(list.documents.size());
  for (const Placement& document : list.documents) {
    const auto fresh = static_cast<std::uint32_t>(gold.articles.size());
    gold.index.find_or_add(document.name, fresh,
                           [&gold](std::uint32_t g) { return gold.id_of(g); });
    gold.articles.push_back({document.name, static_cast<std::uint32_t>(document.line.number)});
  }
  return gold;
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

void check_items_against_list(const ItemKind& kind, Evaluation& evaluation) {
  Diagnostics& diagnostics = evaluation.diagnostics();
  const SingleInput list_file = evaluation.single("input");
  const SingleInput run_file = evaluation.single("run");
  const TextInput& list_input = list_file.text;
  const TextInput& run_input = run_file.text;
  const Gold list = unanswered(read_document_list(list_input, list_file.progress));
  const Run run = read_item_run(run_input, kind, list, diagnostics, run_file.progress);
  evaluation.cautions.items["accessions"] = run.accessions;
  evaluation.cautions.items["documents"] = list.documents.size();
  if (!list_input.ok || !run_input.ok) return;
  std::vector<Placement> outside, missing;
  std::vector<bool> named(list.documents.size(), false);
  for (const auto& document : run.documents) {
    if (document.gold < 0) {
      outside.push_back({document.name, document.first_line});
    } else {
      named[static_cast<std::size_t>(document.gold)] = true;
    }
  }
  for (std::size_t d = 0; d < list.documents.size(); ++d) {
    if (!named[d]) missing.push_back({list.documents[d].name, list.documents[d].first_line});
  }
  report_documents_outside_list(outside, run_input, list_input, diagnostics);
  report_missing_documents(missing, list_input, "document(s) of the released test list",
                           "those the gold has answers for will be skipped, as the reference "
                           "scorer does (the option all_documents scores them as zero)",
                           diagnostics);
}

void check_act_against_list(Evaluation& evaluation) {
  Diagnostics& diagnostics = evaluation.diagnostics();
  const SingleInput list_file = evaluation.single("input");
  const SingleInput run_file = evaluation.single("run");
  const TextInput& list_input = list_file.text;
  const TextInput& run_input = run_file.text;
  const DocumentList documents = read_document_list(list_input, list_file.progress);
  const GoldArticles list = unlabelled(documents);
  const RunArticles run = read_act_run(run_input, list, diagnostics, run_file.progress);
  evaluation.cautions.items["documents"] = list.articles.size();
  if (!list_input.ok || !run_input.ok) return;
  std::vector<Placement> outside, missing;
  for (const auto& article : run.articles) {
    if (article.gold == kNotInGold) outside.push_back({article.name, run.line_of(article)});
  }
  for (std::size_t g = 0; g < list.articles.size(); ++g) {
    if (!run.gold_named_at[g]) missing.push_back(documents.documents[g]);
  }
  report_documents_outside_list(outside, run_input, list_input, diagnostics);
  report_missing_documents(missing, list_input, "article(s) of the released test list",
                           "they will be neither classified nor ranked (recall stays short)",
                           diagnostics);
}

void check_item_coverage(const Gold& gold, const Run& run, bool all_documents,
                         const TextInput& gold_input, const TextInput& run_input,
                         Diagnostics& diagnostics) {
  std::vector<Placement> unknown, missing;
  std::vector<bool> in_run(gold.documents.size(), false);
  for (const auto& document : run.documents) {
    if (document.gold < 0) {
      unknown.push_back({document.name, document.first_line});
    } else {
      in_run[static_cast<std::size_t>(document.gold)] = true;
    }
  }
  for (std::size_t g = 0; g < gold.documents.size(); ++g) {
    if (!in_run[g]) missing.push_back({gold.documents[g].name, gold.documents[g].first_line});
  }
  report_unknown_documents(unknown, run_input, diagnostics);
  report_missing_documents(missing, gold_input, "gold document(s)",
                           all_documents ? "they are scored as zero (all_documents)"
                                         : "they are skipped, as the reference scorer does; the "
                                           "option all_documents scores them as zero",
                           diagnostics);
}

void check_act_coverage(const GoldArticles& gold, const RunArticles& run, bool all_documents,
                        const TextInput& gold_input, const TextInput& run_input,
                        Diagnostics& diagnostics) {
  std::vector<Placement> unknown, missing;
  for (const auto& article : run.articles) {
    if (article.gold == kNotInGold) unknown.push_back({article.name, run.line_of(article)});
  }
  for (std::size_t g = 0; g < gold.articles.size(); ++g) {
    if (!run.gold_named_at[g]) missing.push_back({gold.articles[g].name, gold.line_of(g)});
  }
  report_unknown_documents(unknown, run_input, diagnostics);
  report_missing_documents(missing, gold_input, "gold document(s)",
                           all_documents
                               ? "they count as classified 0 (all_documents) and are not ranked"
                               : "they are neither classified nor ranked (recall stays short)",
                           diagnostics);
}

std::vector<CostlyWarning> act_costly_warnings() {
  const std::string failing = "are not in the run: neither classified nor ranked";
  return {{"missing-document", "gold", "documents", failing},
          {"missing-document", "input", "documents", failing}};
}

std::vector<CostlyWarning> item_costly_warnings() {
  const std::string failing = "are not in the run: scored as zero (all_documents)";
  return {{"missing-document", "gold", "documents", failing, "all_documents"},
          {"missing-document", "input", "documents", failing, "all_documents"},
          {"accession-format", "run", "accessions",
           "do not look like UniProt accessions: they can match no gold one"}};
}

void note_input_unread(Result& result) {
  result.note("input-unread",
              "the gold was given: the run is checked against it, and the released test list "
              "(input) is not read");
}

}  // namespace bioeval::bc25
