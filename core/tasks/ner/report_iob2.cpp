// ner.iob2's result: the criteria, evalIOB2.pl's and conlleval's numbers, and the error list.
#include <algorithm>
#include <array>

#include "tasks/ner/report.hpp"

namespace bioeval::ner {
namespace {

// The spectrum from the strictest criterion to the loosest, overall and per class.
std::vector<CriterionRow> criteria_rows(const Iob2Metrics& metrics) {
  std::vector<CriterionRow> rows;
  for (std::size_t c = 0; c < kCriterionNames.size(); ++c) {
    CriterionRow row{kCriterionNames[c], metrics.criteria[c], {}};
    for (const CriteriaScores& of_class : metrics.classes) row.by_type.push_back(of_class[c]);
    rows.push_back(std::move(row));
  }
  return rows;
}

// What evalIOB2.pl prints of one class (or of [-ALL-]) under each kind of match: the count, then
// recall, precision and F1 (`prefix` + kind + `.tp` and so on).
void report_jnlpba_kinds(const std::string& prefix, const JnlpbaCounts& c, Result& result) {
  const std::array<std::pair<std::string_view, std::uint64_t>, 3> kinds = {
      {{"complete", c.complete}, {"right", c.right}, {"left", c.left}}};
  for (const auto& [kind, count] : kinds) {
    const JnlpbaRatios r = jnlpba_ratios(count, c.reference, c.answer);
    const std::string name = prefix + std::string(kind);
    result.metric(name + ".tp", static_cast<double>(count));
    result.metric(name + ".precision", r.precision);
    result.metric(name + ".recall", r.recall);
    result.metric(name + ".f1", r.f1);
  }
}

// [-ALL-] from the metrics of every unit; the five classes from evalIOB2.pl's counts per class.
void report_jnlpba(const Iob2Metrics& metrics, const JnlpbaScore& score, Result& result) {
  Table table{"jnlpba",
              "evalIOB2.pl (JNLPBA 2004): entities per class and matches of each kind",
              {"class", "reference", "answer", "complete", "right", "left", "complete f1",
               "right f1", "left f1"}};
  const auto add_row = [&](std::string_view name, const JnlpbaCounts& c) {
    table.rows.push_back({std::string(name), c.reference, c.answer, c.complete, c.right, c.left,
                          jnlpba_ratios(c.complete, c.reference, c.answer).f1,
                          jnlpba_ratios(c.right, c.reference, c.answer).f1,
                          jnlpba_ratios(c.left, c.reference, c.answer).f1});
  };
  for (const std::string_view name : kJnlpbaClasses) add_row(name, score.of(name));
  const JnlpbaCounts& all = metrics.jnlpba;
  add_row(kJnlpbaAll, all);
  result.metric("jnlpba.ref", static_cast<double>(all.reference));
  const std::array<std::uint64_t, 3> all_counts = {all.complete, all.right, all.left};
  const std::array<std::string_view, 3> kinds = {"complete", "right", "left"};
  for (std::size_t k = 0; k < kinds.size(); ++k) {
    const JnlpbaRatios& r = metrics.jnlpba_kinds[k];
    const std::string name = "jnlpba." + std::string(kinds[k]);
    result.metric(name + ".tp", static_cast<double>(all_counts[k]));
    result.metric(name + ".precision", r.precision);
    result.metric(name + ".recall", r.recall);
    result.metric(name + ".f1", r.f1);
  }
  for (const std::string_view name : kJnlpbaClasses) {
    const JnlpbaCounts& c = score.of(name);
    const std::string prefix = "jnlpba." + std::string(name) + ".";
    result.metric(prefix + "ref", static_cast<double>(c.reference));
    report_jnlpba_kinds(prefix, c, result);
  }
  result.tables.push_back(std::move(table));
}

// The totals from the metrics of every unit; each type from conlleval's counts per type.
void report_conlleval(const Iob2Metrics& metrics, const ConllevalScore& score, Result& result) {
  const ConllevalPart& total = metrics.conlleval;
  const ConllevalRatios& ratios = metrics.conlleval_ratios;
  result.metric("conlleval.tokens", static_cast<double>(total.tokens));
  result.metric("conlleval.phrases", static_cast<double>(total.total.gold));
  result.metric("conlleval.found", static_cast<double>(total.total.guessed));
  result.metric("conlleval.correct", static_cast<double>(total.total.correct));
  result.metric("conlleval.accuracy", metrics.conlleval_accuracy);
  result.metric("conlleval.precision", ratios.precision);
  result.metric("conlleval.recall", ratios.recall);
  result.metric("conlleval.f1", ratios.f1);
  Table table{"conlleval",
              "conlleval (CoNLL 2004-01-26): phrases per type",
              {"type", "gold", "found", "correct", "precision", "recall", "f1"}};
  for (const auto& [type, counts] : score.types) {
    const ConllevalRatios r = conlleval_ratios(counts);
    // conlleval's line per type: precision, recall, FB1 and the phrases found of the type.
    const std::string prefix = "conlleval." + type + ".";
    result.metric(prefix + "precision", r.precision);
    result.metric(prefix + "recall", r.recall);
    result.metric(prefix + "f1", r.f1);
    result.metric(prefix + "found", static_cast<double>(counts.guessed));
    table.rows.push_back(
        {type, counts.gold, counts.guessed, counts.correct, r.precision, r.recall, r.f1});
  }
  result.tables.push_back(std::move(table));
}

// An entity for the error list: its tokens, and up to eight tokens on each side.
void view_of(const TaggedCorpus& corpus, SentenceTokens& tokens, const Entity& entity,
             bool with_context, EntityView& view) {
  const Sentence& sentence = corpus.sentences[entity.sentence];
  const std::uint32_t s = entity.sentence;
  const std::uint32_t first = entity.first;
  const std::uint32_t end = entity.last + 1;
  view.sentence = std::to_string(entity.sentence + 1);
  view.text = tokens.tokens(s, first, end);
  std::vector<std::string_view>& context = view.context;
  context.clear();
  if (!with_context) return;
  const std::uint32_t from = first > sentence.begin + 8 ? first - 8 : sentence.begin;
  const std::uint32_t to = std::min(end + 8, sentence.end);
  if (from > sentence.begin) context.push_back("… ");
  if (from < first) context.insert(context.end(), {tokens.tokens(s, from, first), " "});
  context.insert(context.end(), {"[", view.text, "]"});
  if (end < to) context.insert(context.end(), {" ", tokens.tokens(s, end, to)});
  if (to < sentence.end) context.push_back(" …");
}

}  // namespace

void report_iob2_scores(const Iob2Metrics& metrics, const TypeTable& types,
                        const JnlpbaScore& jnlpba, const ConllevalScore& conlleval,
                        Result& result) {
  report_criteria(criteria_rows(metrics), types, result);
  report_jnlpba(metrics, jnlpba, result);
  report_conlleval(metrics, conlleval, result);
}

void report_iob2_errors(const TaggedCorpus& corpus, const Entities& gold, const Entities& predicted,
                        const std::vector<std::uint32_t>& exact_match_of_gold,
                        const TypeTable& types, Result& result) {
  SentenceTokens tokens(corpus);  // the sentence of the last error, read once for its next ones
  report_errors(
      gold, predicted, exact_match_of_gold, types,
      [&](std::uint32_t index, bool is_gold, bool with_context, EntityView& view) {
        view_of(corpus, tokens, is_gold ? gold[index] : predicted[index], with_context, view);
      },
      result);
}

}  // namespace bioeval::ner
