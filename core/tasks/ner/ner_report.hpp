// The parts of a NER result both tasks share: per-criterion metrics, the per-class table, the
// criteria spectrum and per-class charts, and the error list.
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "framework/result.hpp"
#include "framework/task.hpp"
#include "tasks/ner/criteria.hpp"
#include "tasks/ner/errors.hpp"
#include "tasks/ner/tags.hpp"

namespace bioeval::ner {

// One row of the spectrum: a criterion and its counts, overall and per class.
struct CriterionCounts {
  std::string_view name;
  Counts total;
  std::vector<Counts> by_type;
};

struct CriterionRatios {
  double precision, recall, f1;
};

// P = TP/(TP+FP), R = TP/(TP+FN), F1 = 2PR/(P+R); each 0 when undefined (docs/tasks/ner.md).
CriterionRatios criterion_ratios(const Counts& c);

// <criterion>.{tp,fp,fn,precision,recall,f1} described for each criterion of `names`; `tp_of`
// says what a true positive is under one of them.
std::vector<MetricSpec> criterion_metrics(
    const std::vector<std::string_view>& names,
    const std::function<std::string(std::string_view)>& tp_of);

// The spectrum from the strictest criterion to the loosest, as counted.
std::vector<CriterionCounts> spectrum(const CriteriaCounts& counts);

// <criterion>.{tp,fp,fn,precision,recall,f1} for each row, the table `classes`, and the charts
// `spectrum` (P, R and F1 per criterion) and `classes.f1` (F1 per class and criterion).
void report_criteria(const std::vector<CriterionCounts>& rows, const TypeTable& types,
                     Result& result);

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

// The table `errors`: every FN and FP of exact matching with its category.
void report_errors(const Entities& gold, const Entities& predicted, const CriteriaCounts& counts,
                   const TypeTable& types, const DescribeEntity& describe, Result& result);

// `text` cut to at most `width` characters on each side of [from, to), with "…" where cut and
// the span in brackets, as pieces to be joined (views of `text` and of constants).
void bracketed_context(std::string_view text, std::size_t from, std::size_t to,
                       std::vector<std::string_view>& pieces, std::size_t width = 60);

}  // namespace bioeval::ner
