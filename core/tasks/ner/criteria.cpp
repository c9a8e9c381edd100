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

bool in_sentence_order(const Entities& entities) {
  return std::is_sorted(entities.begin(), entities.end(),
                        [](const Entity& a, const Entity& b) { return a.sentence < b.sentence; });
}

std::uint32_t sentence_of(Span span) {
  return static_cast<std::uint32_t>(span.first >> 32);
}

bool by_start(Span a, Span b) {
  return a.first < b.first || (a.first == b.first && a.last < b.last);
}

// `spans` as sorted, disjoint spans (into `out`): spans of different sentences never meet.
// Sorted already (as a tagged side's are), they are only joined where they overlap.
void union_of(const std::vector<Span>& spans, std::vector<Span>& out) {
  out = spans;
  if (!std::is_sorted(out.begin(), out.end(), by_start)) {
    std::sort(out.begin(), out.end(), by_start);
  }
  std::size_t kept = 0;
  for (const Span s : out) {
    if (kept > 0 && s.first <= out[kept - 1].last) {
      out[kept - 1].last = std::max(out[kept - 1].last, s.last);
    } else {
      out[kept++] = s;
    }
  }
  out.resize(kept);
}

bool in_sentence_order(const std::vector<Span>& spans) {
  return std::is_sorted(spans.begin(), spans.end(),
                        [](Span a, Span b) { return sentence_of(a) < sentence_of(b); });
}

// Matches and counts the entities of one class of a part: its pairs into `pairs`, a row for
// each sentence with an entity of the class appended to `counts`, in sentence order.
class ClassMatcher {
 public:
  ClassMatcher(CriteriaPairs& pairs, std::vector<SentenceClassCounts>& counts)
      : pairs_(pairs), counts_(counts) {}

  void match(const ClassEntities& g, const ClassEntities& p, std::uint32_t type) {
    if (g.spans.empty() && p.spans.empty()) return;
    sentences_of(g.spans, p.spans);
    first_row_ = counts_.size();
    for (const std::uint32_t s : sentences_) counts_.push_back({s, type, {}});
    rows_of(g.spans, gold_rows_);
    rows_of(p.spans, predicted_rows_);
    for (const std::uint32_t r : gold_rows_) ++row(r)[kGoldCount];
    for (const std::uint32_t r : predicted_rows_) ++row(r)[kPredictedCount];
    if (!g.spans.empty() && !p.spans.empty()) {
      const BipartiteEdges overlaps = overlapping_pairs(g.spans, p.spans);
      std::vector<std::uint32_t>& exact = pairs_.exact_pairs();
      for (std::size_t c = 0; c < kSpanCriteria.size(); ++c) {
        matched_count(kSpanCriteria[c], g.spans, p.spans, overlaps, &match_);
        for (std::size_t i = 0; i < match_.size(); ++i) {
          const std::uint32_t paired = match_[i] == kUnmatched ? kUnmatched : p.index[match_[i]];
          if (paired != kUnmatched) ++row(gold_rows_[i])[kSpanTp + c];
          if (c == 0) {
            exact[g.index[i]] = paired;
          } else if (paired != exact[g.index[i]]) {
            pairs_.differ(c, g.index[i], paired);
          }
        }
      }
    }
    fragment(g.spans, p.spans);
  }

 private:
  CriteriaRow& row(std::uint32_t r) const { return counts_[first_row_ + r].counts; }

  // The sentences of both sides' spans, sorted, distinct: merged when in order (as a part's
  // usually are), else sorted.
  void sentences_of(const std::vector<Span>& a, const std::vector<Span>& b) {
    sentences_.clear();
    const auto add = [&](std::uint32_t s) {
      if (sentences_.empty() || sentences_.back() != s) sentences_.push_back(s);
    };
    if (in_sentence_order(a) && in_sentence_order(b)) {
      std::size_t i = 0, j = 0;
      while (i < a.size() || j < b.size()) {
        if (j == b.size() || (i < a.size() && sentence_of(a[i]) <= sentence_of(b[j]))) {
          add(sentence_of(a[i++]));
        } else {
          add(sentence_of(b[j++]));
        }
      }
      return;
    }
    for (const auto* side : {&a, &b}) {
      for (const Span span : *side) sentences_.push_back(sentence_of(span));
    }
    std::sort(sentences_.begin(), sentences_.end());
    sentences_.erase(std::unique(sentences_.begin(), sentences_.end()), sentences_.end());
  }

  // The row of sentence s (one of sentences_), from `cursor` on when the sentences asked come in
  // order; `cursor` is moved to it.
  std::uint32_t row_of(std::uint32_t s, std::size_t& cursor) const {
    if (sentences_[cursor] > s) {
      cursor = static_cast<std::size_t>(std::lower_bound(sentences_.begin(), sentences_.end(), s) -
                                        sentences_.begin());
    }
    while (sentences_[cursor] < s) ++cursor;
    return static_cast<std::uint32_t>(cursor);
  }

