// bc25.act: article classification, scored as a classifier (TP/FP/FN/TN, MCC) and as one
// ranking of all articles (AUC iP/R).
#include "tasks/bc25/act_task.hpp"

#include <algorithm>
#include <array>

#include "io/sniff.hpp"
#include "io/tsv.hpp"
#include "metrics/interpolated_pr.hpp"
#include "metrics/ratios.hpp"
#include "framework/result_parts.hpp"
#include "framework/scratch_evaluation.hpp"
#include "tasks/bc25/checks.hpp"
#include "tasks/bc25/coverage.hpp"
#include "tasks/bc25/document_list.hpp"
#include "tasks/bc25/id_table.hpp"
#include "tasks/bc25/ranks.hpp"
#include "tasks/bc25/units.hpp"
#include "tasks/bc25/values.hpp"

namespace bioeval::bc25 {
namespace {

// A gold article: its id (at the start of its line) and label.
struct GoldArticle {
  std::string_view name;
  std::uint32_t line = 0;
  bool label = false;
};

struct GoldArticles {
  std::vector<GoldArticle> articles;  // in the order of the file
  IdTable index;                      // id -> index into articles
  const char* text_end = nullptr;     // the end of the gold's text, where its last line ends

  std::string_view id_of(std::uint32_t g) const { return articles[g].name; }
  std::uint32_t find(std::string_view id) const {
    return index.find(id, [this](std::uint32_t g) { return id_of(g); });
  }
  // The whole line of article g, for diagnostics.
  Line line_of(std::size_t g) const {
    const char* next = articles[g].name.data();
    return {take_line(next, text_end), articles[g].line};
  }
};

constexpr std::uint32_t kNotInGold = IdTable::kNone;

// Walks the lines of a file ahead of its reader and asks the cache for what looking up their
// ids in the gold will read: the table's slot, then the gold article it names, then that
// article's id. A hint only: lines skipped or miscounted change nothing but the speed.
class GoldPrefetch {
 public:
  GoldPrefetch(const GoldArticles& gold, std::string_view text, bool articles)
      : gold_(gold), next_(text.data()), end_(text.data() + text.size()), articles_(articles) {
    for (std::size_t i = 0; i < kAhead; ++i) advance();
  }

  // Called once per line read: one line further ahead.
  void advance() {
    at_ = (at_ + 1) % kAhead;
    if (next_ != end_) {
      const std::string_view line = take_line(next_, end_);
      hashes_[at_] = hash_text(line.substr(0, line.find('\t')));
      gold_.index.prefetch(hashes_[at_]);
    }
    if (!articles_) return;
    const std::uint32_t g = gold_.index.first_candidate(hashes_[(at_ + kAhead / 2) % kAhead]);
    if (g != kNotInGold) __builtin_prefetch(&gold_.articles[g]);
    const std::uint32_t h = gold_.index.first_candidate(hashes_[(at_ + kAhead / 4) % kAhead]);
    if (h != kNotInGold) __builtin_prefetch(gold_.articles[h].name.data());
  }

 private:
  static constexpr std::size_t kAhead = 16;
  const GoldArticles& gold_;
  const char* next_;
  const char* end_;
  bool articles_;  // also the articles and their ids (lookups), or the slots only (inserts)
  std::array<std::uint64_t, kAhead> hashes_{};
  std::size_t at_ = 0;
};

// A run line without errors: its id (at the start of the line), class, rank and confidence.
struct RunArticle {
  std::string_view name;
  std::uint64_t rank = 0;
  double confidence = 0;
  std::uint32_t line = 0;
  std::uint32_t gold = kNotInGold;  // index into GoldArticles::articles
  bool positive = false;            // the predicted class
};

struct RunArticles {
  std::vector<RunArticle> articles;  // lines without errors, in the order of the file
  // The line that first names each document: per gold article (0 = never).
  std::vector<std::uint32_t> gold_named_at;
  bool lines_rejected = false;  // some lines had errors and are not among the articles
  const char* text_end = nullptr;

