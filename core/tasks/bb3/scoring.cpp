#include "tasks/bb3/scoring.hpp"

#include <algorithm>
#include <cmath>

namespace bioeval::bb3 {

std::string measure_name(Measure measure) {
  switch (measure) {
    case Measure::precision:
      return "precision";
    case Measure::recall:
      return "recall";
    case Measure::f1:
      return "f1";
    case Measure::ser:
      return "ser";
    case Measure::iser:
      return "iser";
    case Measure::matches:
      return "matches";
    case Measure::mismatches:
      return "mismatches";
    case Measure::insertions:
      return "insertions";
    case Measure::deletions:
      return "deletions";
    case Measure::predictions:
      return "predictions";
    case Measure::references:
      return "references";
    case Measure::mean_references:
      return "mean_references";
    default:
      return "false_negatives";
  }
}

const std::vector<Measure>& f1_measures() {
  static const std::vector<Measure> measures = {Measure::f1, Measure::recall, Measure::precision};
  return measures;
}

const std::vector<Measure>& ser_measures() {
  static const std::vector<Measure> measures = {Measure::ser,        Measure::iser,
                                                Measure::mismatches, Measure::matches,
                                                Measure::insertions, Measure::deletions};
  return measures;
}

void for_each_kept_pair(const PairList& pairs, const Scoring& scoring,
                        const KeptPairVisitor& visit) {
  if (scoring.reset) scoring.reset();
  for (const Pair& pair : pairs) {
    // The gold is tested first, the prediction only when the gold is absent or rejected (a
    // stateful filter sees them in this order).
    if (scoring.filter &&
        !((pair.gold && scoring.filter({pair.document, true, *pair.gold})) ||
          (pair.prediction && scoring.filter({pair.document, false, *pair.prediction})))) {
      continue;
    }
    if (!pair.gold || !pair.prediction) {
      visit(pair, std::nullopt);
      continue;
    }
    visit(pair, scoring.similarity ? scoring.similarity(pair) : pair.similarity);
  }
}

SlotCounts scoring_counts(const PairList& pairs, const Scoring& scoring) {
  SlotCounts c;
  for_each_kept_pair(pairs, scoring, [&c](const Pair& pair, std::optional<double> s) {
    c.references += pair.gold.has_value();
    c.predictions += pair.prediction.has_value();
    if (!s) return;
    ++c.pairs;
    c.matches += *s;
    c.mismatches += 1 - *s;
  });
  return c;
}

std::optional<double> measure_value(Measure measure, const SlotCounts& c, MismatchSum rule) {
  std::optional<double> value;
  switch (measure) {
    case Measure::precision:
      value = precision(c);
      break;
    case Measure::recall:
      value = recall(c);
      break;
    case Measure::f1:
      value = f1(c);
      break;
    case Measure::ser:
      value = slot_error_rate(c, rule);
      break;
    case Measure::iser:
      value = inverse_slot_error_rate(slot_error_rate(c, rule));
      break;
    case Measure::matches:
      value = c.matches;
      break;
    case Measure::mismatches:
      value = c.mismatches;
      break;
    case Measure::insertions:
      value = static_cast<double>(insertions(c));
      break;
    case Measure::deletions:
    case Measure::false_negatives:
      value = static_cast<double>(deletions(c));
      break;
    case Measure::predictions:
      value = static_cast<double>(c.predictions);
      break;
    case Measure::references:
      value = static_cast<double>(c.references);
      break;
    default:
      break;  // mean_references: the knowledge-base scoring computes it
  }
  if (value && !std::isfinite(*value)) value.reset();
  return value;
}

std::string metric_name(const PairingEvaluation& evaluation, const Scoring& scoring,
                        Measure measure) {
  return (evaluation.name.empty() ? "" : evaluation.name + ".") + scoring.name + "." +
         measure_name(measure);
}

std::vector<std::optional<SlotCounts>> all_scoring_counts(
    const std::vector<PairingEvaluation>& evaluations, const std::vector<std::string>& available) {
  std::vector<std::optional<SlotCounts>> out;
  for (const PairingEvaluation& evaluation : evaluations) {
    for (const Scoring& scoring : evaluation.scorings) {
      const bool defined = scoring.needs.empty() || std::find(available.begin(), available.end(),
                                                              scoring.needs) != available.end();
      out.push_back(defined ? std::optional<SlotCounts>(scoring_counts(evaluation.pairs, scoring))
                            : std::nullopt);
    }
  }
  return out;
}

void add_metrics(const std::vector<PairingEvaluation>& evaluations,
                 const std::vector<std::optional<SlotCounts>>& counts, MismatchSum rule,
                 Result& result) {
  std::size_t at = 0;
  for (const PairingEvaluation& evaluation : evaluations) {
    for (const Scoring& scoring : evaluation.scorings) {
      const std::optional<SlotCounts>& c = counts.at(at++);
      for (Measure measure : scoring.measures) {
        result.metric(metric_name(evaluation, scoring, measure),
                      c ? measure_value(measure, *c, rule) : std::nullopt);
      }
    }
  }
}

}  // namespace bioeval::bb3
