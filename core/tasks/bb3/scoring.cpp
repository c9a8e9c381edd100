#include "tasks/bb3/scoring.hpp"

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
    case Measure::false_negatives:
      return "false_negatives";
    default:
      return "mean_similarity";
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

std::string metric_name(const PairingEvaluation& evaluation, const Scoring& scoring,
                        Measure measure) {
  return (evaluation.name.empty() ? "" : evaluation.name + ".") + scoring.name + "." +
         measure_name(measure);
}

}  // namespace bioeval::bb3