  Line line_of(const RunArticle& article) const {
    const char* next = article.name.data();
    return {take_line(next, text_end), article.line};
  }
  Ranked ranked(const RunArticle& article) const {
    return {article.rank, article.confidence, line_of(article)};
  }
};

// The documents of a run that the gold does not have, each with the line that first names it.
class UnknownDocuments {
 public:
  // The line that named `id` before, or 0 when this is its first.
  std::uint32_t name(std::string_view id, std::uint32_t line) {
    const auto fresh = static_cast<std::uint32_t>(ids_.size());
    const std::uint32_t number =
        index_.find_or_add(id, fresh, [this](std::uint32_t n) { return ids_[n]; });
    if (number != fresh) return named_at_[number];
    ids_.push_back(id);
    named_at_.push_back(line);
    return 0;
  }

 private:
  std::vector<std::string_view> ids_;
  std::vector<std::uint32_t> named_at_;
  IdTable index_;
};

const RankFields kRunFields{2, 3};

GoldArticles read_gold(const TextInput& input, Diagnostics& diagnostics, ProgressFn progress) {
  const std::size_t lines = count_lines(input.text);
  GoldArticles gold{{}, IdTable(lines), input.text.data() + input.text.size()};
  gold.articles.reserve(lines);
  RecordReader reader(input, {"ACT gold", {"document", "label"}}, diagnostics, std::move(progress));
  GoldPrefetch prefetch(gold, input.text, false);
  Record record;
  while (reader.next(record)) {
    prefetch.advance();
    const auto label = read_binary(reader, record, 1, "label-not-binary", diagnostics);
    const auto fresh = static_cast<std::uint32_t>(gold.articles.size());
    const std::uint32_t first = gold.index.find_or_add(
        record[0], fresh, [&gold](std::uint32_t g) { return gold.id_of(g); });
    if (first != fresh) {
      diagnostics.error("duplicate-gold-line", reader.at(record, 0),
                        "the gold lists document '" + std::string(record[0]) + "' twice (lines " +
                            std::to_string(gold.articles[first].line) + " and " +
                            std::to_string(record.line.number) + "); the first line is used");
      continue;
    }
    gold.articles.push_back(
        {record[0], static_cast<std::uint32_t>(record.line.number), label.value_or(false)});
  }
  return gold;
}

// The released test list as a gold without labels: what the run's documents are checked against.
GoldArticles unlabelled(const DocumentList& list) {
  GoldArticles gold{{}, IdTable(list.documents.size()), nullptr};
  gold.articles.reserve(list.documents.size());
  for (const Placement& document : list.documents) {
    const auto fresh = static_cast<std::uint32_t>(gold.articles.size());
    gold.index.find_or_add(document.name, fresh,
                           [&gold](std::uint32_t g) { return gold.id_of(g); });
    gold.articles.push_back({document.name, static_cast<std::uint32_t>(document.line.number)});
  }
  return gold;
}

// A run article as the rank rules read it.
struct RankedArticle {
  std::uint64_t rank;
  double confidence;
  const RunArticle* article;
};

// The rank rules per predicted class: sorted by rank (then line), ranks 1..N and confidences
// that do not increase.
void check_run_ranks(const TextInput& input, const RunArticles& run, Diagnostics& diagnostics) {
  const RankReport report{input, kRunFields, diagnostics};
  const auto to_ranked = [&run](const RankedArticle& a) { return run.ranked(*a.article); };
  std::vector<RankedArticle> by_rank;
  for (const bool positive : {true, false}) {
    by_rank.clear();
    for (const auto& article : run.articles) {
      if (article.positive == positive) {
        by_rank.push_back({article.rank, article.confidence, &article});
      }
    }
    // Articles are in line order: equal ranks stay in line order.
    const auto by_rank_then_line = [](const RankedArticle& a, const RankedArticle& b) {
      return a.rank != b.rank ? a.rank < b.rank : a.article < b.article;
    };
    if (!std::is_sorted(by_rank.begin(), by_rank.end(), by_rank_then_line)) {
      std::sort(by_rank.begin(), by_rank.end(), by_rank_then_line);
    }
    const RankGroup group{"class", positive ? "1" : "0", false};
    // With lines left out, ranks cannot be judged: those lines are reported.
    if (!run.lines_rejected) {
      check_ranks_are_sequence(by_rank.begin(), by_rank.end(), to_ranked, group, report);
    }
    check_confidences(by_rank.begin(), by_rank.end(), to_ranked, group, report);
  }
}

RunArticles read_run(const TextInput& input, const GoldArticles& gold, Diagnostics& diagnostics,
                     ProgressFn progress) {
  RunArticles out;
  out.text_end = input.text.data() + input.text.size();
  out.gold_named_at.assign(gold.articles.size(), 0);
  out.articles.reserve(count_lines(input.text));
  UnknownDocuments unknown;
  RecordReader reader(input, {"ACT run", {"document", "class", "rank", "confidence"}}, diagnostics,
                      std::move(progress));
  GoldPrefetch prefetch(gold, input.text, true);
  Record record;
  while (reader.next(record)) {
    prefetch.advance();
    const auto positive = read_binary(reader, record, 1, "class-not-binary", diagnostics);
    const auto rank = read_rank(reader, record, kRunFields.rank, diagnostics);
    const auto confidence = read_confidence(reader, record, kRunFields.confidence, diagnostics);
    const auto line_number = static_cast<std::uint32_t>(record.line.number);
    const std::uint32_t gold_index = gold.find(record[0]);
    std::uint32_t named_at = 0;
    if (gold_index != kNotInGold) {
      auto& seen = out.gold_named_at[gold_index];
      named_at = seen;
      if (!seen) seen = line_number;
    } else {
      named_at = unknown.name(record[0], line_number);
    }
    if (named_at) {
      diagnostics.error("duplicate-document", reader.at(record, 0),
                        "document '" + std::string(record[0]) +
                            "' was already classified at line " + std::to_string(named_at) +
                            "; give each document once");
      continue;
    }
    if (!positive || !rank || !confidence) {
      out.lines_rejected = true;
      continue;
    }
    out.articles.push_back({record[0], *rank, *confidence, line_number, gold_index, *positive});
  }
  out.lines_rejected |= !reader.rejected_lines().empty();
  check_run_ranks(input, out, diagnostics);
  return out;
}

// Sorts [first, last) by `before` unless it already is (runs list each class in rank order).
template <class It, class Before>
void sort_unless_sorted(It first, It last, Before before) {
  if (!std::is_sorted(first, last, before)) std::sort(first, last, before);
}

// The joined ranking: class 1 by ascending rank, then class 0 by descending rank (the
// least-confident negative first); equal ranks by document id. Unknown documents are left out.
std::vector<const RunArticle*> joined_ranking(const std::vector<RunArticle>& run) {
  std::vector<const RunArticle*> ranking;
  ranking.reserve(run.size());
  for (const bool positive : {true, false}) {
    for (const auto& article : run) {
      if (article.gold != kNotInGold && article.positive == positive) ranking.push_back(&article);
    }
  }
  const auto negatives = std::find_if(ranking.begin(), ranking.end(),
                                      [](const RunArticle* a) { return !a->positive; });
  std::reverse(negatives, ranking.end());  // listed by ascending rank, most often
  sort_unless_sorted(ranking.begin(), negatives, [](const RunArticle* a, const RunArticle* b) {
    return a->rank != b->rank ? a->rank < b->rank : a->name < b->name;
  });
  sort_unless_sorted(negatives, ranking.end(), [](const RunArticle* a, const RunArticle* b) {
    return a->rank != b->rank ? a->rank > b->rank : a->name < b->name;
  });
  return ranking;
}

// The one document of the views: the joined ranking.
constexpr std::string_view kRankingDocument = "ranking";
constexpr const char* kView = "ranking";

const char* outcome(bool predicted, bool gold) {
  if (predicted) return gold ? "TP" : "FP";
  return gold ? "FN" : "TN";
}

// A ratio as a profile reports it: bc-evaluate divides by zero as 0 (its `_divide`), and so
// does the official profile; the published one leaves it undefined (null). Either way a note
// names an undefined ratio with both values.
void ratio_metric(Result& result, const std::string& name, std::optional<double> value) {
  if (!value) {
    result.notes.push_back({"undefined-as-zero",
                            "undefined (a division by zero): bc-evaluate prints 0, as the "
                            "official profile does; the published profile leaves it null",
                            name, 0.0, std::nullopt});
  }
  result.metric(name, value || result.profile == "published" ? value : 0.0);
}

// A check against the released test list: every rule of the run, its documents against the list.
void check_against_list(Evaluation& evaluation) {
  Diagnostics& diagnostics = evaluation.diagnostics();
  const SingleInput list_file = evaluation.single("input");
  const SingleInput run_file = evaluation.single("run");
  const TextInput& list_input = list_file.text;
  const TextInput& run_input = run_file.text;
  const DocumentList documents = read_document_list(list_input, list_file.progress);
  const GoldArticles list = unlabelled(documents);
  const RunArticles run = read_run(run_input, list, diagnostics, run_file.progress);
  if (!list_input.ok || !run_input.ok) return;
  std::vector<Placement> outside, missing;
  for (const auto& article : run.articles) {
    if (article.gold == kNotInGold) outside.push_back({article.name, run.line_of(article)});
  }
  for (std::size_t g = 0; g < list.articles.size(); ++g) {
    if (!run.gold_named_at[g]) missing.push_back(documents.documents[g]);
  }
  report_documents_outside_list(outside, run_input, list_input, diagnostics);
  report_missing_documents(missing, list_input, "article(s) of the released test list",
                           "they will be neither classified nor ranked (recall stays short)",
                           diagnostics);
}

// The views of an ACT submission: one document, the joined ranking (after the cutoff), its
// articles TP (gold 1) or FP (gold 0) and the gold positives it does not rank as missed; the
// detail lists the first kMaxTableRows of each, as the articles table does.
class ActViews final : public DocumentViews {
 public:
  ActViews(const TaskSpec& spec, const Inputs& inputs, const Json& options) {
    ScratchEvaluation scratch(spec, inputs, options);
    scratch.require_scorable();  // a check against the released list has no gold to show
    Evaluation& evaluation = scratch.get();
    gold_ = read_gold(evaluation.single("gold").text, evaluation.diagnostics(), {});
    run_ = read_run(evaluation.single("run").text, gold_, evaluation.diagnostics(), {});
    scratch.require_scorable();  // again, with what reading found
    ranking_ = joined_ranking(run_.articles);
    const auto cutoff = options.at("cutoff").get<std::uint64_t>();
    if (cutoff && ranking_.size() > cutoff) ranking_.resize(cutoff);
    find_missed();
    score_ranking();
  }

