#include "tasks/ppi/units.hpp"

#include <algorithm>
#include <functional>
#include <optional>
#include <string>
#include <utility>

#include "metrics/ratios.hpp"
#include "metrics/summary.hpp"
#include "tasks/ppi/read_folds.hpp"

namespace bioeval::ppi {
namespace {

// Distinct scores, highest first: a score's rank is its place here. Equal scores (0 and −0
// included) share a rank, as they share a threshold in threshold_counts().
class Ranks {
 public:
  explicit Ranks(std::vector<double> scores) : scores_(std::move(scores)) {
    std::sort(scores_.begin(), scores_.end(), std::greater<>());
    scores_.erase(std::unique(scores_.begin(), scores_.end()), scores_.end());
  }
  std::uint32_t of(double score) const {
    return static_cast<std::uint32_t>(
        std::lower_bound(scores_.begin(), scores_.end(), score, std::greater<>()) -
        scores_.begin());
  }
  std::size_t size() const { return scores_.size(); }

 private:
  std::vector<double> scores_;
};

// Positive and negative items at one score of a document: `rank` among every run's scores,
// `fold_rank` among the scores of the document's fold (offset into the folds' shared range).
struct Entry {
  std::uint32_t rank = 0, fold_rank = 0;
  std::uint64_t positives = 0, negatives = 0;
};

// A document of one run: its confusion counts and its entries [first, end).
struct Unit {
  Confusion confusion;
  std::size_t first = 0, end = 0;
};

// A sample's positive and negative items at one rank.
struct Slot {
  std::uint64_t positives = 0, negatives = 0;
};

// The slots of every ranking (every run's scores, then each fold's), all zero between calls of
// score(): each sweep reads and clears its range. One per thread, kept across calls, as score()
// runs thousands of times.
std::vector<Slot>& slots(std::size_t size) {
  static thread_local std::vector<Slot> kept;
  if (kept.size() < size) kept.resize(size);
  return kept;
}

void add(Confusion& total, const Confusion& c, std::uint64_t weight) {
  total.tp += weight * c.tp;
  total.fp += weight * c.fp;
  total.fn += weight * c.fn;
  total.tn += weight * c.tn;
}

// The AUC of roc_auc() over the ranks [first, end), highest score first, clearing them: the same
// sum, in the same order (a rank the sample leaves empty is skipped, as it has no threshold).
std::optional<double> swept_auc(std::vector<Slot>& slots, std::size_t first, std::size_t end,
                                const Confusion& c) {
  double area = 0;
  std::uint64_t tp = 0, fp = 0;
  for (std::size_t k = first; k < end; ++k) {
    Slot& slot = slots[k];
    if (slot.positives == 0 && slot.negatives == 0) continue;
    const std::uint64_t tp_before = tp, fp_before = fp;
    tp += slot.positives;
    fp += slot.negatives;
    area += static_cast<double>(fp - fp_before) * static_cast<double>(tp_before + tp) / 2;
    slot = Slot{};
  }
  const std::uint64_t positives = c.tp + c.fn, negatives = c.fp + c.tn;
  if (positives == 0 || negatives == 0) return std::nullopt;
  return area / (static_cast<double>(positives) * static_cast<double>(negatives));
}

// P, R, F1 and AUC of a sample's counts, as score_items() computes them.
struct Measures {
  std::optional<double> precision, recall, f1, auc;
};

Measures measures(const Confusion& c, std::vector<Slot>& slots, std::size_t first,
                  std::size_t end) {
  Measures m;
  m.precision = precision(c.tp, c.fp);
  m.recall = recall(c.tp, c.fn);
  m.f1 = f1(m.precision, m.recall);
  m.auc = swept_auc(slots, first, end, c);
  return m;
}

class DocumentScorer : public UnitScorer {
 public:
  DocumentScorer(std::size_t documents, const std::vector<std::vector<Item>>& items,
                 const FoldsOfDocuments* folds)
      : documents_(documents),
        runs_(items.size()),
        ranks_(all_scores(items)),
        fold_first_rank_{static_cast<std::uint32_t>(ranks_.size())} {
    if (folds) {
      has_folds_ = true;
      fold_of_document_ = folds->fold_of_document;
      folds_ = folds->folds;
      fold_ranks(items);
    }
    for (const std::vector<Item>& run : items) add_run(run);
  }

  std::string unit() const override { return "document"; }
  std::size_t units() const override { return documents_; }
  std::size_t runs() const override { return runs_; }

  std::vector<std::string> metrics() const override {
    std::vector<std::string> names = {"micro.f1", "micro.precision", "micro.recall", "micro.auc"};
    if (has_folds_) {
      for (const char* name : {"macro.f1", "macro.precision", "macro.recall", "macro.auc"}) {
        names.emplace_back(name);
      }
    }
    return names;
  }

