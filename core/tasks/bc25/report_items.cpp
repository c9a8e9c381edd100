#include "tasks/bc25/report_items.hpp"

#include "framework/result_parts.hpp"
#include "metrics/summary.hpp"

namespace bioeval::bc25 {
namespace {

Json document_row(std::string_view name, const ItemArticle& a) {
  Json row = Json::array();
  auto& cells = row.get_ref<Json::array_t&>();
  cells.reserve(10);
  cells.emplace_back(name);
  for (const std::uint64_t count : {a.tp + a.fn, std::uint64_t{a.length_slot}, a.tp, a.fp, a.fn}) {
    cells.emplace_back(count);
  }
  for (const double value : {a.precision, a.recall, a.f1, a.auc}) cells.emplace_back(value);
  return row;
}

void metrics(const ItemMetrics& m, const std::vector<double>& p, const std::vector<double>& r,
             const std::vector<double>& f, const std::vector<double>& auc, Result& result) {
  result.metric("documents", static_cast<double>(m.documents));
  result.metric("micro.tp", static_cast<double>(m.micro.tp));
  result.metric("micro.fp", static_cast<double>(m.micro.fp));
  result.metric("micro.fn", static_cast<double>(m.micro.fn));
  result.metric("micro.precision", m.micro_precision);
  result.metric("micro.recall", m.micro_recall);
  result.metric("micro.f1", m.micro_f1);
  result.metric("micro.auc_ipr", m.micro_auc_ipr);
  result.metric("macro.precision", m.macro_precision);
  result.metric("macro.recall", m.macro_recall);
  result.metric("macro.f1", m.macro_f1);
  result.metric("macro.auc_ipr", m.macro_auc_ipr);
  // Descriptive: the spread of the per-document values the table lists.
  result.metric("macro.precision_sd", population_sd(p));
  result.metric("macro.recall_sd", population_sd(r));
  result.metric("macro.f1_sd", population_sd(f));
  result.metric("macro.auc_ipr_sd", population_sd(auc));
}

}  // namespace

void report_items(const Gold& gold, const ItemUnits& units, bool document_curves, Result& result) {
  ItemMicroCurve micro;
  const ItemMetrics m = item_metrics(item_sums(units), &micro);

  // The evaluated articles, in gold order: the table's rows.
  std::vector<std::size_t> evaluated;
  std::vector<double> p, r, f, auc;
  for (std::size_t g = 0; g < units.articles.size(); ++g) {
    const ItemArticle& a = units.articles[g];
    if (!units.evaluated(a)) continue;
    evaluated.push_back(g);
    p.push_back(a.precision);
    r.push_back(a.recall);
    f.push_back(a.f1);
    auc.push_back(a.auc);
  }
  metrics(m, p, r, f, auc, result);

  Table documents{
      "documents",
      "Per document",
      {"document", "gold items", "hits", "tp", "fp", "fn", "precision", "recall", "f1", "auc_ipr"}};
  documents.rows.reserve(evaluated.size() * 160);
  documents.links.reserve(evaluated.size());
  for (const std::size_t g : evaluated) {
    const std::string_view name = gold.documents[g].name;
    documents.rows.push_back(document_row(name, units.articles[g]));
    documents.links.push_back({std::string(name), {}});  // the article's list
  }
  result.tables.push_back(std::move(documents));

  const std::uint64_t gold_items = m.micro.tp + m.micro.fn;
  result.curves.push_back({"ipr.micro", "Micro interpolated precision/recall (AUC iP/R)", "step",
                           "recall", "precision", points_json(micro.levels)});
  result.curves.push_back({"pr.micro", "Micro precision/recall after each rank depth", "line",
                           "recall", "precision", points_json(pr_points(micro.walk, gold_items))});
  if (evaluated.size() <= kMaxBars) {
    Curve per_document{"auc.documents", "AUC iP/R per document", "bar", "document", "AUC iP/R"};
    for (const std::size_t g : evaluated) {
      per_document.points.push_back(Json::array({gold.documents[g].name, units.articles[g].auc}));
    }
    result.curves.push_back(std::move(per_document));
  } else {
    result.curves.push_back(histogram("auc.documents", "Documents by AUC iP/R", "AUC iP/R", auc));
  }
  if (document_curves) {
    for (const std::size_t g : evaluated) {
      const ItemArticle& a = units.articles[g];
      const std::string name(gold.documents[g].name);
      result.curves.push_back({"ipr.document:" + name, "Interpolated precision/recall of " + name,
                               "step", "recall", "precision",
                               points_json(interpolated_pr(units.walk(a), a.tp + a.fn))});
    }
  }
}

}  // namespace bioeval::bc25
