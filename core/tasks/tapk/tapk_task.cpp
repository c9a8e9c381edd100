#include "tasks/tapk/tapk_task.hpp"

#include <array>

#include "io/fields.hpp"
#include "framework/scratch_evaluation.hpp"
#include "tasks/tapk/lists.hpp"
#include "tasks/tapk/scores.hpp"
#include "tasks/tapk/tap_layout.hpp"
#include "tasks/tapk/tapk_documents.hpp"
#include "tasks/tapk/tapk_report.hpp"
#include "tasks/tapk/units.hpp"

namespace bioeval::tapk {
namespace {

std::optional<ScoreOrder> given_order(const Json& options) {
  const std::string order = options.at("order").get<std::string>();
  if (order == "asc") return ScoreOrder::ascending;
  if (order == "desc") return ScoreOrder::descending;
  return std::nullopt;
}

// A number as Python's str() writes it ("0.5", "1.0"): the reference's error message uses it.
std::string python_number(double value) {
  return Json(value).dump();
}

// The reference's error when fewer than q of the lists reach k errors and pad is not set.
// Whether E0 exists does not depend on the order, so this is checked even when it is unknown.
void check_quantiles(const ListIndex& index, Evaluation& evaluation) {
  const Json& options = evaluation.options;
  if (!options.at("threshold").empty() || options.at("pad").get<bool>()) return;
  const double quantile = options.at("quantile").get<double>();
  const bool unweighted = options.at("unweighted").get<bool>();
  for (const Json& k : options.at("k")) {
    if (index.e0_for(k.get<std::size_t>(), quantile, unweighted)) continue;
    evaluation.diagnostics().error(
        "quantile-unreachable", Location{"run", {}, 0, 0, {}},
        "Fewer than " + python_number(quantile) + " of the retrieval lists have " + k.dump() +
            " errors. (Set the option pad to score whole lists with E0 undefined.)");
  }
}

// The thresholds to score at: each k with its E0 (none when unreachable: whole lists if padded,
// no scores otherwise), or each fixed threshold as written.
std::vector<ThresholdScore> score_thresholds(const ListIndex& index, const Json& options) {
  const bool unweighted = options.at("unweighted").get<bool>();
  std::vector<ThresholdScore> scores;
  const Json& thresholds = options.at("threshold");
  if (!thresholds.empty()) {
    for (const Json& t : thresholds) {
      const std::string text = t.is_string() ? t.get<std::string>() : t.dump();
      scores.push_back(score_at(index, "t=" + text, list_number(t), unweighted));
    }
    return scores;
  }
  const double quantile = options.at("quantile").get<double>();
  const bool pad = options.at("pad").get<bool>();
  for (const Json& k : options.at("k")) {
    const auto e0 = index.e0_for(k.get<std::size_t>(), quantile, unweighted);
    const std::string name = "k=" + k.dump();
    if (!e0 && !pad) {
      scores.push_back({name, std::nullopt, {}, std::nullopt});
    } else {
      scores.push_back(score_at(index, name, e0, unweighted));
    }
  }
  return scores;
}

// Every rule a check applies: the lists carry their labels, so each needs the lists alone.
std::vector<CheckRule> check_rules() {
  const auto rule = [](const char* text, std::vector<std::string> codes) {
    return CheckRule{text, std::move(codes), Needs::run_only};
  };
  return {
      rule("the lists are UTF-8 text without NUL bytes, and not empty (they carry the gold)",
           {"invalid-utf8", "nul-byte", "input-empty"}),
      rule("a list starts with a query line: an id and an optional positive weight",
           {"header-fields", "weight-not-positive"}),
      rule("the line after the query line is T_q, a non-negative integer",
           {"tq-missing", "tq-not-count"}),
      rule("each record is a relevance 0 or 1 and a finite number",
           {"record-fields", "relevance-not-binary", "score-not-number"}),
      rule("the scores of every list go one way, the same for all lists (or as the option order "
           "says), and some list shows it when order is auto",
           {"scores-not-monotone", "order-conflict", "order-undetermined"}),
      rule("a list marks no more records relevant than its T_q", {"too-many-relevant"}),
      rule("each list has its own query id (warning)", {"duplicate-query"}),
      rule("at the quantile, enough of the query weight reaches k irrelevant records (unless pad "
           "or a fixed threshold)",
           {"quantile-unreachable"})};
}

// Reads every file of the run into `lists`, with every check; false when a file was rejected as
// text.
bool read_lists(Evaluation& evaluation, RetrievalLists& lists) {
  std::size_t lines = 0;  // an upper bound on the records, so that their arrays never move
  for (const InputFile& file : evaluation.inputs.at("run"))
    lines += evaluation.scans.at(&file).lines;
  lists.scores.reserve(lines);
  lists.relevant.reserve(lines);
  ListReader reader(lists, given_order(evaluation.options), evaluation.diagnostics());
  for (const InputFile& file : evaluation.inputs.at("run")) {
    // The lists carry the gold (T_q, relevance): a file without any is no submission.
    reader.read(evaluation.text("run", file, Emptiness::rejected), evaluation.progress_for(file));
  }
  reader.finish("run");
  return reader.all_readable();
}

}  // namespace

TapkTask::TapkTask() {
  spec_.id = "tapk";
  spec_.group_label = "TAP-k";
  spec_.title = "TAP-k: threshold average precision of ranked retrieval lists";
  spec_.summary =
      "Mean TAP at the E-value or score threshold E0 where a quantile of the queries reach k "
      "irrelevant records (Carroll et al. 2010), with MAP and ROC_n.";
  spec_.reference = "tap.pl 1.8 (NCBI) and its port tapk.py 1.0";
  spec_.roles = {{"run", "tap-lists",
                  "retrieval lists separated by blank lines: 'query [weight]', T_q, then "
                  "'relevance score' per record, best first; several files are concatenated",
                  true, true}};
  spec_.options = {
      OptionSpec("k", OptionType::integer_list, Json::array({5}),
                 "errors (irrelevant records) per query at the quantile; several give one TAP "
                 "each")
          .at_least(1),
      OptionSpec("threshold", OptionType::number_list, Json::array(),
                 "fixed thresholds E0 (scores or E-values) to score at instead of k"),
      OptionSpec("quantile", OptionType::number, 0.5,
                 "share q of the query weight that must reach k errors at E0 (0 < q ≤ 1)")
          .above(0)
          .at_most(1),
      OptionSpec("order", OptionType::choice, "auto",
                 "asc: E-values (smaller is better); desc: scores; auto: as the lists show")
          .one_of({"auto", "asc", "desc"}),
      OptionSpec("unweighted", OptionType::boolean, false, "give every query weight 1"),
      OptionSpec("pad", OptionType::boolean, false,
                 "when fewer than q of the lists have k errors, score whole lists (E0 undefined) "
                 "instead of failing"),
      OptionSpec("rocn", OptionType::integer, 50, "n of ROC_n: irrelevant records counted")
          .at_least(1)};
  spec_.diagnostics = text_diagnostic_codes();
  for (const auto& code : ListReader::diagnostic_codes()) spec_.diagnostics.push_back(code);
  spec_.diagnostics.push_back("quantile-unreachable");
  spec_.checks = check_rules();
  spec_.metrics = {
      {"k=<k>.tap", "mean TAP at E0 for k errors per query: Σ w_q·TAP_q / Σ w_q"},
      {"k=<k>.e0",
       "E0: the first E_k(q), most stringent first, where the cumulative weight reaches q·W "
       "(null when padded)"},
      {"t=<t>.tap", "mean TAP at the fixed threshold t, named as written"},
      {"t=<t>.e0", "the fixed threshold t"},
      {"queries", "number of retrieval lists"},
      {"map", "mean over queries with T_q ≥ 1 of AP = (1/T_q) Σ p_i over the whole list"},
      {"rocn.mean", "mean over queries with T_q ≥ 1 of ROC_n = (1/(n·T_q)) Σ_{i≤n} t_i"},
      {"rocn.pooled", "ROC_n of all lists merged into one ranking by score, T = Σ T_q"}};
  spec_.main_metric = "k=<k>.tap";
  spec_.layouts = {"tap"};
}

double TapkTask::sniff(std::string_view role, const FileHead& file) const {
  const std::string_view head = file.head;
  if (role != "run") return 0;
  LineReader lines(head);
  Line line;
  std::array<std::string_view, 3> fields;
  int seen = 0;  // 0: before a header, 1: after it, 2: after T_q, 3+: records
  while (lines.next(line) && seen < 8) {
    const std::size_t count = split_whitespace(line.text, fields.data(), fields.size());
    if (count == 0) {
      if (seen == 1) return 0;
      if (seen >= 2) seen = 0;
      continue;
    }
    if (seen == 0) {
      if (count > 2 || (count == 2 && !parse_decimal(fields[1]))) return 0;
    } else if (seen == 1) {
      if (count != 1 || (fields[0] != "0" && !parse_positive_integer(fields[0]))) return 0;
    } else {
      if (count < 2 || (fields[0] != "0" && fields[0] != "1") || !parse_decimal(fields[1])) {
        return 0;
      }
    }
    ++seen;
  }
  // A query line, a count and records in that order are specific to this format: they outrank
  // the field shapes by which other formats are recognized (two-column records alone look like
  // other tasks' files).
  return seen >= 3 ? 0.99 : 0;
}

void TapkTask::evaluate(Evaluation& evaluation) const {
  RetrievalLists lists;
  const bool readable = read_lists(evaluation, lists);
  const ListIndex index(lists, lists.order.value_or(ScoreOrder::descending));
  if (readable) check_quantiles(index, evaluation);
  if (!evaluation.may_score()) return;
  if (!lists.order) {
    evaluation.result.note("order-assumed",
                           "scored as descending scores: the lists do not show an order");
  }
  report(lists, index, score_thresholds(index, evaluation.options), evaluation.options,
         evaluation.result);
}

// Units: the queries of every run, matched by id. Each run's lists are read again (evaluate()
// has validated them) and keep their own order.
std::unique_ptr<UnitScorer> TapkTask::legacy_unit_scorer(const std::vector<Inputs>& submissions,
                                                  const Json& options) const {
  std::vector<std::unique_ptr<RetrievalLists>> runs;
  Diagnostics diagnostics;  // evaluate() has reported them
  for (const Inputs& submission : submissions) {
    auto lists = std::make_unique<RetrievalLists>();
    std::size_t lines = 0;
    for (const InputFile& file : submission.at("run")) lines += count_lines(file.bytes);
    lists->scores.reserve(lines);
    lists->relevant.reserve(lines);
    ListReader reader(*lists, given_order(options), diagnostics);
    for (const InputFile& file : submission.at("run")) {
      reader.read(check_text("run", file.name, file.bytes, scan_text(without_bom(file.bytes)),
                             diagnostics, Emptiness::rejected));
    }
    reader.finish("run");
    runs.push_back(std::move(lists));
  }
  if (runs.empty()) return nullptr;
  return tapk_unit_scorer(std::move(runs), options);
}

// The queries' lists read, checked and scored at every threshold as evaluate() does.
std::unique_ptr<DocumentViews> TapkTask::document_views(const Inputs& inputs,
                                                        const Json& options) const {
  ScratchEvaluation scratch(spec_, inputs, options);
  Evaluation& evaluation = scratch.get();
  auto lists = std::make_unique<RetrievalLists>();
  const bool readable = read_lists(evaluation, *lists);
  auto index = std::make_unique<ListIndex>(*lists, lists->order.value_or(ScoreOrder::descending));
  if (readable) check_quantiles(*index, evaluation);
  scratch.require_scorable();
  std::vector<ThresholdScore> scores = score_thresholds(*index, options);
  return open_tapk_views(std::move(lists), std::move(index), std::move(scores));
}

std::string TapkTask::layout(std::string_view name, const Json& result) const {
  if (name != "tap") return Task::layout(name, result);
  return tap_layout(result);
}

}  // namespace bioeval::tapk
