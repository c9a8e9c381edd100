#include "tasks/bb3/units.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

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

std::vector<PairingEvaluation> evaluations_of(const SubTask& task, Context& context) {
  if (task.kind == Kind::cat) {
    return task.ner ? cat_ner_evaluations(context) : cat_evaluations(context);
  }
  return event_evaluations(context, task.ner);
}

// The pairings of a run made as report() makes them. Not movable: the evaluations' filters and
// similarities hold references to its members.
class Pairings {
 public:
  explicit Pairings(const ReportInputs& in)
      : rules_(in.published ? published_rules() : official_rules()),
        similarity_(rules_, in.ontology),
        context_{in.documents, rules_, in.ontology, in.resources, similarity_},
        evaluations_(evaluations_of(in.task, context_)) {}
  Pairings(const Pairings&) = delete;
  Pairings& operator=(const Pairings&) = delete;

  const PairingEvaluation& first() const { return evaluations_.front(); }

 private:
  Rules rules_;
  EntitySimilarity similarity_;
  Context context_;
  std::vector<PairingEvaluation> evaluations_;
};

const Scoring& scoring_named(const PairingEvaluation& evaluation, const std::string& name) {
  const auto found = std::find_if(evaluation.scorings.begin(), evaluation.scorings.end(),
                                  [&name](const Scoring& s) { return s.name == name; });
  if (found == evaluation.scorings.end()) throw std::logic_error("bb3: no scoring " + name);
  return *found;
}

// The sums of one scoring per document, the pairs visited as scoring_counts visits them.
std::vector<DocumentSums> per_document(const PairList& pairs, const Scoring& scoring,
                                       std::size_t documents) {
  std::vector<DocumentSums> out(documents);
  for_each_kept_pair(pairs, scoring, [&out](const Pair& pair, std::optional<double> s) {
    DocumentSums& d = out.at(pair.document);
    d.references += pair.gold.has_value();
    d.predictions += pair.prediction.has_value();
    if (s) d.similarities.push_back(*s);
  });
  return out;
}

// A document taken once more: as scoring_counts adds its pairs (Σ s and Σ (1 − s) in pair order,
// so that every document once gives the corpus sums to the last bit).
void add(const DocumentSums& d, SlotCounts& c) {
  c.references += d.references;
  c.predictions += d.predictions;
  c.pairs += d.similarities.size();
  for (const double s : d.similarities) {
    c.matches += s;
    c.mismatches += 1 - s;
  }
}

class DocumentScorer : public UnitScorer {
 public:
  DocumentScorer(const SubTask& task, bool published, std::vector<RunSums> runs)
      : scorings_(resampled(task)),
        rule_((published ? published_rules() : official_rules()).truncated_ser
                  ? MismatchSum::truncated
                  : MismatchSum::exact),
        runs_(std::move(runs)) {
    for (std::size_t k = 0; k < scorings_.size(); ++k) {
      for (Measure m : scorings_[k].measures) metrics_.push_back({k, m});
    }
  }

  std::string unit() const override { return "document"; }
  std::size_t units() const override {
    return runs_.empty() || runs_.front().empty() ? 0 : runs_.front().front().size();
  }
  std::size_t runs() const override { return runs_.size(); }
  std::vector<std::string> metrics() const override {
    std::vector<std::string> out;
    for (const ResampledMetric& m : metrics_) {
      out.push_back(scorings_[m.scoring].scoring + "." + measure_name(m.measure));
    }
    return out;
  }
  // The slot error rate is an error rate; the other measures are shares of the matches.
  bool higher_is_better(std::size_t metric) const override {
    return metrics_.at(metric).measure != Measure::ser;
  }
  std::vector<std::optional<double>> score(
      const std::vector<std::uint32_t>& weights,
      const std::vector<std::uint32_t>& sources) const override {
    std::vector<SlotCounts> counts(scorings_.size());
    for (std::size_t i = 0; i < weights.size(); ++i) {
      const RunSums& run = runs_[sources[i]];
      for (std::size_t k = 0; k < counts.size(); ++k) {
        for (std::uint32_t w = 0; w < weights[i]; ++w) add(run[k][i], counts[k]);
      }
    }
    std::vector<std::optional<double>> out;
    for (const ResampledMetric& m : metrics_) {
      // The official truncation of the mismatch sum applies to the sample's sum, as to the
      // corpus's.
      out.push_back(measure_value(m.measure, counts[m.scoring], rule_));
    }
    return out;
  }

 private:
  struct ResampledMetric {
    std::size_t scoring;
    Measure measure;
  };
  std::vector<Resampled> scorings_;
  MismatchSum rule_;
  std::vector<RunSums> runs_;
  std::vector<ResampledMetric> metrics_;
};

}  // namespace

RunSums run_sums(const ReportInputs& in) {
  const Pairings pairings(in);
  RunSums out;
  for (const Resampled& r : resampled(in.task)) {
    out.push_back(per_document(pairings.first().pairs, scoring_named(pairings.first(), r.scoring),
                               in.documents.size()));
  }
  return out;
}

std::unique_ptr<UnitScorer> document_scorer(const SubTask& task, bool published,
                                            std::vector<RunSums> runs) {
  return std::make_unique<DocumentScorer>(task, published, std::move(runs));
}

}  // namespace bioeval::bb3
