// ner.bc2gm's result: the criteria with alternatives, alt_eval.perl's numbers and verdicts, and
// the error list.
#include "io/fields.hpp"
#include "tasks/ner/report.hpp"
#include "tasks/ner/views.hpp"

namespace bioeval::ner {
namespace {

// The spectrum, alternatives after exact; one class, whose scores are the totals.
std::vector<CriterionRow> criteria_rows(const Bc2gmMetrics& metrics) {
  std::vector<CriterionRow> rows;
  for (std::size_t c = 0; c < kCriterionNames.size(); ++c) {
    rows.push_back({kCriterionNames[c], metrics.criteria[c], {metrics.criteria[c]}});
    if (c == 0) rows.push_back({"alternatives", metrics.alternatives, {metrics.alternatives}});
  }
  return rows;
}

Json text_or_null(const Mention& m) {
  return m.has_text ? Json(std::string(m.text)) : Json(nullptr);
}

void report_alt_eval(const Bc2gmMetrics& metrics, const MentionInputs& in, const Entities& gold,
                     const Entities& predicted, const AltEvalScore& score, Result& result) {
  const AltEvalRatios& ratios = metrics.alt_eval_ratios;
  result.metric("bc2gm.tp", static_cast<double>(metrics.alt_eval.tp));
  result.metric("bc2gm.fp", static_cast<double>(metrics.alt_eval.fp));
  result.metric("bc2gm.fn", static_cast<double>(metrics.alt_eval.fn));
  result.metric("bc2gm.precision", ratios.precision);
  result.metric("bc2gm.recall", ratios.recall);
  result.metric("bc2gm.f1", ratios.f1);
  // Every verdict is listed, without the usual row limit: the bc2gm layout prints them all.
  Table table{
      "bc2gm",
      "alt_eval.perl's verdicts: each gold mention (TP, or *TP … ****TP when found "
      "through an alternative; FN), then each FP",
      {"verdict", "sentence", "gold offsets", "gold text", "system offsets", "system text"}};
  const std::size_t sentence_count = in.sentences.ids.size();
  const std::vector<std::uint32_t> gold_places = index_by_sentence(gold, sentence_count).place;
  const std::vector<std::uint32_t> run_places = index_by_sentence(predicted, sentence_count).place;
  for (const AltEvalVerdict& v : score.verdicts) {
    const bool of_gold = v.gold != kUnmatched;
    const Mention& named = of_gold ? in.gold[v.gold] : in.run[v.system];
    table.links.push_back({std::string(in.sentences.ids[named.sentence]),
                           of_gold ? annotation_id(true, gold_places[v.gold])
                                   : annotation_id(false, run_places[v.system])});
    Json row = {std::string(v.kind), nullptr, nullptr, nullptr, nullptr, nullptr};
    if (v.gold != kUnmatched) {
      const Mention& g = in.gold[v.gold];
      row[1] = std::string(in.sentences.ids[g.sentence]);
      row[2] = std::string(g.offsets);
      row[3] = text_or_null(g);
    }
    if (v.system != kUnmatched) {
      const Mention& s = in.run[v.system];
      row[1] = std::string(in.sentences.ids[s.sentence]);
      row[4] = std::string(s.offsets);
      row[5] = text_or_null(s);
    }
    table.rows.push_back(std::move(row));
  }
  result.tables.push_back(std::move(table));
}

void view_of(const MentionInputs& in, const Mention& mention, bool with_context, EntityView& view) {
  view.sentence = in.sentences.ids[mention.sentence];
  view.text = mention.text;
  view.context.clear();
  // Without a text, the mention is shown by what its offsets cover, or by its offsets.
  if (view.text.empty()) {
    view.owned = "offsets " + std::string(mention.offsets);
    view.text = view.owned;
  }
  if (!in.sentences.known[mention.sentence] || (!with_context && mention.has_text)) return;
  const std::string_view sentence = in.sentences.texts[mention.sentence];
  const std::vector<std::uint32_t> characters = non_space_offsets(sentence);
  if (mention.end >= characters.size()) return;
  const std::size_t from = characters[mention.start];
  std::size_t to =
      mention.end + 1 < characters.size() ? characters[mention.end + 1] : sentence.size();
  while (to > from && is_space(sentence[to - 1])) --to;
  if (mention.text.empty()) view.text = sentence.substr(from, to - from);
  if (with_context) bracketed_context(sentence, from, to, view.context);
}

}  // namespace

void report_bc2gm_scores(const Bc2gmMetrics& metrics, const MentionInputs& in, const Entities& gold,
                         const Entities& predicted, const AltEvalScore& alt_eval, Result& result) {
  TypeTable types;
  types.intern(kGeneClass);
  report_criteria(criteria_rows(metrics), types, result);
  report_alt_eval(metrics, in, gold, predicted, alt_eval, result);
}

void report_bc2gm_errors(const MentionInputs& in, const Entities& gold, const Entities& predicted,
                         const std::vector<std::uint32_t>& exact_match_of_gold, Result& result) {
  TypeTable types;
  types.intern(kGeneClass);
  report_errors(
      gold, predicted, exact_match_of_gold, types,
      [&](std::uint32_t index, bool is_gold, bool with_context, EntityView& view) {
        view_of(in, is_gold ? in.gold[index] : in.run[index], with_context, view);
      },
      result);
}

}  // namespace bioeval::ner
