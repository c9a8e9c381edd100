// Comparing NER runs (core/host/resampling.hpp): per unit and run the counts from which the
// resampled metrics are recomputed, summed over any sample of units (docs/tasks/ner.md, "Comparing
// runs"). ner.iob2: the unit is a sentence as the reference scorers see it, the tokens up to a
// blank line of the gold; ner.bc2gm: a sentence id.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "framework/result.hpp"
#include "framework/task.hpp"
#include "tasks/ner/criteria.hpp"
#include "tasks/ner/mentions.hpp"
#include "tasks/ner/token_files.hpp"

namespace bioeval::ner {

// The counts of one run, unit after unit, a fixed number per unit.
using UnitCounts = std::vector<std::uint32_t>;

// ner.iob2: the units are the stretches of tokens a blank line of the gold ends (a sentence
// without one before ###MEDLINE is one unit with the next, as evalIOB2.pl and conlleval read it),
// then the tokens after the last blank line, if any. Entities are numbered by the corpus's
// sentences and classes merged as evaluate() merges them.
UnitCounts iob2_unit_counts(const TaggedCorpus& corpus, const Entities& gold,
                            const Entities& predicted, std::size_t type_count);
// Nothing when the runs do not have the same units (each run carrying its own gold).
std::unique_ptr<UnitScorer> iob2_unit_scorer(std::vector<UnitCounts> runs);

// ner.bc2gm: the sentence ids every submission names (the sentence file's, the gold's, the
// alternatives', the runs'), numbered in the order met, submission after submission.
class SentenceUnits {
 public:
  std::uint32_t of(std::string_view id);
  std::size_t size() const { return index_.size(); }

 private:
  std::map<std::string, std::uint32_t, std::less<>> index_;
};

// Mentions whose `sentence` indexes `sentences`.
UnitCounts bc2gm_unit_counts(const MentionSentences& sentences, const std::vector<Mention>& gold,
                             const std::vector<Mention>& alternatives,
                             const std::vector<Mention>& run, SentenceUnits& units);
std::unique_ptr<UnitScorer> bc2gm_unit_scorer(std::vector<UnitCounts> runs, std::size_t units);

}  // namespace bioeval::ner
