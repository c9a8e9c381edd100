#include "tasks/ner/report.hpp"

#include <algorithm>
#include <iterator>

#include "base/hot_loop.hpp"
#include "framework/result_parts.hpp"
#include "tasks/ner/views.hpp"

namespace bioeval::ner {
namespace {

// Every error is listed up to this many: past the usual table size, since each is a finding the
// user may look for, yet bounded for a run that misses everything in a huge corpus.
constexpr std::size_t kMaxErrorRows = 100000;

bool is_continuation(char c) {
  return (static_cast<unsigned char>(c) & 0xC0) == 0x80;
}

Table classes_table(const std::vector<CriterionRow>& rows, const TypeTable& types) {
  Table table{"classes",
              "Per class and criterion",
              {"class", "criterion", "tp", "fp", "fn", "precision", "recall", "f1"}};
  for (std::uint32_t t = 0; t < types.size(); ++t) {
    for (const CriterionRow& row : rows) {
      const Counts& c = row.by_type[t].counts;
      const CriterionRatios& r = row.by_type[t].ratios;
      table.rows.push_back({std::string(types.name(t)), std::string(row.name), c.tp, c.fp, c.fn,
                            r.precision, r.recall, r.f1});
    }
  }
  return table;
}

Curve spectrum_curve(const std::vector<CriterionRow>& rows) {
  Curve curve{"spectrum", "Precision, recall and F1 from the strictest criterion to the loosest",
              "bar", "criterion", "score"};
  curve.series = {"precision", "recall", "f1"};
  for (const CriterionRow& row : rows) {
    const CriterionRatios& r = row.total.ratios;
    curve.points.push_back({std::string(row.name), r.precision, r.recall, r.f1});
  }
  return curve;
}

Curve classes_curve(const std::vector<CriterionRow>& rows, const TypeTable& types) {
  Curve curve{"classes.f1", "F1 per class under each criterion", "bar", "class", "F1"};
  for (const CriterionRow& row : rows) curve.series.emplace_back(row.name);
  for (std::uint32_t t = 0; t < types.size(); ++t) {
    Json point = {std::string(types.name(t))};
    for (const CriterionRow& row : rows) point.push_back(row.by_type[t].ratios.f1);
    curve.points.push_back(std::move(point));
  }
  return curve;
}

}  // namespace

std::vector<MetricSpec> criterion_metrics(
    const std::vector<std::string_view>& names,
    const std::function<std::string(std::string_view)>& tp_of) {
  std::vector<MetricSpec> metrics;
  for (const std::string_view c : names) {
    const std::string name(c);
    metrics.push_back({name + ".tp", tp_of(c), Better::neither});
    metrics.push_back({name + ".fp", "false positives under " + name, Better::neither});
    metrics.push_back({name + ".fn", "false negatives under " + name, Better::neither});
    metrics.push_back({name + ".precision", "TP / (TP + FP), 0 when undefined", Better::higher});
    metrics.push_back({name + ".recall", "TP / (TP + FN), 0 when undefined", Better::higher});
    metrics.push_back({name + ".f1", "2PR / (P + R), 0 when undefined", Better::higher});
  }
  return metrics;
}

void report_criteria(const std::vector<CriterionRow>& rows, const TypeTable& types,
                     Result& result) {
  for (const CriterionRow& row : rows) {
    const std::string name(row.name);
    const Counts& c = row.total.counts;
    const CriterionRatios& r = row.total.ratios;
    result.metric(name + ".tp", static_cast<double>(c.tp));
    result.metric(name + ".fp", static_cast<double>(c.fp));
    result.metric(name + ".fn", static_cast<double>(c.fn));
    result.metric(name + ".precision", r.precision);
    result.metric(name + ".recall", r.recall);
    result.metric(name + ".f1", r.f1);
  }
  result.tables.push_back(classes_table(rows, types));
  result.curves.push_back(spectrum_curve(rows));
  if (types.size() > 0) result.curves.push_back(classes_curve(rows, types));
}

namespace {

// Writes the rows of the error list, one call per row (hot_loop.hpp): the list may be long.
class ErrorRows {
 public:
  ErrorRows(const Entities& gold, const Entities& predicted, const TypeTable& types,
            const DescribeEntity& describe)
      : gold_(gold),
        predicted_(predicted),
        types_(types),
        describe_(describe),
        gold_places_(index_by_sentence(gold, sentence_count(gold, predicted)).place),
        predicted_places_(index_by_sentence(predicted, sentence_count(gold, predicted)).place) {}

