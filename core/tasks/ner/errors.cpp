#include "tasks/ner/errors.hpp"

#include <algorithm>

namespace bioeval::ner {
namespace {

// The category of `entity` (unmatched) from the entities of the other side it overlaps; the
// most specific explanation wins: same span, then same class, then any overlap.
EntityError explain(const Entity& entity, const Entities& others,
                    const std::vector<std::uint32_t>& overlapping, bool false_negative,
                    std::uint32_t index) {
  EntityError error{false_negative, index,
                    false_negative ? ErrorCategory::missed : ErrorCategory::spurious, kUnmatched};
  int rank = 0;  // of the explanation found so far: 3 type, 2 boundary, 1 both
  for (const std::uint32_t o : overlapping) {
    const Entity& other = others[o];
    const bool same_span = exact_match(entity.span(), other.span());
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

// Spans of entities [begin, end), into `spans` (its memory kept between calls).
void spans_of(const Entities& entities, std::size_t begin, std::size_t end,
              std::vector<Span>& spans) {
  spans.assign(end - begin, Span{});
  for (std::size_t i = begin; i < end; ++i) spans[i - begin] = entities[i].span();
}

// The errors of one part: its gold errors appended to `missed`, its predicted ones to `spurious`.
class PartErrors {
 public:
  PartErrors(const Entities& gold, const Entities& predicted,
             const std::vector<std::uint32_t>& match_of_gold,
             const std::vector<bool>& matched_predicted)
      : gold_(gold),
        predicted_(predicted),
        match_of_gold_(match_of_gold),
        matched_predicted_(matched_predicted) {}

  void classify(const EntityPart& part, std::vector<EntityError>& missed,
                std::vector<EntityError>& spurious) {
    spans_of(gold_, part.gold_begin, part.gold_end, gold_spans_);
    spans_of(predicted_, part.predicted_begin, part.predicted_end, predicted_spans_);
    // Pairs by gold entity, each gold's predictions in the order overlapping_pairs gives.
    edges_ = overlapping_pairs(gold_spans_, predicted_spans_);
    std::size_t e = 0;
    for (std::size_t g = part.gold_begin; g < part.gold_end; ++g) {
      overlapping_.clear();
      for (; e < edges_.size() && edges_[e].first == g - part.gold_begin; ++e) {
        overlapping_.push_back(static_cast<std::uint32_t>(part.predicted_begin + edges_[e].second));
      }
      if (match_of_gold_[g] != kUnmatched) continue;
      missed.push_back(
          explain(gold_[g], predicted_, overlapping_, true, static_cast<std::uint32_t>(g)));
    }
    // The same pairs by predicted entity, gold entities in increasing order.
    std::stable_sort(edges_.begin(), edges_.end(),
                     [](const auto& a, const auto& b) { return a.second < b.second; });
    e = 0;
    for (std::size_t p = part.predicted_begin; p < part.predicted_end; ++p) {
      overlapping_.clear();
      for (; e < edges_.size() && edges_[e].second == p - part.predicted_begin; ++e) {
        overlapping_.push_back(static_cast<std::uint32_t>(part.gold_begin + edges_[e].first));
      }
      if (matched_predicted_[p]) continue;
      spurious.push_back(
          explain(predicted_[p], gold_, overlapping_, false, static_cast<std::uint32_t>(p)));
    }
  }

 private:
  const Entities& gold_;
  const Entities& predicted_;
  const std::vector<std::uint32_t>& match_of_gold_;
  const std::vector<bool>& matched_predicted_;
  std::vector<Span> gold_spans_, predicted_spans_;
  BipartiteEdges edges_;
  std::vector<std::uint32_t> overlapping_;
};

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

namespace {

std::vector<EntityError> classify_matching(const Entities& gold, const Entities& predicted,
                                           const std::vector<std::uint32_t>& match_of_gold,
                                           const std::vector<bool>& matched_predicted) {
  std::vector<EntityError> errors, spurious;
  PartErrors part_errors(gold, predicted, match_of_gold, matched_predicted);
  for (const EntityPart& part : sentence_parts(gold, predicted)) {
    part_errors.classify(part, errors, spurious);
  }
  errors.insert(errors.end(), spurious.begin(), spurious.end());
  return errors;
}

}  // namespace

std::vector<EntityError> classify_errors(const Entities& gold, const Entities& predicted,
                                         const std::vector<std::uint32_t>& match_of_gold) {
  std::vector<bool> matched_predicted(predicted.size(), false);
  for (const std::uint32_t p : match_of_gold) {
    if (p != kUnmatched) matched_predicted[p] = true;
  }
  return classify_matching(gold, predicted, match_of_gold, matched_predicted);
}

}  // namespace bioeval::ner
