#include "tasks/ner/criteria.hpp"

namespace bioeval::ner {
namespace {

// The entities of one class: their spans, and their indices in the whole list.
struct ClassEntities {
  std::vector<Span> spans;
  std::vector<std::uint32_t> index;
};

std::vector<ClassEntities> by_type(const std::vector<Entity>& entities, std::size_t type_count) {
  std::vector<std::size_t> sizes(type_count, 0);
  for (const Entity& e : entities) ++sizes[e.type];
  std::vector<ClassEntities> out(type_count);
  for (std::size_t t = 0; t < type_count; ++t) {
    out[t].spans.reserve(sizes[t]);
    out[t].index.reserve(sizes[t]);
  }
  for (std::uint32_t i = 0; i < entities.size(); ++i) {
    ClassEntities& group = out[entities[i].type];
    group.spans.push_back(entities[i].span);
    group.index.push_back(i);
  }
  return out;
}

Counts counts_of(std::size_t matched, std::size_t gold, std::size_t predicted) {
  return {matched, predicted - matched, gold - matched};
}

}  // namespace

CriteriaCounts count_criteria(const std::vector<Entity>& gold, const std::vector<Entity>& predicted,
                              std::size_t type_count) {
  CriteriaCounts out;
  for (auto& counts : out.by_type) counts.assign(type_count, Counts{});
  out.exact_match_of_gold.assign(gold.size(), kUnmatched);
  out.exact_matched_predicted.assign(predicted.size(), false);
  const std::vector<ClassEntities> gold_types = by_type(gold, type_count);
  const std::vector<ClassEntities> predicted_types = by_type(predicted, type_count);
  std::vector<std::uint32_t> match;
  for (std::size_t t = 0; t < type_count; ++t) {
    const ClassEntities& g = gold_types[t];
    const ClassEntities& p = predicted_types[t];
    const BipartiteEdges overlaps = overlapping_pairs(g.spans, p.spans);
    for (std::size_t c = 0; c < kSpanCriteria.size(); ++c) {
      const bool exact = kSpanCriteria[c] == Criterion::exact;
      const std::size_t matched =
          matched_count(kSpanCriteria[c], g.spans, p.spans, overlaps, exact ? &match : nullptr);
      out.by_type[c][t] = counts_of(matched, g.spans.size(), p.spans.size());
      if (!exact) continue;
      for (std::size_t i = 0; i < match.size(); ++i) {
        if (match[i] == kUnmatched) continue;
        out.exact_match_of_gold[g.index[i]] = p.index[match[i]];
        out.exact_matched_predicted[p.index[match[i]]] = true;
      }
    }
    const PositionCounts positions = position_overlap(g.spans, p.spans);
    out.by_type[kFragment][t] = {positions.tp, positions.fp, positions.fn};
  }
  for (std::size_t c = 0; c < kCriterionNames.size(); ++c) {
    for (const Counts& counts : out.by_type[c]) out.total[c] += counts;
  }
  return out;
}

}  // namespace bioeval::ner
