#include "tasks/ppi/units.hpp"

#include <algorithm>
#include <string>
#include <utility>

#include "tasks/ppi/metrics.hpp"

namespace bioeval::ppi {
namespace {

// One item's score and gold label, to group a document's items by score.
struct Scored {
  double score;
  bool gold;
};

// Resamples documents: each sample's metrics are metrics_of() on it.
class DocumentScorer final : public UnitScorer {
 public:
  explicit DocumentScorer(std::vector<std::shared_ptr<const DocumentUnits>> runs)
      : ranked_(std::move(runs)) {}

  std::string unit() const override { return "document"; }
  std::size_t units() const override { return ranked_.documents(); }
  std::size_t runs() const override { return ranked_.runs(); }

  std::vector<std::string> metrics() const override {
    std::vector<std::string> names = {"micro.f1", "micro.precision", "micro.recall", "micro.auc"};
    if (ranked_.has_folds()) {
      for (const char* name : {"macro.f1", "macro.precision", "macro.recall", "macro.auc"}) {
        names.emplace_back(name);
      }
    }
    return names;
  }

  MetricValues score(const std::vector<std::uint32_t>& weights,
                     const std::vector<std::uint32_t>& sources) const override {
    static thread_local std::vector<Taken> sample;
    sample.clear();
    for (std::size_t d = 0; d < weights.size(); ++d) {
      if (weights[d] != 0)
        sample.push_back({static_cast<std::uint32_t>(d), sources[d], weights[d]});
    }
    const Metrics m = metrics_of(ranked_, sample);
    const Measures& micro = m.micro_measures;
    MetricValues values = {micro.f1, micro.precision, micro.recall, micro.auc};
    if (m.has_folds) {
      for (const auto& value : {m.macro.f1, m.macro.precision, m.macro.recall, m.macro.auc}) {
        values.push_back(value);
      }
    }
    return values;
  }

 private:
  RankedDocuments ranked_;
};

}  // namespace

DocumentUnits::DocumentUnits(const std::vector<std::uint32_t>& sentences,
                             const std::vector<Item>& items, std::shared_ptr<const Folds> fold_file)
    : folds(std::move(fold_file)) {
  documents.resize(sentences.size());
  groups.reserve(items.size());  // at most one group per item
  std::vector<Scored> scored;
  std::size_t i = 0;
  for (std::size_t d = 0; d < documents.size(); ++d) {
    DocumentUnit& unit = documents[d];
    unit.sentences = sentences[d];
    unit.first_group = groups.size();
    // The document's items are contiguous, in document order.
    scored.clear();
    for (; i < items.size() && items[i].document == d; ++i) {
      const Item& item = items[i];
      Confusion& c = unit.confusion;
      (item.gold ? (item.predicted ? c.tp : c.fn) : (item.predicted ? c.fp : c.tn)) += 1;
      scored.push_back({item.score, item.gold});
    }
    std::sort(scored.begin(), scored.end(),
              [](const Scored& a, const Scored& b) { return a.score > b.score; });
    for (std::size_t k = 0; k < scored.size(); ++k) {
      if (k == 0 || scored[k].score != scored[k - 1].score) groups.push_back({scored[k].score});
      (scored[k].gold ? groups.back().positives : groups.back().negatives) += 1;
    }
    unit.end_group = groups.size();
  }
  groups.shrink_to_fit();
}

std::unique_ptr<UnitScorer> document_unit_scorer(
    std::vector<std::shared_ptr<const DocumentUnits>> runs) {
  return std::make_unique<DocumentScorer>(std::move(runs));
}

}  // namespace bioeval::ppi