  // The row of `error`, and its link to the document view: its sentence and annotation.
  BIOEVAL_OUT_OF_LINE void add(const EntityError& error, TableRows& rows,
                               std::vector<RowLink>& links) {
    const bool fn = error.false_negative;
    const Entity& entity = fn ? gold_[error.entity] : predicted_[error.entity];
    describe_(error.entity, fn, true, view_);
    rows.begin_row();
    rows.text_cell(fn ? "FN" : "FP");
    rows.text_cell(category_name(error.category));
    rows.text_cell(view_.sentence);
    rows.integer_cell(entity.line);
    rows.text_cell(types_.name(entity.type));
    rows.text_cell(view_.text);
    rows.open_text();  // the other side: "predicted protein 'p53 gene'", or empty
    if (error.counterpart != kUnmatched) {
      const Entity& o = fn ? predicted_[error.counterpart] : gold_[error.counterpart];
      rows.text_piece(fn ? "predicted " : "gold ");
      rows.text_piece(types_.name(o.type));
      rows.text_piece(" '");
      describe_(error.counterpart, !fn, false, other_);
      rows.text_piece(other_.text);
      rows.text_piece("'");
    }
    rows.close_text();
    rows.open_text();
    for (const std::string_view piece : view_.context) rows.text_piece(piece);
    rows.close_text();
    rows.end_row();
    links.push_back(
        {view_.sentence, annotation_id(fn, (fn ? gold_places_ : predicted_places_)[error.entity])});
  }

 private:
  static std::size_t sentence_count(const Entities& gold, const Entities& predicted) {
    std::size_t count = 0;
    for (const Entities* side : {&gold, &predicted}) {
      for (const Entity& e : *side) count = std::max<std::size_t>(count, e.sentence + 1);
    }
    return count;
  }

  const Entities& gold_;
  const Entities& predicted_;
  const TypeTable& types_;
  const DescribeEntity& describe_;
  EntityView view_, other_;  // their memory reused from row to row
  // Each entity's place among its sentence's, for its annotation id in the document view.
  std::vector<std::uint32_t> gold_places_, predicted_places_;
};

}  // namespace

void report_errors(const Entities& gold, const Entities& predicted,
                   const std::vector<std::uint32_t>& exact_match_of_gold, const TypeTable& types,
                   const DescribeEntity& describe, Result& result) {
  const std::vector<EntityError> errors = classify_errors(gold, predicted, exact_match_of_gold);
  const auto shown_end =
      errors.begin() + static_cast<std::ptrdiff_t>(std::min(errors.size(), kMaxErrorRows));
  const auto missed_end = std::partition_point(
      errors.begin(), shown_end, [](const EntityError& e) { return e.false_negative; });
  Table table{"errors",
              "Errors of exact matching: every missed gold entity (FN) and spurious prediction "
              "(FP), with its category",
              {"error", "category", "sentence", "line", "class", "text", "other side", "context"}};
  // FN rows come first, then FP rows; both are written in sentence order, FN and FP in turn, so
  // that describe() finds a sentence once for all its errors. FP rows are written apart and
  // appended as they are.
  table.rows.reserve(static_cast<std::size_t>(missed_end - errors.begin()) * 192);
  TableRows spurious_rows;
  spurious_rows.reserve(static_cast<std::size_t>(shown_end - missed_end) * 192);
  // The links of every row at once: the FP rows' are moved after the others' without growing.
  table.links.reserve(static_cast<std::size_t>(shown_end - errors.begin()));
  std::vector<RowLink> spurious_links;
  spurious_links.reserve(static_cast<std::size_t>(shown_end - missed_end));
  ErrorRows rows(gold, predicted, types, describe);
  auto missed = errors.begin();
  auto spurious = missed_end;
  while (missed != missed_end || spurious != shown_end) {
    if (spurious == shown_end ||
        (missed != missed_end &&
         gold[missed->entity].sentence <= predicted[spurious->entity].sentence)) {
      rows.add(*missed++, table.rows, table.links);
    } else {
      rows.add(*spurious++, spurious_rows, spurious_links);
    }
  }
  table.rows.append(std::move(spurious_rows));
  std::move(spurious_links.begin(), spurious_links.end(), std::back_inserter(table.links));
  if (shown_end != errors.end()) {
    result.note("errors-limited", "the error list shows the first " +
                                      std::to_string(kMaxErrorRows) + " of " +
                                      std::to_string(errors.size()) + " errors");
  }
  result.tables.push_back(std::move(table));
}

void bracketed_context(std::string_view text, std::size_t from, std::size_t to,
                       std::vector<std::string_view>& pieces, std::size_t width) {
  std::size_t begin = from > width ? from - width : 0;
  while (begin > 0 && begin < text.size() && is_continuation(text[begin])) --begin;
  std::size_t end = std::min(text.size(), to + width);
  while (end < text.size() && is_continuation(text[end])) ++end;
  pieces.clear();
  if (begin > 0) pieces.push_back("…");
  pieces.insert(pieces.end(), {text.substr(begin, from - begin), "[", text.substr(from, to - from),
                               "]", text.substr(to, end - to)});
  if (end < text.size()) pieces.push_back("…");
}

}  // namespace bioeval::ner
