// The results of the NER tasks: the scores (the metrics of every unit once, metrics.hpp), the
// tables and the charts. Both tasks share the per-criterion metrics, the per-class table, the
// criteria spectrum and per-class charts, and the error list; report_iob2.cpp and
// report_bc2gm.cpp hold what each task adds.
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "framework/result.hpp"
#include "framework/task.hpp"
#include "tasks/ner/alternatives.hpp"
#include "tasks/ner/criteria.hpp"
#include "tasks/ner/errors.hpp"
#include "tasks/ner/metrics.hpp"
#include "tasks/ner/read_mentions.hpp"
#include "tasks/ner/read_tokens.hpp"
#include "tasks/ner/reference_scorers.hpp"
#include "tasks/ner/tags.hpp"

namespace bioeval::ner {

// One row of the spectrum: a criterion and its scores, overall and per class.
struct CriterionRow {
  std::string_view name;
  CriterionScore total;
  std::vector<CriterionScore> by_type;
};

// <criterion>.{tp,fp,fn,precision,recall,f1} described for each criterion of `names`; `tp_of`
// says what a true positive is under one of them.
std::vector<MetricSpec> criterion_metrics(
    const std::vector<std::string_view>& names,
    const std::function<std::string(std::string_view)>& tp_of);

// <criterion>.{tp,fp,fn,precision,recall,f1} for each row, the table `classes`, and the charts
// `spectrum` (P, R and F1 per criterion) and `classes.f1` (F1 per class and criterion).
void report_criteria(const std::vector<CriterionRow>& rows, const TypeTable& types, Result& result);

// How the error list shows an entity: where it is and what it reads. Its views hold until an
// entity of another sentence is described (an error and the entity that explains it overlap, so
// share their sentence).
struct EntityView {
  std::string sentence;                   // a label for its sentence
  std::string_view text;                  // the entity as written
  std::vector<std::string_view> context;  // its sentence around it, the entity in [brackets],
                                          // in pieces to be joined
  std::string owned;                      // text made for the view, which it may show
};
// Fills `view` with gold entity `index` (gold true) or predicted entity `index`, its context only
// when `context` is true (else empty); `view` keeps its memory from call to call.
using DescribeEntity =
    std::function<void(std::uint32_t index, bool gold, bool context, EntityView& view)>;

// The table `errors`: every FN and FP of exact matching (`exact_match_of_gold`, as
// CriteriaMatching gives it) with its category.
void report_errors(const Entities& gold, const Entities& predicted,
                   const std::vector<std::uint32_t>& exact_match_of_gold, const TypeTable& types,
                   const DescribeEntity& describe, Result& result);

// `text` cut to at most `width` characters on each side of [from, to), with "…" where cut and
// the span in brackets, as pieces to be joined (views of `text` and of constants).
void bracketed_context(std::string_view text, std::size_t from, std::size_t to,
                       std::vector<std::string_view>& pieces, std::size_t width = 60);

// --- ner.iob2 (report_iob2.cpp) ---------------------------------------------------------------

// The scores: every criterion (overall and per class of `types`, the merged classes), then
// evalIOB2.pl's and conlleval's numbers: their totals from `metrics`, the metrics of every unit
// once, and per class or type from the reference scorers' counts.
void report_iob2_scores(const Iob2Metrics& metrics, const TypeTable& types,
                        const JnlpbaScore& jnlpba, const ConllevalScore& conlleval, Result& result);

// The error list, its entities shown by their tokens (read from the gold's text: the tags may be
// released).
void report_iob2_errors(const TaggedCorpus& corpus, const Entities& gold, const Entities& predicted,
                        const std::vector<std::uint32_t>& exact_match_of_gold,
                        const TypeTable& types, Result& result);

// --- ner.bc2gm (report_bc2gm.cpp) -------------------------------------------------------------

// The scores: every criterion, alternatives after exact, then alt_eval.perl's; and the table of
// alt_eval.perl's verdicts (`alt_eval`, over the whole input), each linked to its mention.
void report_bc2gm_scores(const Bc2gmMetrics& metrics, const MentionInputs& in, const Entities& gold,
                         const Entities& predicted, const AltEvalScore& alt_eval, Result& result);

// The error list, its mentions shown by their text and the sentence around them.
void report_bc2gm_errors(const MentionInputs& in, const Entities& gold, const Entities& predicted,
                         const std::vector<std::uint32_t>& exact_match_of_gold, Result& result);

}  // namespace bioeval::ner
