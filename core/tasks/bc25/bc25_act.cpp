// bc25.act: article classification, scored as a classifier (TP/FP/FN/TN, MCC) and as one
// ranking of all articles (AUC iP/R). A run is read once: checked, turned into its articles'
// entries and joined ranking (units_act.cpp), and kept for its result (report_act.cpp), a
// comparison's units and its document view (views_act.cpp).
#include "tasks/bc25/bc25_act.hpp"

#include <algorithm>
#include <stdexcept>

#include "framework/result_parts.hpp"
#include "tasks/bc25/checks.hpp"
#include "tasks/bc25/read_act.hpp"
#include "tasks/bc25/read_document_list.hpp"
#include "tasks/bc25/report_act.hpp"
#include "tasks/bc25/sniff.hpp"
#include "tasks/bc25/units_act.hpp"
#include "tasks/bc25/values.hpp"
#include "tasks/bc25/views_act.hpp"

namespace bioeval::bc25 {
namespace {

// A run read once: its units, and of the run itself only the first articles of its joined ranking
// (after the cutoff), which the articles table and the view list.
class ActScoredRun final : public ScoredRun {
 public:
  ActScoredRun(std::shared_ptr<const std::vector<GoldArticle>> gold, const RunArticles& run,
               const ActSettings& settings)
      : units_(act_units(std::move(gold), run)), settings_(settings) {
    const std::size_t ranked = settings.cutoff
                                   ? std::min<std::size_t>(units_->ranking.size(), settings.cutoff)
                                   : units_->ranking.size();
    std::vector<std::uint32_t> of_gold(units_->entries.size(), 0);
    for (std::size_t i = 0; i < run.articles.size(); ++i) {
      const RunArticle& article = run.articles[i];
      if (article.gold != kNotInGold) of_gold[article.gold] = static_cast<std::uint32_t>(i);
    }
    shown_.reserve(std::min(ranked, kMaxTableRows));
    for (std::size_t i = 0; i < ranked && i < kMaxTableRows; ++i) {
      shown_.push_back(run.articles[of_gold[units_->ranking[i]]]);
    }
  }

  void report(Result& result) override {
    ranking_ = report_act(*units_, shown_, settings_, result);
    reported_ = true;
  }
  std::shared_ptr<const RunUnits> units() const override { return units_; }
  std::unique_ptr<DocumentViews> views() const override {
    if (!reported_) throw std::logic_error("bc25.act: views() before report()");
    return act_views(*units_, shown_, ranking_);
  }

 private:
  std::shared_ptr<ActUnits> units_;
  ActSettings settings_;
  std::vector<RunArticle> shown_;
  RankingSummary ranking_;
  bool reported_ = false;
};

}  // namespace

ActTask::ActTask() {
  spec_.id = "bc25.act";
  spec_.group_label = "BioCreative II.5";
  spec_.title = "BC II.5 ACT — article classification";
  spec_.summary =
      "Articles classified as describing protein interactions (1) or not (0), each with a rank "
      "and a confidence; scored as a classifier and as one joined ranking.";
  spec_.reference = "bc-evaluate 2.3.1 (BioCreative II.5 evaluation library)";
  // official: undefined ratios read 0, as bc-evaluate prints them; published: null.
  spec_.profiles = {"official", "published"};
  spec_.roles = {
      {"gold", "bc25-act-gold", "doc<TAB>label (0 or 1), one article per line", true, false},
      {"run", "bc25-act-run", "doc<TAB>class (0/1)<TAB>rank<TAB>confidence, ranks 1..N per class",
       true, false},
      {"input", "bc25-document-list", kDocumentListHelp, false, false, kDocumentListHints, "gold"}};
  spec_.options = {OptionSpec("cutoff", OptionType::integer, 0,
                              "truncate the joined ranking to its first k articles (0: no cutoff)")
                       .at_least(0),
                   OptionSpec("all_documents", OptionType::boolean, false,
                              "count gold articles missing from the run as classified 0 in the "
                              "classification metrics")};
  spec_.diagnostics =
      diagnostic_codes({"class-not-binary", "label-not-binary", "duplicate-document"});
  spec_.checks = check_rules(TaskKind::act);
  spec_.costly_warnings = act_costly_warnings();
  spec_.main_metric = "ranking.auc_ipr";
  spec_.metrics = {
      {"ranking.auc_ipr", "AUC iP/R of the joined ranking against the gold positives",
       Better::higher},
      {"ranking.p_at_full_r", "best precision where the joined ranking reaches recall 1",
       Better::higher},
      {"ranking.tp", "gold positives in the joined ranking", Better::neither},
      {"ranking.fp", "gold negatives in the joined ranking", Better::neither},
      {"class.tp", "classified 1, gold 1", Better::neither},
      {"class.fp", "classified 1, gold 0", Better::neither},
      {"class.fn", "classified 0, gold 1", Better::neither},
      {"class.tn", "classified 0, gold 0", Better::neither},
      {"class.mcc", "(TP·TN − FP·FN) / √((TP+FP)(TP+FN)(TN+FP)(TN+FN)), 0 if undefined",
       Better::higher},
      {"class.accuracy", "(TP + TN) / (TP + FP + FN + TN)", Better::higher},
      {"class.sensitivity", "TP / (TP + FN)", Better::higher},
      {"class.specificity", "TN / (TN + FP)", Better::higher}};
}

double ActTask::sniff(std::string_view role, const FileHead& file) const {
  return sniff_act(role, file.head);
}

std::unique_ptr<ScoredRun> ActTask::read(Evaluation& evaluation) const {
  if (evaluation.against_input()) {
    check_act_against_list(evaluation);
    return nullptr;
  }
  if (evaluation.has("input")) note_input_unread(evaluation.result);
  Diagnostics& diagnostics = evaluation.diagnostics();
  const SingleInput gold_file = evaluation.single("gold");
  const SingleInput run_file = evaluation.single("run");
  const TextInput& gold_input = gold_file.text;
  const TextInput& run_input = run_file.text;
  GoldArticles gold = read_act_gold(gold_input, diagnostics, gold_file.progress);
  const RunArticles run = read_act_run(run_input, gold, diagnostics, run_file.progress);
  const ActSettings settings = act_settings(evaluation.options);
  evaluation.cautions.items["documents"] = gold.articles.size();
  if (gold_input.ok && run_input.ok) {
    check_act_coverage(gold, run, settings.all_documents, gold_input, run_input, diagnostics);
  }
  if (!evaluation.may_score()) return nullptr;
  // The gold's index is no longer needed: its articles are kept, with the units.
  auto articles = std::make_shared<const std::vector<GoldArticle>>(std::move(gold.articles));
  gold.index = IdTable();
  return std::make_unique<ActScoredRun>(std::move(articles), run, settings);
}

// Units: the gold articles, in gold order, each with its entry in every run's joined ranking.
std::unique_ptr<UnitScorer> ActTask::unit_scorer(
    const std::vector<std::shared_ptr<const RunUnits>>& runs, const Json& options) const {
  const auto units = units_as<ActUnits>(runs);
  for (const auto& run : units) {
    if (run->entries.size() != units.front()->entries.size()) return nullptr;  // another gold
  }
  if (units.empty()) return nullptr;
  return act_unit_scorer(units, act_settings(options));
}

}  // namespace bioeval::bc25
