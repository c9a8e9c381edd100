// BB3 evaluations and scorings after the official evaluator's "PairingEvaluation / Scoring /
// Measure": an evaluation pairs the items of every document once; each of its scorings keeps the
// pairs whose gold or prediction passes a filter, may measure them with another similarity, and
// reports a list of measures (computed by metrics.hpp). Specification: docs/tasks/bb3.md,
// "Pairing and measures" and "Metric names".
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "framework/result.hpp"
#include "metrics/slot_error_rate.hpp"
#include "tasks/bb3/pairing.hpp"

namespace bioeval::bb3 {

enum class Measure {
  precision,
  recall,
  f1,
  ser,
  iser,
  matches,
  mismatches,
  insertions,
  deletions,
  predictions,
  references,
  mean_references,
  false_negatives,
  // Not reported: Σ similarity / (pairs + insertions + deletions), the cat+ner document views'
  // score of a document (1 when every item is matched).
  mean_similarity
};

// "precision", "mean_references", …
std::string measure_name(Measure measure);

// The evaluator's measure lists.
const std::vector<Measure>& f1_measures();  // F1, recall, precision
const std::vector<Measure>&
ser_measures();  // SER, ISER, mismatches, matches, insertions, deletions

// An item of a pair, for filters: its document, its side and its index there.
struct ItemRef {
  std::size_t document;
  bool gold;
  std::size_t index;
};

using ItemFilter = std::function<bool(const ItemRef&)>;
// The similarity a scoring measures a pair of both with.
using PairScore = std::function<double(const Pair&)>;

struct Scoring {
  std::string name;  // "habitats_only"
  std::vector<Measure> measures;
  ItemFilter filter;     // empty: every pair
  PairScore similarity;  // empty: the matching similarity of the pairing
  // Before each computation: a stateful filter starts again, a scoring's own similarity starts
  // with an empty cache (new_similarity_per_scoring).
  std::function<void()> reset;
  // The input role without which the scoring is undefined ("species"), empty when none.
  std::string needs;
};

struct PairingEvaluation {
  std::string name;  // the metric prefix ("cap_to_species"); empty for the task's first
  PairList pairs;
  std::vector<Scoring> scorings;
};

// Calls visit(pair, s) for each pair a scoring keeps (its gold or its prediction passes the
// filter), in order; s is the scoring's similarity for a pair of both, nothing for one alone.
using KeptPairVisitor = std::function<void(const Pair&, std::optional<double>)>;
void for_each_kept_pair(const PairList& pairs, const Scoring& scoring,
                        const KeptPairVisitor& visit);

// A similarity the reference prints as 1 (within its rounding): a match. Wang similarity of a
// concept with itself, taken through its sums as the evaluator does, can end a bit below 1
// (0.9999999999999999); the scores keep every bit, the verdicts follow the meaning.
inline bool counts_as_match(double similarity) {
  return std::fabs(1 - similarity) <= 1e-9;
}

// The verdict of a pair (docs/documents.md): "match", "substitution" (paired, similarity below 1
// or undefined), "deletion" (a gold item alone) or "insertion" (a prediction alone).
inline const char* pair_verdict(bool gold, bool prediction, double similarity) {
  if (!gold) return "insertion";
  if (!prediction) return "deletion";
  return counts_as_match(similarity) ? "match" : "substitution";
}

// The metric name of a measure of a scoring.
std::string metric_name(const PairingEvaluation& evaluation, const Scoring& scoring,
                        Measure measure);

}  // namespace bioeval::bb3
