// Measures of ranked retrieval lists: threshold average precision (TAP, Carroll et al. 2010),
// the quantile threshold E0 it is taken at, average precision and ROC_n (Gribskov & Robinson
// 1996). A list is its records' relevance (1 or 0) and scores in rank order, best first.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace bioeval {

// How scores rank records: E-values ascend (smaller is better), scores descend.
enum class ScoreOrder { ascending, descending };

// inside = E ≤ E0 (ascending) or score ≥ E0 (descending): records tied with E0 are inside.
inline bool inside_threshold(double score, double e0, ScoreOrder order) {
  return order == ScoreOrder::ascending ? score <= e0 : score >= e0;
}

// Records before the first one outside the threshold, in list order.
std::size_t records_inside(const double* scores, std::size_t size, double e0, ScoreOrder order);

// Σ_{i=1..r} i / k_i over the r relevant records among the first `size` (k_i: 1-based positions).
double precision_sum(const std::uint8_t* relevant, std::size_t size);

// What TAP needs of the records inside the threshold.
struct InsideCounts {
  double precision_sum = 0;  // Σ p_i over the relevant records inside
  std::size_t relevant = 0;  // r_q
  std::size_t records = 0;   // n_q
};

// TAP_q = (Σ p_i + r_q/n_q) / (T_q + 1); 0 when n_q = 0 < T_q; 1 / (n_q + 1) when T_q = 0.
// Without the sentinel (padded lists, E0 undefined) the r_q/n_q term is left out.
double threshold_average_precision(const InsideCounts& inside, std::uint64_t total_relevant,
                                   bool sentinel = true);

// A query's E_k (the score of its k-th irrelevant record) with the query's weight.
struct WeightedScore {
  double score;
  double weight;
};

// E0 = the first E_k, most stringent first, at which the cumulative weight reaches
// q·W·(1 − 1e-12), W the weight of all queries; nothing when the end comes first.
// The candidates [first, last) are reordered.
std::optional<double> quantile_threshold(WeightedScore* first, WeightedScore* last,
                                         double total_weight, double quantile, ScoreOrder order);

inline std::optional<double> quantile_threshold(std::vector<WeightedScore> candidates,
                                                double total_weight, double quantile,
                                                ScoreOrder order) {
  return quantile_threshold(candidates.data(), candidates.data() + candidates.size(), total_weight,
                            quantile, order);
}

// AP = (1/T_q) Σ p_i over the whole list; nothing when T_q = 0.
std::optional<double> average_precision(const std::uint8_t* relevant, std::size_t size,
                                        std::uint64_t total_relevant);

// ROC_n = (1/(n·T)) Σ_{i=1..n} t_i, t_i = relevant records ranked above the i-th irrelevant one
// (the list's relevant count when it has fewer than i irrelevant); nothing when n·T = 0.
std::optional<double> roc_n(const std::uint8_t* relevant, std::size_t size,
                            std::uint64_t total_relevant, std::size_t n);

// ROC_n of all lists merged into one ranking by score, ties kept in input order: `scores` and
// `relevant` are the lists' records one after another; T = Σ T_q.
std::optional<double> pooled_roc_n(const double* scores, const std::uint8_t* relevant,
                                   std::size_t size, std::uint64_t total_relevant, std::size_t n,
                                   ScoreOrder order);

inline std::optional<double> pooled_roc_n(const std::vector<double>& scores,
                                          const std::vector<std::uint8_t>& relevant,
                                          std::uint64_t total_relevant, std::size_t n,
                                          ScoreOrder order) {
  return pooled_roc_n(scores.data(), relevant.data(), scores.size(), total_relevant, n, order);
}

}  // namespace bioeval
