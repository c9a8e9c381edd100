#include "tasks/ner/units.hpp"

#include <algorithm>
#include <array>
#include <utility>

#include "base/text.hpp"
#include "tasks/ner/alternatives.hpp"
#include "tasks/ner/ner_report.hpp"
#include "tasks/ner/reference_scorers.hpp"

namespace bioeval::ner {
namespace {

// The counts of a unit, in this order. Both tasks: entities of each side, TP of each span
// criterion (gold and predicted entities are the same under each), and fragment's TP, FP, FN.
constexpr std::size_t kGold = 0;
constexpr std::size_t kPredicted = 1;
constexpr std::size_t kSpanTp = 2;  // kFragment entries, in kCriterionNames' order
constexpr std::size_t kFragmentTp = kSpanTp + kFragment;
constexpr std::size_t kFragmentFp = kFragmentTp + 1;
constexpr std::size_t kFragmentFn = kFragmentTp + 2;
constexpr std::size_t kCriteriaWidth = kFragmentFn + 1;
// ner.iob2: evalIOB2.pl's [-ALL-] counts, then conlleval's.
constexpr std::size_t kJnlpba = kCriteriaWidth;  // reference, answer, complete, right, left
constexpr std::size_t kConll = kJnlpba + 5;      // tokens, correct tags, gold, guessed, correct
constexpr std::size_t kIob2Width = kConll + 5;
// ner.bc2gm: the criterion alternatives' TP, then alt_eval.perl's TP, FP and FN.
constexpr std::size_t kAlternativesTp = kCriteriaWidth;
constexpr std::size_t kAltEval = kAlternativesTp + 1;
constexpr std::size_t kBc2gmWidth = kAltEval + 3;

using Sums = std::vector<std::uint64_t>;
using Values = std::vector<std::optional<double>>;

// Counts per unit and run, held unit by unit (the runs of a unit side by side): a sample's sums
// are a pass over its units.
class CountScorer final : public UnitScorer {
 public:
  using Compute = std::function<void(const Sums& sums, Values& out)>;

  // `runs`: each run's counts, `width` per unit; a run with fewer units has none on the others.
  CountScorer(std::string unit, std::size_t units, std::size_t width,
              const std::vector<UnitCounts>& runs, std::vector<std::string> metrics,
              Compute compute)
      : unit_(std::move(unit)),
        units_(units),
        runs_(runs.size()),
        width_(width),
        counts_(units * runs.size() * width, 0),
        metrics_(std::move(metrics)),
        compute_(std::move(compute)) {
    for (std::size_t r = 0; r < runs_; ++r) {
      const std::size_t given = std::min(units, runs[r].size() / width);
      for (std::size_t u = 0; u < given; ++u) {
        std::copy_n(runs[r].begin() + static_cast<std::ptrdiff_t>(u * width), width,
                    counts_.begin() + static_cast<std::ptrdiff_t>((u * runs_ + r) * width));
      }
    }
  }

  std::string unit() const override { return unit_; }
  std::size_t units() const override { return units_; }
  std::size_t runs() const override { return runs_; }
  std::vector<std::string> metrics() const override { return metrics_; }

  // Σ weight × counts over the units, each from its source run; then the metrics of the sums.
  Values score(const std::vector<std::uint32_t>& weights,
               const std::vector<std::uint32_t>& sources) const override {
    Sums sums(width_, 0);
    for (std::size_t u = 0; u < units_; ++u) {
      const std::uint64_t weight = weights[u];
      if (weight == 0) continue;
      const std::uint32_t* row = counts_.data() + (u * runs_ + sources[u]) * width_;
      for (std::size_t k = 0; k < width_; ++k) sums[k] += weight * row[k];
    }
    Values out(metrics_.size());
    compute_(sums, out);
    return out;
  }

