#include "tasks/bc25/report_act.hpp"

#include <string>

#include "framework/result_parts.hpp"

namespace bioeval::bc25 {
namespace {

// A ratio as the profile reports it (metrics_act.hpp); either way a note names an undefined ratio
// with both values.
void ratio_metric(Result& result, const std::string& name, const ProfileRatio& ratio) {
  if (ratio.undefined) {
    result.notes.push_back({"undefined-as-zero",
                            "undefined (a division by zero): bc-evaluate prints 0, as the "
                            "official profile does; the published profile leaves it null",
                            name, 0.0, std::nullopt});
  }
  result.metric(name, ratio.value);
}

}  // namespace

const char* outcome(bool predicted, bool gold) {
  if (predicted) return gold ? "TP" : "FP";
  return gold ? "FN" : "TN";
}

RankingSummary report_act(const ActUnits& units, const std::vector<RunArticle>& shown,
                          const ActSettings& settings, Result& result) {
  const std::vector<GoldArticle>& gold = *units.gold;
  const ActCounts counts = act_counts(units, settings);
  const std::size_t ranked = counts.walk.size();  // the joined ranking after the cutoff

  Table articles{"articles",
                 "Articles in ranking order",
                 {"document", "gold", "class", "rank", "confidence", "position", "outcome"}};
  for (std::size_t i = 0; i < shown.size(); ++i) {
    const RunArticle& a = shown[i];
    const bool label = gold[a.gold].label;
    articles.rows.push_back({a.name, label ? 1 : 0, a.positive ? 1 : 0, a.rank, a.confidence, i + 1,
                             outcome(a.positive, label)});
    articles.links.push_back({std::string(kRankingDocument), std::string(a.name)});
  }
  std::size_t missing = 0;  // gold articles the run does not name
  for (std::size_t g = 0; g < gold.size(); ++g) {
    if (units.entries[g].named) continue;
    ++missing;
    if (articles.rows.size() == kMaxTableRows) continue;
    const GoldArticle& m = gold[g];
    articles.rows.push_back({m.name, m.label ? 1 : 0, nullptr, nullptr, nullptr, nullptr,
                             settings.all_documents ? outcome(false, m.label) : "missing"});
    // A positive is among the ranking's missed items; a negative has no place but the ranking.
    articles.links.push_back(
        {std::string(kRankingDocument), m.label ? std::string(m.name) : std::string()});
  }
  const std::size_t article_count = ranked + missing;
  if (article_count > articles.rows.size()) {
    result.note("table-cut", "the articles table lists the first " +
                                 std::to_string(articles.rows.size()) + " of " +
                                 std::to_string(article_count) +
                                 " articles (ranking order, then the missing ones); the metrics "
                                 "count them all");
  }

  std::vector<PrPoint> levels;
  const ActMetrics m = act_metrics(counts, settings.undefined_zero, &levels);
  ratio_metric(result, "ranking.auc_ipr", m.auc_ipr);
  result.metric("ranking.p_at_full_r", m.p_at_full_r);
  result.metric("ranking.tp", static_cast<double>(m.ranking_tp));
  result.metric("ranking.fp", static_cast<double>(m.ranking_fp));
  result.metric("class.tp", static_cast<double>(m.confusion.tp));
  result.metric("class.fp", static_cast<double>(m.confusion.fp));
  result.metric("class.fn", static_cast<double>(m.confusion.fn));
  result.metric("class.tn", static_cast<double>(m.confusion.tn));
  result.metric("class.mcc", m.mcc);
  ratio_metric(result, "class.accuracy", m.accuracy);
  ratio_metric(result, "class.sensitivity", m.sensitivity);
  ratio_metric(result, "class.specificity", m.specificity);

  Table table{"confusion", "Classification against the gold", {"", "gold 1", "gold 0"}};
  table.rows.push_back({"class 1", m.confusion.tp, m.confusion.fp});
  table.rows.push_back({"class 0", m.confusion.fn, m.confusion.tn});
  result.tables.push_back(std::move(table));
  result.tables.push_back(std::move(articles));
  result.curves.push_back({"ipr.ranking", "Interpolated precision/recall of the joined ranking",
                           "step", "recall", "precision", points_json(levels)});
  const auto raw = pr_points(counts.walk, counts.positives);
  if (raw.size() > kMaxCurvePoints) {
    result.note("curve-thinned", "the curve pr.ranking shows " + std::to_string(kMaxCurvePoints) +
                                     " evenly spaced of its " + std::to_string(raw.size()) +
                                     " points");
  }
  result.curves.push_back({"pr.ranking", "Precision/recall after each article of the ranking",
                           "line", "recall", "precision",
                           points_json(thinned(raw, kMaxCurvePoints))});
  return {ranked, m.ranking_tp, m.auc_ipr.undefined ? std::nullopt : m.auc_ipr.value};
}

}  // namespace bioeval::bc25
