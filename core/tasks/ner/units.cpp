#include "tasks/ner/units.hpp"

#include <algorithm>
#include <functional>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>

namespace bioeval::ner {
namespace {

using Values = std::vector<std::optional<double>>;

// Counts per unit and run, held unit by unit (the runs of a unit side by side): a sample's sums
// are a pass over its units. Its metrics are those of the sums (metrics.hpp).
class CountScorer final : public UnitScorer {
 public:
  using Compute = std::function<void(const UnitSums& sums, Values& out)>;

  CountScorer(std::size_t units, std::size_t runs, std::size_t width,
              std::vector<std::string> metrics, Compute compute)
      : units_(units),
        runs_(runs),
        width_(width),
        counts_(units * runs * width, 0),
        totals_(runs, UnitSums(width)),
        metrics_(std::move(metrics)),
        compute_(std::move(compute)) {}

  // Unit u of run r has the counts `row` (width() of them); a unit never set has none. Once
  // each.
  void set(std::size_t unit, std::size_t run, const std::uint32_t* row) {
    std::copy_n(row, width_, counts_.begin() + static_cast<std::ptrdiff_t>(at(unit, run)));
    totals_[run].add(row, 1);
  }

  std::string unit() const override { return "sentence"; }
  std::size_t units() const override { return units_; }
  std::size_t runs() const override { return runs_; }
  std::vector<std::string> metrics() const override { return metrics_; }

  Values score(const std::vector<std::uint32_t>& weights,
               const std::vector<std::uint32_t>& sources) const override {
    UnitSums sums(width_);
    for (std::size_t u = 0; u < units_; ++u) {
      if (weights[u] == 0) continue;
      sums.add(counts_.data() + at(u, sources[u]), weights[u]);
    }
    return values(sums);
  }

  // The two samples hold every unit of a and of b once between them: the second's sums are the
  // runs' totals without the first's.
  std::pair<Values, Values> score_swapped(std::uint32_t a, std::uint32_t b,
                                          const SwapMask& swaps) const override {
    UnitSums first(width_);
    for (std::size_t u = 0; u < units_; ++u) {
      first.add(counts_.data() + at(u, swapped(swaps, u) ? b : a), 1);
    }
    UnitSums second = totals_[a];
    second.add(totals_[b]);
    second.subtract(first);
    return {values(first), values(second)};
  }

 private:
  std::size_t at(std::size_t unit, std::size_t run) const { return (unit * runs_ + run) * width_; }

  Values values(const UnitSums& sums) const {
    Values out(metrics_.size());
    compute_(sums, out);
    return out;
  }

