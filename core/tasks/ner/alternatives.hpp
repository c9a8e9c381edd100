// BioCreative II GM scoring with alternatives (ALTGENE.eval): a gold mention is found by a
// system mention with its span or with the span of an alternative that overlaps it.
//  - official: alt_eval.perl's counts, where one system mention may find several gold mentions
//    and a system mention is no FP when its span is any gold or alternative span of its sentence;
//  - the criterion `alternatives`: the same compatibility, counted one to one.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "tasks/ner/criteria.hpp"
#include "tasks/ner/read_mentions.hpp"

namespace bioeval::ner {

// What alt_eval.perl prints for a gold mention ("TP", "*TP" … "****TP": found through an
// alternative inside, around, or overlapping it on the right or the left; "FN"), or for a
// system mention ("FP").
struct AltEvalVerdict {
  std::string_view kind;
  std::uint32_t gold = kUnmatched;    // the gold mention, for TP and FN
  std::uint32_t system = kUnmatched;  // the system mention that found it, or the FP
};

struct AltEvalScore {
  std::uint64_t tp = 0;
  std::uint64_t fp = 0;
  std::uint64_t fn = 0;
  std::vector<AltEvalVerdict> verdicts;  // gold mentions in file order, then the FPs
};

AltEvalScore alt_eval_score(const std::vector<Mention>& gold,
                            const std::vector<Mention>& alternatives,
                            const std::vector<Mention>& system);

// alt_eval.perl's P = TP / (TP + FP), R = TP / (TP + FN) and F = 2 / (1/P + 1/R) (0 when P or R
// is 0); each undefined when a denominator is 0.
struct AltEvalRatios {
  std::optional<double> precision, recall, f1;
};
AltEvalRatios alt_eval_ratios(std::uint64_t tp, std::uint64_t fp, std::uint64_t fn);

// The criterion `alternatives`, TP = a maximum one-to-one matching of compatible pairs: for each
// gold mention the system mention it is
// paired with (or kUnmatched), and the alternative whose span that mention has (kUnmatched when it
// has the gold mention's own span, or is unpaired).
struct AlternativesMatching {
  std::vector<std::uint32_t> match_of_gold;
  std::vector<std::uint32_t> alternative_of_gold;
};
AlternativesMatching alternatives_matching(const std::vector<Mention>& gold,
                                           const std::vector<Mention>& alternatives,
                                           const std::vector<Mention>& system);

// A mention's span with positions numbered across sentences (sentence in the high bits).
Span mention_span(const Mention& mention);

}  // namespace bioeval::ner
