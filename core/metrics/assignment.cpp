#include "metrics/assignment.hpp"

#include <algorithm>
#include <limits>

namespace bioeval {
namespace {

std::size_t column_count(const SimilarityMatrix& similarity) {
  return similarity.empty() ? 0 : similarity.front().size();
}

// Values that are not > 0 (0, or NaN from a broken input) mean "never pair these two".
double pairable(double s) {
  return s > 0 ? s : 0.0;
}

// The minimum-cost assignment of every row of a rows × columns cost matrix (rows ≤ columns) to a
// distinct column: the Hungarian method (Kuhn–Munkres) in its O(rows²·columns) form with
// potentials. Rows enter one at a time. For the entering row, a Dijkstra-like search grows a tree
// of tight edges (reduced cost c(i,j) − u(i) − v(j) = 0) from it; at each step the potentials move
// by the smallest slack, which keeps every reduced cost ≥ 0 and makes one more column tight, until
// the tree reaches a free column; the path found is then flipped, matching one more row. Reduced
// costs ≥ 0 with the matched edges tight is what makes the final assignment optimal.
// Returns the column of each row.
std::vector<std::size_t> minimum_cost_columns(const std::vector<std::vector<double>>& cost,
                                              std::size_t columns) {
  const std::size_t rows = cost.size();
  constexpr double kInfinity = std::numeric_limits<double>::infinity();
  // Rows and columns count from 1: column 0 is a virtual column that holds the entering row, so
  // the path flip ends at it.
  constexpr std::size_t kFree = 0;
  std::vector<double> row_potential(rows + 1, 0.0), column_potential(columns + 1, 0.0);
  std::vector<std::size_t> row_of_column(columns + 1, kFree);
  std::vector<std::size_t> previous_column(columns + 1, 0);  // the tree edge into each column
  std::vector<double> slack(columns + 1);
  std::vector<bool> in_tree(columns + 1);
  for (std::size_t entering = 1; entering <= rows; ++entering) {
    row_of_column[0] = entering;
    std::fill(slack.begin(), slack.end(), kInfinity);
    std::fill(in_tree.begin(), in_tree.end(), false);
    std::size_t column = 0;
    do {
      in_tree[column] = true;
      const std::size_t row = row_of_column[column];
      double step = kInfinity;
      std::size_t nearest = 0;
      for (std::size_t j = 1; j <= columns; ++j) {
        if (in_tree[j]) continue;
        const double reduced = cost[row - 1][j - 1] - row_potential[row] - column_potential[j];
        if (reduced < slack[j]) {
          slack[j] = reduced;
          previous_column[j] = column;
        }
        if (slack[j] < step) {
          step = slack[j];
          nearest = j;
        }
      }
      for (std::size_t j = 0; j <= columns; ++j) {
        if (in_tree[j]) {
          row_potential[row_of_column[j]] += step;
          column_potential[j] -= step;
        } else {
          slack[j] -= step;
        }
      }
      column = nearest;  // now tight (its slack minus itself is exactly 0)
    } while (row_of_column[column] != kFree);
    do {  // flip the path: each column on it takes the row of the column before it
      const std::size_t before = previous_column[column];
      row_of_column[column] = row_of_column[before];
      column = before;
    } while (column != 0);
  }
  std::vector<std::size_t> column_of_row(rows);
  for (std::size_t j = 1; j <= columns; ++j) {
    if (row_of_column[j] != kFree) column_of_row[row_of_column[j] - 1] = j - 1;
  }
  return column_of_row;
}

bool by_gold(const AssignedPair& a, const AssignedPair& b) {
  return a.gold < b.gold;
}

}  // namespace

// Maximizing Σ s over pairings is minimizing Σ (1 − s) over assignments of every item of the
// smaller side, where pairs of similarity 0 stand for "unpaired" and are dropped afterwards: any
// pairing extends to such an assignment with pairs of similarity 0, at no change of its total.
std::vector<AssignedPair> optimal_assignment(const SimilarityMatrix& similarity) {
  const std::size_t golds = similarity.size(), predictions = column_count(similarity);
  const bool gold_rows = golds <= predictions;  // the method wants no more rows than columns
  const std::size_t rows = gold_rows ? golds : predictions;
  const std::size_t columns = gold_rows ? predictions : golds;
  std::vector<std::vector<double>> cost(rows, std::vector<double>(columns));
  for (std::size_t g = 0; g < golds; ++g) {
    for (std::size_t p = 0; p < predictions; ++p) {
      const double c = 1.0 - pairable(similarity[g][p]);
      if (gold_rows) {
        cost[g][p] = c;
      } else {
        cost[p][g] = c;
      }
    }
  }
  const std::vector<std::size_t> column_of_row = minimum_cost_columns(cost, columns);
  std::vector<AssignedPair> pairs;
  for (std::size_t row = 0; row < rows; ++row) {
    const std::size_t g = gold_rows ? row : column_of_row[row];
    const std::size_t p = gold_rows ? column_of_row[row] : row;
    const double s = pairable(similarity[g][p]);
    if (s > 0) pairs.push_back({g, p, s});
  }
  std::sort(pairs.begin(), pairs.end(), by_gold);
  return pairs;
}

// What the official evaluator does, as read in Bibliome/bionlp-st (Java, package
// org.bionlpst.evaluation): the pairing of every BB3 evaluation is the default one,
// `HeuristicPairing` (HeuristicPairing.java; chosen by EvaluationConverter.java and
// PairingAlgorithmConverter.java, "heuristic"). It keeps, for each gold item and each prediction,
// its candidates of similarity > 0 grouped by similarity, then repeats rounds until nothing
// changes: a round walks the gold items in the iteration order of a hash map and stops at the
// first one that has, among its best candidates (walked in the iteration order of a hash set), a
// prediction whose own best candidates include it; that one pair is made and both items leave
// every candidate list. Items left with no candidate become deletions and insertions. Ties are
// exact equality of the similarities (they are the keys of a sorted map).
//
// Without ties, pairing mutual best candidates in any order gives the same pairs as "highest
// remaining similarity first". With ties the order matters, and it is the order of hash tables
// keyed by annotation objects that do not define their own hash code (Annotation.java): identity
// hashes, unrelated to the input and not reproducible here. Index order (gold items, then
// predictions, in the order given) stands in for it, so the rounds below are the evaluator's rounds
// for one of the orders its hash tables can have. When tied candidates compete for one item, the
// evaluator's own hash order can give other pairs, and another total, than these.
std::vector<AssignedPair> greedy_assignment(const SimilarityMatrix& similarity) {
  const std::size_t golds = similarity.size(), predictions = column_count(similarity);
  // The candidates, in index order (gold, then prediction): most pairs of a document do not
  // overlap at all, so the rounds walk these few rather than the whole matrix.
  std::vector<AssignedPair> candidates;
  for (std::size_t g = 0; g < golds; ++g) {
    for (std::size_t p = 0; p < predictions; ++p) {
      const double s = pairable(similarity[g][p]);
      if (s > 0) candidates.push_back({g, p, s});
    }
  }
  std::vector<double> best_of_gold(golds), best_of_prediction(predictions);
  std::vector<AssignedPair> pairs;
  while (!candidates.empty()) {
    // Each remaining item's best similarity to a remaining item of the other side.
    for (const AssignedPair& c : candidates) {
      best_of_gold[c.gold] = 0;
      best_of_prediction[c.prediction] = 0;
    }
    for (const AssignedPair& c : candidates) {
      best_of_gold[c.gold] = std::max(best_of_gold[c.gold], c.similarity);
      best_of_prediction[c.prediction] = std::max(best_of_prediction[c.prediction], c.similarity);
    }
    // The first mutual best in index order; there is one: the highest remaining similarity is.
    const auto first =
        std::find_if(candidates.begin(), candidates.end(), [&](const AssignedPair& c) {
          return c.similarity == best_of_gold[c.gold] &&
                 c.similarity == best_of_prediction[c.prediction];
        });
    const AssignedPair made = *first;
    pairs.push_back(made);
    // Both items leave every candidate list.
    candidates.erase(std::remove_if(candidates.begin(), candidates.end(),
                                    [&](const AssignedPair& c) {
                                      return c.gold == made.gold || c.prediction == made.prediction;
                                    }),
                     candidates.end());
  }
  std::sort(pairs.begin(), pairs.end(), by_gold);
  return pairs;
}

double total_similarity(const std::vector<AssignedPair>& pairs) {
  double total = 0;
  for (const AssignedPair& pair : pairs) total += pair.similarity;
  return total;
}

}  // namespace bioeval
