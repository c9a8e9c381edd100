#include "tasks/tapk/tapk_report.hpp"

#include <algorithm>

#include "base/hot_loop.hpp"
#include "metrics/summary.hpp"
#include "framework/result_parts.hpp"
#include "tasks/tapk/tapk_documents.hpp"

namespace bioeval::tapk {
namespace {

// Per query: AP and ROC_n (nothing when T_q = 0).
struct QueryMeasures {
  std::vector<std::optional<double>> ap;
  std::vector<std::optional<double>> rocn;
};

// The work per query, and each part of the report, is out of line, and the functions that loop
// over the queries small (hot_loop.hpp).
BIOEVAL_OUT_OF_LINE void measure_query(const RetrievalLists& lists, const RetrievalList& list,
                                       std::size_t n, QueryMeasures& out) {
  const std::uint8_t* relevant = lists.relevant.data() + list.begin;
  out.ap.push_back(average_precision(relevant, list.size(), list.total_relevant));
  out.rocn.push_back(roc_n(relevant, list.size(), list.total_relevant, n));
}

BIOEVAL_OUT_OF_LINE QueryMeasures measure_queries(const RetrievalLists& lists, std::size_t n) {
  QueryMeasures out;
  for (const RetrievalList& list : lists.lists) measure_query(lists, list, n, out);
  return out;
}

BIOEVAL_OUT_OF_LINE std::optional<double> mean_of_defined(
    const std::vector<std::optional<double>>& values) {
  std::vector<double> defined;
  for (const auto& v : values) {
    if (v) defined.push_back(*v);
  }
  return mean(defined);
}

Json number_or_null(std::optional<double> value) {
  return value ? Json(*value) : Json(nullptr);
}

BIOEVAL_OUT_OF_LINE Json query_row(const RetrievalLists& lists, const ListIndex& index,
                                   const std::vector<ThresholdScore>& scores,
                                   const QueryMeasures& measures, std::size_t l, bool unweighted) {
  const RetrievalList& list = lists.lists[l];
  Json row = {std::string(list.query), index.weight(l, unweighted), list.total_relevant,
              list.size(), list.relevant_listed};
  for (const auto& score : scores) {
    row.push_back(score.tap.empty() ? Json(nullptr) : Json(score.tap[l]));
  }
  row.push_back(number_or_null(measures.ap[l]));
  row.push_back(number_or_null(measures.rocn[l]));
  return row;
}

BIOEVAL_OUT_OF_LINE Table queries_table(const RetrievalLists& lists, const ListIndex& index,
                                        const std::vector<ThresholdScore>& scores,
                                        const QueryMeasures& measures, const std::string& rocn_name,
                                        bool unweighted) {
  // Every query is listed, without the usual row limit: each one's TAP is a result (the tap.pl
  // layout prints them all).
  Table table{"queries", "Retrieval lists", {"query", "weight", "T_q", "records", "relevant"}};
  for (const auto& score : scores) table.columns.push_back("TAP " + score.name);
  table.columns.push_back("AP");
  table.columns.push_back(rocn_name);
  const std::vector<std::string> ids = query_document_ids(lists);  // the lists' views
  for (std::size_t l = 0; l < lists.lists.size(); ++l) {
    table.rows.push_back(query_row(lists, index, scores, measures, l, unweighted));
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
// marked.
BIOEVAL_OUT_OF_LINE std::optional<Curve> tap_by_k(const ListIndex& index, const Json& options) {
  const double quantile = options.at("quantile").get<double>();
  const bool unweighted = options.at("unweighted").get<bool>();
  const std::size_t largest = std::min(index.largest_k(quantile, unweighted), curve_reach(options));
  if (largest == 0) return std::nullopt;
  Curve curve{"tap.k", "Mean TAP against k (errors per query at the quantile)", "line",
              "k (errors per query)", "mean TAP"};
  const std::vector<double> thresholds = index.e0_series(largest, quantile, unweighted);
  const std::vector<double> means = index.mean_taps(thresholds, unweighted);
  for (std::size_t i = 0; i < means.size(); ++i) curve.points.push_back({i + 1, means[i]});
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
BIOEVAL_OUT_OF_LINE Curve query_pr(const RetrievalLists& lists, const ListIndex& index,
                                   std::size_t l, const std::vector<ThresholdScore>& scores,
                                   const std::string& id) {
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
    if (score.tap.empty()) continue;
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
BIOEVAL_OUT_OF_LINE Curve rocn_curve(const RetrievalLists& lists, const QueryMeasures& measures,
                                     const std::string& rocn_name, std::optional<double> mean_rocn,
                                     std::optional<double> pooled) {
  std::vector<std::pair<std::string_view, double>> values;
  for (std::size_t l = 0; l < lists.lists.size(); ++l) {
    if (measures.rocn[l]) values.emplace_back(lists.lists[l].query, *measures.rocn[l]);
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

BIOEVAL_OUT_OF_LINE void add_query_curves(const RetrievalLists& lists, const ListIndex& index,
                                          const std::vector<ThresholdScore>& scores,
                                          Result& result) {
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
    result.curves.push_back(query_pr(lists, index, l, scores, id));
    ++shown;
  }
  if (shown < eligible) {
    result.note("curves-limited", "precision–recall curves are drawn for the first " +
                                      std::to_string(shown) + " of " + std::to_string(eligible) +
                                      " queries with T_q ≥ 1");
  }
}

}  // namespace

void report(const RetrievalLists& lists, const ListIndex& index,
            const std::vector<ThresholdScore>& scores, const Json& options, Result& result) {
  const auto n = options.at("rocn").get<std::size_t>();
  const bool unweighted = options.at("unweighted").get<bool>();
  const std::string rocn_name = "ROC_" + std::to_string(n);
  const QueryMeasures measures = measure_queries(lists, n);

  for (const auto& score : scores) {
    result.metric(score.name + ".tap", score.mean);
    result.metric(score.name + ".e0", score.e0);
  }
  std::uint64_t total_relevant = 0;
  std::size_t without_relevant = 0;
  for (const RetrievalList& list : lists.lists) {
    total_relevant += list.total_relevant;
    without_relevant += list.total_relevant == 0;
  }
  const auto mean_rocn = mean_of_defined(measures.rocn);
  const auto pooled = pooled_roc_n(lists.scores.data(), lists.relevant.data(), lists.scores.size(),
                                   total_relevant, n, index.order());
  result.metric("queries", static_cast<double>(lists.lists.size()));
  result.metric("map", mean_of_defined(measures.ap));
  result.metric("rocn.mean", mean_rocn);
  result.metric("rocn.pooled", pooled);
  if (without_relevant > 0) {
    result.note("queries-without-relevant",
                std::to_string(without_relevant) +
                    " queries have T_q = 0: they count in TAP but not in map or "
                    "rocn.mean");
  }

  result.tables.push_back(queries_table(lists, index, scores, measures, rocn_name, unweighted));
  if (auto curve = tap_by_k(index, options)) result.curves.push_back(std::move(*curve));
  if (without_relevant < lists.lists.size()) {
    result.curves.push_back(rocn_curve(lists, measures, rocn_name, mean_rocn, pooled));
  }
  add_query_curves(lists, index, scores, result);
}

}  // namespace bioeval::tapk
