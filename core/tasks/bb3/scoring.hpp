// BB3 evaluations and scorings after the official evaluator's "PairingEvaluation / Scoring /
// Measure": an evaluation pairs the items of every document once; each of its scorings keeps the
// pairs whose gold or prediction passes a filter, may measure them with another similarity, and
// reports a list of measures. Specification: docs/tasks/bb3.md, "Pairing and measures" and "Metric
// names".
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
  false_negatives
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

// The counts of the pairs a scoring keeps (those whose gold or prediction passes its filter), as
// it measures them.
SlotCounts scoring_counts(const PairList& pairs, const Scoring& scoring);

// The value of one measure; nothing when undefined (0/0, or a similarity that is).
std::optional<double> measure_value(Measure measure, const SlotCounts& counts, MismatchSum rule);

// The counts of every scoring of every evaluation, in order; nothing for a scoring whose resource
// is not in `available` (the notes say why).
std::vector<std::optional<SlotCounts>> all_scoring_counts(
    const std::vector<PairingEvaluation>& evaluations, const std::vector<std::string>& available);

// Adds "[evaluation.]scoring.measure" for every measure of every scoring, from the counts of
// all_scoring_counts (null where a scoring has none).
void add_metrics(const std::vector<PairingEvaluation>& evaluations,
                 const std::vector<std::optional<SlotCounts>>& counts, MismatchSum rule,
                 Result& result);

// The metric name of a measure of a scoring.
std::string metric_name(const PairingEvaluation& evaluation, const Scoring& scoring,
                        Measure measure);

}  // namespace bioeval::bb3