  std::vector<std::optional<double>> score(
      const std::vector<std::uint32_t>& weights,
      const std::vector<std::uint32_t>& sources) const override {
    Confusion micro;
    std::vector<Slot>& counts = slots(fold_first_rank_.back());
    std::vector<Confusion> by_fold(folds_);
    std::vector<bool> sampled(folds_, false);
    for (std::size_t d = 0; d < documents_; ++d) {
      const std::uint64_t w = weights[d];
      if (w == 0) continue;
      const Unit& document = units_[sources[d] * documents_ + d];
      add(micro, document.confusion, w);
      const std::uint32_t fold = has_folds_ ? fold_of_document_[d] : Folds::kNoFold;
      if (fold != Folds::kNoFold) {
        add(by_fold[fold], document.confusion, w);
        sampled[fold] = true;
      }
      for (std::size_t e = document.first; e < document.end; ++e) {
        const Entry& entry = entries_[e];
        counts[entry.rank].positives += w * entry.positives;
        counts[entry.rank].negatives += w * entry.negatives;
        if (fold == Folds::kNoFold) continue;
        counts[entry.fold_rank].positives += w * entry.positives;
        counts[entry.fold_rank].negatives += w * entry.negatives;
      }
    }
    const Measures m = measures(micro, counts, 0, ranks_.size());
    std::vector<std::optional<double>> values = {m.f1, m.precision, m.recall, m.auc};
    if (has_folds_) macro(by_fold, sampled, counts, values);
    return values;
  }

 private:
  static std::vector<double> all_scores(const std::vector<std::vector<Item>>& items) {
    std::vector<double> scores;
    for (const std::vector<Item>& run : items) {
      for (const Item& item : run) scores.push_back(item.score);
    }
    return scores;
  }

  // Each fold's own ranking of the scores of its documents' items in every run, the folds'
  // ranks laid end to end.
  void fold_ranks(const std::vector<std::vector<Item>>& items) {
    std::vector<std::vector<double>> scores(folds_);
    for (const std::vector<Item>& run : items) {
      for (const Item& item : run) {
        const std::uint32_t fold = fold_of_document_[item.document];
        if (fold != Folds::kNoFold) scores[fold].push_back(item.score);
      }
    }
    for (std::vector<double>& fold : scores) {
      fold_rankings_.emplace_back(std::move(fold));
      fold_first_rank_.push_back(fold_first_rank_.back() +
                                 static_cast<std::uint32_t>(fold_rankings_.back().size()));
    }
  }

  // Run r's documents, in document order: their counts and their items grouped by score.
  void add_run(const std::vector<Item>& run) {
    std::vector<std::vector<Item>> by_document(documents_);
    for (const Item& item : run) by_document[item.document].push_back(item);
    for (std::size_t d = 0; d < documents_; ++d) {
      Unit document;
      document.first = entries_.size();
      std::vector<Entry> entries;
      for (const Item& item : by_document[d]) {
        Confusion& c = document.confusion;
        (item.gold ? (item.predicted ? c.tp : c.fn) : (item.predicted ? c.fp : c.tn)) += 1;
        entries.push_back(entry_of(item, d));
      }
      std::sort(entries.begin(), entries.end(),
                [](const Entry& a, const Entry& b) { return a.rank < b.rank; });
      for (const Entry& entry : entries) {
        if (entries_.size() > document.first && entries_.back().rank == entry.rank) {
          entries_.back().positives += entry.positives;
          entries_.back().negatives += entry.negatives;
        } else {
          entries_.push_back(entry);
        }
      }
      document.end = entries_.size();
      units_.push_back(document);
    }
  }

  Entry entry_of(const Item& item, std::size_t document) const {
    Entry entry;
    entry.rank = ranks_.of(item.score);
    const std::uint32_t fold = has_folds_ ? fold_of_document_[document] : Folds::kNoFold;
    if (fold != Folds::kNoFold) {
      entry.fold_rank = fold_first_rank_[fold] + fold_rankings_[fold].of(item.score);
    }
    (item.gold ? entry.positives : entry.negatives) = 1;
    return entry;
  }

  // Means over the folds of their defined values, in fold order as folds_report() takes them; a
  // fold with no document in the sample has none (as an empty fold in evaluate()).
  void macro(const std::vector<Confusion>& by_fold, const std::vector<bool>& sampled,
             std::vector<Slot>& counts, std::vector<std::optional<double>>& values) const {
    std::vector<double> precisions, recalls, f1s, aucs;
    for (std::size_t f = 0; f < folds_; ++f) {
      if (!sampled[f]) continue;
      const Measures m = measures(by_fold[f], counts, fold_first_rank_[f], fold_first_rank_[f + 1]);
      if (m.precision) precisions.push_back(*m.precision);
      if (m.recall) recalls.push_back(*m.recall);
      if (m.f1) f1s.push_back(*m.f1);
      if (m.auc) aucs.push_back(*m.auc);
    }
    for (const std::vector<double>* fold_values : {&f1s, &precisions, &recalls, &aucs}) {
      values.push_back(mean(*fold_values));
    }
  }

  std::size_t documents_, runs_;
  Ranks ranks_;             // every run's scores
  bool has_folds_ = false;  // a folds file was given: macro measures, even over no fold
  std::vector<std::uint32_t> fold_of_document_;
  std::size_t folds_ = 0;
  std::vector<Ranks> fold_rankings_;
  // Fold f's ranks: [first[f], first[f + 1]), after the ranks_ slots; back(): every slot.
  std::vector<std::uint32_t> fold_first_rank_;
  std::vector<Unit> units_;  // [run × documents + document]
  std::vector<Entry> entries_;
};

}  // namespace

std::unique_ptr<UnitScorer> document_unit_scorer(std::size_t documents,
                                                 const std::vector<std::vector<Item>>& items,
                                                 const FoldsOfDocuments* folds) {
  return std::make_unique<DocumentScorer>(documents, items, folds);
}

}  // namespace bioeval::ppi
