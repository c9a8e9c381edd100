#include "tasks/ppi/report.hpp"

#include <cmath>

#include "metrics/ratios.hpp"
#include "metrics/roc.hpp"
#include "metrics/summary.hpp"
#include "tasks/ppi/metrics.hpp"

namespace bioeval::ppi {
namespace {

constexpr std::size_t kCurvePoints = 1000;

Json optional_json(const std::optional<double>& value) {
  return value ? Json(*value) : Json(nullptr);
}

// The defined values of each measure across documents or folds, for their means and SDs.
struct Spread {
  std::vector<double> precision, recall, f1, auc;

  void add(const Measures& s) {
    if (s.precision) precision.push_back(*s.precision);
    if (s.recall) recall.push_back(*s.recall);
    if (s.f1) f1.push_back(*s.f1);
    if (s.auc) auc.push_back(*s.auc);
  }
};

Json counts_row(const Confusion& c, const Measures& s) {
  return Json::array({c.tp + c.fn + c.fp + c.tn, c.tp + c.fn, c.tp, c.fp, c.fn, c.tn,
                      optional_json(s.precision), optional_json(s.recall), optional_json(s.f1),
                      optional_json(s.auc)});
}

void scoring_notes(const ReportInputs& in, Result& result) {
  if (!in.scores) {
    result.notes.push_back({"auc-from-labels",
                            "the run has no scores: micro.auc is the AUC of the hard labels "
                            "(balanced accuracy), not of a ranking",
                            "micro.auc", std::nullopt, std::nullopt});
  }
  if (in.relation) {
    result.note(
        "criterion-relation",
        "one item per relation per document: candidate pairs with the same two entity texts "
        "(ignoring ASCII case) count once, positive if any is, predicted if any is, scored by "
        "the highest score; pairs and positives count these items");
  }
  if (!in.units->folds) {
    result.note("macro-per-document",
                "no folds file: macro averages over documents are in the last row of "
                "the documents table only");
  }
}

// Each document's row: the metrics of the document alone. Returns their F1.
std::vector<std::optional<double>> documents_table(const ReportInputs& in,
                                                   const RankedDocuments& ranked, Result& result) {
  const Folds* folds = in.units->folds.get();
  Table table{"documents", "Per document", {"document"}, {}};
  if (folds) table.columns.push_back("fold");
  for (const char* column :
       {"pairs", "positives", "tp", "fp", "fn", "tn", "precision", "recall", "f1", "auc"}) {
    table.columns.push_back(column);
  }
  const std::size_t documents = ranked.documents();
  std::vector<std::optional<double>> f1s(documents);
  Spread spread;
  for (std::size_t d = 0; d < documents; ++d) {
    const Metrics m = metrics_of(ranked, {Taken{static_cast<std::uint32_t>(d), 0, 1}});
    spread.add(m.micro_measures);
    f1s[d] = m.micro_measures.f1;
    Json row = Json::array({std::string(in.corpus.documents()[d].id)});
    if (folds) {
      const std::uint32_t fold = folds->fold_of_document[d];
      row.push_back(fold == Folds::kNoFold ? Json(nullptr) : Json(std::string(folds->names[fold])));
    }
    for (Json& cell : counts_row(m.micro, m.micro_measures)) row.push_back(std::move(cell));
    table.rows.push_back(std::move(row));
    table.links.push_back({std::string(in.corpus.documents()[d].id), {}});  // its ranked pairs
  }
  Json average = Json::array({"macro average over " + std::to_string(documents) + " documents"});
  if (folds) average.push_back(nullptr);
  for (int i = 0; i < 6; ++i) average.push_back(nullptr);
  for (const auto* values : {&spread.precision, &spread.recall, &spread.f1, &spread.auc}) {
    average.push_back(optional_json(mean(*values)));
  }
  table.rows.push_back(std::move(average));
  table.links.push_back({});  // no place
  result.tables.push_back(std::move(table));
  return f1s;
}

// The macro measures over the folds and their SDs, and the folds table.
void folds_report(const Folds& folds, const Metrics& all, Result& result) {
  Table table{"folds",
              "Per fold",
              {"fold", "documents", "pairs", "positives", "tp", "fp", "fn", "tn", "precision",
               "recall", "f1", "auc"},
              {}};
  Spread spread;
  for (std::size_t f = 0; f < all.folds.size(); ++f) {
    const FoldMetrics& fold = all.folds[f];
    spread.add(fold.measures);
    Json row = Json::array({std::string(folds.names[f]), fold.documents});
    for (Json& cell : counts_row(fold.confusion, fold.measures)) row.push_back(std::move(cell));
    table.rows.push_back(std::move(row));
  }
  Json mean_row = Json::array({"mean"}), sd_row = Json::array({"population SD"});
  for (int i = 0; i < 7; ++i) {
    mean_row.push_back(nullptr);
    sd_row.push_back(nullptr);
  }
  const std::pair<const char*, const std::vector<double>*> spreads[] = {
      {"precision", &spread.precision},
      {"recall", &spread.recall},
      {"f1", &spread.f1},
      {"auc", &spread.auc}};
  const std::optional<double> means[] = {all.macro.precision, all.macro.recall, all.macro.f1,
                                         all.macro.auc};
  for (std::size_t k = 0; k < 4; ++k) {
    result.metric(std::string("macro.") + spreads[k].first, means[k]);
    mean_row.push_back(optional_json(means[k]));
    sd_row.push_back(optional_json(population_sd(*spreads[k].second)));
  }
  for (const auto& [name, values] : spreads) {
    result.metric(std::string("macro.") + name + "_sd", population_sd(*values));
  }
  table.rows.push_back(std::move(mean_row));
  table.rows.push_back(std::move(sd_row));
  result.tables.push_back(std::move(table));
  const std::size_t undefined = 4 * all.folds.size() - spread.precision.size() -
                                spread.recall.size() - spread.f1.size() - spread.auc.size();
  if (undefined > 0) {
    result.note("fold-measures-undefined",
                std::to_string(undefined) +
                    " per-fold measures are undefined (no predicted positives, no "
                    "positives, or a fold of one class for AUC): macro averages and "
                    "SDs are over the folds where each is defined");
  }
}

void add_curves(const ReportInputs& in, const Metrics& all,
                const std::vector<ThresholdCounts>& thresholds, Result& result) {
  const Confusion& micro = all.micro;
  const std::uint64_t positives = micro.tp + micro.fn;
  const std::uint64_t negatives = micro.fp + micro.tn;
  if (positives == 0 || negatives == 0) return;
  const auto P = static_cast<double>(positives), N = static_cast<double>(negatives);
  const std::vector<ThresholdCounts> points = thinned(thresholds, kCurvePoints);
  const Mark decisions{"decisions", static_cast<double>(micro.fp) / N,
                       static_cast<double>(micro.tp) / P};

  Curve roc{"roc", "ROC curve", "line", "false positive rate", "true positive rate"};
  roc.points.push_back(Json::array({0.0, 0.0}));
  for (const ThresholdCounts& t : points) {
    roc.points.push_back(
        Json::array({static_cast<double>(t.fp) / N, static_cast<double>(t.tp) / P}));
  }
  roc.marks = {decisions, {"all-true baseline", 1.0, 1.0}};
  result.curves.push_back(std::move(roc));

  Curve pr{"pr", "Precision–recall", "line", "recall", "precision"};
  for (const ThresholdCounts& t : points) {
    pr.points.push_back(
        Json::array({static_cast<double>(t.tp) / P,
                     static_cast<double>(t.tp) / static_cast<double>(t.tp + t.fp)}));
  }
  pr.marks = {{"decisions", all.micro_measures.recall, all.micro_measures.precision},
              {"all-true baseline precision", std::nullopt, all.baseline.precision}};
  result.curves.push_back(std::move(pr));

  Curve by_threshold{"f1.threshold", "Precision, recall and F1 by score threshold", "line",
                     "threshold", "value"};
  by_threshold.series = {"precision", "recall", "f1"};
  by_threshold.slider = true;
  for (auto t = points.rbegin(); t != points.rend(); ++t) {
    if (!std::isfinite(t->threshold)) continue;  // the candidates missing from the run
    const double p = static_cast<double>(t->tp) / static_cast<double>(t->tp + t->fp);
    const double r = static_cast<double>(t->tp) / P;
    by_threshold.points.push_back(Json::array({t->threshold, p, r, f1(p, r)}));
  }
  by_threshold.marks = {{"all-true baseline F1", std::nullopt, all.baseline.f1}};
  if (!in.labels) by_threshold.marks.push_back({"threshold", in.threshold, std::nullopt});
  result.curves.push_back(std::move(by_threshold));

  if (points.size() < thresholds.size()) {
    result.note("curves-thinned", "the curves show " + std::to_string(points.size()) + " of " +
                                      std::to_string(thresholds.size()) +
                                      " distinct scores, evenly spaced; AUC uses them all");
  }
}

}  // namespace

std::vector<std::optional<double>> report(const ReportInputs& in, Result& result) {
  scoring_notes(in, result);
  const RankedDocuments ranked({in.units});
  std::vector<ThresholdCounts> thresholds;
  const Metrics all = metrics_of(ranked, every_document(ranked.documents()), &thresholds);
  const Confusion& c = all.micro;
  result.metric("documents", static_cast<double>(all.documents));
  result.metric("sentences", static_cast<double>(all.sentences));
  result.metric("pairs", static_cast<double>(all.pairs()));
  result.metric("positives", static_cast<double>(all.positives()));
  result.metric("micro.tp", static_cast<double>(c.tp));
  result.metric("micro.fp", static_cast<double>(c.fp));
  result.metric("micro.fn", static_cast<double>(c.fn));
  result.metric("micro.tn", static_cast<double>(c.tn));
  result.metric("micro.precision", all.micro_measures.precision);
  result.metric("micro.recall", all.micro_measures.recall);
  result.metric("micro.f1", all.micro_measures.f1);
  result.metric("micro.auc", all.micro_measures.auc);
  if (in.units->folds) folds_report(*in.units->folds, all, result);
  result.metric("baseline.precision", all.baseline.precision);
  result.metric("baseline.recall", all.baseline.recall);
  result.metric("baseline.f1", all.baseline.f1);
  std::vector<std::optional<double>> f1s = documents_table(in, ranked, result);
  add_curves(in, all, thresholds, result);
  return f1s;
}

}  // namespace bioeval::ppi