  void rows_of(const std::vector<Span>& spans, std::vector<std::uint32_t>& rows) const {
    rows.resize(spans.size());
    std::size_t cursor = 0;
    for (std::size_t i = 0; i < spans.size(); ++i) rows[i] = row_of(sentence_of(spans[i]), cursor);
  }

  // Positions inside a gold and a predicted entity (TP), a predicted one only (FP), a gold one
  // only (FN), each counted once however many entities of a side cover it, sentence by sentence.
  void fragment(const std::vector<Span>& gold, const std::vector<Span>& predicted) {
    union_of(gold, gold_union_);
    union_of(predicted, predicted_union_);
    rows_of(gold_union_, gold_rows_);
    rows_of(predicted_union_, predicted_rows_);
    for (std::size_t i = 0; i < gold_union_.size(); ++i) {
      row(gold_rows_[i])[kFragmentFn] += static_cast<std::uint32_t>(gold_union_[i].length());
    }
    for (std::size_t j = 0; j < predicted_union_.size(); ++j) {
      row(predicted_rows_[j])[kFragmentFp] +=
          static_cast<std::uint32_t>(predicted_union_[j].length());
    }
    for (std::size_t i = 0, j = 0; i < gold_union_.size() && j < predicted_union_.size();) {
      const Span g = gold_union_[i], p = predicted_union_[j];
      const std::uint64_t from = std::max(g.first, p.first);
      const std::uint64_t to = std::min(g.last, p.last);
      if (from <= to) {
        CriteriaRow& r = row(gold_rows_[i]);
        const auto shared = static_cast<std::uint32_t>(to - from + 1);
        r[kFragmentTp] += shared;
        r[kFragmentFp] -= shared;
        r[kFragmentFn] -= shared;
      }
      if (g.last < p.last) {
        ++i;
      } else {
        ++j;
      }
    }
  }

  CriteriaPairs& pairs_;
  std::vector<SentenceClassCounts>& counts_;
  std::vector<std::uint32_t> sentences_;  // of the class's entities, sorted, distinct
  std::size_t first_row_ = 0;             // the row of sentences_[0] in counts_
  std::vector<std::uint32_t> gold_rows_, predicted_rows_;  // each span's row in sentences_
  std::vector<std::uint32_t> match_;
  std::vector<Span> gold_union_, predicted_union_;
};

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

void CriteriaPairs::keep() {
  for (Other& other : others_) {
    // A pair takes two numbers, a gold entity in full one.
    other.in_full = 2 * other.differences.size() > exact_.size();
    if (other.in_full) {
      other.full = exact_;
      for (const auto& [g, p] : other.differences) other.full[g] = p;
      decltype(other.differences)().swap(other.differences);
    } else {
      other.differences.shrink_to_fit();
    }
  }
}

std::vector<std::uint32_t> CriteriaPairs::of(std::size_t criterion) const {
  if (criterion == 0) return exact_;
  const Other& other = others_[criterion - 1];
  if (other.in_full) return other.full;
  std::vector<std::uint32_t> out = exact_;
  for (const auto& [g, p] : other.differences) out[g] = p;
  return out;
}

std::size_t CriteriaPairs::bytes() const {
  std::size_t bytes = exact_.size() * sizeof(std::uint32_t);
  for (const Other& other : others_) {
    bytes += other.full.size() * sizeof(std::uint32_t) +
             other.differences.size() * sizeof(other.differences[0]);
  }
  return bytes;
}

CriteriaPairs match_criteria(const Entities& gold, const Entities& predicted,
                             std::size_t type_count, const PartCounts& counts) {
  CriteriaPairs pairs(gold.size());
  const std::vector<EntityPart> parts = sentence_parts(gold, predicted);
  // Room for the rows of the largest part, taken once (a sentence and class row has an entity).
  std::size_t largest = 0;
  for (const EntityPart& part : parts) {
    largest = std::max(largest,
                       part.gold_end - part.gold_begin + part.predicted_end - part.predicted_begin);
  }
  std::vector<SentenceClassCounts> part_counts;
  part_counts.reserve(largest);
  std::vector<ClassEntities> gold_types(type_count), predicted_types(type_count);
  ClassMatcher matcher(pairs, part_counts);
  for (const EntityPart& part : parts) {
    part_counts.clear();
    group_by_type(gold, part.gold_begin, part.gold_end, gold_types);
    group_by_type(predicted, part.predicted_begin, part.predicted_end, predicted_types);
    for (std::size_t t = 0; t < type_count; ++t) {
      matcher.match(gold_types[t], predicted_types[t], static_cast<std::uint32_t>(t));
    }
    // Each class's rows are in sentence order: the part's, by sentence then class.
    std::sort(part_counts.begin(), part_counts.end(),
              [](const SentenceClassCounts& a, const SentenceClassCounts& b) {
                return a.sentence < b.sentence || (a.sentence == b.sentence && a.type < b.type);
              });
    counts(part_counts);
  }
  pairs.keep();
  return pairs;
}

}  // namespace bioeval::ner
