// The one metric function of each kind of BB3 sub-task, from a multiset of units to the metrics:
// what the result reports (every unit once), what a comparison resamples (any sample of units),
// what the profile notes compare (the run scored again under other rules) and the document
// views' scores (one document) all come from it. Specification: docs/tasks/bb3.md, "Pairing and
// measures" and "Comparing runs".
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "metrics/slot_error_rate.hpp"
#include "tasks/bb3/scoring.hpp"
#include "tasks/bb3/units.hpp"

namespace bioeval::bb3 {

// --- cat, cat+ner, event and event+ner: over a multiset of documents.

// How the measures are taken.
struct MeasureSettings {
  // The official evaluator truncates the mismatch sum of the SER (Rules::truncated_ser).
  MismatchSum mismatch_sum = MismatchSum::exact;
  // A similarity the reference prints as 1 counts as 1 (counts_as_match): the document views'
  // scores, never a reported metric.
  bool matches_as_one = false;
};

// The counts of some scorings over a multiset of documents, and their measures.
struct PairingMetrics {
  std::vector<std::optional<SlotCounts>> counts;  // per scoring asked; nothing when not defined
  MismatchSum mismatch_sum = MismatchSum::exact;
  // The measure of the at-th scoring asked; nothing when undefined (0/0, a similarity that is,
  // or a scoring whose list is not given).
  std::optional<double> value(std::size_t at, Measure measure) const;
};

// The scorings `scorings` (indices into the runs' scorings) over the documents, document i taken
// weights[i] times from runs[sources[i]] (every run over the same gold documents). A pair's
// similarities are added in pair order, document after document, as the evaluator adds those of
// the corpus: every document once gives its sums to the last bit.
PairingMetrics pairing_metrics(const std::vector<const PairingUnits*>& runs,
                               const std::vector<std::uint32_t>& weights,
                               const std::vector<std::uint32_t>& sources,
                               const std::vector<std::size_t>& scorings,
                               const MeasureSettings& settings);

// Every document of one run once, every scoring: the run's metrics.
PairingMetrics pairing_metrics(const PairingUnits& run, const MeasureSettings& settings);

// One document of one run, some scorings: its own measures.
PairingMetrics document_metrics(const PairingUnits& run, std::size_t document,
                                const std::vector<std::size_t>& scorings,
                                const MeasureSettings& settings);

// The value of one measure of some counts; nothing when undefined (0/0, or a similarity that is).
std::optional<double> measure_value(Measure measure, const SlotCounts& counts, MismatchSum rule);

// --- kb and kb+ner: over a multiset of associations.

// A gold association a prediction can be assigned to: its number and their similarity s > 0.
struct KbCandidate {
  std::uint32_t gold;
  double similarity;
};

// A predicted association of the multiset: its candidates (by similarity descending, then in the
// gold's order) and its count.
struct WeightedPrediction {
  const std::vector<KbCandidate>* candidates;
  std::uint32_t weight;
};

struct KbMetrics {
  std::optional<double> mean_references;  // nothing without gold associations
  std::uint64_t predictions = 0;          // Σ counts of the predictions
  std::uint64_t false_negatives = 0;      // Σ counts of the gold associations none is assigned to
};

// Gold association g counted gold_weight[g] times (0: not in the multiset); each prediction, in
// order, assigned to its first candidate the multiset holds. mean_references = Σ_g m(g)·mean(g) /
// Σ_g m(g), the gold associations summed in `gold_order`, mean(g) = Σ m(p)·s / Σ m(p) over the
// predictions assigned to g (0 for none). `assignments`, when given, receives each prediction's.
KbMetrics kb_metrics(const std::vector<std::uint32_t>& gold_order,
                     const std::vector<std::uint32_t>& gold_weight,
                     const std::vector<WeightedPrediction>& predictions,
                     std::vector<std::optional<KbCandidate>>* assignments = nullptr);

}  // namespace bioeval::bb3
