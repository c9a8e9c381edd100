// The ppi task's one metric function: every metric of a multiset of documents (micro and macro P,
// R, F1 and ROC AUC, the counts, the all-true baseline), from the documents' units. The result
// takes it on every document once (report.hpp), and on each document alone for the documents
// table; a comparison takes it on its samples (units.hpp). Specification: docs/tasks/ppi.md.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "metrics/ratios.hpp"
#include "metrics/roc.hpp"
#include "tasks/ppi/units.hpp"

namespace bioeval::ppi {

// P, R, F1 from the decisions and ROC AUC from the scores, of some items.
struct Measures {
  std::optional<double> precision, recall, f1, auc;
};

// P = positives / items, R = 1, F = 2P / (1 + P): every candidate predicted positive.
struct Baseline {
  std::optional<double> precision, recall, f1;
};
Baseline all_true_baseline(std::uint64_t positives, std::uint64_t items);

// A fold's documents in a multiset, their items pooled.
struct FoldMetrics {
  std::uint64_t documents = 0;
  Confusion confusion;
  Measures measures;  // nothing defined when the multiset has no document of the fold
};

// The metrics of a multiset of documents, by name; the result and the comparison order them.
struct Metrics {
  std::uint64_t documents = 0, sentences = 0;
  Confusion micro;  // every item pooled
  Measures micro_measures;
  // With a folds file: each fold, in the order of the folds file, and the means over the folds
  // of their defined measures (a fold with no document in the multiset has none).
  bool has_folds = false;
  std::vector<FoldMetrics> folds;
  Measures macro;
  Baseline baseline;

  std::uint64_t pairs() const { return micro.tp + micro.fp + micro.fn + micro.tn; }
  std::uint64_t positives() const { return micro.tp + micro.fn; }
};

// Document `document` of run `run`, taken `weight` times.
struct Taken {
  std::uint32_t document = 0, run = 0, weight = 1;
};

// Runs' units against one corpus, their scores ranked once: every run's distinct scores on one
// ranking and, with folds, each fold's on its own, so that the items of any multiset are pooled
// by rank without sorting again.
class RankedDocuments {
 public:
  explicit RankedDocuments(std::vector<std::shared_ptr<const DocumentUnits>> runs);
  std::size_t documents() const { return documents_; }
  std::size_t runs() const { return runs_.size(); }
  bool has_folds() const { return folds_ != nullptr; }

 private:
  // An item's score group on the rankings: its rank among every run's distinct scores and,
  // in a fold, its rank among the fold's (offset to the fold's range of slots).
  struct Entry {
    std::uint32_t rank = 0, fold_rank = 0;
    std::uint32_t positives = 0, negatives = 0;
  };

  std::uint32_t fold_of(std::size_t document) const;

  friend Metrics metrics_of(const RankedDocuments& ranked, const std::vector<Taken>& sample,
                            std::vector<ThresholdCounts>* micro_curve);

  std::vector<std::shared_ptr<const DocumentUnits>> runs_;
  std::size_t documents_ = 0;
  std::shared_ptr<const Folds> folds_;  // the first run's; nothing without a folds file
  std::vector<double> scores_;  // every run's distinct scores, highest first: rank → score
  // Fold f's ranks: [fold_first_rank_[f], fold_first_rank_[f + 1]), after the scores_ ranks;
  // back(): every rank.
  std::vector<std::uint32_t> fold_first_rank_;
  std::vector<std::size_t> first_entry_;  // per run: where its groups' entries begin
  std::vector<Entry> entries_;            // parallel to each run's DocumentUnits::groups
};

// The metrics of a multiset of documents. With `micro_curve`, also the pooled items' counts at
// each distinct score, highest first (as threshold_counts gives them).
Metrics metrics_of(const RankedDocuments& ranked, const std::vector<Taken>& sample,
                   std::vector<ThresholdCounts>* micro_curve = nullptr);

// Every document of run 0 once.
std::vector<Taken> every_document(std::size_t documents);

}  // namespace bioeval::ppi
