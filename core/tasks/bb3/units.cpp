#include "tasks/bb3/units.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

#include "tasks/bb3/metrics.hpp"

namespace bioeval::bb3 {
namespace {

// A scoring of the first evaluation and the measures of it that are resampled.
struct Resampled {
  std::string scoring;
  std::vector<Measure> measures;
};

// The main measure of each sub-task first (the first reported), then the headline ones.
std::vector<Resampled> resampled(const SubTask& task) {
  if (task.kind == Kind::cat && !task.ner) {
    return {{"main_scoring", {Measure::precision}},
            {"habitats_only", {Measure::precision}},
            {"bacteria_only", {Measure::precision}}};
  }
  if (task.kind == Kind::cat) {
    return {{"standard_scoring", {Measure::ser, Measure::recall, Measure::precision}},
            {"habitats_only", {Measure::ser}},
            {"bacteria_only", {Measure::ser}}};
  }
  if (!task.ner) return {{"lives_in", {Measure::f1, Measure::recall, Measure::precision}}};
  return {{"lives_in", {Measure::f1, Measure::recall, Measure::precision, Measure::ser}}};
}

std::size_t scoring_named(const PairingUnits& units, const std::string& name) {
  for (std::size_t k = 0; k < units.scorings.size(); ++k) {
    if (units.scorings[k].name == name) return k;
  }
  throw std::logic_error("bb3: no scoring " + name);
}

class DocumentScorer : public UnitScorer {
 public:
  DocumentScorer(const SubTask& task, const Rules& rules,
                 std::vector<std::shared_ptr<const PairingUnits>> runs)
      : settings_{rules.truncated_ser ? MismatchSum::truncated : MismatchSum::exact, false},
        runs_(std::move(runs)) {
    for (const auto& run : runs_) run_pointers_.push_back(run.get());
    for (const Resampled& r : resampled(task)) {
      scorings_.push_back(scoring_named(*runs_.front(), r.scoring));
      for (Measure m : r.measures) metrics_.push_back({scorings_.size() - 1, m});
    }
  }

  std::string unit() const override { return "document"; }
  std::size_t units() const override { return runs_.front()->documents; }
  std::size_t runs() const override { return runs_.size(); }
  std::vector<std::string> metrics() const override {
    std::vector<std::string> out;
    for (const ResampledMetric& m : metrics_) {
      out.push_back(runs_.front()->scorings[scorings_[m.at]].name + "." + measure_name(m.measure));
    }
    return out;
  }
  // The slot error rate is an error rate; the other measures are shares of the matches.
  bool higher_is_better(std::size_t metric) const override {
    return metrics_.at(metric).measure != Measure::ser;
  }
  MetricValues score(const std::vector<std::uint32_t>& weights,
                     const std::vector<std::uint32_t>& sources) const override {
    // The official truncation of the mismatch sum applies to the sample's sum, as to the
    // corpus's.
    const PairingMetrics sample =
        pairing_metrics(run_pointers_, weights, sources, scorings_, settings_);
    MetricValues out;
    for (const ResampledMetric& m : metrics_) out.push_back(sample.value(m.at, m.measure));
    return out;
  }

 private:
  struct ResampledMetric {
    std::size_t at;  // in scorings_
    Measure measure;
  };
  MeasureSettings settings_;
  std::vector<std::shared_ptr<const PairingUnits>> runs_;
  std::vector<const PairingUnits*> run_pointers_;
  std::vector<std::size_t> scorings_;  // the resampled scorings, as indices of the units'
  std::vector<ResampledMetric> metrics_;
};

}  // namespace

std::unique_ptr<UnitScorer> document_scorer(const SubTask& task, const Rules& rules,
                                            std::vector<std::shared_ptr<const PairingUnits>> runs) {
  if (runs.empty()) return nullptr;
  return std::make_unique<DocumentScorer>(task, rules, std::move(runs));
}

}  // namespace bioeval::bb3
