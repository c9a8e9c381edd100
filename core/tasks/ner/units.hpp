// The units of the NER tasks (docs/tasks/ner.md, "Comparing runs"): per unit of a run the counts
// from which the metrics of any multiset of units are computed (metrics.hpp), and the unit
// scorers that put several runs' units side by side for a comparison (core/host/resampling.hpp).
// ner.iob2: the unit is a sentence as the reference scorers see it, the tokens up to a blank line
// of the gold; ner.bc2gm: a sentence id.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

#include "framework/scored_run.hpp"
#include "framework/unit_scorer.hpp"
#include "tasks/ner/alternatives.hpp"
#include "tasks/ner/count_stream.hpp"
#include "tasks/ner/criteria.hpp"
#include "tasks/ner/metrics.hpp"
#include "tasks/ner/read_mentions.hpp"
#include "tasks/ner/read_tokens.hpp"
#include "tasks/ner/reference_scorers.hpp"

namespace bioeval::ner {

// A unit's counts of one class under every criterion.
struct ClassRow {
  std::uint32_t type = 0;
  CriteriaRow counts{};
};

// Criteria counts as the units keep them: the gold entities, the predicted ones and each span
// criterion's misses as differences from them, then fragment's counts (mostly 0 but the first and
// fragment's TP).
void write_criteria(CountStream& stream, const CriteriaRow& row);
void read_criteria(CountStream::Reader& reader, CriteriaRow& row);

// ner.iob2: the units are the stretches of tokens a blank line of the gold ends (a sentence
// without one before ###MEDLINE is one unit with the next, as evalIOB2.pl and conlleval read it),
// then the tokens after the last blank line, if any; at least one. Their counts are kept as
// numbers of a few bits each (count_stream.hpp), read back unit after unit.
class Iob2Units final : public RunUnits {
 public:
  std::size_t size() const { return units; }

  // Calls visit(row, classes, class_count) for each unit in order: its kIob2Width counts
  // (metrics.hpp), and its counts of each class it has an entity of (with several classes; with
  // one, a unit's counts are its class's and none are given).
  template <class Visit>
  void for_each(Visit visit) const {
    CountStream::Reader c(criteria), j(jnlpba), k(conlleval);
    std::array<std::uint32_t, kIob2Width> row{};
    std::vector<ClassRow> classes;
    for (std::size_t u = 0; u < units; ++u) {
      if (type_count > 1) {
        // The unit's counts are those of its classes summed.
        std::fill_n(row.begin(), kCriteriaWidth, 0);
        classes.resize(c.next());
        for (ClassRow& of_class : classes) {
          of_class.type = static_cast<std::uint32_t>(c.next());
          read_criteria(c, of_class.counts);
          for (std::size_t i = 0; i < kCriteriaWidth; ++i) row[i] += of_class.counts[i];
        }
      } else {
        CriteriaRow counts;
        read_criteria(c, counts);
        std::copy(counts.begin(), counts.end(), row.begin());
      }
      const JnlpbaCounts jn = u < jnlpba_units ? read_jnlpba_stretch(j) : JnlpbaCounts{};
      const ConllevalPart co = read_conlleval_stretch(k);
      std::size_t at = kJnlpba;
      for (const std::uint64_t value :
           {jn.reference, jn.answer, jn.complete, jn.right, jn.left, co.tokens, co.correct_tags,
            co.total.gold, co.total.guessed, co.total.correct}) {
        row[at++] = static_cast<std::uint32_t>(value);
      }
      visit(row.data(), classes.data(), classes.size());
    }
  }

  std::size_t units = 0;
  std::size_t type_count = 0;  // the classes (after merging) the result reports
  // Each unit's criteria counts (kCriteriaWidth); with several classes, the number of its
  // classes and for each its id and its counts (whose sum is the unit's).
  CountStream criteria;
  // The reference scorers' stretches (reference_scorers.hpp): evalIOB2.pl's, of the first
  // jnlpba_units units, and conlleval's, of every unit.
  CountStream jnlpba;
  std::size_t jnlpba_units = 0;
  CountStream conlleval;
};

// Builds the units of a corpus as match_criteria finds the counts of its sentences, then takes
// the reference scorers' stretches.
class Iob2UnitsBuilder {
 public:
  Iob2UnitsBuilder(const TaggedCorpus& corpus, std::size_t type_count);
  // The counts of the next part's sentences (PartCounts).
  void add(const std::vector<SentenceClassCounts>& part);
  std::shared_ptr<Iob2Units> finish(JnlpbaScore& jnlpba, ConllevalScore& conlleval);

 private:
  void close_units_before(std::size_t unit);

  const TaggedCorpus& corpus_;
  std::shared_ptr<Iob2Units> units_;
  std::size_t sentence_ = 0;       // a sentence whose unit is unit_, at or before the next counted
  std::size_t unit_ = 0;           // the unit being summed (those before are written)
  CriteriaRow row_{};              // its counts, with one class
  std::vector<ClassRow> classes_;  // its counts of each class, with several
};

// Every unit once: the sums of its rows, and per class, from which the result's metrics are
// computed (iob2_metrics).
struct Iob2Sums {
  UnitSums totals;
  std::vector<UnitSums> classes;
};
Iob2Sums every_unit(const Iob2Units& units);

// The runs side by side; nothing when they do not have the same units (each run carrying its own
// gold).
std::unique_ptr<UnitScorer> iob2_unit_scorer(
    const std::vector<std::shared_ptr<const Iob2Units>>& runs);

// ner.bc2gm: the units are the sentence ids the gold, the alternatives and the run name, in the
// order met (gold, alternatives, then the run).
class Bc2gmUnits final : public RunUnits {
 public:
  std::size_t size() const { return ids.size(); }
  const std::uint32_t* row(std::size_t unit) const { return rows.data() + unit * kBc2gmWidth; }

  std::vector<std::string_view> ids;  // views of the inputs' bytes
  std::vector<std::uint32_t> rows;    // kBc2gmWidth counts a unit (metrics.hpp)
};

// Builds the units of the inputs from what the scoring finds: the counts of match_criteria on
// the gold and run mentions (whose sentences are those of in.sentences), the criterion
// alternatives' pairs, and alt_eval.perl's verdicts.
class Bc2gmUnitsBuilder {
 public:
  explicit Bc2gmUnitsBuilder(const MentionInputs& in);
  // The counts of the next part's sentences (PartCounts).
  void add(const std::vector<SentenceClassCounts>& part);
  std::shared_ptr<Bc2gmUnits> finish(const AlternativesMatching& alternatives,
                                     const AltEvalScore& alt_eval);

 private:
  std::uint32_t* row(std::uint32_t sentence);

  const MentionInputs& in_;
  std::shared_ptr<Bc2gmUnits> units_;
  std::vector<std::uint32_t> unit_of_;  // of each sentence of in.sentences
};

// Every unit once: the sums the result's metrics are computed from (bc2gm_metrics).
UnitSums every_unit(const Bc2gmUnits& units);

// The runs side by side, a unit being a sentence id: the runs' units in the order met, run after
// run; a run has no counts on the units only others name.
std::unique_ptr<UnitScorer> bc2gm_unit_scorer(
    const std::vector<std::shared_ptr<const Bc2gmUnits>>& runs);

}  // namespace bioeval::ner