 private:
  std::string unit_;
  std::size_t units_, runs_, width_;
  std::vector<std::uint32_t> counts_;  // [unit][run][count]
  std::vector<std::string> metrics_;
  Compute compute_;
};

void add(std::uint32_t& cell, std::uint64_t value) {
  cell += static_cast<std::uint32_t>(value);
}

// One sentence's criteria into a unit's counts.
void add_criteria(const SentenceCriteria& c, std::uint32_t* row) {
  const Counts& exact = c[0];
  add(row[kGold], exact.tp + exact.fn);
  add(row[kPredicted], exact.tp + exact.fp);
  for (std::size_t i = 0; i < kFragment; ++i) add(row[kSpanTp + i], c[i].tp);
  add(row[kFragmentTp], c[kFragment].tp);
  add(row[kFragmentFp], c[kFragment].fp);
  add(row[kFragmentFn], c[kFragment].fn);
}

// A criterion's TP, FP and FN from summed counts: FP = predicted − TP, FN = gold − TP.
Counts criterion_counts(const Sums& sums, std::size_t criterion) {
  if (criterion == kFragment) return {sums[kFragmentTp], sums[kFragmentFp], sums[kFragmentFn]};
  const std::uint64_t tp = sums[kSpanTp + criterion];
  return {tp, sums[kPredicted] - tp, sums[kGold] - tp};
}

// <criterion>.precision, .recall, .f1 as report_criteria gives them.
void add_ratio_names(std::string_view criterion, std::vector<std::string>& names) {
  for (const char* what : {".precision", ".recall", ".f1"}) {
    names.push_back(std::string(criterion) + what);
  }
}

void put_ratios(const Counts& counts, Values& out, std::size_t& at) {
  const CriterionRatios r = criterion_ratios(counts);
  out[at++] = r.precision;
  out[at++] = r.recall;
  out[at++] = r.f1;
}

// --- ner.iob2 --------------------------------------------------------------------------------

constexpr std::array<std::string_view, 3> kJnlpbaKinds = {"complete", "right", "left"};

std::vector<std::string> iob2_metric_names() {
  std::vector<std::string> names;
  for (const std::string_view c : kCriterionNames) add_ratio_names(c, names);
  for (const std::string_view kind : kJnlpbaKinds) {
    add_ratio_names("jnlpba." + std::string(kind), names);
  }
  add_ratio_names("conlleval", names);
  names.emplace_back("conlleval.accuracy");
  return names;
}

// As report_criteria, report_jnlpba_kinds and report_conlleval compute them.
void iob2_metrics(const Sums& sums, Values& out) {
  std::size_t at = 0;
  for (std::size_t c = 0; c < kCriterionNames.size(); ++c) {
    put_ratios(criterion_counts(sums, c), out, at);
  }
  const std::uint64_t reference = sums[kJnlpba], answer = sums[kJnlpba + 1];
  for (std::size_t kind = 0; kind < kJnlpbaKinds.size(); ++kind) {
    const JnlpbaRatios r = jnlpba_ratios(sums[kJnlpba + 2 + kind], reference, answer);
    out[at++] = r.precision;
    out[at++] = r.recall;
    out[at++] = r.f1;
  }
  const std::uint64_t tokens = sums[kConll], correct_tags = sums[kConll + 1];
  const ConllevalRatios conll =
      conlleval_ratios({sums[kConll + 2], sums[kConll + 3], sums[kConll + 4]});
  out[at++] = conll.precision;
  out[at++] = conll.recall;
  out[at++] = conll.f1;
  out[at++] = tokens == 0 ? 0.0 : static_cast<double>(correct_tags) / static_cast<double>(tokens);
}

// --- ner.bc2gm -------------------------------------------------------------------------------

// The criteria in the order evaluate() reports them: alternatives after exact.
std::vector<std::string> bc2gm_metric_names() {
  std::vector<std::string> names;
  add_ratio_names(kCriterionNames[0], names);
  add_ratio_names("alternatives", names);
  for (std::size_t c = 1; c < kCriterionNames.size(); ++c) {
    add_ratio_names(kCriterionNames[c], names);
  }
  add_ratio_names("bc2gm", names);
  return names;
}

void bc2gm_metrics(const Sums& sums, Values& out) {
  std::size_t at = 0;
  put_ratios(criterion_counts(sums, 0), out, at);
  const std::uint64_t alternatives = sums[kAlternativesTp];
  put_ratios({alternatives, sums[kPredicted] - alternatives, sums[kGold] - alternatives}, out, at);
  for (std::size_t c = 1; c < kCriterionNames.size(); ++c) {
    put_ratios(criterion_counts(sums, c), out, at);
  }
  const AltEvalRatios r = alt_eval_ratios(sums[kAltEval], sums[kAltEval + 1], sums[kAltEval + 2]);
  out[at++] = r.precision;
  out[at++] = r.recall;
  out[at++] = r.f1;
}

// The mentions with their sentence renumbered as units, in unit order (file order within one).
std::vector<Mention> by_unit(const std::vector<Mention>& mentions,
                             const std::vector<std::uint32_t>& unit_of) {
  std::vector<Mention> out = mentions;
  for (Mention& m : out) m.sentence = unit_of[m.sentence];
  std::stable_sort(out.begin(), out.end(),
                   [](const Mention& a, const Mention& b) { return a.sentence < b.sentence; });
  return out;
}

Entities entities_of(const std::vector<Mention>& mentions) {
  Entities out;
  out.reserve(mentions.size());
  for (const Mention& m : mentions) out.push_back({m.start, m.end, 0, m.sentence, m.line});
  return out;
}

// The mentions of unit u from `next` on, `next` moved past them.
std::vector<Mention> take_unit(const std::vector<Mention>& mentions, std::size_t& next,
                               std::uint32_t u) {
  const std::size_t begin = next;
  while (next < mentions.size() && mentions[next].sentence == u) ++next;
  return {mentions.begin() + static_cast<std::ptrdiff_t>(begin),
          mentions.begin() + static_cast<std::ptrdiff_t>(next)};
}

}  // namespace

UnitCounts iob2_unit_counts(const TaggedCorpus& corpus, const Entities& gold,
                            const Entities& predicted, std::size_t type_count) {
  const std::vector<ConllevalPart> conll = conlleval_sentence_counts(corpus);
  const std::vector<JnlpbaCounts> jnlpba = jnlpba_sentence_counts(corpus);
  const std::size_t units = conll.size();
  UnitCounts out(units * kIob2Width, 0);
  const auto row = [&](std::size_t u) { return out.data() + u * kIob2Width; };
  const std::vector<SentenceCriteria> criteria =
      criteria_by_sentence(gold, predicted, type_count, corpus.sentences.size());
  std::size_t unit = 0;  // a blank line of the gold after a sentence ends its unit
  for (std::size_t s = 0; s < criteria.size(); ++s) {
    add_criteria(criteria[s], row(std::min(unit, units - 1)));
    unit += corpus.sentences[s].terminated;
  }
  for (std::size_t u = 0; u < jnlpba.size() && u < units; ++u) {
    const JnlpbaCounts& j = jnlpba[u];
    std::uint32_t* r = row(u) + kJnlpba;
    for (const std::uint64_t value : {j.reference, j.answer, j.complete, j.right, j.left}) {
      add(*r++, value);
    }
  }
  for (std::size_t u = 0; u < units; ++u) {
    const ConllevalPart& c = conll[u];
    std::uint32_t* r = row(u) + kConll;
    for (const std::uint64_t value :
         {c.tokens, c.correct_tags, c.total.gold, c.total.guessed, c.total.correct}) {
      add(*r++, value);
    }
  }
  return out;
}

std::unique_ptr<UnitScorer> iob2_unit_scorer(std::vector<UnitCounts> runs) {
  if (runs.empty()) return nullptr;
  const std::size_t size = runs.front().size();
  for (const UnitCounts& run : runs) {
    if (run.size() != size) return nullptr;
  }
  return std::make_unique<CountScorer>("sentence", size / kIob2Width, kIob2Width, runs,
                                       iob2_metric_names(), iob2_metrics);
}

std::uint32_t SentenceUnits::of(std::string_view id) {
  const auto found = index_.find(id);
  if (found != index_.end()) return found->second;
  const auto next = static_cast<std::uint32_t>(index_.size());
  index_.emplace(std::string(id), next);
  return next;
}

UnitCounts bc2gm_unit_counts(const MentionSentences& sentences, const std::vector<Mention>& gold,
                             const std::vector<Mention>& alternatives,
                             const std::vector<Mention>& run, SentenceUnits& units) {
  // Units are the sentences mentions name, numbered as met: gold, alternatives, then the run.
  std::vector<std::uint32_t> unit_of(sentences.ids.size(), 0);
  for (const auto* mentions : {&gold, &alternatives, &run}) {
    for (const Mention& m : *mentions) unit_of[m.sentence] = units.of(sentences.ids[m.sentence]);
  }
  const std::vector<Mention> g = by_unit(gold, unit_of);
  const std::vector<Mention> a = by_unit(alternatives, unit_of);
  const std::vector<Mention> r = by_unit(run, unit_of);
  const std::size_t count = units.size();
  UnitCounts out(count * kBc2gmWidth, 0);
  const std::vector<SentenceCriteria> criteria =
      criteria_by_sentence(entities_of(g), entities_of(r), 1, count);
  std::size_t next_g = 0, next_a = 0, next_r = 0;
  for (std::uint32_t u = 0; u < count; ++u) {
    std::uint32_t* row = out.data() + std::size_t{u} * kBc2gmWidth;
    add_criteria(criteria[u], row);
    const std::vector<Mention> ug = take_unit(g, next_g, u);
    const std::vector<Mention> ua = take_unit(a, next_a, u);
    const std::vector<Mention> ur = take_unit(r, next_r, u);
    if (ug.empty() && ur.empty()) continue;  // nothing to find, nothing found
    add(row[kAlternativesTp], alternatives_counts(ug, ua, ur).tp);
    const AltEvalScore alt_eval = alt_eval_score(ug, ua, ur);
    add(row[kAltEval], alt_eval.tp);
    add(row[kAltEval + 1], alt_eval.fp);
    add(row[kAltEval + 2], alt_eval.fn);
  }
  return out;
}

std::unique_ptr<UnitScorer> bc2gm_unit_scorer(std::vector<UnitCounts> runs, std::size_t units) {
  if (runs.empty()) return nullptr;
  return std::make_unique<CountScorer>("sentence", units, kBc2gmWidth, runs, bc2gm_metric_names(),
                                       bc2gm_metrics);
}

}  // namespace bioeval::ner
