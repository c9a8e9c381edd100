// The measures of a pairing of gold items with predictions whose pairs have similarities in
// (0, 1] (BioNLP-ST 2016 Bacteria Biotope; slot error rate after Makhoul et al. 1999): a pair
// counts as s matches and 1 − s mismatches (substitution), an unpaired gold item as a deletion, an
// unpaired prediction as an insertion.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

namespace bioeval {

// What a pairing amounts to. Counts of several documents add up (+=): the evaluator computes
// every measure once, over the pairs of the whole corpus.
struct SlotCounts {
  std::uint64_t references = 0;   // gold items
  std::uint64_t predictions = 0;  // predicted items
  std::uint64_t pairs = 0;
  double matches = 0;     // Σ s over the pairs
  double mismatches = 0;  // Σ (1 − s) over the pairs: the substitutions
};

// The counts of one pairing of `references` gold items with `predictions` predicted items, given
// the similarity of each pair.
SlotCounts slot_counts(std::uint64_t references, std::uint64_t predictions,
                       const std::vector<double>& pair_similarities);

SlotCounts& operator+=(SlotCounts& total, const SlotCounts& more);

// D = references − pairs: gold items left unpaired.
inline std::uint64_t deletions(const SlotCounts& c) {
  return c.references - c.pairs;
}

// I = predictions − pairs: predictions left unpaired.
inline std::uint64_t insertions(const SlotCounts& c) {
  return c.predictions - c.pairs;
}

// R = matches / references; nothing when there is no gold item.
std::optional<double> recall(const SlotCounts& c);

// P = matches / predictions; nothing when there is no prediction.
std::optional<double> precision(const SlotCounts& c);

// F1 = 2PR / (P + R); nothing when P or R is undefined or both are 0 (0/0, as the evaluator's
// NaN).
std::optional<double> f1(const SlotCounts& c);

// How the mismatch sum enters the SER: `exact` as defined (profile `published`); `truncated` to
// an integer as the official evaluator does (it reads the sum back as a whole number).
enum class MismatchSum { exact, truncated };

// SER = (mismatches + D + I) / references, or (⌊mismatches⌋ + D + I) / references when truncated;
// nothing when there is no gold item (where the evaluator divides by 0: NaN, or +∞ when there
// are predictions).
std::optional<double> slot_error_rate(const SlotCounts& c, MismatchSum rule = MismatchSum::exact);

// ISER = 1 / (1 + SER); nothing when SER is undefined.
std::optional<double> inverse_slot_error_rate(std::optional<double> ser);

// Every measure of a pairing, as the BB3 scorings report them.
struct SlotMeasures {
  SlotCounts counts;
  std::uint64_t deletions = 0;
  std::uint64_t insertions = 0;
  std::optional<double> recall, precision, f1, ser, iser;
};

SlotMeasures slot_measures(const SlotCounts& c, MismatchSum rule);

}  // namespace bioeval