  Json index() const override {
    Json document = {
        {"id", kRankingDocument},
        {"label", "joined ranking of " + std::to_string(ranking_.size()) + " articles"},
        {"score", score_},
        {"counts",
         {{kView, {{"tp", tp_}, {"fp", ranking_.size() - tp_}, {"missed", missed_.size()}}}}}};
    return index_json("ranking", Json::array({kView}), verdicts_json(list_verdicts()),
                      Json::array({std::move(document)}));
  }

  Json document(std::string_view id) const override {
    if (id != kRankingDocument) {
      throw UsageError("bc25.act has one document, 'ranking', not '" + std::string(id) + "'");
    }
    return {{"id", kRankingDocument},  {"annotations", Json::array()}, {"relations", Json::array()},
            {"groups", Json::array()}, {"items", ranked_items()},      {"missed", missed_items()}};
  }

 private:
  bool label_of(const RunArticle& article) const { return gold_.articles[article.gold].label; }

  // The ranking's AUC iP/R as evaluate() computes it (null without gold positives).
  void score_ranking() {
    std::vector<bool> relevant;
    std::uint64_t positives = 0;
    for (const GoldArticle& article : gold_.articles) positives += article.label ? 1 : 0;
    for (const RunArticle* article : ranking_) relevant.push_back(label_of(*article));
    for (const bool r : relevant) tp_ += r ? 1 : 0;
    if (positives) score_ = auc_ipr(interpolated_pr(walk_ranking(relevant), positives));
  }

