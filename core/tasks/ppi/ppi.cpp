#include "tasks/ppi/ppi.hpp"

#include <memory>
#include <optional>
#include <utility>

#include "tasks/ppi/checks.hpp"
#include "tasks/ppi/items.hpp"
#include "tasks/ppi/read_corpus.hpp"
#include "tasks/ppi/read_folds.hpp"
#include "tasks/ppi/read_run.hpp"
#include "tasks/ppi/report.hpp"
#include "tasks/ppi/sniff.hpp"
#include "tasks/ppi/units.hpp"
#include "tasks/ppi/views.hpp"

namespace bioeval::ppi {
namespace {

// The run's answers; against a gold without candidates, every run line would be an unknown
// pair: not read.
Predictions read_predictions(Evaluation& evaluation, const Corpus& corpus) {
  if (corpus.candidates().empty()) return {};
  Predictions predictions =
      read_run(evaluation.single("run").text, corpus,
               evaluation.options.at("threshold").get<double>(), evaluation.diagnostics());
  evaluation.cautions.items["candidate pairs"] = corpus.candidates().size();
  return predictions;
}

// How the run was scored, for the result.
struct ScoringSettings {
  bool labels = false;    // the run has a label column
  bool relation = false;  // criterion relation
  double threshold = 0;
};

// A run read and judged once: its units give the result and a comparison's samples, the judged
// items the document views.
class PpiRun final : public ScoredRun {
 public:
  PpiRun(JudgedRun judged, std::shared_ptr<const DocumentUnits> units, ScoringSettings scoring)
      : judged_(std::move(judged)), units_(std::move(units)), scoring_(scoring) {}

  void report(Result& result) override {
    document_f1_ = ppi::report({*judged_.corpus, units_, scoring_.labels, judged_.scores,
                                scoring_.relation, scoring_.threshold},
                               result);
  }
  std::shared_ptr<const RunUnits> units() const override { return units_; }
  std::unique_ptr<DocumentViews> views() const override {
    return open_ppi_views(judged_, *units_, document_f1_);
  }

 private:
  JudgedRun judged_;
  std::shared_ptr<const DocumentUnits> units_;
  ScoringSettings scoring_;
  std::vector<std::optional<double>> document_f1_;  // the documents table's, for the views
};

// The ppi task: protein–protein interaction extraction scored on the candidate pairs of a gold
// corpus in the unified PPI XML, micro and macro, with the all-true baseline. Specification:
// docs/tasks/ppi.md.
class PpiTask final : public DeclaredTask {
 public:
  PpiTask();
  double sniff(std::string_view role, const FileHead& file) const override {
    return sniff_input(role, file);
  }
  std::unique_ptr<ScoredRun> read(Evaluation& evaluation) const override;
  std::unique_ptr<UnitScorer> unit_scorer(const std::vector<std::shared_ptr<const RunUnits>>& runs,
                                          const Json& options) const override;
};

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
  // A candidate the run does not score is a negative decision: a positive one is a lost TP.
  spec_.costly_warnings = {{"pairs-missing", "run", "candidate pairs",
                            "have no decision in the run (read as negative)"}};
  spec_.main_metric = "micro.f1";
  spec_.metrics = {
      {"documents", "documents of the gold", Better::neither},
      {"sentences", "sentences of the gold", Better::neither},
      {"pairs", "items scored: candidate pairs, or relations with criterion relation",
       Better::neither},
      {"positives", "items that are positive in the gold", Better::neither},
      {"micro.tp", "positive items predicted positive, all items pooled", Better::neither},
      {"micro.fp", "negative items predicted positive", Better::neither},
      {"micro.fn", "positive items predicted negative (or missing from the run)", Better::neither},
      {"micro.tn", "negative items predicted negative (or missing from the run)", Better::neither},
      {"micro.precision", "TP / (TP + FP)", Better::higher},
      {"micro.recall", "TP / (TP + FN)", Better::higher},
      {"micro.f1", "2PR / (P + R)", Better::higher},
      {"micro.auc",
       "ROC AUC from the scores: Mann–Whitney U / (P·N), ties counted half (of the labels when "
       "there are no scores)",
       Better::higher},
      {"macro.precision", "mean of the per-fold precisions (with a folds file)", Better::higher},
      {"macro.recall", "mean of the per-fold recalls", Better::higher},
      {"macro.f1", "mean of the per-fold F1 (not the F1 of the mean P and R)", Better::higher},
      {"macro.auc", "mean of the per-fold AUCs", Better::higher},
      {"macro.<measure>_sd", "population standard deviation of the per-fold values",
       Better::neither},
      {"baseline.precision", "all-true baseline: positives / pairs", Better::neither},
      {"baseline.recall", "all-true baseline: 1", Better::neither},
      {"baseline.f1", "all-true baseline: 2P / (1 + P)", Better::neither}};
}

// The corpus, the run and the folds file read once; the run's items judged once, kept for the
// views, and turned into its units.
std::unique_ptr<ScoredRun> PpiTask::read(Evaluation& evaluation) const {
  const Json& options = evaluation.options;
  auto corpus = std::make_unique<Corpus>();
  read_corpus(evaluation, *corpus);
  Predictions predictions = read_predictions(evaluation, *corpus);
  std::shared_ptr<const Folds> folds;
  if (evaluation.has("folds")) {
    folds = std::make_shared<const Folds>(
        read_folds(evaluation.single("folds").text, *corpus, evaluation.diagnostics()));
  }
  corpus->release_indexes();
  if (!evaluation.may_score()) return nullptr;

  ScoringSettings scoring{predictions.labels, options.at("criterion") == "relation",
                          options.at("threshold").get<double>()};
  JudgedRun judged;
  judged.items = scoring.relation ? relation_items(*corpus, predictions, &judged.item_of_candidate)
                                  : occurrence_items(*corpus, predictions);
  judged.scores = predictions.scores;
  judged.listed.resize(predictions.by_candidate.size());
  for (std::size_t c = 0; c < predictions.by_candidate.size(); ++c) {
    judged.listed[c] = predictions.by_candidate[c].listed;
  }
  predictions = {};  // judged: its items hold what scoring and the views need
  std::vector<std::uint32_t> sentences(corpus->documents().size());
  for (const Sentence& sentence : corpus->sentences()) ++sentences[sentence.document];
  auto units = std::make_shared<const DocumentUnits>(sentences, judged.items, std::move(folds));
  judged.corpus = std::move(corpus);
  return std::make_unique<PpiRun>(std::move(judged), std::move(units), scoring);
}

std::unique_ptr<UnitScorer> PpiTask::unit_scorer(
    const std::vector<std::shared_ptr<const RunUnits>>& runs, const Json& /*options*/) const {
  auto units = units_as<DocumentUnits>(runs);
  if (units.empty()) return nullptr;
  return document_unit_scorer(std::move(units));
}

}  // namespace

std::vector<const Task*> tasks() {
  static const PpiTask ppi;
  return {&ppi};
}

}  // namespace bioeval::ppi
