#include "metrics/slot_error_rate.hpp"

#include <cmath>

namespace bioeval {
namespace {

std::optional<double> divided(double num, std::uint64_t den) {
  if (den == 0) return std::nullopt;
  return num / static_cast<double>(den);
}

}  // namespace

SlotCounts slot_counts(std::uint64_t references, std::uint64_t predictions,
                       const std::vector<double>& pair_similarities) {
  SlotCounts c;
  c.references = references;
  c.predictions = predictions;
  c.pairs = pair_similarities.size();
  // Summed in pair order, one sum each, as the evaluator does (1 − s summed, not pairs − Σs):
  // the truncated SER can tell the difference when the sum lands next to an integer.
  for (const double s : pair_similarities) {
    c.matches += s;
    c.mismatches += 1 - s;
  }
  return c;
}

SlotCounts& operator+=(SlotCounts& total, const SlotCounts& more) {
  total.references += more.references;
  total.predictions += more.predictions;
  total.pairs += more.pairs;
  total.matches += more.matches;
  total.mismatches += more.mismatches;
  return total;
}

std::optional<double> recall(const SlotCounts& c) {
  return divided(c.matches, c.references);
}

std::optional<double> precision(const SlotCounts& c) {
  return divided(c.matches, c.predictions);
}

std::optional<double> f1(const SlotCounts& c) {
  const std::optional<double> p = precision(c), r = recall(c);
  if (!p || !r || *p + *r == 0) return std::nullopt;
  return 2 * ((*r * *p) / (*r + *p));  // the evaluator's order of operations, to the last bit
}

std::optional<double> slot_error_rate(const SlotCounts& c, MismatchSum rule) {
  const double substitutions =
      rule == MismatchSum::truncated ? std::trunc(c.mismatches) : c.mismatches;
  // Added in the evaluator's order (substitutions, insertions, deletions), to the last bit.
  const double errors =
      substitutions + static_cast<double>(insertions(c)) + static_cast<double>(deletions(c));
  return divided(errors, c.references);
}

std::optional<double> inverse_slot_error_rate(std::optional<double> ser) {
  if (!ser) return std::nullopt;
  return 1 / (1 + *ser);
}

SlotMeasures slot_measures(const SlotCounts& c, MismatchSum rule) {
  SlotMeasures m;
  m.counts = c;
  m.deletions = deletions(c);
  m.insertions = insertions(c);
  m.recall = recall(c);
  m.precision = precision(c);
  m.f1 = f1(c);
  m.ser = slot_error_rate(c, rule);
  m.iser = inverse_slot_error_rate(m.ser);
  return m;
}

}  // namespace bioeval