  // The gold positives the ranking leaves out: those the run does not classify (gold order, as
  // the articles table lists them), then those after the cutoff.
  void find_missed() {
    std::vector<bool> ranked(gold_.articles.size(), false),
        classified(gold_.articles.size(), false);
    for (const RunArticle* article : ranking_) ranked[article->gold] = true;
    for (const RunArticle& article : run_.articles) {
      if (article.gold != kNotInGold) classified[article.gold] = true;
    }
    for (const bool in_run : {false, true}) {
      for (std::size_t g = 0; g < gold_.articles.size(); ++g) {
        if (gold_.articles[g].label && !ranked[g] && classified[g] == in_run) missed_.push_back(g);
      }
      if (!in_run) unclassified_missed_ = missed_.size();
    }
  }

  Json ranked_items() const {
    Json items = Json::array();
    for (std::size_t i = 0; i < ranking_.size() && i < kMaxTableRows; ++i) {
      const RunArticle& a = *ranking_[i];
      const bool label = label_of(a);
      items.push_back({{"rank", i + 1},
                       {"id", std::string(a.name)},
                       {"score", a.confidence},
                       {"verdicts", {{kView, label ? "tp" : "fp"}}},
                       {"details",
                        {{"gold", label ? 1 : 0},
                         {"class", a.positive ? 1 : 0},
                         {"rank in class", a.rank},
                         {"outcome", outcome(a.positive, label)},
                         {"line", a.line}}}});
    }
    return items;
  }

