#include "tasks/ppi/metrics.hpp"

#include <algorithm>
#include <functional>
#include <string>
#include <utility>

#include "framework/options.hpp"
#include "metrics/summary.hpp"

namespace bioeval::ppi {
namespace {

// Distinct scores, highest first: a score's rank is its place here. Equal scores (0 and −0
// included) share a rank, as they share a threshold in threshold_counts().
std::vector<double> distinct_descending(std::vector<double> scores) {
  std::sort(scores.begin(), scores.end(), std::greater<>());
  scores.erase(std::unique(scores.begin(), scores.end()), scores.end());
  scores.shrink_to_fit();
  return scores;
}

std::uint32_t rank_in(const std::vector<double>& ranking, double score) {
  return static_cast<std::uint32_t>(
      std::lower_bound(ranking.begin(), ranking.end(), score, std::greater<>()) - ranking.begin());
}

// A multiset's positive and negative items at one rank.
struct Slot {
  std::uint64_t positives = 0, negatives = 0;
};

// The slots of every ranking (every run's scores, then each fold's), all zero between calls of
// metrics_of(): each sweep reads and clears its range. One per thread, kept across calls, as a
// comparison takes thousands of samples.
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

// The ROC sweep from the highest score down, one step per distinct score: the area of
// roc_auc(), the same sum in the same order.
struct Sweep {
  double area = 0;  // in units of (one positive) × (one negative), halves included
  std::uint64_t tp = 0, fp = 0;

  void add(std::uint64_t positives, std::uint64_t negatives) {
    const std::uint64_t tp_before = tp, fp_before = fp;
    tp += positives;
    fp += negatives;
    area += static_cast<double>(fp - fp_before) * static_cast<double>(tp_before + tp) / 2;
  }

