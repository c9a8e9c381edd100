#include "tasks/ppi/report.hpp"

#include <cmath>

#include "metrics/summary.hpp"

namespace bioeval::ppi {
namespace {

constexpr std::size_t kCurvePoints = 1000;

Json optional_json(const std::optional<double>& value) {
  return value ? Json(*value) : Json(nullptr);
}

// Means (and population SDs) of the defined values of one measure across documents or folds.
struct Spread {
  std::vector<double> precision, recall, f1, auc;

  void add(const ItemScores& s) {
    if (s.precision) precision.push_back(*s.precision);
    if (s.recall) recall.push_back(*s.recall);
    if (s.f1) f1.push_back(*s.f1);
    if (s.auc) auc.push_back(*s.auc);
  }
};

Json counts_row(const ItemScores& s) {
  const Confusion& c = s.confusion;
  return Json::array({c.tp + c.fn + c.fp + c.tn, c.tp + c.fn, c.tp, c.fp, c.fn, c.tn,
                      optional_json(s.precision), optional_json(s.recall), optional_json(s.f1),
                      optional_json(s.auc)});
}

// Items of each document: a document's items are contiguous, in document order.
std::vector<std::vector<Item>> items_by_document(const ReportInputs& in) {
  std::vector<std::vector<Item>> by_document(in.corpus.documents().size());
  for (const Item& item : in.items) by_document[item.document].push_back(item);
  return by_document;
}

void documents_table(const ReportInputs& in, const std::vector<std::vector<Item>>& by_document,
                     Result& result) {
  Table table{"documents", "Per document", {"document"}, {}};
  if (in.folds) table.columns.push_back("fold");
  for (const char* column :
       {"pairs", "positives", "tp", "fp", "fn", "tn", "precision", "recall", "f1", "auc"}) {
    table.columns.push_back(column);
  }
  Spread spread;
  for (std::size_t d = 0; d < by_document.size(); ++d) {
    const ItemScores s = score_items(by_document[d]);
    spread.add(s);
    Json row = Json::array({std::string(in.corpus.documents()[d].id)});
    if (in.folds) {
      const std::uint32_t fold = in.folds->fold_of_document[d];
      row.push_back(fold == Folds::kNoFold ? Json(nullptr)
                                           : Json(std::string(in.folds->names[fold])));
    }
    for (Json& cell : counts_row(s)) row.push_back(std::move(cell));
    table.rows.push_back(std::move(row));
    table.links.push_back({std::string(in.corpus.documents()[d].id), {}});  // its ranked pairs
  }
  Json average =
      Json::array({"macro average over " + std::to_string(by_document.size()) + " documents"});
  if (in.folds) average.push_back(nullptr);
  for (int i = 0; i < 6; ++i) average.push_back(nullptr);
  for (const auto* values : {&spread.precision, &spread.recall, &spread.f1, &spread.auc}) {
    average.push_back(optional_json(mean(*values)));
  }
  table.rows.push_back(std::move(average));
  table.links.push_back({});  // no place
  result.tables.push_back(std::move(table));
}

// Macro measures over the folds: the folds table and the macro.* metrics.
void folds_report(const ReportInputs& in, const std::vector<std::vector<Item>>& by_document,
                  Result& result) {
  const Folds& folds = *in.folds;
  std::vector<std::vector<Item>> by_fold(folds.names.size());
  std::vector<std::size_t> documents(folds.names.size(), 0);
  for (std::size_t d = 0; d < by_document.size(); ++d) {
    const std::uint32_t fold = folds.fold_of_document[d];
    if (fold == Folds::kNoFold) continue;
    ++documents[fold];
    by_fold[fold].insert(by_fold[fold].end(), by_document[d].begin(), by_document[d].end());
  }
  Table table{"folds",
              "Per fold",
              {"fold", "documents", "pairs", "positives", "tp", "fp", "fn", "tn", "precision",
               "recall", "f1", "auc"},
              {}};
  Spread spread;
  for (std::size_t f = 0; f < by_fold.size(); ++f) {
    const ItemScores s = score_items(by_fold[f]);
    spread.add(s);
    Json row = Json::array({std::string(folds.names[f]), documents[f]});
    for (Json& cell : counts_row(s)) row.push_back(std::move(cell));
    table.rows.push_back(std::move(row));
  }
  Json mean_row = Json::array({"mean"}), sd_row = Json::array({"population SD"});
  for (int i = 0; i < 7; ++i) {
    mean_row.push_back(nullptr);
    sd_row.push_back(nullptr);
  }
  const std::pair<const char*, const std::vector<double>*> measures[] = {
      {"precision", &spread.precision},
      {"recall", &spread.recall},
      {"f1", &spread.f1},
      {"auc", &spread.auc}};
  for (const auto& [name, values] : measures) {
    result.metric(std::string("macro.") + name, mean(*values));
    mean_row.push_back(optional_json(mean(*values)));
    sd_row.push_back(optional_json(population_sd(*values)));
  }
  for (const auto& [name, values] : measures) {
    result.metric(std::string("macro.") + name + "_sd", population_sd(*values));
  }
  table.rows.push_back(std::move(mean_row));
  table.rows.push_back(std::move(sd_row));
  result.tables.push_back(std::move(table));
  const std::size_t undefined = 4 * by_fold.size() - spread.precision.size() -
                                spread.recall.size() - spread.f1.size() - spread.auc.size();
  if (undefined > 0) {
    result.note("fold-measures-undefined",
                std::to_string(undefined) +
                    " per-fold measures are undefined (no predicted positives, no "
                    "positives, or a fold of one class for AUC): macro averages and "
                    "SDs are over the folds where each is defined");
  }
}

void add_curves(const ReportInputs& in, const ItemScores& micro, const Baseline& baseline,
                Result& result) {
  const std::uint64_t positives = micro.confusion.tp + micro.confusion.fn;
  const std::uint64_t negatives = micro.confusion.fp + micro.confusion.tn;
  if (positives == 0 || negatives == 0) return;
  const auto P = static_cast<double>(positives), N = static_cast<double>(negatives);
  const std::vector<ThresholdCounts> points = thinned(micro.thresholds, kCurvePoints);
  const Mark decisions{"decisions", static_cast<double>(micro.confusion.fp) / N,
                       static_cast<double>(micro.confusion.tp) / P};

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
  pr.marks = {{"decisions", micro.recall, micro.precision},
              {"all-true baseline precision", std::nullopt, baseline.precision}};
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
  by_threshold.marks = {{"all-true baseline F1", std::nullopt, baseline.f1}};
  if (!in.predictions.labels)
    by_threshold.marks.push_back({"threshold", in.threshold, std::nullopt});
  result.curves.push_back(std::move(by_threshold));

  if (points.size() < micro.thresholds.size()) {
    result.note("curves-thinned", "the curves show " + std::to_string(points.size()) + " of " +
                                      std::to_string(micro.thresholds.size()) +
                                      " distinct scores, evenly spaced; AUC uses them all");
  }
}

}  // namespace

ItemScores score_items(const std::vector<Item>& items) {
  ItemScores s;
  std::vector<ScoredItem> scored;
  scored.reserve(items.size());
  for (const Item& item : items) {
    Confusion& c = s.confusion;
    (item.gold ? (item.predicted ? c.tp : c.fn) : (item.predicted ? c.fp : c.tn)) += 1;
    scored.push_back({item.score, item.gold});
  }
  s.precision = precision(s.confusion.tp, s.confusion.fp);
  s.recall = recall(s.confusion.tp, s.confusion.fn);
  s.f1 = f1(s.precision, s.recall);
  s.thresholds = threshold_counts(std::move(scored));
  s.auc = roc_auc(s.thresholds, s.confusion.tp + s.confusion.fn, s.confusion.fp + s.confusion.tn);
  return s;
}

Baseline all_true_baseline(std::uint64_t positives, std::uint64_t items) {
  Baseline b;
  b.precision = ratio(positives, items);
  b.recall = ratio(positives, positives);
  b.f1 = f1(b.precision, b.recall);
  return b;
}

void report(const ReportInputs& in, Result& result) {
  const ItemScores micro = score_items(in.items);
  const Confusion& c = micro.confusion;
  result.metric("documents", static_cast<double>(in.corpus.documents().size()));
  result.metric("sentences", static_cast<double>(in.corpus.sentences().size()));
  result.metric("pairs", static_cast<double>(in.items.size()));
  result.metric("positives", static_cast<double>(c.tp + c.fn));
  result.metric("micro.tp", static_cast<double>(c.tp));
  result.metric("micro.fp", static_cast<double>(c.fp));
  result.metric("micro.fn", static_cast<double>(c.fn));
  result.metric("micro.tn", static_cast<double>(c.tn));
  result.metric("micro.precision", micro.precision);
  result.metric("micro.recall", micro.recall);
  result.metric("micro.f1", micro.f1);
  result.metric("micro.auc", micro.auc);
  const auto by_document = items_by_document(in);
  if (in.folds) folds_report(in, by_document, result);
  const Baseline baseline = all_true_baseline(c.tp + c.fn, in.items.size());
  result.metric("baseline.precision", baseline.precision);
  result.metric("baseline.recall", baseline.recall);
  result.metric("baseline.f1", baseline.f1);
  documents_table(in, by_document, result);
  add_curves(in, micro, baseline, result);
}

}  // namespace bioeval::ppi