  Json missed_items() const {
    Json out = Json::array();
    for (std::size_t i = 0; i < missed_.size() && i < kMaxTableRows; ++i) {
      const bool in_run = i >= unclassified_missed_;
      out.push_back(
          {{"id", std::string(gold_.articles[missed_[i]].name)},
           {"details",
            {{"why", in_run ? "ranked after the cutoff" : "not classified by the run"}}}});
    }
    return out;
  }

  GoldArticles gold_;
  RunArticles run_;
  std::vector<const RunArticle*> ranking_;  // after the cutoff
  std::vector<std::size_t> missed_;         // gold positives not in ranking_
  std::size_t unclassified_missed_ = 0;     // missed_ begins with those the run does not classify
  Json score_ = nullptr;
  std::uint64_t tp_ = 0;
};

}  // namespace

std::unique_ptr<DocumentViews> ActTask::document_views(const Inputs& inputs,
                                                       const Json& options) const {
  return std::make_unique<ActViews>(spec_, inputs, options);
}

ActTask::ActTask() {
  spec_.id = "bc25.act";
  spec_.group_label = "BioCreative II.5";
  spec_.title = "BC II.5 ACT — article classification";
  spec_.summary =
      "Articles classified as describing protein interactions (1) or not (0), each with a rank "
      "and a confidence; scored as a classifier and as one joined ranking.";
  spec_.reference = "bc-evaluate 2.3.1 (BioCreative II.5 evaluation library)";
  // official: undefined ratios read 0, as bc-evaluate prints them; published: null.
  spec_.profiles = {"official", "published"};
  spec_.roles = {
      {"gold", "bc25-act-gold", "doc<TAB>label (0 or 1), one article per line", true, false},
      {"run", "bc25-act-run", "doc<TAB>class (0/1)<TAB>rank<TAB>confidence, ranks 1..N per class",
       true, false},
      {"input", "bc25-document-list", kDocumentListHelp, false, false, kDocumentListHints, "gold"}};
  spec_.options = {OptionSpec("cutoff", OptionType::integer, 0,
                              "truncate the joined ranking to its first k articles (0: no cutoff)")
                       .at_least(0),
                   OptionSpec("all_documents", OptionType::boolean, false,
                              "count gold articles missing from the run as classified 0 in the "
                              "classification metrics")};
  spec_.diagnostics =
      diagnostic_codes({"class-not-binary", "label-not-binary", "duplicate-document"});
  spec_.checks = check_rules(TaskKind::act);
  spec_.main_metric = "ranking.auc_ipr";
  spec_.metrics = {
      {"ranking.auc_ipr", "AUC iP/R of the joined ranking against the gold positives"},
      {"ranking.p_at_full_r", "best precision where the joined ranking reaches recall 1"},
      {"ranking.tp", "gold positives in the joined ranking"},
      {"ranking.fp", "gold negatives in the joined ranking"},
      {"class.tp", "classified 1, gold 1"},
      {"class.fp", "classified 1, gold 0"},
      {"class.fn", "classified 0, gold 1"},
      {"class.tn", "classified 0, gold 0"},
      {"class.mcc", "(TP·TN − FP·FN) / √((TP+FP)(TP+FN)(TN+FP)(TN+FN)), 0 if undefined"},
      {"class.accuracy", "(TP + TN) / (TP + FP + FN + TN)"},
      {"class.sensitivity", "TP / (TP + FN)"},
      {"class.specificity", "TN / (TN + FP)"}};
}

double ActTask::sniff(std::string_view role, const FileHead& file) const {
  const std::string_view head = file.head;
  using F = FieldShape;
  if (role == "input") return sniff_document_list(head);
  if (role == "gold") return shape_score(head, {F::any, F::binary});
  return shape_score(head, {F::any, F::binary, F::integer, F::number});
}

void ActTask::evaluate(Evaluation& evaluation) const {
  if (evaluation.against_input()) return check_against_list(evaluation);
  if (evaluation.has("input")) note_input_unread(evaluation.result);
  Diagnostics& diagnostics = evaluation.diagnostics();
  const SingleInput gold_file = evaluation.single("gold");
  const SingleInput run_file = evaluation.single("run");
  const TextInput& gold_input = gold_file.text;
  const TextInput& run_input = run_file.text;
  const GoldArticles gold = read_gold(gold_input, diagnostics, gold_file.progress);
  const RunArticles run_articles = read_run(run_input, gold, diagnostics, run_file.progress);
  const std::vector<RunArticle>& run = run_articles.articles;
  const bool all_documents = evaluation.options.at("all_documents").get<bool>();
  const auto cutoff = evaluation.options.at("cutoff").get<std::uint64_t>();

  std::vector<Placement> unknown, missing;
  std::vector<std::size_t> missing_gold;
  for (const auto& article : run) {
    if (article.gold == kNotInGold)
      unknown.push_back({article.name, run_articles.line_of(article)});
  }
  for (std::size_t g = 0; g < gold.articles.size(); ++g) {
    if (run_articles.gold_named_at[g]) continue;
    missing.push_back({gold.articles[g].name, gold.line_of(g)});
    missing_gold.push_back(g);
  }
  if (gold_input.ok && run_input.ok) {
    report_unknown_documents(unknown, run_input, diagnostics);
    report_missing_documents(missing, gold_input, "gold document(s)",
                             all_documents
                                 ? "they count as classified 0 (all_documents) and are not ranked"
                                 : "they are neither classified nor ranked (recall stays short)",
                             diagnostics);
  }
  if (!evaluation.may_score()) return;

  std::vector<const RunArticle*> ranking = joined_ranking(run);
  if (cutoff && ranking.size() > cutoff) ranking.resize(cutoff);
  std::uint64_t positives = 0;
  for (const auto& article : gold.articles) positives += article.label ? 1 : 0;

  std::vector<bool> relevant;
  Confusion confusion;
  Table articles{"articles",
                 "Articles in ranking order",
                 {"document", "gold", "class", "rank", "confidence", "position", "outcome"}};
  relevant.reserve(ranking.size());
  for (std::size_t i = 0; i < ranking.size(); ++i) {
    const RunArticle& a = *ranking[i];
    const bool label = gold.articles[a.gold].label;
    relevant.push_back(label);
    if (articles.rows.size() == kMaxTableRows) continue;
    articles.rows.push_back({a.name, label ? 1 : 0, a.positive ? 1 : 0, a.rank, a.confidence, i + 1,
                             outcome(a.positive, label)});
    articles.links.push_back({std::string(kRankingDocument), std::string(a.name)});
  }
  for (const auto& a : run) {
    if (a.gold == kNotInGold) continue;
    const bool label = gold.articles[a.gold].label;
    (a.positive ? (label ? confusion.tp : confusion.fp) : (label ? confusion.fn : confusion.tn)) +=
        1;
  }
  for (const std::size_t g : missing_gold) {
    const GoldArticle& m = gold.articles[g];
    const bool label = m.label;
    if (all_documents) (label ? confusion.fn : confusion.tn) += 1;
    if (articles.rows.size() == kMaxTableRows) continue;
    articles.rows.push_back({m.name, label ? 1 : 0, nullptr, nullptr, nullptr, nullptr,
                             all_documents ? outcome(false, label) : "missing"});
    // A positive is among the ranking's missed items; a negative has no place but the ranking.
    articles.links.push_back(
        {std::string(kRankingDocument), label ? std::string(m.name) : std::string()});
  }
  const std::size_t article_count = ranking.size() + missing_gold.size();
  if (article_count > articles.rows.size()) {
    evaluation.result.note(
        "table-cut", "the articles table lists the first " + std::to_string(articles.rows.size()) +
                         " of " + std::to_string(article_count) +
                         " articles (ranking order, then the missing ones); the metrics count "
                         "them all");
  }

  const auto walk = walk_ranking(relevant);
  const auto levels = interpolated_pr(walk, positives);
  Result& result = evaluation.result;
  ratio_metric(result, "ranking.auc_ipr",
               positives ? std::optional<double>(auc_ipr(levels)) : std::nullopt);
  result.metric("ranking.p_at_full_r", precision_at_full_recall(walk, positives));
  result.metric("ranking.tp", static_cast<double>(walk.empty() ? 0 : walk.back().tp));
  result.metric("ranking.fp", static_cast<double>(walk.empty() ? 0 : walk.back().fp));
  result.metric("class.tp", static_cast<double>(confusion.tp));
  result.metric("class.fp", static_cast<double>(confusion.fp));
  result.metric("class.fn", static_cast<double>(confusion.fn));
  result.metric("class.tn", static_cast<double>(confusion.tn));
  result.metric("class.mcc", mcc(confusion));
  ratio_metric(result, "class.accuracy", accuracy(confusion));
  ratio_metric(result, "class.sensitivity", sensitivity(confusion));
  ratio_metric(result, "class.specificity", specificity(confusion));

  Table table{"confusion", "Classification against the gold", {"", "gold 1", "gold 0"}};
  table.rows.push_back({"class 1", confusion.tp, confusion.fp});
  table.rows.push_back({"class 0", confusion.fn, confusion.tn});
  result.tables.push_back(std::move(table));
  result.tables.push_back(std::move(articles));
  result.curves.push_back({"ipr.ranking", "Interpolated precision/recall of the joined ranking",
                           "step", "recall", "precision", points_json(levels)});
  const auto raw = pr_points(walk, positives);
  if (raw.size() > kMaxCurvePoints) {
    result.note("curve-thinned", "the curve pr.ranking shows " + std::to_string(kMaxCurvePoints) +
                                     " evenly spaced of its " + std::to_string(raw.size()) +
                                     " points");
  }
  result.curves.push_back({"pr.ranking", "Precision/recall after each article of the ranking",
                           "line", "recall", "precision",
                           points_json(thinned(raw, kMaxCurvePoints))});
}

// Units: the gold articles, in gold order, each with its entry in every run's joined ranking.
std::unique_ptr<UnitScorer> ActTask::legacy_unit_scorer(const std::vector<Inputs>& submissions,
                                                 const Json& options) const {
  if (submissions.empty()) return nullptr;
  Diagnostics diagnostics;  // evaluate() has reported them
  const TextInput gold_input = reread("gold", submissions.front(), diagnostics);
  const GoldArticles gold = read_gold(gold_input, diagnostics, {});
  std::vector<bool> labels;
  std::vector<std::string> names;
  for (const GoldArticle& article : gold.articles) {
    labels.push_back(article.label);
    names.emplace_back(article.name);
  }
  std::vector<std::vector<ArticleEntry>> runs;
  for (const Inputs& submission : submissions) {
    const TextInput run_input = reread("run", submission, diagnostics);
    const RunArticles run = read_run(run_input, gold, diagnostics, {});
    std::vector<ArticleEntry> entries(gold.articles.size());
    for (std::size_t g = 0; g < gold.articles.size(); ++g) {
      entries[g].named = run.gold_named_at[g] != 0;
    }
    for (const RunArticle& article : run.articles) {
      if (article.gold == kNotInGold) continue;
      ArticleEntry& entry = entries[article.gold];
      entry.classified = true;
      entry.positive = article.positive;
      entry.rank = article.rank;
    }
    runs.push_back(std::move(entries));
  }
  ActSettings settings;
  settings.cutoff = options.at("cutoff").get<std::uint64_t>();
  settings.all_documents = options.at("all_documents").get<bool>();
  settings.undefined_zero = options.value("profile", std::string("official")) != "published";
  return act_unit_scorer(std::move(labels), std::move(names), std::move(runs), settings);
}

}  // namespace bioeval::bc25
