#include "metrics/boundary_jaccard.hpp"

#include <algorithm>

namespace bioeval {
namespace {

// The characters covered, as sorted disjoint fragments.
std::vector<Fragment> covered(std::vector<Fragment> fragments) {
  std::sort(fragments.begin(), fragments.end(),
            [](const Fragment& x, const Fragment& y) { return x.start < y.start; });
  std::vector<Fragment> merged;
  for (const Fragment& f : fragments) {
    if (f.end <= f.start) continue;
    if (!merged.empty() && f.start <= merged.back().end) {
      merged.back().end = std::max(merged.back().end, f.end);
    } else {
      merged.push_back(f);
    }
  }
  return merged;
}

std::size_t length(const std::vector<Fragment>& fragments) {
  std::size_t total = 0;
  for (const Fragment& f : fragments) total += f.end > f.start ? f.end - f.start : 0;
  return total;
}

std::size_t overlap(const Fragment& x, const Fragment& y) {
  const std::size_t start = std::max(x.start, y.start), end = std::min(x.end, y.end);
  return end > start ? end - start : 0;
}

}  // namespace

double boundary_jaccard(const std::vector<Fragment>& a, const std::vector<Fragment>& b) {
  const std::vector<Fragment> ca = covered(a), cb = covered(b);
  std::size_t shared = 0;
  for (std::size_t i = 0, j = 0; i < ca.size() && j < cb.size();) {
    shared += overlap(ca[i], cb[j]);
    (ca[i].end < cb[j].end ? i : j) += 1;
  }
  const std::size_t either = length(ca) + length(cb) - shared;
  return either == 0 ? 0.0 : static_cast<double>(shared) / static_cast<double>(either);
}

double boundary_jaccard_official(const std::vector<Fragment>& a, const std::vector<Fragment>& b) {
  if (a.empty() || b.empty()) return 0.0;
  std::size_t shared = 0;
  std::size_t i = 0, j = 0;
  // Each step adds the overlap of the current pair, then moves b on when a reaches as far, and
  // then a on when the (possibly new) b reaches as far: an overlap of a with a later fragment
  // of b is missed when a is the last of its list.
  while (true) {
    shared += overlap(a[i], b[j]);
    if (a[i].end >= b[j].end) {
      if (j + 1 == b.size()) break;
      ++j;
    }
    if (a[i].end <= b[j].end) {
      if (i + 1 == a.size()) break;
      ++i;
    }
  }
  const double either = static_cast<double>(length(a) + length(b)) - static_cast<double>(shared);
  return static_cast<double>(shared) / either;
}

}  // namespace bioeval
