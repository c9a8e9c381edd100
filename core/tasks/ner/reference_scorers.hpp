// The numbers the reference scorers of docs/tasks/ner.md print, reproduced with their quirks:
// JNLPBA's evalIOB2.pl (2004.10.14) and CoNLL's conlleval (2004-01-26), both on the tag columns
// of a TaggedCorpus as read (without class merging).
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "tasks/ner/count_stream.hpp"
#include "tasks/ner/read_tokens.hpp"

namespace bioeval::ner {

// evalIOB2.pl's counts for one class: entities of the reference and of the answer (counted at
// their S- or B- tag after its IOBES rewrite) and the three kinds of correct ones.
struct JnlpbaCounts {
  std::uint64_t reference = 0;
  std::uint64_t answer = 0;
  std::uint64_t complete = 0;
  std::uint64_t right = 0;
  std::uint64_t left = 0;
  JnlpbaCounts& operator+=(const JnlpbaCounts& other);
};

// The five classes evalIOB2.pl reports, and sums into [-ALL-], in its order.
inline constexpr std::array<std::string_view, 5> kJnlpbaClasses = {"protein", "DNA", "RNA",
                                                                   "cell_type", "cell_line"};
inline constexpr std::string_view kJnlpbaAll = "[-ALL-]";

// evalIOB2.pl's counts per class, and its [-ALL-] counts (the five classes summed) of each
// stretch of tokens a blank line ends in the gold, in order: reference, answer, complete, right
// and left, five numbers a stretch. The stretches are units of the comparison (units.hpp):
// [-ALL-] over the corpus is their sum, made where every unit's counts are summed (metrics.hpp).
struct JnlpbaScore {
  std::map<std::string, JnlpbaCounts, std::less<>> classes;  // every class met, "" included
  CountStream stretches;
  std::size_t stretch_count = 0;
  const JnlpbaCounts& of(std::string_view name) const;  // none for a class not met
};

// evalIOB2.pl: only tokens followed, in the gold, by a blank line are scored (a sentence without
// one is merged into the next; a last one is dropped, and has no stretch). The stretches are
// written to `stretches` (which may hold room taken beforehand).
JnlpbaScore jnlpba_score(const TaggedCorpus& corpus, CountStream stretches = {});

// Its ratios: count / reference (recall), count / answer (precision), 0 when the denominator is
// 0; F1 = 2PR / (P + R), 0 when P + R = 0. Precision can exceed 1 (an answer entity that starts
// with I- is not counted, yet can earn boundary credit).
struct JnlpbaRatios {
  double recall, precision, f1;
};
JnlpbaRatios jnlpba_ratios(std::uint64_t count, std::uint64_t reference, std::uint64_t answer);

struct ConllevalCounts {
  std::uint64_t gold = 0;     // phrases in the gold ("foundCorrect")
  std::uint64_t guessed = 0;  // phrases in the run ("foundGuessed")
  std::uint64_t correct = 0;  // phrases with the same boundaries and type
};

// conlleval's counts over one stretch of tokens.
struct ConllevalPart {
  std::uint64_t tokens = 0;
  std::uint64_t correct_tags = 0;
  ConllevalCounts total;
};

// conlleval's counts per type, and its totals of each stretch of tokens a blank line ends in the
// gold, in order, then of the tokens after the last one when there are any (or of none, when
// there is no stretch): tokens, agreeing tags, gold phrases, found and correct, five numbers a
// stretch. Each boundary starts from O, so that the stretches' counts add up to conlleval's
// totals (a phrase closed at a boundary, or at the end, counts in the stretch before it); the
// stretches are units of the comparison, summed where every unit's counts are.
struct ConllevalScore {
  std::map<std::string, ConllevalCounts> types;  // in conlleval's (byte) order
  CountStream stretches;
  std::size_t stretch_count = 0;
};

// conlleval: chunks by its prefix rules (prefix = the text before the first '-'), a boundary
// after each sentence a blank line ends in the gold. The stretches are written to `stretches`.
ConllevalScore conlleval_score(const TaggedCorpus& corpus, CountStream stretches = {});

// The stretches as the scores keep them (CountStream), written and read back.
void write_stretch(CountStream& stream, const JnlpbaCounts& counts);
JnlpbaCounts read_jnlpba_stretch(CountStream::Reader& reader);
void write_stretch(CountStream& stream, const ConllevalPart& counts);
ConllevalPart read_conlleval_stretch(CountStream::Reader& reader);

// Its ratios, as fractions: correct / guessed, correct / gold (0 when the denominator is 0),
// F1 = 2PR / (P + R) (0 when P + R = 0).
struct ConllevalRatios {
  double precision, recall, f1;
};
ConllevalRatios conlleval_ratios(const ConllevalCounts& counts);

}  // namespace bioeval::ner