  std::size_t units_, runs_, width_;
  std::vector<std::uint32_t> counts_;  // [unit][run][count]
  std::vector<UnitSums> totals_;       // of each run, every unit once
  std::vector<std::string> metrics_;
  Compute compute_;
};

void add_row(std::uint32_t* into, const CriteriaRow& row) {
  for (std::size_t k = 0; k < kCriteriaWidth; ++k) into[k] += row[k];
}

// <criterion>.precision, .recall, .f1 as the result names them.
void add_ratio_names(std::string_view criterion, std::vector<std::string>& names) {
  for (const char* what : {".precision", ".recall", ".f1"}) {
    names.push_back(std::string(criterion) + what);
  }
}

template <class Ratios>
void put_ratios(const Ratios& r, Values& out, std::size_t& at) {
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

void iob2_values(const UnitSums& sums, Values& out) {
  const Iob2Metrics metrics = iob2_metrics(sums);
  std::size_t at = 0;
  for (const CriterionScore& score : metrics.criteria) put_ratios(score.ratios, out, at);
  for (const JnlpbaRatios& r : metrics.jnlpba_kinds) put_ratios(r, out, at);
  put_ratios(metrics.conlleval_ratios, out, at);
  out[at++] = metrics.conlleval_accuracy;
}

// --- ner.bc2gm -------------------------------------------------------------------------------

// The criteria in the order the result reports them: alternatives after exact.
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

void bc2gm_values(const UnitSums& sums, Values& out) {
  const Bc2gmMetrics metrics = bc2gm_metrics(sums);
  std::size_t at = 0;
  put_ratios(metrics.criteria[0].ratios, out, at);
  put_ratios(metrics.alternatives.ratios, out, at);
  for (std::size_t c = 1; c < kCriterionNames.size(); ++c) {
    put_ratios(metrics.criteria[c].ratios, out, at);
  }
  put_ratios(metrics.alt_eval_ratios, out, at);
}

}  // namespace

void write_criteria(CountStream& stream, const CriteriaRow& row) {
  std::array<std::uint64_t, kCriteriaWidth> out{};
  const std::uint32_t gold = row[kGoldCount];
  out[kGoldCount] = gold;
  out[kPredictedCount] = difference(row[kPredictedCount], gold);
  for (std::size_t c = 0; c < kFragment; ++c) out[kSpanTp + c] = gold - row[kSpanTp + c];
  for (const std::size_t k : {kFragmentTp, kFragmentFp, kFragmentFn}) out[k] = row[k];
  stream.push_row(out.data(), out.size());
}

void read_criteria(CountStream::Reader& reader, CriteriaRow& row) {
  std::array<std::uint64_t, kCriteriaWidth> in{};
  reader.next_row(in.data(), in.size());
  const auto gold = static_cast<std::uint32_t>(in[kGoldCount]);
  row[kGoldCount] = gold;
  row[kPredictedCount] = static_cast<std::uint32_t>(gold + unzigzag(in[kPredictedCount]));
  for (std::size_t c = 0; c < kFragment; ++c) {
    row[kSpanTp + c] = gold - static_cast<std::uint32_t>(in[kSpanTp + c]);
  }
  for (const std::size_t k : {kFragmentTp, kFragmentFp, kFragmentFn}) {
    row[k] = static_cast<std::uint32_t>(in[k]);
  }
}

Iob2UnitsBuilder::Iob2UnitsBuilder(const TaggedCorpus& corpus, std::size_t type_count)
    : corpus_(corpus), units_(std::make_shared<Iob2Units>()) {
  units_->type_count = type_count;
  // A unit for each sentence a blank line ends, and one for those after the last, if any (at
  // least one): the stretches of the reference scorers.
  for (const Sentence& sentence : corpus.sentences) units_->units += sentence.terminated;
  if (units_->units == 0 || !corpus.sentences.back().terminated) ++units_->units;
  // Room for the counts at once, about 8 bytes a sentence with entities of a class or two.
  units_->criteria.reserve(12 * corpus.sentences.size() + 64);
}

// Writes the units before `unit`: the one summed, then any without entities.
void Iob2UnitsBuilder::close_units_before(std::size_t unit) {
  CountStream& out = units_->criteria;
  const bool per_class = units_->type_count > 1;
  for (; unit_ < unit; ++unit_) {
    if (!per_class) {
      write_criteria(out, row_);
      row_ = {};
      continue;
    }
    out.push(classes_.size());
    for (const ClassRow& of_class : classes_) {
      out.push(of_class.type);
      write_criteria(out, of_class.counts);
    }
    classes_.clear();
  }
}

void Iob2UnitsBuilder::add(const std::vector<SentenceClassCounts>& part) {
  const bool per_class = units_->type_count > 1;
  for (const SentenceClassCounts& c : part) {
    // The unit of the sentence: a blank line of the gold after a sentence ends its unit.
    std::size_t unit = unit_;
    for (; sentence_ < c.sentence; ++sentence_) unit += corpus_.sentences[sentence_].terminated;
    close_units_before(std::min(unit, units_->units - 1));
    if (!per_class) {
      add_row(row_.data(), c.counts);
      continue;
    }
    // The unit's counts of the class, if one of its sentences before had it (a unit has few).
    const auto found = std::find_if(classes_.begin(), classes_.end(),
                                    [&](const ClassRow& r) { return r.type == c.type; });
    if (found == classes_.end()) {
      classes_.push_back({c.type, c.counts});
    } else {
      add_row(found->counts.data(), c.counts);
    }
  }
}

std::shared_ptr<Iob2Units> Iob2UnitsBuilder::finish(JnlpbaScore& jnlpba,
                                                    ConllevalScore& conlleval) {
  close_units_before(units_->units);
  units_->jnlpba = std::move(jnlpba.stretches);
  units_->jnlpba_units = std::min(jnlpba.stretch_count, units_->units);
  units_->conlleval = std::move(conlleval.stretches);
  // The same stretches: a unit conlleval would lack reads as none.
  for (std::size_t u = conlleval.stretch_count; u < units_->units; ++u) {
    write_stretch(units_->conlleval, ConllevalPart{});
  }
  return std::move(units_);
}

Iob2Sums every_unit(const Iob2Units& units) {
  Iob2Sums out{UnitSums(kIob2Width),
               std::vector<UnitSums>(units.type_count, UnitSums(kCriteriaWidth))};
  const bool one_class = units.type_count == 1;
  units.for_each([&](const std::uint32_t* row, const ClassRow* classes, std::size_t count) {
    out.totals.add(row, 1);
    if (one_class) out.classes[0].add(row, 1);
    for (std::size_t i = 0; i < count; ++i) {
      out.classes[classes[i].type].add(classes[i].counts.data(), 1);
    }
  });
  return out;
}

std::unique_ptr<UnitScorer> iob2_unit_scorer(
    const std::vector<std::shared_ptr<const Iob2Units>>& runs) {
  if (runs.empty()) return nullptr;
  const std::size_t units = runs.front()->size();
  for (const auto& run : runs) {
    if (run->size() != units) return nullptr;
  }
  auto scorer = std::make_unique<CountScorer>(units, runs.size(), kIob2Width, iob2_metric_names(),
                                              iob2_values);
  for (std::size_t r = 0; r < runs.size(); ++r) {
    std::size_t u = 0;
    runs[r]->for_each(
        [&](const std::uint32_t* row, const ClassRow*, std::size_t) { scorer->set(u++, r, row); });
  }
  return scorer;
}

Bc2gmUnitsBuilder::Bc2gmUnitsBuilder(const MentionInputs& in)
    : in_(in),
      units_(std::make_shared<Bc2gmUnits>()),
      unit_of_(in.sentences.ids.size(), kUnmatched) {
  // Units are the sentences mentions name, numbered as met: gold, alternatives, then the run.
  for (const auto* mentions : {&in.gold, &in.alternatives, &in.run}) {
    for (const Mention& m : *mentions) {
      if (unit_of_[m.sentence] != kUnmatched) continue;
      unit_of_[m.sentence] = static_cast<std::uint32_t>(units_->ids.size());
      units_->ids.push_back(in.sentences.ids[m.sentence]);
    }
  }
  units_->ids.shrink_to_fit();
  units_->rows.assign(units_->ids.size() * kBc2gmWidth, 0);
}

std::uint32_t* Bc2gmUnitsBuilder::row(std::uint32_t sentence) {
  return units_->rows.data() + std::size_t{unit_of_[sentence]} * kBc2gmWidth;
}

void Bc2gmUnitsBuilder::add(const std::vector<SentenceClassCounts>& part) {
  for (const SentenceClassCounts& c : part) add_row(row(c.sentence), c.counts);
}

std::shared_ptr<Bc2gmUnits> Bc2gmUnitsBuilder::finish(const AlternativesMatching& alternatives,
                                                      const AltEvalScore& alt_eval) {
  for (std::uint32_t g = 0; g < in_.gold.size(); ++g) {
    row(in_.gold[g].sentence)[kAlternativesTp] += alternatives.match_of_gold[g] != kUnmatched;
  }
  for (const AltEvalVerdict& v : alt_eval.verdicts) {
    if (v.gold == kUnmatched) {
      ++row(in_.run[v.system].sentence)[kAltEval + 1];  // FP
    } else {
      ++row(in_.gold[v.gold].sentence)[v.system == kUnmatched ? kAltEval + 2 : kAltEval];
    }
  }
  return std::move(units_);
}

UnitSums every_unit(const Bc2gmUnits& units) {
  UnitSums sums(kBc2gmWidth);
  for (std::size_t u = 0; u < units.size(); ++u) sums.add(units.row(u), 1);
  return sums;
}

std::unique_ptr<UnitScorer> bc2gm_unit_scorer(
    const std::vector<std::shared_ptr<const Bc2gmUnits>>& runs) {
  if (runs.empty()) return nullptr;
  std::unordered_map<std::string_view, std::uint32_t> index;
  std::vector<std::vector<std::uint32_t>> unit_of(runs.size());
  for (std::size_t r = 0; r < runs.size(); ++r) {
    for (const std::string_view id : runs[r]->ids) {
      const auto next = static_cast<std::uint32_t>(index.size());
      unit_of[r].push_back(index.emplace(id, next).first->second);
    }
  }
  auto scorer = std::make_unique<CountScorer>(index.size(), runs.size(), kBc2gmWidth,
                                              bc2gm_metric_names(), bc2gm_values);
  for (std::size_t r = 0; r < runs.size(); ++r) {
    for (std::size_t u = 0; u < runs[r]->size(); ++u)
      scorer->set(unit_of[r][u], r, runs[r]->row(u));
  }
  return scorer;
}

}  // namespace bioeval::ner
