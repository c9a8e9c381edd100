// bc25.int and bc25.ipt: macro and micro P/R/F and AUC iP/R over documents. A run is read once:
// checked, matched against the gold article by article (units_items.cpp), and kept for its
// result (report_items.cpp), a comparison's units and its document views (views_items.cpp).
#include "tasks/bc25/bc25_items.hpp"

#include "tasks/bc25/checks.hpp"
#include "tasks/bc25/read_document_list.hpp"
#include "tasks/bc25/report_items.hpp"
#include "tasks/bc25/sniff.hpp"
#include "tasks/bc25/units_items.hpp"
#include "tasks/bc25/values.hpp"
#include "tasks/bc25/views_items.hpp"

namespace bioeval::bc25 {
namespace {

// A run read and matched once: the gold and run as read (the views show them), and the matching.
class ItemScoredRun final : public ScoredRun {
 public:
  ItemScoredRun(Gold gold, Run run, const ItemSettings& settings, bool document_curves)
      : gold_(std::move(gold)),
        run_(std::move(run)),
        matching_(match_articles(gold_, run_, settings)),
        document_curves_(document_curves) {}

  void report(Result& result) override {
    report_items(gold_, *matching_.units, document_curves_, result);
  }
  std::shared_ptr<const RunUnits> units() const override { return matching_.units; }
  std::unique_ptr<DocumentViews> views() const override {
    return item_views(gold_, run_, matching_);
  }

 private:
  Gold gold_;
  Run run_;
  ItemMatching matching_;
  bool document_curves_;
};

}  // namespace

ItemTask::ItemTask(std::string id, std::size_t arity)
    : kind_{arity, arity == 1 ? "accession" : "pair"} {
  const bool pairs = arity == 2;
  spec_.id = std::move(id);
  spec_.group_label = "BioCreative II.5";
  spec_.title =
      pairs ? "BC II.5 IPT — interaction pairs" : "BC II.5 INT — interactor normalization";
  spec_.summary =
      pairs ? "Ranked, unordered pairs of UniProt accessions per article against the gold pairs."
            : "Ranked UniProt accessions of interactors per article against the gold accessions.";
  spec_.reference = "bc-evaluate 2.3.1 (BioCreative II.5 evaluation library)";
  spec_.roles = {
      {"gold", pairs ? "bc25-ipt-gold" : "bc25-int-gold",
       pairs ? "doc<TAB>accA<TAB>accB, one gold pair per line"
             : "doc<TAB>accession, one gold accession per line",
       true, false},
      {"run", pairs ? "bc25-ipt-run" : "bc25-int-run",
       pairs ? "doc<TAB>accA<TAB>accB<TAB>rank<TAB>confidence, ranks 1..N per document"
             : "doc<TAB>accession<TAB>rank<TAB>confidence, ranks 1..N per document",
       true, false},
      {"input", "bc25-document-list", kDocumentListHelp, false, false, kDocumentListHints, "gold"}};
  spec_.options = {
      OptionSpec("cutoff", OptionType::integer, 0,
                 "truncate every document's list to its first k hits (0: no cutoff)")
          .at_least(0),
      OptionSpec("all_documents", OptionType::boolean, false,
                 "also score gold documents that have no hits in the run, as P = R = F = AUC = 0"),
      OptionSpec("document_curves", OptionType::boolean, false,
                 "add the iP/R curve of every evaluated document to the result")};
  spec_.diagnostics = pairs ? diagnostic_codes({"duplicate-pair", "self-pair", "accession-format"})
                            : diagnostic_codes({"duplicate-accession", "accession-format"});
  spec_.checks = check_rules(pairs ? TaskKind::pairs : TaskKind::interactors);
  spec_.costly_warnings = item_costly_warnings();
  spec_.main_metric = "micro.auc_ipr";
  spec_.metrics = {
      {"documents", "number of evaluated documents", Better::neither},
      {"micro.tp", "hits that are gold items, over all evaluated documents", Better::neither},
      {"micro.fp", "hits that are not gold items", Better::neither},
      {"micro.fn", "gold items of evaluated documents not among the hits", Better::neither},
      {"micro.precision", "tp / (tp + fp), pooled", Better::higher},
      {"micro.recall", "tp / (tp + fn), pooled", Better::higher},
      {"micro.f1", "2PR / (P + R) of the pooled P and R", Better::higher},
      {"micro.auc_ipr",
       "AUC iP/R of one (P, R) point per rank depth d, pooling the d-th hit of every document",
       Better::higher},
      {"macro.precision", "mean over documents of tp / (tp + fp)", Better::higher},
      {"macro.recall", "mean over documents of tp / (tp + fn)", Better::higher},
      {"macro.f1", "mean over documents of 2PR / (P + R)", Better::higher},
      {"macro.auc_ipr", "mean over documents of the AUC of the interpolated P/R curve",
       Better::higher},
      {"macro.precision_sd", "population standard deviation of the per-document precision",
       Better::neither},
      {"macro.recall_sd", "population standard deviation of the per-document recall",
       Better::neither},
      {"macro.f1_sd", "population standard deviation of the per-document F1", Better::neither},
      {"macro.auc_ipr_sd", "population standard deviation of the per-document AUC iP/R",
       Better::neither}};
}

double ItemTask::sniff(std::string_view role, const FileHead& file) const {
  return sniff_items(kind_.arity, role, file.head);
}

std::unique_ptr<ScoredRun> ItemTask::read(Evaluation& evaluation) const {
  if (evaluation.against_input()) {
    check_items_against_list(kind_, evaluation);
    return nullptr;
  }
  if (evaluation.has("input")) note_input_unread(evaluation.result);
  Diagnostics& diagnostics = evaluation.diagnostics();
  const SingleInput gold_file = evaluation.single("gold");
  const SingleInput run_file = evaluation.single("run");
  const TextInput& gold_input = gold_file.text;
  const TextInput& run_input = run_file.text;
  Gold gold = read_item_gold(gold_input, kind_, diagnostics, gold_file.progress);
  Run run = read_item_run(run_input, kind_, gold, diagnostics, run_file.progress);
  const ItemSettings settings = item_settings(evaluation.options);
  evaluation.cautions.items["accessions"] = run.accessions;
  evaluation.cautions.items["documents"] = gold.documents.size();
  // Identifiers that are no UniProt accessions cost nothing against a gold written the same way.
  if (diagnostics.count("gold", "accession-format") > 0) {
    evaluation.cautions.costless.insert("accession-format");
  }
  if (gold_input.ok && run_input.ok) {
    check_item_coverage(gold, run, settings.all_documents, gold_input, run_input, diagnostics);
  }
  if (!evaluation.may_score()) return nullptr;
  return std::make_unique<ItemScoredRun>(std::move(gold), std::move(run), settings,
                                         evaluation.options.at("document_curves").get<bool>());
}

// Units: the gold articles, in gold order, as each run's reading matched them.
std::unique_ptr<UnitScorer> ItemTask::unit_scorer(
    const std::vector<std::shared_ptr<const RunUnits>>& runs, const Json& /*options*/) const {
  const auto units = units_as<ItemUnits>(runs);
  for (const auto& run : units) {
    if (run->articles.size() != units.front()->articles.size()) return nullptr;  // another gold
  }
  if (units.empty()) return nullptr;
  return item_unit_scorer(units);
}

}  // namespace bioeval::bc25
