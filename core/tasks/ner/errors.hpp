// The errors behind the exact criterion, each with its category: a missed gold entity (FN) or
// a spurious prediction (FP) explained by the nearest entity of the other side.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "tasks/ner/criteria.hpp"

namespace bioeval::ner {

enum class ErrorCategory {
  type,      // an entity of the other side has the same span but another class
  boundary,  // one of the same class overlaps it with other boundaries
  both,      // one of another class overlaps it with other boundaries
  missed,    // FN that nothing predicted overlaps
  spurious,  // FP that no gold entity overlaps
};

std::string_view category_name(ErrorCategory category);

struct EntityError {
  bool false_negative;   // a gold entity left unmatched; otherwise a prediction (FP)
  std::uint32_t entity;  // its index among the gold or the predicted entities
  ErrorCategory category;
  std::uint32_t counterpart;  // the other side's entity that explains it, or kUnmatched
};

// Every entity a one-to-one matching left unmatched (`match_of_gold`: the predicted entity each
// gold entity is paired with, or kUnmatched), gold ones first, each in input order: the error
// list explains what exact matching left, the document view what each criterion left.
std::vector<EntityError> classify_errors(const Entities& gold, const Entities& predicted,
                                         const std::vector<std::uint32_t>& match_of_gold);

}  // namespace bioeval::ner
