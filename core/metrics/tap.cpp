#include "metrics/tap.hpp"
#include "base/hot_loop.hpp"

#include <algorithm>

namespace bioeval {

std::size_t records_inside(const double* scores, std::size_t size, double e0, ScoreOrder order) {
  const double* end = scores + size;
  const double* outside =
      std::find_if(scores, end, [&](double s) { return !inside_threshold(s, e0, order); });
  return static_cast<std::size_t>(outside - scores);
}

double precision_sum(const std::uint8_t* relevant, std::size_t size) {
  double sum = 0;
  std::size_t found = 0;
  for (std::size_t i = 0; i < size; ++i) {
    if (relevant[i]) sum += static_cast<double>(++found) / static_cast<double>(i + 1);
  }
  return sum;
}

double threshold_average_precision(const InsideCounts& inside, std::uint64_t total_relevant,
                                   bool sentinel) {
  if (total_relevant == 0) return 1.0 / static_cast<double>(inside.records + 1);
  double sum = inside.precision_sum;
  if (sentinel && inside.records > 0) {
    sum += static_cast<double>(inside.relevant) / static_cast<double>(inside.records);
  }
  return sum / static_cast<double>(total_relevant + 1);
}

std::optional<double> quantile_threshold(WeightedScore* first, WeightedScore* last,
                                         double total_weight, double quantile, ScoreOrder order) {
  // In the reference's order of (score, weight) pairs: ties by weight, in the same direction.
  const auto more_stringent = [order](const WeightedScore& a, const WeightedScore& b) {
    const bool ascending = order == ScoreOrder::ascending;
    if (a.score != b.score) return ascending ? a.score < b.score : a.score > b.score;
    return ascending ? a.weight < b.weight : a.weight > b.weight;
  };
  const double target = quantile * total_weight * (1.0 - 1e-12);  // absorbs rounding
  // The first candidate, in that order, at which the cumulative weight reaches the target, found
  // by selection rather than a full sort: the candidate that sorts to the middle of the range
  // splits it; the target is before it, at it, or after it.
  double before = 0;  // weight of the candidates that sort before `first`
  while (first != last) {
    const auto middle = first + (last - first) / 2;
    std::nth_element(first, middle, last, more_stringent);
    double left = before;
    for (auto it = first; it != middle; ++it) left += it->weight;
    if (left >= target) {
      last = middle;
    } else if (left + middle->weight >= target) {
      return middle->score;
    } else {
      before = left + middle->weight;
      first = middle + 1;
    }
  }
  return std::nullopt;
}

std::optional<double> average_precision(const std::uint8_t* relevant, std::size_t size,
                                        std::uint64_t total_relevant) {
  if (total_relevant == 0) return std::nullopt;
  return precision_sum(relevant, size) / static_cast<double>(total_relevant);
}

namespace {

// (1/(n·T)) Σ t_i, given t_i for the irrelevant records listed (at most n) and the relevant
// count that stands in for the missing ones.
std::optional<double> roc_n_of(std::uint64_t sum_listed, std::size_t irrelevant_listed,
                               std::uint64_t relevant_total, std::uint64_t total_relevant,
                               std::size_t n) {
  if (n == 0 || total_relevant == 0) return std::nullopt;
  const std::uint64_t sum = sum_listed + (n - irrelevant_listed) * relevant_total;
  return static_cast<double>(sum) / (static_cast<double>(n) * static_cast<double>(total_relevant));
}

}  // namespace

std::optional<double> roc_n(const std::uint8_t* relevant, std::size_t size,
                            std::uint64_t total_relevant, std::size_t n) {
  std::uint64_t above = 0, sum = 0;
  std::size_t irrelevant = 0;
  for (std::size_t i = 0; i < size; ++i) {
    if (relevant[i]) {
      ++above;
    } else if (irrelevant < n) {
      ++irrelevant;
      sum += above;
    }
  }
  return roc_n_of(sum, irrelevant, above, total_relevant, n);
}

namespace {

// The pool of every list's records, ranked by (score, input index).
struct Pool {
  const double* scores;
  const std::uint8_t* relevant;
  ScoreOrder order;

  bool better(std::size_t a, std::size_t b) const {
    if (scores[a] != scores[b]) {
      return order == ScoreOrder::ascending ? scores[a] < scores[b] : scores[a] > scores[b];
    }
    return a < b;
  }
};

// Records are walked in blocks, each an out-of-line call (hot_loop.hpp).
constexpr std::size_t kBlock = std::size_t{1} << 16;

// Keeps in `heap` (top: the worst of them) the n best irrelevant records of [from, to); counts
// the relevant ones.
BIOEVAL_OUT_OF_LINE void keep_best_irrelevant(const Pool& pool, std::size_t from, std::size_t to,
                                              std::size_t n, std::vector<std::size_t>& heap,
                                              std::uint64_t& relevant_total) {
  const auto better = [&pool](std::size_t a, std::size_t b) { return pool.better(a, b); };
  for (std::size_t i = from; i < to; ++i) {
    if (pool.relevant[i]) {
      ++relevant_total;
    } else if (heap.size() < n) {
      heap.push_back(i);
      std::push_heap(heap.begin(), heap.end(), better);
    } else if (!heap.empty() && better(i, heap.front())) {
      std::pop_heap(heap.begin(), heap.end(), better);
      heap.back() = i;
      std::push_heap(heap.begin(), heap.end(), better);
    }
  }
}

// The relevant records of [from, to) ranked above `last` (all of them when `all`).
BIOEVAL_OUT_OF_LINE void collect_above(const Pool& pool, std::size_t from, std::size_t to, bool all,
                                       std::size_t last, std::vector<std::size_t>& above) {
  for (std::size_t i = from; i < to; ++i) {
    if (pool.relevant[i] && (all || pool.better(i, last))) above.push_back(i);
  }
}

}  // namespace

std::optional<double> pooled_roc_n(const double* scores, const std::uint8_t* relevant,
                                   std::size_t size, std::uint64_t total_relevant, std::size_t n,
                                   ScoreOrder order) {
  // Only the n best irrelevant records and the relevant records ranked above the n-th matter,
  // so they are selected rather than the whole pool sorted.
  const Pool pool{scores, relevant, order};
  const auto better = [&pool](std::size_t a, std::size_t b) { return pool.better(a, b); };
  std::vector<std::size_t> irrelevant;  // the n best irrelevant records
  irrelevant.reserve(std::min(n, size));
  std::uint64_t relevant_total = 0;
  for (std::size_t from = 0; from < size; from += kBlock) {
    keep_best_irrelevant(pool, from, std::min(size, from + kBlock), n, irrelevant, relevant_total);
  }
  std::sort_heap(irrelevant.begin(), irrelevant.end(), better);
  const std::size_t listed = irrelevant.size();
  std::vector<std::size_t> above;  // relevant records ranked above the last irrelevant kept
  if (listed < n || listed > 0) {
    const bool all = listed < n;
    const std::size_t last = listed > 0 ? irrelevant.back() : 0;
    for (std::size_t from = 0; from < size; from += kBlock) {
      collect_above(pool, from, std::min(size, from + kBlock), all, last, above);
    }
  }
  std::sort(above.begin(), above.end(), better);
  std::uint64_t sum = 0;
  std::size_t r = 0;
  for (std::size_t i : irrelevant) {
    while (r < above.size() && better(above[r], i)) ++r;
    sum += r;
  }
  return roc_n_of(sum, listed, relevant_total, total_relevant, n);
}

}  // namespace bioeval
