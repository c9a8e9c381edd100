#include "tasks/ner/errors.hpp"

namespace bioeval::ner {
namespace {

// The category of `entity` (unmatched) from the entities of the other side it overlaps; the
// most specific explanation wins: same span, then same class, then any overlap.
EntityError explain(const Entity& entity, const std::vector<Entity>& others,
                    const std::vector<std::uint32_t>& overlapping, bool false_negative,
                    std::uint32_t index) {
  EntityError error{false_negative, index,
                    false_negative ? ErrorCategory::missed : ErrorCategory::spurious, kUnmatched};
  int rank = 0;  // of the explanation found so far: 3 type, 2 boundary, 1 both
  for (const std::uint32_t o : overlapping) {
    const Entity& other = others[o];
    const bool same_span = exact_match(entity.span, other.span);
    const bool same_type = entity.type == other.type;
    const int r = same_span && !same_type ? 3 : same_type ? 2 : 1;
    if (same_span && same_type) continue;  // a duplicate matched elsewhere
    if (r <= rank) continue;
    rank = r;
    error.counterpart = o;
    error.category = r == 3   ? ErrorCategory::type
                     : r == 2 ? ErrorCategory::boundary
                              : ErrorCategory::both;
  }
  return error;
}

std::vector<Span> spans_of(const std::vector<Entity>& entities) {
  std::vector<Span> spans;
  spans.reserve(entities.size());
  for (const Entity& e : entities) spans.push_back(e.span);
  return spans;
}

}  // namespace

std::string_view category_name(ErrorCategory category) {
  switch (category) {
    case ErrorCategory::type:
      return "type";
    case ErrorCategory::boundary:
      return "boundary";
    case ErrorCategory::both:
      return "both";
    case ErrorCategory::missed:
      return "missed";
    case ErrorCategory::spurious:
      return "spurious";
  }
  return "";
}

std::vector<EntityError> classify_errors(const std::vector<Entity>& gold,
                                         const std::vector<Entity>& predicted,
                                         const CriteriaCounts& counts) {
  const BipartiteEdges overlaps = overlapping_pairs(spans_of(gold), spans_of(predicted));
  std::vector<std::vector<std::uint32_t>> of_gold(gold.size());
  std::vector<std::vector<std::uint32_t>> of_predicted(predicted.size());
  for (const auto& [g, p] : overlaps) {
    if (counts.exact_match_of_gold[g] == kUnmatched) of_gold[g].push_back(p);
    if (!counts.exact_matched_predicted[p]) of_predicted[p].push_back(g);
  }
  std::vector<EntityError> errors;
  for (std::uint32_t g = 0; g < gold.size(); ++g) {
    if (counts.exact_match_of_gold[g] != kUnmatched) continue;
    errors.push_back(explain(gold[g], predicted, of_gold[g], true, g));
  }
  for (std::uint32_t p = 0; p < predicted.size(); ++p) {
    if (counts.exact_matched_predicted[p]) continue;
    errors.push_back(explain(predicted[p], gold, of_predicted[p], false, p));
  }
  return errors;
}

}  // namespace bioeval::ner
