#include "tasks/ppi/ppi.hpp"

#include "tasks/ppi/ppi_task.hpp"

#include <array>

#include "framework/scratch_evaluation.hpp"
#include "io/fields.hpp"
#include "tasks/ppi/items.hpp"
#include "tasks/ppi/read_corpus.hpp"
#include "tasks/ppi/read_folds.hpp"
#include "tasks/ppi/read_run.hpp"
#include "tasks/ppi/report.hpp"
#include "tasks/ppi/units.hpp"
#include "tasks/ppi/views.hpp"

namespace bioeval::ppi {
namespace {

// "AIMed.d0.s0.p0" or "AIMed.d0.s0.e0": an id of the unified format, ending in .s<n>.<p|e><n>.
bool looks_like_pair_or_entity_id(std::string_view id) {
  const std::size_t dot = id.rfind('.');
  if (dot == std::string_view::npos || dot + 2 >= id.size()) return false;
  if (id[dot + 1] != 'p' && id[dot + 1] != 'e') return false;
  for (char c : id.substr(dot + 2)) {
    if (c < '0' || c > '9') return false;
  }
  return id.substr(0, dot).find(".s") != std::string_view::npos;
}

// Which variant each file of the corpus (the gold, or the released input) was read as.
void variant_note(const Corpus& corpus, const std::vector<InputFile>& files, bool released,
                  Result& result) {
  std::string message = std::string(released ? "the released input" : "the gold") + " was read as ";
  for (std::size_t i = 0; i < corpus.variants().size() && i < files.size(); ++i) {
    if (i) message += "; ";
    message += files[i].name + ": " +
               (corpus.variants()[i] == Variant::pairs
                    ? "pairs (the original variant: <pair> elements list every candidate, "
                      "charOffset ends inclusive)"
                : released ? "entities only (no <pair> element: every two entities of a "
                             "sentence are a candidate, charOffset ends exclusive, as in "
                             "the converted variant)"
                           : "interactions (the converted variant: <interaction> elements "
                             "list the positives, every two entities of a sentence are a "
                             "candidate, charOffset ends exclusive)");
  }
  result.note(released ? "input-variant" : "gold-variant", message);
}

// Reads the corpus the run is checked against: the gold, or in a check before the gold is out
// the released input (its pair labels and interactions, if any, not read).
void read_corpus(Evaluation& evaluation, Corpus& corpus) {
  const bool released = evaluation.against_input();
  const std::string role = released ? "input" : "gold";
  const std::vector<InputFile>& files = evaluation.inputs.at(role);
  const ReadOptions read_options{evaluation.options.at("directed").get<bool>(), !released,
                                 released ? "the released input" : "the gold"};
  for (const InputFile& file : files) {
    corpus.read(evaluation.text(role, file), read_options, evaluation.diagnostics());
  }
  if (!corpus.variants().empty()) variant_note(corpus, files, released, evaluation.result);
  if (corpus.variants().size() == files.size() && corpus.candidates().empty()) {
    evaluation.diagnostics().error(
        "corpus-empty", Location{role, files.front().name, 0, 0, {}},
        std::string(corpus.name()) +
            " has no candidate pair (no sentence with two entities): nothing to " +
            (released ? "check" : "score"));
  }
  if (!released && evaluation.has("input")) {
    evaluation.result.note("input-unread",
                           "the gold was given: the run is compared with it, and the released "
                           "input is not read");
  }
}

// The run's answers; against a gold without candidates, every run line would be an unknown
// pair: not read.
Predictions read_predictions(Evaluation& evaluation, const Corpus& corpus) {
  if (corpus.candidates().empty()) return {};
  return read_run(evaluation.single("run").text, corpus,
                  evaluation.options.at("threshold").get<double>(), evaluation.diagnostics());
}

std::vector<Item> items_of(const Corpus& corpus, const Predictions& predictions,
                           const Json& options) {
  return options.at("criterion") == "relation" ? relation_items(corpus, predictions)
                                               : occurrence_items(corpus, predictions);
}

void scoring_notes(const Predictions& predictions, const Json& options, bool with_folds,
                   Result& result) {
  if (!predictions.scores) {
    result.notes.push_back({"auc-from-labels",
                            "the run has no scores: micro.auc is the AUC of the hard labels "
                            "(balanced accuracy), not of a ranking",
                            "micro.auc", std::nullopt, std::nullopt});
  }
  if (options.at("criterion") == "relation") {
    result.note(
        "criterion-relation",
        "one item per relation per document: candidate pairs with the same two entity texts "
        "(ignoring ASCII case) count once, positive if any is, predicted if any is, scored by "
        "the highest score; pairs and positives count these items");
  }
  if (!with_folds) {
    result.note("macro-per-document",
                "no folds file: macro averages over documents are in the last row of "
                "the documents table only");
  }
}

// The rules a check applies to the run and the folds file. The candidates are fixed by the
// corpus without its answers: its <pair> elements, or, in a file without them, every two
// entities of a sentence; so the released input tells all the gold would.
std::vector<CheckRule> check_rules() {
  return {
      {"the run (and a folds file, if given) is UTF-8 text without NUL bytes; a run with nothing "
       "in it is a warning",
       {"invalid-utf8", "nul-byte", "input-empty", "run-empty"},
       Needs::run_only},
      {"every run line has one or two values after the pair (label and score, or one of them), "
       "as many as the first line",
       {"run-fields", "run-columns"},
       Needs::run_only},
      {"labels are 1, 0, True, False, +1 or -1; scores are finite numbers",
       {"label-invalid", "score-invalid"},
       Needs::run_only},
      {"every pair id or entity id of the run is one of the corpus, and two entities named are a "
       "candidate pair (a <pair> of the corpus, or two entities of one sentence in a file "
       "without <pair> elements)",
       {"pair-unknown", "entity-unknown", "pair-not-candidate"},
       Needs::input_or_gold},
      {"no candidate pair is given twice, by its pair id or its entities in either order",
       {"pair-duplicate"},
       Needs::input_or_gold},
      {"every candidate pair of the corpus has a line in the run (warning, with the count)",
       {"pairs-missing"},
       Needs::input_or_gold},
      {"a folds file, if given, has two fields a line, document id and fold",
       {"folds-fields"},
       Needs::run_only},
      {"a folds file, if given, puts every document of the corpus in one fold, and no other "
       "document",
       {"fold-document-unknown", "fold-document-repeated", "fold-missing"},
       Needs::input_or_gold},
  };
}

// What the head of a corpus XML shows of its answers.
enum class Answers { shown, pairs_unlabelled, unseen };

Answers answers_in(std::string_view head) {
  if (head.find("<interaction") != std::string_view::npos ||
      head.find(" interaction=") != std::string_view::npos) {
    return Answers::shown;
  }
  return head.find("<pair") != std::string_view::npos ? Answers::pairs_unlabelled : Answers::unseen;
}

// A corpus for the gold or the released input: answers in sight make a gold, <pair> elements
// without labels a released input; neither (a released converted corpus, or a gold whose first
// sentences have no interaction, as AIMed's train part) leans to the input, close enough for
// the name to decide (the gold's hints name training and development parts).
double corpus_fit(std::string_view role, std::string_view head) {
  if (head.find("<corpus") == std::string_view::npos ||
      head.find("<document") == std::string_view::npos) {
    return 0;
  }
  const Answers answers = answers_in(head);
  if (role == "gold") {
    return answers == Answers::shown ? 0.95 : answers == Answers::unseen ? 0.7 : 0.3;
  }
  return answers == Answers::shown ? 0.3 : answers == Answers::unseen ? 0.75 : 0.95;
}

}  // namespace

PpiTask::PpiTask() {
  spec_.id = "ppi";
  spec_.group_label = "PPI extraction";
  spec_.title = "Protein–protein interaction extraction on the unified PPI corpora";
  spec_.summary =
      "P, R, F1 and AUC over the candidate pairs fixed by the gold (Pyysalo et al. 2009), micro "
      "and macro over folds, beside the all-true baseline.";
  spec_.reference =
      "the definitions of Pyysalo et al. 2009 and Airola et al. 2008 (no reference scorer is "
      "reproduced)";
  spec_.profiles = {"published"};
  spec_.roles = {
      {"gold",
       "ppi-xml",
       "the unified PPI XML: corpus/document/sentence/entity with <pair> candidates or positive "
       "<interaction> elements; several files form one corpus",
       true,
       true,
       {"train*", "dev", "devel*"}},
      {"run", "ppi-run",
       "one line per candidate pair, TAB-separated: 'pair_id label [score]' or 'e1 e2 label "
       "[score]' (or a score instead of the label)",
       true, false},
      {"folds",
       "ppi-folds",
       "'document_id<TAB>fold' per line, for macro averages over folds",
       false,
       false,
       {"fold*", "split*"}},
      {"input",
       "ppi-xml",
       "the corpus XML as released for the test set, without pair labels or <interaction> "
       "elements: checks a run before the gold is out; several files form one corpus",
       false,
       true,
       {"input*", "released", "blind*", "unlabel*"},
       "gold"}};
  spec_.options = {
      OptionSpec("threshold", OptionType::number, 0.0,
                 "without a label column, a pair is predicted positive when its score ≥ this"),
      OptionSpec("criterion", OptionType::choice, "occurrence",
                 "occurrence: every candidate pair is an item; relation: one item per pair of "
                 "entity texts per document")
          .one_of({"occurrence", "relation"}),
      OptionSpec("directed", OptionType::boolean, false,
                 "the order of e1 and e2 matters (both orders are candidates)")};
  spec_.diagnostics = run_text_diagnostic_codes();
  for (const auto* codes :
       {&corpus_diagnostic_codes(), &run_diagnostic_codes(), &folds_diagnostic_codes()}) {
    spec_.diagnostics.insert(spec_.diagnostics.end(), codes->begin(), codes->end());
  }
  spec_.checks = check_rules();
  spec_.main_metric = "micro.f1";
  spec_.metrics = {
      {"documents", "documents of the gold"},
      {"sentences", "sentences of the gold"},
      {"pairs", "items scored: candidate pairs, or relations with criterion relation"},
      {"positives", "items that are positive in the gold"},
      {"micro.tp", "positive items predicted positive, all items pooled"},
      {"micro.fp", "negative items predicted positive"},
      {"micro.fn", "positive items predicted negative (or missing from the run)"},
      {"micro.tn", "negative items predicted negative (or missing from the run)"},
      {"micro.precision", "TP / (TP + FP)"},
      {"micro.recall", "TP / (TP + FN)"},
      {"micro.f1", "2PR / (P + R)"},
      {"micro.auc",
       "ROC AUC from the scores: Mann–Whitney U / (P·N), ties counted half (of the labels when "
       "there are no scores)"},
      {"macro.precision", "mean of the per-fold precisions (with a folds file)"},
      {"macro.recall", "mean of the per-fold recalls"},
      {"macro.f1", "mean of the per-fold F1 (not the F1 of the mean P and R)"},
      {"macro.auc", "mean of the per-fold AUCs"},
      {"macro.<measure>_sd", "population standard deviation of the per-fold values"},
      {"baseline.precision", "all-true baseline: positives / pairs"},
      {"baseline.recall", "all-true baseline: 1"},
      {"baseline.f1", "all-true baseline: 2P / (1 + P)"}};
}

double PpiTask::sniff(std::string_view role, const FileHead& file) const {
  const std::string_view head = file.head;
  if (role == "gold" || role == "input") return corpus_fit(role, head);
  if (role != "run" && role != "folds") return 0;
  LineReader lines(head);
  Line line;
  int seen = 0;
  while (lines.next(line) && seen < 5) {
    if (is_blank(line.text)) continue;
    std::array<std::string_view, 5> fields;
    const std::size_t count = split_whitespace(line.text, fields.data(), fields.size());
    if (role == "run") {
      if (count < 2 || count > 4 || !looks_like_pair_or_entity_id(fields[0])) return 0;
    } else if (count != 2 || fields[0].find(".d") == std::string_view::npos ||
               looks_like_pair_or_entity_id(fields[0])) {
      return 0;
    }
    ++seen;
  }
  return seen == 0 ? 0 : role == "run" ? 0.9 : 0.5;
}

void PpiTask::evaluate(Evaluation& evaluation) const {
  const Json& options = evaluation.options;
  Corpus corpus;
  read_corpus(evaluation, corpus);
  const double threshold = options.at("threshold").get<double>();
  const Predictions predictions = read_predictions(evaluation, corpus);
  std::optional<Folds> folds;
  if (evaluation.has("folds")) {
    folds = read_folds(evaluation.single("folds").text, corpus, evaluation.diagnostics());
  }
  corpus.release_indexes();
  if (!evaluation.may_score()) return;
  const std::vector<Item> items = items_of(corpus, predictions, options);
  scoring_notes(predictions, options, folds.has_value(), evaluation.result);
  report({corpus, predictions, items, folds ? &*folds : nullptr, threshold}, evaluation.result);
}

// The gold and folds are read once, from the first submission (every submission holds the
// same); each run is read against that corpus, as evaluate() reads it.
std::unique_ptr<UnitScorer> PpiTask::legacy_unit_scorer(const std::vector<Inputs>& submissions,
                                                        const Json& options) const {
  if (submissions.empty()) return nullptr;
  ScratchEvaluation scratch(spec_, submissions.front(), options);
  Evaluation& first = scratch.get();
  Corpus corpus;
  read_corpus(first, corpus);
  std::optional<FoldsOfDocuments> folds;
  if (first.has("folds")) {
    const Folds read = read_folds(first.single("folds").text, corpus, first.diagnostics());
    folds = FoldsOfDocuments{read.fold_of_document, read.names.size()};
  }
  std::vector<std::vector<Item>> items;
  for (const Inputs& submission : submissions) {
    ScratchEvaluation evaluation(spec_, submission, options);
    items.push_back(items_of(corpus, read_predictions(evaluation.get(), corpus), options));
  }
  return document_unit_scorer(corpus.documents().size(), items, folds ? &*folds : nullptr);
}

// The corpus, the run and the folds read as evaluate() reads them (the folds only for their
// diagnostics), the items judged as it judges them.
std::unique_ptr<DocumentViews> PpiTask::document_views(const Inputs& inputs,
                                                       const Json& options) const {
  ScratchEvaluation scratch(spec_, inputs, options);
  scratch.require_scorable();  // a check against the released input has no gold to show
  Evaluation& evaluation = scratch.get();
  JudgedRun run;
  run.corpus = std::make_unique<Corpus>();
  read_corpus(evaluation, *run.corpus);
  run.predictions = read_predictions(evaluation, *run.corpus);
  if (evaluation.has("folds")) {
    read_folds(evaluation.single("folds").text, *run.corpus, evaluation.diagnostics());
  }
  scratch.require_scorable();  // again, with what reading found
  run.items = options.at("criterion") == "relation"
                  ? relation_items(*run.corpus, run.predictions, &run.item_of_candidate)
                  : occurrence_items(*run.corpus, run.predictions);
  return open_ppi_views(std::move(run));
}

std::vector<const Task*> tasks() {
  static const PpiTask ppi;
  return {&ppi};
}

}  // namespace bioeval::ppi
