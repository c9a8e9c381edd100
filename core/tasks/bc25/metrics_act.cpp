#include "tasks/bc25/metrics_act.hpp"

namespace bioeval::bc25 {
namespace {

ProfileRatio as_profile(std::optional<double> value, bool undefined_zero) {
  if (value) return {value, false};
  return {undefined_zero ? std::optional<double>(0.0) : std::nullopt, true};
}

}  // namespace

ActMetrics act_metrics(const ActCounts& counts, bool undefined_zero, std::vector<PrPoint>* levels) {
  ActMetrics out;
  std::vector<PrPoint> curve = interpolated_pr(counts.walk, counts.positives);
  out.auc_ipr = as_profile(counts.positives ? std::optional<double>(auc_ipr(curve)) : std::nullopt,
                           undefined_zero);
  out.p_at_full_r = precision_at_full_recall(counts.walk, counts.positives);
  if (!counts.walk.empty()) {
    out.ranking_tp = counts.walk.back().tp;
    out.ranking_fp = counts.walk.back().fp;
  }
  out.confusion = counts.confusion;
  out.mcc = mcc(counts.confusion);
  out.accuracy = as_profile(accuracy(counts.confusion), undefined_zero);
  out.sensitivity = as_profile(sensitivity(counts.confusion), undefined_zero);
  out.specificity = as_profile(specificity(counts.confusion), undefined_zero);
  if (levels) *levels = std::move(curve);
  return out;
}

}  // namespace bioeval::bc25
