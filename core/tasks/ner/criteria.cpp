#include "tasks/ner/criteria.hpp"

#include <algorithm>

namespace bioeval::ner {
namespace {

// Gold entities a part holds, about: few enough for a part's work to stay in the cache.
constexpr std::size_t kPartEntities = 4096;

// The entities of one class within a part: their spans, and their indices in the whole list.
struct ClassEntities {
  std::vector<Span> spans;
  std::vector<std::uint32_t> index;
};

// Entities [begin, end) grouped by class into `groups`, whose memory is kept between calls.
void group_by_type(const Entities& entities, std::size_t begin, std::size_t end,
                   std::vector<ClassEntities>& groups) {
  for (ClassEntities& group : groups) {
    group.spans.clear();
    group.index.clear();
  }
  for (std::size_t i = begin; i < end; ++i) {
    ClassEntities& group = groups[entities[i].type];
    group.spans.push_back(entities[i].span());
    group.index.push_back(static_cast<std::uint32_t>(i));
  }
}

Counts counts_of(std::size_t matched, std::size_t gold, std::size_t predicted) {
  return {matched, predicted - matched, gold - matched};
}

bool in_sentence_order(const Entities& entities) {
  return std::is_sorted(entities.begin(), entities.end(),
                        [](const Entity& a, const Entity& b) { return a.sentence < b.sentence; });
}

// Counts the entities of one class of a part into `out`.
void count_class(const ClassEntities& g, const ClassEntities& p, std::size_t type,
                 CriteriaCounts& out) {
  if (g.spans.empty() && p.spans.empty()) return;
  std::vector<std::uint32_t> match;
  const BipartiteEdges overlaps = overlapping_pairs(g.spans, p.spans);
  for (std::size_t c = 0; c < kSpanCriteria.size(); ++c) {
    const bool exact = kSpanCriteria[c] == Criterion::exact;
    const std::size_t matched =
        matched_count(kSpanCriteria[c], g.spans, p.spans, overlaps, exact ? &match : nullptr);
    Counts& counts = out.by_type[c][type];
    counts += counts_of(matched, g.spans.size(), p.spans.size());
    if (!exact) continue;
    for (std::size_t i = 0; i < match.size(); ++i) {
      if (match[i] == kUnmatched) continue;
      out.exact_match_of_gold[g.index[i]] = p.index[match[i]];
      out.exact_matched_predicted[p.index[match[i]]] = true;
    }
  }
  const PositionCounts positions = position_overlap(g.spans, p.spans);
  out.by_type[kFragment][type] += {positions.tp, positions.fp, positions.fn};
}

}  // namespace

std::vector<EntityPart> sentence_parts(const Entities& gold, const Entities& predicted) {
  if (!in_sentence_order(gold) || !in_sentence_order(predicted)) {
    return {{0, gold.size(), 0, predicted.size()}};
  }
  const auto before = [](const Entity& e, std::uint32_t s) { return e.sentence < s; };
  std::vector<EntityPart> parts;
  std::size_t g = 0, p = 0;
  while (g < gold.size() || p < predicted.size()) {
    EntityPart part{g, gold.size(), p, predicted.size()};
    if (gold.size() - g > kPartEntities) {
      // Up to the sentence of the next part's first gold entity (at least one sentence further).
      const std::uint32_t next = std::max(gold[g + kPartEntities].sentence, gold[g].sentence + 1);
      part.gold_end =
          static_cast<std::size_t>(std::lower_bound(gold.begin() + static_cast<std::ptrdiff_t>(g),
                                                    gold.end(), next, before) -
                                   gold.begin());
      part.predicted_end = static_cast<std::size_t>(
          std::lower_bound(predicted.begin() + static_cast<std::ptrdiff_t>(p), predicted.end(),
                           next, before) -
          predicted.begin());
    }
    parts.push_back(part);
    g = part.gold_end;
    p = part.predicted_end;
  }
  return parts;
}

CriteriaCounts count_criteria(const Entities& gold, const Entities& predicted,
                              std::size_t type_count) {
  CriteriaCounts out;
  for (auto& counts : out.by_type) counts.assign(type_count, Counts{});
  out.exact_match_of_gold.assign(gold.size(), kUnmatched);
  out.exact_matched_predicted.assign(predicted.size(), false);
  std::vector<ClassEntities> gold_types(type_count), predicted_types(type_count);
  for (const EntityPart& part : sentence_parts(gold, predicted)) {
    group_by_type(gold, part.gold_begin, part.gold_end, gold_types);
    group_by_type(predicted, part.predicted_begin, part.predicted_end, predicted_types);
    for (std::size_t t = 0; t < type_count; ++t) {
      count_class(gold_types[t], predicted_types[t], t, out);
    }
  }
  for (std::size_t c = 0; c < kCriterionNames.size(); ++c) {
    for (const Counts& counts : out.by_type[c]) out.total[c] += counts;
  }
  return out;
}

std::vector<SentenceCriteria> criteria_by_sentence(const Entities& gold, const Entities& predicted,
                                                   std::size_t type_count,
                                                   std::size_t sentence_count) {
  std::vector<SentenceCriteria> out(sentence_count);
  CriteriaCounts scratch;  // one sentence's counts per class; its exact matches unused
  scratch.exact_match_of_gold.assign(gold.size(), kUnmatched);
  scratch.exact_matched_predicted.assign(predicted.size(), false);
  std::vector<ClassEntities> gold_types(type_count), predicted_types(type_count);
  std::size_t g = 0, p = 0;
  for (std::uint32_t s = 0; s < sentence_count; ++s) {
    const std::size_t g_begin = g, p_begin = p;
    while (g < gold.size() && gold[g].sentence == s) ++g;
    while (p < predicted.size() && predicted[p].sentence == s) ++p;
    if (g == g_begin && p == p_begin) continue;
    for (auto& counts : scratch.by_type) counts.assign(type_count, Counts{});
    group_by_type(gold, g_begin, g, gold_types);
    group_by_type(predicted, p_begin, p, predicted_types);
    for (std::size_t t = 0; t < type_count; ++t) {
      count_class(gold_types[t], predicted_types[t], t, scratch);
    }
    for (std::size_t c = 0; c < kCriterionNames.size(); ++c) {
      for (const Counts& counts : scratch.by_type[c]) out[s][c] += counts;
    }
  }
  return out;
}

CriteriaMatches criteria_matches(const Entities& gold, const Entities& predicted,
                                 std::size_t type_count) {
  CriteriaMatches out;
  for (auto& match : out) match.assign(gold.size(), kUnmatched);
  std::vector<ClassEntities> gold_types(type_count), predicted_types(type_count);
  std::vector<std::uint32_t> match;
  for (const EntityPart& part : sentence_parts(gold, predicted)) {
    group_by_type(gold, part.gold_begin, part.gold_end, gold_types);
    group_by_type(predicted, part.predicted_begin, part.predicted_end, predicted_types);
    for (std::size_t t = 0; t < type_count; ++t) {
      const ClassEntities& g = gold_types[t];
      const ClassEntities& p = predicted_types[t];
      if (g.spans.empty() || p.spans.empty()) continue;
      const BipartiteEdges overlaps = overlapping_pairs(g.spans, p.spans);
      for (std::size_t c = 0; c < kSpanCriteria.size(); ++c) {
        matched_count(kSpanCriteria[c], g.spans, p.spans, overlaps, &match);
        for (std::size_t i = 0; i < match.size(); ++i) {
          if (match[i] != kUnmatched) out[c][g.index[i]] = p.index[match[i]];
        }
      }
    }
  }
  return out;
}

}  // namespace bioeval::ner
