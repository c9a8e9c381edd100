#include "tasks/ner/metrics.hpp"

#include "metrics/ratios.hpp"

namespace bioeval::ner {
namespace {

CriterionScore scored(const Counts& counts) {
  return {counts, criterion_ratios(counts)};
}

// A span criterion's FP = predicted − TP, FN = gold − TP; fragment's as counted.
CriteriaScores criteria_scores(const UnitSums& sums) {
  CriteriaScores out;
  const std::uint64_t gold = sums[kGoldCount], predicted = sums[kPredictedCount];
  for (std::size_t c = 0; c < kFragment; ++c) {
    const std::uint64_t tp = sums[kSpanTp + c];
    out[c] = scored({tp, predicted - tp, gold - tp});
  }
  out[kFragment] = scored({sums[kFragmentTp], sums[kFragmentFp], sums[kFragmentFn]});
  return out;
}

}  // namespace

CriterionRatios criterion_ratios(const Counts& c) {
  const double p = precision(c.tp, c.fp).value_or(0);
  const double r = recall(c.tp, c.fn).value_or(0);
  return {p, r, bioeval::f1(p, r)};
}

Iob2Metrics iob2_metrics(const UnitSums& sums, const std::vector<UnitSums>& class_sums) {
  Iob2Metrics out;
  out.criteria = criteria_scores(sums);
  out.classes.reserve(class_sums.size());
  for (const UnitSums& of_class : class_sums) out.classes.push_back(criteria_scores(of_class));
  JnlpbaCounts& j = out.jnlpba;
  j = {sums[kJnlpba], sums[kJnlpba + 1], sums[kJnlpba + 2], sums[kJnlpba + 3], sums[kJnlpba + 4]};
  out.jnlpba_kinds = {jnlpba_ratios(j.complete, j.reference, j.answer),
                      jnlpba_ratios(j.right, j.reference, j.answer),
                      jnlpba_ratios(j.left, j.reference, j.answer)};
  ConllevalPart& c = out.conlleval;
  c = {sums[kConll], sums[kConll + 1], {sums[kConll + 2], sums[kConll + 3], sums[kConll + 4]}};
  out.conlleval_ratios = conlleval_ratios(c.total);
  out.conlleval_accuracy =
      c.tokens == 0 ? 0.0 : static_cast<double>(c.correct_tags) / static_cast<double>(c.tokens);
  return out;
}

Bc2gmMetrics bc2gm_metrics(const UnitSums& sums) {
  Bc2gmMetrics out;
  out.criteria = criteria_scores(sums);
  const std::uint64_t tp = sums[kAlternativesTp];
  out.alternatives = scored({tp, sums[kPredictedCount] - tp, sums[kGoldCount] - tp});
  out.alt_eval = {sums[kAltEval], sums[kAltEval + 1], sums[kAltEval + 2]};
  out.alt_eval_ratios = alt_eval_ratios(out.alt_eval.tp, out.alt_eval.fp, out.alt_eval.fn);
  return out;
}

}  // namespace bioeval::ner
