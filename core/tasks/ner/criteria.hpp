// Every matching criterion of docs/tasks/ner.md on one set of gold and predicted entities, in one
// pass over them: the pairs each span criterion's one-to-one matching makes (kept for the error
// list and the document views), and per sentence and class the counts every criterion gives (the
// per-unit statistics the metrics are computed from, units.hpp).
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <string_view>
#include <utility>
#include <vector>

#include "base/large_array.hpp"
#include "metrics/span_matching.hpp"

namespace bioeval::ner {

// An entity: its first and last positions (tokens or characters, numbered within its sentence
// or across the input), its class after merging, and where it was written. Twenty bytes: a
// corpus has hundreds of thousands.
struct Entity {
  std::uint32_t first = 0;
  std::uint32_t last = 0;
  std::uint32_t type = 0;
  std::uint32_t sentence = 0;
  std::uint32_t line = 0;

  // Positions numbered across the whole input: sentence, then position.
  Span span() const {
    const std::uint64_t base = std::uint64_t{sentence} << 32;
    return {base + first, base + last};
  }
};

// The entities of one side, in huge pages natively: room for as many as there are tagged
// tokens costs only the pages the entities fill.
using Entities = LargeVector<Entity>;

// The criteria in order from strictest to loosest; fragment counts positions, the others
// entities.
inline constexpr std::array<std::string_view, 7> kCriterionNames = {
    "exact", "left", "right", "left_or_right", "approximate", "partial", "fragment"};
inline constexpr std::size_t kFragment = 6;

struct Counts {
  std::uint64_t tp = 0;
  std::uint64_t fp = 0;
  std::uint64_t fn = 0;
};

// The counts of some entities under every criterion, in this order: the gold and the predicted
// entities, TP of each span criterion in kCriterionNames' order (FP = predicted − TP and
// FN = gold − TP under each), then fragment's TP, FP and FN (positions).
inline constexpr std::size_t kGoldCount = 0;
inline constexpr std::size_t kPredictedCount = 1;
inline constexpr std::size_t kSpanTp = 2;
inline constexpr std::size_t kFragmentTp = kSpanTp + kFragment;
inline constexpr std::size_t kFragmentFp = kFragmentTp + 1;
inline constexpr std::size_t kFragmentFn = kFragmentTp + 2;
inline constexpr std::size_t kCriteriaWidth = kFragmentFn + 1;
using CriteriaRow = std::array<std::uint32_t, kCriteriaWidth>;

// One sentence's counts of one class.
struct SentenceClassCounts {
  std::uint32_t sentence = 0;
  std::uint32_t type = 0;
  CriteriaRow counts{};
};

// The pairs every span criterion's matching makes, kept for the error list and the document
// views: for each gold entity the predicted entity it is paired with, or kUnmatched. Exact's are
// kept in full; each other criterion's as the gold entities it pairs otherwise than exact does
// (most are paired alike), or in full when that takes less room.
class CriteriaPairs {
 public:
  CriteriaPairs() = default;
  explicit CriteriaPairs(std::size_t gold_count) : exact_(gold_count, kUnmatched) {}

  const std::vector<std::uint32_t>& exact() const { return exact_; }
  // The pairs of span criterion c (kSpanCriteria's order), in full.
  std::vector<std::uint32_t> of(std::size_t criterion) const;
  // The bytes kept.
  std::size_t bytes() const;

  // While matching: exact's pairs are set first, then the others' where they differ.
  std::vector<std::uint32_t>& exact_pairs() { return exact_; }
  void differ(std::size_t criterion, std::uint32_t gold, std::uint32_t predicted) {
    others_[criterion - 1].differences.emplace_back(gold, predicted);
  }
  // Once matched: in full where that takes less room.
  void keep();

 private:
  struct Other {
    bool in_full = false;
    std::vector<std::uint32_t> full;
    std::vector<std::pair<std::uint32_t, std::uint32_t>> differences;  // (gold, its pair)
  };
  std::vector<std::uint32_t> exact_;
  std::array<Other, kSpanCriteria.size() - 1> others_;
};

// The counts of the sentences of one part (see sentence_parts) that have an entity, by sentence
// then class; the sentences of a part come after those of the parts before.
using PartCounts = std::function<void(const std::vector<SentenceClassCounts>& part)>;

// Gold and predicted entities [gold_begin, gold_end) and [predicted_begin, predicted_end).
struct EntityPart {
  std::size_t gold_begin, gold_end;
  std::size_t predicted_begin, predicted_end;
};

// The entities cut into parts of whole sentences, a few thousand entities each, in order.
// Entities of different sentences never overlap, so that matchings and overlaps found part by
// part add up to those of all the entities, and each part's work stays in the cache. One part
// when the entities are not in sentence order.
std::vector<EntityPart> sentence_parts(const Entities& gold, const Entities& predicted);

// Gold and predicted entities of the same class are compatible under a criterion as
// span_matching.hpp defines it; TP is a maximum one-to-one matching of compatible pairs (which
// pairs within a sentence does not depend on the other sentences: the matching of a part is
// that of each of its sentences). Fragment counts the positions inside a gold and a predicted
// entity of the class. Classes are ids below `type_count`. The counts go to `counts`, part by
// part, as they are found.
CriteriaPairs match_criteria(const Entities& gold, const Entities& predicted,
                             std::size_t type_count, const PartCounts& counts);

}  // namespace bioeval::ner
