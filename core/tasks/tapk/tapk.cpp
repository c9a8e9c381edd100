// The tapk task: threshold average precision of ranked retrieval lists, as tap.pl 1.8 and its
// port tapk.py compute it. Specification: docs/tasks/tapk.md.
#include "tasks/tapk/tapk.hpp"

#include "tasks/tapk/checks.hpp"
#include "tasks/tapk/layouts.hpp"
#include "tasks/tapk/read_lists.hpp"
#include "tasks/tapk/report.hpp"
#include "tasks/tapk/sniff.hpp"
#include "tasks/tapk/units.hpp"
#include "tasks/tapk/views.hpp"

namespace bioeval::tapk {
namespace {

std::optional<ScoreOrder> given_order(const Json& options) {
  const std::string order = options.at("order").get<std::string>();
  if (order == "asc") return ScoreOrder::ascending;
  if (order == "desc") return ScoreOrder::descending;
  return std::nullopt;
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

// The lists read once: their units (the lists themselves), and after the report each cut's TAP
// per list, which the document views show.
class TapkRun final : public ScoredRun {
 public:
  TapkRun(std::shared_ptr<const TapkUnits> units, const Json& options)
      : units_(std::move(units)), options_(options) {}

  void report(Result& result) override { scores_ = tapk::report(*units_, options_, result); }
  std::shared_ptr<const RunUnits> units() const override { return units_; }
  std::unique_ptr<DocumentViews> views() const override { return open_views(*units_, scores_); }

 private:
  std::shared_ptr<const TapkUnits> units_;
  Json options_;
  std::vector<CutScores> scores_;
};

class TapkTask final : public DeclaredTask {
 public:
  TapkTask();
  double sniff(std::string_view role, const FileHead& file) const override {
    return role == "run" ? lists_fit(file.head) : 0;
  }
  std::unique_ptr<ScoredRun> read(Evaluation& evaluation) const override;
  // Units: the queries of every run, matched by id; each run keeps its own order.
  std::unique_ptr<UnitScorer> unit_scorer(const std::vector<std::shared_ptr<const RunUnits>>& runs,
                                          const Json& options) const override {
    return tapk_unit_scorer(runs, options);
  }
  std::string layout(std::string_view name, const Json& result) const override {
    if (name != "tap") return Task::layout(name, result);
    return tap_layout(result);
  }
};

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
      {"k=<k>.tap", "mean TAP at E0 for k errors per query: Σ w_q·TAP_q / Σ w_q", Better::higher},
      {"k=<k>.e0",
       "E0: the first E_k(q), most stringent first, where the cumulative weight reaches q·W "
       "(null when padded)",
       Better::neither},
      {"t=<t>.tap", "mean TAP at the fixed threshold t, named as written", Better::higher},
      {"t=<t>.e0", "the fixed threshold t", Better::neither},
      {"queries", "number of retrieval lists", Better::neither},
      {"map", "mean over queries with T_q ≥ 1 of AP = (1/T_q) Σ p_i over the whole list",
       Better::higher},
      {"rocn.mean", "mean over queries with T_q ≥ 1 of ROC_n = (1/(n·T_q)) Σ_{i≤n} t_i",
       Better::higher},
      {"rocn.pooled", "ROC_n of all lists merged into one ranking by score, T = Σ T_q",
       Better::higher}};
  spec_.main_metric = "k=<k>.tap";
  spec_.layouts = {"tap"};
}

std::unique_ptr<ScoredRun> TapkTask::read(Evaluation& evaluation) const {
  auto lists = std::make_unique<RetrievalLists>();
  const bool readable = read_lists(evaluation, *lists);
  const bool order_shown = lists->order.has_value();
  auto units = std::make_shared<const TapkUnits>(std::move(lists),
                                                 evaluation.options.at("rocn").get<std::size_t>());
  if (readable) check_quantiles(*units, evaluation);
  if (!evaluation.may_score()) return nullptr;
  if (!order_shown) {
    evaluation.result.note("order-assumed",
                           "scored as descending scores: the lists do not show an order");
  }
  return std::make_unique<TapkRun>(std::move(units), evaluation.options);
}

}  // namespace

std::vector<const Task*> tasks() {
  static const TapkTask tapk;
  return {&tapk};
}

}  // namespace bioeval::tapk
