// Every matching criterion of docs/tasks/ner.md on one set of gold and predicted entities, in one
// pass over them: TP, FP and FN per criterion and class, and which entities exact matching
// paired (for the error list).
#pragma once

#include <array>
#include <cstdint>
#include <string_view>
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
  Counts& operator+=(const Counts& other) {
    tp += other.tp;
    fp += other.fp;
    fn += other.fn;
    return *this;
  }
};

struct CriteriaCounts {
  std::array<std::vector<Counts>, kCriterionNames.size()> by_type;  // [criterion][class]
  std::array<Counts, kCriterionNames.size()> total;
  std::vector<std::uint32_t> exact_match_of_gold;  // predicted index, or kUnmatched
  std::vector<bool> exact_matched_predicted;
};

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
// span_matching.hpp defines it; TP is a maximum one-to-one matching of compatible pairs.
CriteriaCounts count_criteria(const Entities& gold, const Entities& predicted,
                              std::size_t type_count);

// The totals of count_criteria sentence by sentence, for sentences [0, sentence_count): entities
// of different sentences never pair, so that these add up to count_criteria's totals. The
// entities are in sentence order.
using SentenceCriteria = std::array<Counts, kCriterionNames.size()>;
std::vector<SentenceCriteria> criteria_by_sentence(const Entities& gold, const Entities& predicted,
                                                   std::size_t type_count,
                                                   std::size_t sentence_count);

// The pairs count_criteria's matchings make under each span criterion (kSpanCriteria's order):
// for each gold entity the predicted entity it is paired with, or kUnmatched. The matching is
// the one count_criteria counts, part by part and class by class, so that its exact pairs are
// those of CriteriaCounts::exact_match_of_gold.
using CriteriaMatches = std::array<std::vector<std::uint32_t>, kSpanCriteria.size()>;
CriteriaMatches criteria_matches(const Entities& gold, const Entities& predicted,
                                 std::size_t type_count);

}  // namespace bioeval::ner
