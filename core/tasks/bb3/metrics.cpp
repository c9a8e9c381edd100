#include "tasks/bb3/metrics.hpp"

#include <cmath>

namespace bioeval::bb3 {
namespace {

// Document d of one scoring taken once more: its similarities added in pair order.
void add(const ScoringSums& sums, std::size_t d, bool matches_as_one, SlotCounts& c) {
  c.references += sums.references[d];
  c.predictions += sums.predictions[d];
  c.pairs += sums.first[d + 1] - sums.first[d];
  for (std::uint32_t i = sums.first[d]; i < sums.first[d + 1]; ++i) {
    const double s =
        matches_as_one && counts_as_match(sums.similarities[i]) ? 1.0 : sums.similarities[i];
    c.matches += s;
    c.mismatches += 1 - s;
  }
}

// The scorings `scorings` over documents from … to − 1, document d taken weight(d) times from
// runs[source(d)]: pairing_metrics and document_metrics are this one sum.
template <typename WeightOf, typename SourceOf>
PairingMetrics sum_documents(const std::vector<const PairingUnits*>& runs, std::size_t from,
                             std::size_t to, const WeightOf& weight, const SourceOf& source,
                             const std::vector<std::size_t>& scorings,
                             const MeasureSettings& settings) {
  PairingMetrics out{std::vector<std::optional<SlotCounts>>(scorings.size()),
                     settings.mismatch_sum};
  const PairingUnits& first = *runs.front();
  for (std::size_t k = 0; k < scorings.size(); ++k) {
    if (first.scorings.at(scorings[k]).defined) out.counts[k] = SlotCounts{};
  }
  for (std::size_t d = from; d < to; ++d) {
    const std::uint32_t w = weight(d);
    if (w == 0) continue;
    const PairingUnits& run = *runs[source(d)];
    for (std::size_t k = 0; k < scorings.size(); ++k) {
      if (!out.counts[k]) continue;
      const ScoringSums& sums = run.sums[scorings[k]];
      for (std::uint32_t taken = 0; taken < w; ++taken) {
        add(sums, d, settings.matches_as_one, *out.counts[k]);
      }
    }
  }
  return out;
}

}  // namespace

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
    case Measure::mean_similarity:
      if (const std::uint64_t items = c.references + c.predictions - c.pairs; items > 0) {
        value = c.matches / static_cast<double>(items);
      }
      break;
    default:
      break;  // mean_references: kb_metrics computes it
  }
  if (value && !std::isfinite(*value)) value.reset();
  return value;
}

std::optional<double> PairingMetrics::value(std::size_t at, Measure measure) const {
  const std::optional<SlotCounts>& c = counts.at(at);
  return c ? measure_value(measure, *c, mismatch_sum) : std::nullopt;
}

PairingMetrics pairing_metrics(const std::vector<const PairingUnits*>& runs,
                               const std::vector<std::uint32_t>& weights,
                               const std::vector<std::uint32_t>& sources,
                               const std::vector<std::size_t>& scorings,
                               const MeasureSettings& settings) {
  return sum_documents(
      runs, 0, weights.size(), [&weights](std::size_t d) { return weights[d]; },
      [&sources](std::size_t d) { return sources[d]; }, scorings, settings);
}

PairingMetrics pairing_metrics(const PairingUnits& run, const MeasureSettings& settings) {
  std::vector<std::size_t> every(run.scorings.size());
  for (std::size_t k = 0; k < every.size(); ++k) every[k] = k;
  return sum_documents(
      {&run}, 0, run.documents, [](std::size_t) { return 1u; }, [](std::size_t) { return 0u; },
      every, settings);
}

PairingMetrics document_metrics(const PairingUnits& run, std::size_t document,
                                const std::vector<std::size_t>& scorings,
                                const MeasureSettings& settings) {
  return sum_documents(
      {&run}, document, document + 1, [](std::size_t) { return 1u; },
      [](std::size_t) { return 0u; }, scorings, settings);
}

}  // namespace bioeval::bb3
