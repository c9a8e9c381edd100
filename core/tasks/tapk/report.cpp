#include "tasks/tapk/report.hpp"

#include <algorithm>

#include "base/hot_loop.hpp"
#include "framework/result_parts.hpp"
#include "tasks/tapk/metrics.hpp"
#include "tasks/tapk/views.hpp"

namespace bioeval::tapk {
namespace {

Json number_or_null(std::optional<double> value) {
  return value ? Json(*value) : Json(nullptr);
}

// The work per query, and each part of the report, is out of line, and the functions that loop
// over the queries small (hot_loop.hpp).
BIOEVAL_OUT_OF_LINE Json query_row(const TapkUnits& units, const std::vector<CutScores>& scores,
                                   std::size_t l, bool unweighted) {
  const RetrievalList& list = units.lists().lists[l];
  Json row = {std::string(list.query), units.index().weight(l, unweighted), list.total_relevant,
              list.size(), list.relevant_listed};
  for (const auto& score : scores) {
    row.push_back(score.scored ? Json(score.tap[l]) : Json(nullptr));
  }
  row.push_back(number_or_null(units.ap()[l]));
  row.push_back(number_or_null(units.rocn()[l]));
  return row;
}

BIOEVAL_OUT_OF_LINE Table queries_table(const TapkUnits& units,
                                        const std::vector<CutScores>& scores,
                                        const std::string& rocn_name, bool unweighted) {
  const RetrievalLists& lists = units.lists();
  // Every query is listed, without the usual row limit: each one's TAP is a result (the tap.pl
  // layout prints them all).
  Table table{"queries", "Retrieval lists", {"query", "weight", "T_q", "records", "relevant"}};
  for (const auto& score : scores) table.columns.push_back("TAP " + score.name);
  table.columns.push_back("AP");
  table.columns.push_back(rocn_name);
  const std::vector<std::string> ids = query_document_ids(lists);  // the lists' views
  for (std::size_t l = 0; l < lists.lists.size(); ++l) {
    table.rows.push_back(query_row(units, scores, l, unweighted));
    table.links.push_back({ids[l], {}});
  }
  return table;
}

// The curve reaches k = 4 × the largest k asked for, and at least k = 20: the region a reader
// compares with, at a cost that does not grow with the lists' length.
std::size_t curve_reach(const Json& options) {
  std::size_t reach = 20;
  for (const Json& k : options.at("k")) reach = std::max(reach, 4 * k.get<std::size_t>());
  return std::min(reach, kMaxCurvePoints);
}

// Mean TAP for k = 1 .. the largest k whose E0 exists (up to curve_reach), the requested ones
// marked: the metric k=<k>.tap of every list for each k.
BIOEVAL_OUT_OF_LINE std::optional<Curve> tap_by_k(const TapkUnits& units, const SampleLists& lists,
                                                  const Json& options) {
  const MetricSettings settings = metric_settings(options);
  const std::size_t largest = std::min(
      units.index().largest_k(settings.quantile, settings.unweighted), curve_reach(options));
  if (largest == 0) return std::nullopt;
  Curve curve{"tap.k", "Mean TAP against k (errors per query at the quantile)", "line",
              "k (errors per query)", "mean TAP"};
  for (std::size_t k = 1; k <= largest; ++k) {
    const auto e0 = lists.e0(k, settings.quantile, settings.unweighted, units.order());
    if (!e0) break;
    curve.points.push_back({k, *lists.mean_tap(e0, settings.unweighted)});
  }
  if (options.at("threshold").empty()) {
    for (const Json& k : options.at("k")) {
      if (k.get<std::size_t>() <= largest) {
        curve.marks.push_back({"k=" + k.dump(), k.get<double>(), std::nullopt});
      }
    }
  }
  return curve;
}

// Precision against recall down one list, with each threshold's cut marked.
BIOEVAL_OUT_OF_LINE Curve query_pr(const TapkUnits& units, std::size_t l,
                                   const std::vector<CutScores>& scores, const std::string& id) {
  const RetrievalLists& lists = units.lists();
  const ListIndex& index = units.index();
  const RetrievalList& list = lists.lists[l];
  const double total = static_cast<double>(list.total_relevant);
  Curve curve{"pr.query:" + id, "Precision–recall of query " + id, "line", "recall", "precision"};
  std::vector<PrPoint> points;
  std::size_t found = 0;
  for (std::size_t i = 0; i < list.size(); ++i) {
    found += lists.relevant[list.begin + i];
    points.push_back({static_cast<double>(found) / total,
                      static_cast<double>(found) / static_cast<double>(i + 1)});
  }
  curve.points = points_json(thinned(points, kMaxCurvePoints));
  for (const auto& score : scores) {
    if (!score.scored) continue;
    const InsideCounts inside = score.e0 ? index.inside(l, *score.e0) : index.whole(l);
    if (inside.records == 0) continue;
    const std::string where = score.e0 ? "E0" : "whole list";
    curve.marks.push_back(
        {where + " (" + score.name + ")", static_cast<double>(inside.relevant) / total,
         static_cast<double>(inside.relevant) / static_cast<double>(inside.records)});
  }
  return curve;
}

// ROC_n per query beside the mean and the pooled ROC_n: bars per query when they are few, the
// sorted values otherwise.
BIOEVAL_OUT_OF_LINE Curve rocn_curve(const TapkUnits& units, const std::string& rocn_name,
                                     std::optional<double> mean_rocn,
                                     std::optional<double> pooled) {
  const RetrievalLists& lists = units.lists();
  std::vector<std::pair<std::string_view, double>> values;
  for (std::size_t l = 0; l < lists.lists.size(); ++l) {
    if (units.rocn()[l]) values.emplace_back(lists.lists[l].query, *units.rocn()[l]);
  }
  Curve curve{"rocn.queries", rocn_name + " per query, beside the mean and the pooled " + rocn_name,
              "bar", "query", rocn_name};
  if (values.size() <= kMaxBars) {
    for (const auto& [query, value] : values) curve.points.push_back({query, value});
  } else {
    std::stable_sort(values.begin(), values.end(),
                     [](const auto& a, const auto& b) { return a.second > b.second; });
    curve.kind = "line";
    curve.x = "share of queries, best first";
    std::vector<PrPoint> points;
    for (std::size_t i = 0; i < values.size(); ++i) {
      points.push_back(
          {static_cast<double>(i + 1) / static_cast<double>(values.size()), values[i].second});
    }
    curve.points = points_json(thinned(points, kMaxCurvePoints));
  }
  if (mean_rocn) curve.marks.push_back({"mean " + rocn_name, std::nullopt, *mean_rocn});
  if (pooled) curve.marks.push_back({"pooled " + rocn_name, std::nullopt, *pooled});
  return curve;
}

BIOEVAL_OUT_OF_LINE void add_query_curves(const TapkUnits& units,
                                          const std::vector<CutScores>& scores, Result& result) {
  const RetrievalLists& lists = units.lists();
  std::size_t shown = 0, eligible = 0;
  TextIndex seen;
  for (std::size_t l = 0; l < lists.lists.size(); ++l) {
    if (lists.lists[l].total_relevant == 0) continue;
    ++eligible;
    if (shown == kMaxBars) continue;
    const std::string_view query = lists.lists[l].query;
    const std::uint32_t repeat = seen[query]++;
    const std::string id =
        std::string(query) + (repeat ? " (" + std::to_string(repeat + 1) + ")" : "");
    result.curves.push_back(query_pr(units, l, scores, id));
    ++shown;
  }
  if (shown < eligible) {
    result.note("curves-limited", "precision–recall curves are drawn for the first " +
                                      std::to_string(shown) + " of " + std::to_string(eligible) +
                                      " queries with T_q ≥ 1");
  }
}

// Each list's TAP at a cut whose threshold is `e0`, when it is scored.
BIOEVAL_OUT_OF_LINE CutScores cut_scores(const ListIndex& index, const Cut& cut,
                                         std::optional<double> e0, bool scored) {
  CutScores out{cut.name, e0, scored, {}};
  if (!scored) return out;
  out.tap.reserve(index.size());
  for (std::size_t l = 0; l < index.size(); ++l) out.tap.push_back(index.tap(l, e0));
  return out;
}

}  // namespace

std::vector<CutScores> report(const TapkUnits& units, const Json& options, Result& result) {
  const MetricSettings settings = metric_settings(options);
  const std::string rocn_name = "ROC_" + std::to_string(settings.rocn);
  const std::vector<Cut> cuts = cuts_of(options);
  const RetrievalLists& lists = units.lists();
  std::vector<Taken> every_list;  // every list once, in file order
  every_list.reserve(lists.lists.size());
  for (std::uint32_t l = 0; l < lists.lists.size(); ++l) every_list.push_back({0, l});
  const std::vector<const TapkUnits*> runs = {&units};
  const SampleLists sample(runs, every_list);
  const SampleMetrics metrics = sample_metrics(sample, cuts, settings, units.order());

  std::vector<CutScores> scores;
  for (std::size_t c = 0; c < cuts.size(); ++c) {
    result.metric(cuts[c].name + ".tap", metrics.tap[c]);
    result.metric(cuts[c].name + ".e0", metrics.e0[c]);
    scores.push_back(cut_scores(units.index(), cuts[c], metrics.e0[c], metrics.tap[c].has_value()));
  }
  result.metric("queries", metrics.queries);
  result.metric("map", metrics.map);
  result.metric("rocn.mean", metrics.rocn_mean);
  result.metric("rocn.pooled", metrics.rocn_pooled);
  std::size_t without_relevant = 0;
  for (const RetrievalList& list : lists.lists) without_relevant += list.total_relevant == 0;
  if (without_relevant > 0) {
    result.note("queries-without-relevant",
                std::to_string(without_relevant) +
                    " queries have T_q = 0: they count in TAP but not in map or "
                    "rocn.mean");
  }

  result.tables.push_back(queries_table(units, scores, rocn_name, settings.unweighted));
  if (auto curve = tap_by_k(units, sample, options)) result.curves.push_back(std::move(*curve));
  if (without_relevant < lists.lists.size()) {
    result.curves.push_back(rocn_curve(units, rocn_name, metrics.rocn_mean, metrics.rocn_pooled));
  }
  add_query_curves(units, scores, result);
  return scores;
}

}  // namespace bioeval::tapk
