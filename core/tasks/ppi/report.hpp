// The ppi task's result: micro and macro measures, the all-true baseline, tables per document
// and fold, and the ROC, precision–recall and F1-by-threshold curves.
#pragma once

#include <optional>
#include <vector>

#include "base/json.hpp"
#include "framework/result.hpp"
#include "metrics/ratios.hpp"
#include "metrics/roc.hpp"
#include "tasks/ppi/items.hpp"
#include "tasks/ppi/read_folds.hpp"

namespace bioeval::ppi {

// P, R, F1 from the decisions and AUC from the scores, of some items.
struct ItemScores {
  Confusion confusion;
  std::optional<double> precision, recall, f1, auc;
  std::vector<ThresholdCounts> thresholds;  // one per distinct score, highest first
};

ItemScores score_items(const std::vector<Item>& items);

// P = positives / items, R = 1, F = 2P / (1 + P): every candidate predicted positive.
struct Baseline {
  std::optional<double> precision, recall, f1;
};
Baseline all_true_baseline(std::uint64_t positives, std::uint64_t items);

struct ReportInputs {
  const Corpus& corpus;
  const Predictions& predictions;
  const std::vector<Item>& items;
  const Folds* folds;  // nothing without a folds file
  double threshold;
};

void report(const ReportInputs& in, Result& result);

}  // namespace bioeval::ppi
