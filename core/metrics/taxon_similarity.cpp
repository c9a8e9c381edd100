#include "metrics/taxon_similarity.hpp"

#include <set>

namespace bioeval {
namespace {

struct SetCounts {
  std::size_t reference = 0, predicted = 0, shared = 0;
};

SetCounts count(const std::vector<std::string>& reference,
                const std::vector<std::string>& predicted) {
  const std::set<std::string> r(reference.begin(), reference.end());
  const std::set<std::string> p(predicted.begin(), predicted.end());
  SetCounts c{r.size(), p.size(), 0};
  for (const std::string& taxon : r) c.shared += p.count(taxon);
  return c;
}

}  // namespace

double taxon_set_jaccard(const std::vector<std::string>& reference,
                         const std::vector<std::string>& predicted) {
  const SetCounts c = count(reference, predicted);
  const std::size_t either = c.reference + c.predicted - c.shared;
  return either == 0 ? 0.0 : static_cast<double>(c.shared) / static_cast<double>(either);
}

double taxon_set_official(const std::vector<std::string>& reference,
                          const std::vector<std::string>& predicted) {
  // Over the reference as listed (a repeated taxon counts each time), as the evaluator does.
  const std::set<std::string> p(predicted.begin(), predicted.end());
  double shared = 0, denominator = static_cast<double>(reference.size());
  for (const std::string& taxon : reference) (p.count(taxon) ? shared : denominator) += 1;
  return denominator == 0 ? 0.0 : shared / denominator;
}

}  // namespace bioeval
