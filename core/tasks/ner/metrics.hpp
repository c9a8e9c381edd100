// The one function from a multiset of units to the metrics of ner.iob2 and ner.bc2gm
// (docs/tasks/ner.md, "Comparing runs"): every unit (units.hpp) keeps its counts as a row of
// fixed width; the rows of a multiset are summed (UnitSums, a unit taken twice counting twice),
// and the metrics are computed from the sums. The result is the metrics of every unit once
// (report.hpp), a comparison's the metrics of its samples.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "tasks/ner/alternatives.hpp"
#include "tasks/ner/criteria.hpp"
#include "tasks/ner/reference_scorers.hpp"

namespace bioeval::ner {

// A unit's row: the criteria's counts (criteria.hpp), then
//  - ner.iob2: evalIOB2.pl's [-ALL-] counts (reference, answer, complete, right, left), then
//    conlleval's (tokens, agreeing tags, gold phrases, found, correct);
//  - ner.bc2gm: the criterion alternatives' TP, then alt_eval.perl's TP, FP and FN.
inline constexpr std::size_t kJnlpba = kCriteriaWidth;
inline constexpr std::size_t kConll = kJnlpba + 5;
inline constexpr std::size_t kIob2Width = kConll + 5;
inline constexpr std::size_t kAlternativesTp = kCriteriaWidth;
inline constexpr std::size_t kAltEval = kAlternativesTp + 1;
inline constexpr std::size_t kBc2gmWidth = kAltEval + 3;

// The counts of a multiset of units: the sum of their rows, each as many times as it is taken.
class UnitSums {
 public:
  explicit UnitSums(std::size_t width) : sums_(width, 0) {}
  // Adds a row of width() counts, `times` times.
  void add(const std::uint32_t* row, std::uint64_t times) {
    for (std::size_t k = 0; k < sums_.size(); ++k) sums_[k] += times * row[k];
  }
  // The sums of two multisets together, or of one without another it holds.
  void add(const UnitSums& other) {
    for (std::size_t k = 0; k < sums_.size(); ++k) sums_[k] += other.sums_[k];
  }
  void subtract(const UnitSums& other) {
    for (std::size_t k = 0; k < sums_.size(); ++k) sums_[k] -= other.sums_[k];
  }
  std::uint64_t operator[](std::size_t k) const { return sums_[k]; }
  std::size_t width() const { return sums_.size(); }

 private:
  std::vector<std::uint64_t> sums_;
};

struct CriterionRatios {
  double precision, recall, f1;
};

// P = TP/(TP+FP), R = TP/(TP+FN), F1 = 2PR/(P+R); each 0 when undefined (docs/tasks/ner.md).
CriterionRatios criterion_ratios(const Counts& c);

struct CriterionScore {
  Counts counts;
  CriterionRatios ratios;
};
using CriteriaScores = std::array<CriterionScore, kCriterionNames.size()>;

struct Iob2Metrics {
  CriteriaScores criteria;                   // in kCriterionNames' order
  std::vector<CriteriaScores> classes;       // per class, when sums per class are given
  JnlpbaCounts jnlpba;                       // evalIOB2.pl's [-ALL-]
  std::array<JnlpbaRatios, 3> jnlpba_kinds;  // of complete, right and left matches
  ConllevalPart conlleval;
  ConllevalRatios conlleval_ratios;
  double conlleval_accuracy;  // agreeing tags / tokens, 0 without tokens
};

// ner.iob2: the metrics of the units whose rows (kIob2Width) sum to `sums`, and per class of
// `class_sums` (rows of kCriteriaWidth: the units' counts of each class), if given.
Iob2Metrics iob2_metrics(const UnitSums& sums, const std::vector<UnitSums>& class_sums = {});

struct Bc2gmMetrics {
  CriteriaScores criteria;
  CriterionScore alternatives;
  Counts alt_eval;  // alt_eval.perl's
  AltEvalRatios alt_eval_ratios;
};

// ner.bc2gm: the metrics of the units whose rows (kBc2gmWidth) sum to `sums`.
Bc2gmMetrics bc2gm_metrics(const UnitSums& sums);

}  // namespace bioeval::ner