  // P, R and F1 of the counts, the AUC of the sweep.
  Measures measures(const Confusion& c) const {
    Measures m;
    m.precision = precision(c.tp, c.fp);
    m.recall = recall(c.tp, c.fn);
    m.f1 = f1(m.precision, m.recall);
    const std::uint64_t positives = c.tp + c.fn, negatives = c.fp + c.tn;
    if (positives > 0 && negatives > 0) {
      m.auc = area / (static_cast<double>(positives) * static_cast<double>(negatives));
    }
    return m;
  }
};

// The slots [first, end) swept from the highest score down, and cleared; a rank the multiset
// leaves empty is skipped, as it has no threshold. With `curve`, the counts at each score
// (`scores`: rank → score), as threshold_counts() gives them.
Sweep sweep_slots(std::vector<Slot>& slots, std::size_t first, std::size_t end,
                  const std::vector<double>& scores, std::vector<ThresholdCounts>* curve) {
  Sweep sweep;
  if (curve) {
    for (std::size_t k = first; k < end; ++k) {
      Slot& slot = slots[k];
      if (slot.positives == 0 && slot.negatives == 0) continue;
      sweep.add(slot.positives, slot.negatives);
      curve->push_back({scores[k], sweep.tp, sweep.fp});
      slot = Slot{};
    }
    return sweep;
  }
  for (std::size_t k = first; k < end; ++k) {
    Slot& slot = slots[k];
    if (slot.positives == 0 && slot.negatives == 0) continue;
    sweep.add(slot.positives, slot.negatives);
    slot = Slot{};
  }
  return sweep;
}

}  // namespace

Baseline all_true_baseline(std::uint64_t positives, std::uint64_t items) {
  Baseline b;
  b.precision = ratio(positives, items);
  b.recall = ratio(positives, positives);
  b.f1 = f1(b.precision, b.recall);
  return b;
}

RankedDocuments::RankedDocuments(std::vector<std::shared_ptr<const DocumentUnits>> runs)
    : runs_(std::move(runs)) {
  if (runs_.empty()) return;
  documents_ = runs_.front()->documents.size();
  folds_ = runs_.front()->folds;
  std::size_t groups = 0;
  for (const auto& run : runs_) {
    if (run->documents.size() != documents_) {
      throw UsageError("the runs were scored against corpora of " + std::to_string(documents_) +
                       " and " + std::to_string(run->documents.size()) +
                       " documents: a comparison needs one gold");
    }
    groups += run->groups.size();
  }
  std::vector<double> scores;
  scores.reserve(groups);
  for (const auto& run : runs_) {
    for (const ScoreGroup& group : run->groups) scores.push_back(group.score);
  }
  scores_ = distinct_descending(std::move(scores));
  fold_first_rank_ = {static_cast<std::uint32_t>(scores_.size())};
  // Each fold's own ranking of the scores of its documents in every run.
  std::vector<std::vector<double>> fold_scores(folds_ ? folds_->names.size() : 0);
  if (folds_) {
    for (const auto& run : runs_) {
      for (std::size_t d = 0; d < documents_; ++d) {
        const std::uint32_t fold = fold_of(d);
        if (fold == Folds::kNoFold) continue;
        const DocumentUnit& unit = run->documents[d];
        for (std::size_t g = unit.first_group; g < unit.end_group; ++g) {
          fold_scores[fold].push_back(run->groups[g].score);
        }
      }
    }
    for (std::vector<double>& fold : fold_scores) {
      fold = distinct_descending(std::move(fold));
      fold_first_rank_.push_back(fold_first_rank_.back() + static_cast<std::uint32_t>(fold.size()));
    }
  }
  entries_.reserve(groups);
  for (const auto& run : runs_) {
    first_entry_.push_back(entries_.size());
    for (std::size_t d = 0; d < documents_; ++d) {
      const std::uint32_t fold = fold_of(d);
      const DocumentUnit& unit = run->documents[d];
      for (std::size_t g = unit.first_group; g < unit.end_group; ++g) {
        const ScoreGroup& group = run->groups[g];
        Entry entry{rank_in(scores_, group.score), 0, group.positives, group.negatives};
        if (fold != Folds::kNoFold) {
          entry.fold_rank = fold_first_rank_[fold] + rank_in(fold_scores[fold], group.score);
        }
        entries_.push_back(entry);
      }
    }
  }
}

std::uint32_t RankedDocuments::fold_of(std::size_t document) const {
  return folds_ ? folds_->fold_of_document[document] : Folds::kNoFold;
}

Metrics metrics_of(const RankedDocuments& ranked, const std::vector<Taken>& sample,
                   std::vector<ThresholdCounts>* micro_curve) {
  Metrics m;
  m.has_folds = ranked.has_folds();
  if (m.has_folds) m.folds.resize(ranked.folds_->names.size());
  // The counts add up.
  const Taken* only = nullptr;  // the one document taken, if one
  std::size_t taken = 0;
  for (const Taken& t : sample) {
    if (t.weight == 0) continue;
    const DocumentUnit& unit = ranked.runs_[t.run]->documents[t.document];
    const std::uint64_t w = t.weight;
    m.documents += w;
    m.sentences += w * unit.sentences;
    add(m.micro, unit.confusion, w);
    const std::uint32_t fold = ranked.fold_of(t.document);
    if (fold != Folds::kNoFold) {
      m.folds[fold].documents += w;
      add(m.folds[fold].confusion, unit.confusion, w);
    }
    only = &t;
    ++taken;
  }
  // The rankings: the items pooled by rank, swept from the highest score down. One document's
  // groups are in rank order already, one per rank, on its fold's ranking as on the whole.
  if (taken == 1) {
    const DocumentUnit& unit = ranked.runs_[only->run]->documents[only->document];
    const RankedDocuments::Entry* entries = ranked.entries_.data() + ranked.first_entry_[only->run];
    const std::uint64_t w = only->weight;
    Sweep sweep;
    for (std::size_t g = unit.first_group; g < unit.end_group; ++g) {
      sweep.add(w * entries[g].positives, w * entries[g].negatives);
      if (micro_curve)
        micro_curve->push_back({ranked.scores_[entries[g].rank], sweep.tp, sweep.fp});
    }
    m.micro_measures = sweep.measures(m.micro);
    const std::uint32_t fold = ranked.fold_of(only->document);
    if (fold != Folds::kNoFold) m.folds[fold].measures = m.micro_measures;
  } else if (taken > 1) {
    std::vector<Slot>& counts = slots(ranked.fold_first_rank_.back());
    for (const Taken& t : sample) {
      if (t.weight == 0) continue;
      const DocumentUnit& unit = ranked.runs_[t.run]->documents[t.document];
      const RankedDocuments::Entry* entries = ranked.entries_.data() + ranked.first_entry_[t.run];
      const std::uint64_t w = t.weight;
      const bool in_fold = ranked.fold_of(t.document) != Folds::kNoFold;
      for (std::size_t g = unit.first_group; g < unit.end_group; ++g) {
        const RankedDocuments::Entry& entry = entries[g];
        counts[entry.rank].positives += w * entry.positives;
        counts[entry.rank].negatives += w * entry.negatives;
        if (!in_fold) continue;
        counts[entry.fold_rank].positives += w * entry.positives;
        counts[entry.fold_rank].negatives += w * entry.negatives;
      }
    }
    m.micro_measures = sweep_slots(counts, 0, ranked.scores_.size(), ranked.scores_, micro_curve)
                           .measures(m.micro);
    for (std::size_t f = 0; f < m.folds.size(); ++f) {
      if (m.folds[f].documents == 0) continue;
      m.folds[f].measures = sweep_slots(counts, ranked.fold_first_rank_[f],
                                        ranked.fold_first_rank_[f + 1], ranked.scores_, nullptr)
                                .measures(m.folds[f].confusion);
    }
  } else {
    m.micro_measures = Sweep().measures(m.micro);
  }
  // The means over the folds in the multiset of their defined measures, in fold order.
  std::vector<double> precisions, recalls, f1s, aucs;
  for (const FoldMetrics& fold : m.folds) {
    if (fold.documents == 0) continue;
    const Measures& s = fold.measures;
    if (s.precision) precisions.push_back(*s.precision);
    if (s.recall) recalls.push_back(*s.recall);
    if (s.f1) f1s.push_back(*s.f1);
    if (s.auc) aucs.push_back(*s.auc);
  }
  m.macro = {mean(precisions), mean(recalls), mean(f1s), mean(aucs)};
  m.baseline = all_true_baseline(m.positives(), m.pairs());
  return m;
}

std::vector<Taken> every_document(std::size_t documents) {
  std::vector<Taken> sample(documents);
  for (std::size_t d = 0; d < documents; ++d) sample[d].document = static_cast<std::uint32_t>(d);
  return sample;
}

}  // namespace bioeval::ppi
