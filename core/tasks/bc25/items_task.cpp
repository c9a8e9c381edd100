// bc25.int and bc25.ipt: macro and micro P/R/F and AUC iP/R over documents.
#include "tasks/bc25/items_task.hpp"

#include "base/parallel_jobs.hpp"

#include <algorithm>

#include "io/sniff.hpp"
#include "metrics/interpolated_pr.hpp"
#include "metrics/ratios.hpp"
#include "metrics/summary.hpp"
#include "framework/result_parts.hpp"
#include "tasks/bc25/checks.hpp"
#include "tasks/bc25/coverage.hpp"
#include "tasks/bc25/document_list.hpp"
#include "tasks/bc25/items.hpp"
#include "tasks/bc25/items_documents.hpp"
#include "tasks/bc25/units.hpp"
#include "tasks/bc25/values.hpp"

namespace bioeval::bc25 {

std::size_t find_gold_item(const std::vector<Item>& items, const Run& run, const Hit& hit) {
  const auto first =
      std::lower_bound(items.begin(), items.end(), hit.key,
                       [](const Item& item, std::uint64_t key) { return item.key < key; });
  for (auto it = first; it != items.end() && it->key == hit.key; ++it) {
    if (*it == run.item_of(hit)) return static_cast<std::size_t>(it - items.begin());
  }
  return items.size();
}

namespace {

struct DocumentScore {
  std::string_view name;
  std::uint64_t gold_items = 0, hits = 0, tp = 0, fp = 0, fn = 0;
  double precision = 0, recall = 0, f1 = 0, auc = 0;
  std::vector<PrPoint> levels;  // the interpolated curve, kept only for document_curves
};

// Buffers reused from one document to the next.
struct Scratch {
  std::vector<RankCounts> walk;
  std::vector<bool> matched;
};

// Per-depth counts for the micro curve: the d-th hit of every document, pooled.
struct DepthCounts {
  std::vector<std::uint64_t> tp, fp;
  void add(std::size_t depth, bool relevant) {
    if (tp.size() <= depth) tp.resize(depth + 1), fp.resize(depth + 1);
    (relevant ? tp[depth] : fp[depth]) += 1;
  }
  // Cumulative counts after depth 1, 2, …, D.
  std::vector<RankCounts> walk() const {
    std::vector<RankCounts> out;
    RankCounts sum;
    for (std::size_t d = 0; d < tp.size(); ++d) {
      sum.tp += tp[d];
      sum.fp += fp[d];
      out.push_back(sum);
    }
    return out;
  }
};

DocumentScore score_document(const GoldDocument& gold, const Run& run, const RunDocument* document,
                             std::uint64_t cutoff, bool keep_curve, DepthCounts& depths,
                             Scratch& scratch) {
  DocumentScore score;
  score.name = gold.name;
  score.gold_items = gold.items.size();
  scratch.matched.assign(gold.items.size(), false);
  scratch.walk.clear();
  if (document) {
    const std::size_t length =
        cutoff ? std::min<std::size_t>(document->hit_count, cutoff) : document->hit_count;
    const Hit* hits = run.begin(*document);
    RankCounts counts;
    for (std::size_t i = 0; i < length; ++i) {
      const std::size_t at = find_gold_item(gold.items, run, hits[i]);
      // A gold item counts once: a repeat (possible only when forced) is a false positive.
      const bool relevant = at < gold.items.size() && !scratch.matched[at];
      if (relevant) scratch.matched[at] = true;
      (relevant ? counts.tp : counts.fp) += 1;
      scratch.walk.push_back(counts);
      depths.add(i, relevant);
    }
    score.hits = length;
    score.tp = counts.tp;
    score.fp = counts.fp;
  }
  score.fn = score.gold_items - score.tp;
  score.precision = precision(score.tp, score.fp).value_or(0.0);
  score.recall = recall(score.tp, score.fn).value_or(0.0);
  score.f1 = f1(score.precision, score.recall);
  auto levels = interpolated_pr(scratch.walk, score.gold_items);
  score.auc = auc_ipr(levels);
  if (keep_curve) score.levels = std::move(levels);
  return score;
}

void report_coverage(const Gold& gold, const Run& run, const std::vector<std::int64_t>& run_of_gold,
                     bool all_documents, const TextInput& gold_input, const TextInput& run_input,
                     Diagnostics& diagnostics) {
  std::vector<Placement> unknown, missing;
  for (const auto& document : run.documents) {
    if (document.gold < 0) unknown.push_back({document.name, document.first_line});
  }
  for (std::size_t g = 0; g < gold.documents.size(); ++g) {
    if (run_of_gold[g] < 0)
      missing.push_back({gold.documents[g].name, gold.documents[g].first_line});
  }
  report_unknown_documents(unknown, run_input, diagnostics);
  report_missing_documents(missing, gold_input, "gold document(s)",
                           all_documents ? "they are scored as zero (all_documents)"
                                         : "they are skipped, as the reference scorer does; the "
                                           "option all_documents scores them as zero",
                           diagnostics);
}

// The released test list as a gold without answers: what the run's documents are checked against.
Gold unanswered(const DocumentList& list) {
  Gold gold;
  gold.index = list.index;
  for (const Placement& document : list.documents) {
    gold.documents.push_back({document.name, document.line, {}});
  }
  return gold;
}

// A check against the released test list: every rule of the run, its documents against the list.
void check_against_list(const ItemKind& kind, Evaluation& evaluation) {
  Diagnostics& diagnostics = evaluation.diagnostics();
  const SingleInput list_file = evaluation.single("input");
  const SingleInput run_file = evaluation.single("run");
  const TextInput& list_input = list_file.text;
  const TextInput& run_input = run_file.text;
  const Gold list = unanswered(read_document_list(list_input, list_file.progress));
  const Run run = read_item_run(run_input, kind, list, diagnostics, run_file.progress);
  if (!list_input.ok || !run_input.ok) return;
  std::vector<Placement> outside, missing;
  std::vector<bool> named(list.documents.size(), false);
  for (const auto& document : run.documents) {
    if (document.gold < 0) {
      outside.push_back({document.name, document.first_line});
    } else {
      named[static_cast<std::size_t>(document.gold)] = true;
    }
  }
  for (std::size_t d = 0; d < list.documents.size(); ++d) {
    if (!named[d]) missing.push_back({list.documents[d].name, list.documents[d].first_line});
  }
  report_documents_outside_list(outside, run_input, list_input, diagnostics);
  report_missing_documents(missing, list_input, "document(s) of the released test list",
                           "those the gold has answers for will be skipped, as the reference "
                           "scorer does (the option all_documents scores them as zero)",
                           diagnostics);
}

Json document_row(const DocumentScore& s) {
  Json row = Json::array();
  auto& cells = row.get_ref<Json::array_t&>();
  cells.reserve(10);
  cells.emplace_back(s.name);
  for (const std::uint64_t count : {s.gold_items, s.hits, s.tp, s.fp, s.fn})
    cells.emplace_back(count);
  for (const double value : {s.precision, s.recall, s.f1, s.auc}) cells.emplace_back(value);
  return row;
}

void report(const std::vector<DocumentScore>& scores, const std::vector<RankCounts>& micro_walk,
            const Json& options, Result& result) {
  Confusion micro;
  std::vector<double> p, r, f, auc;
  for (const auto& s : scores) {
    micro.tp += s.tp;
    micro.fp += s.fp;
    micro.fn += s.fn;
    p.push_back(s.precision);
    r.push_back(s.recall);
    f.push_back(s.f1);
    auc.push_back(s.auc);
  }
  const auto micro_p = precision(micro.tp, micro.fp);
  const auto micro_r = recall(micro.tp, micro.fn);
  const auto micro_levels = interpolated_pr(micro_walk, micro.tp + micro.fn);
  const bool any = !scores.empty();

  result.metric("documents", static_cast<double>(scores.size()));
  result.metric("micro.tp", static_cast<double>(micro.tp));
  result.metric("micro.fp", static_cast<double>(micro.fp));
  result.metric("micro.fn", static_cast<double>(micro.fn));
  result.metric("micro.precision", micro_p);
  result.metric("micro.recall", micro_r);
  result.metric("micro.f1", f1(micro_p, micro_r));
  result.metric("micro.auc_ipr", any ? std::optional<double>(auc_ipr(micro_levels)) : std::nullopt);
  result.metric("macro.precision", mean(p));
  result.metric("macro.recall", mean(r));
  result.metric("macro.f1", mean(f));
  result.metric("macro.auc_ipr", mean(auc));
  result.metric("macro.precision_sd", population_sd(p));
  result.metric("macro.recall_sd", population_sd(r));
  result.metric("macro.f1_sd", population_sd(f));
  result.metric("macro.auc_ipr_sd", population_sd(auc));

  Table documents{
      "documents",
      "Per document",
      {"document", "gold items", "hits", "tp", "fp", "fn", "precision", "recall", "f1", "auc_ipr"}};
  documents.rows.reserve(scores.size() * 160);
  documents.links.reserve(scores.size());
  for (const auto& s : scores) {
    documents.rows.push_back(document_row(s));
    documents.links.push_back({std::string(s.name), {}});  // the article's list
  }
  result.tables.push_back(std::move(documents));

  result.curves.push_back({"ipr.micro", "Micro interpolated precision/recall (AUC iP/R)", "step",
                           "recall", "precision", points_json(micro_levels)});
  result.curves.push_back({"pr.micro", "Micro precision/recall after each rank depth", "line",
                           "recall", "precision",
                           points_json(pr_points(micro_walk, micro.tp + micro.fn))});
  if (scores.size() <= kMaxBars) {
    Curve per_document{"auc.documents", "AUC iP/R per document", "bar", "document", "AUC iP/R"};
    for (const auto& s : scores) per_document.points.push_back(Json::array({s.name, s.auc}));
    result.curves.push_back(std::move(per_document));
  } else {
    result.curves.push_back(histogram("auc.documents", "Documents by AUC iP/R", "AUC iP/R", auc));
  }
  if (options.at("document_curves").get<bool>()) {
    for (const auto& s : scores) {
      result.curves.push_back({"ipr.document:" + std::string(s.name),
                               "Interpolated precision/recall of " + std::string(s.name), "step",
                               "recall", "precision", points_json(s.levels)});
    }
  }
}

// A gold article's hits in one run as a unit of a comparison: its scores as score_document()
// gives them, and its hits' relevance read back from the cumulative walk.
ArticleHits article_hits(const GoldDocument& gold, const Run& run, const RunDocument* document,
                         bool all_documents, std::uint64_t cutoff, Scratch& scratch) {
  ArticleHits article;
  article.evaluated = document || all_documents;
  if (!article.evaluated) return article;
  DepthCounts unused;
  const DocumentScore s = score_document(gold, run, document, cutoff, false, unused, scratch);
  article.tp = s.tp;
  article.fp = s.fp;
  article.fn = s.fn;
  article.precision = s.precision;
  article.recall = s.recall;
  article.f1 = s.f1;
  article.auc = s.auc;
  std::uint64_t tp = 0;
  for (const RankCounts& counts : scratch.walk) {
    article.relevant.push_back(counts.tp > tp);
    tp = counts.tp;
  }
  return article;
}

}  // namespace

ArticleHits article_hits(const GoldDocument& gold, const Run& run, const RunDocument* document,
                         bool all_documents, std::uint64_t cutoff) {
  Scratch scratch;
  return article_hits(gold, run, document, all_documents, cutoff, scratch);
}

ItemTask::ItemTask(std::string id, std::size_t arity)
    : kind_{arity, arity == 1 ? "accession" : "pair"} {
  const bool pairs = arity == 2;
  spec_.id = std::move(id);
  spec_.group_label = "BioCreative II.5";
  spec_.title =
      pairs ? "BC II.5 IPT — interaction pairs" : "BC II.5 INT — interactor normalization";
  spec_.summary =
      pairs ? "Ranked, unordered pairs of UniProt accessions per article against the gold pairs."
            : "Ranked UniProt accessions of interactors per article against the gold accessions.";
  spec_.reference = "bc-evaluate 2.3.1 (BioCreative II.5 evaluation library)";
  spec_.roles = {
      {"gold", pairs ? "bc25-ipt-gold" : "bc25-int-gold",
       pairs ? "doc<TAB>accA<TAB>accB, one gold pair per line"
             : "doc<TAB>accession, one gold accession per line",
       true, false},
      {"run", pairs ? "bc25-ipt-run" : "bc25-int-run",
       pairs ? "doc<TAB>accA<TAB>accB<TAB>rank<TAB>confidence, ranks 1..N per document"
             : "doc<TAB>accession<TAB>rank<TAB>confidence, ranks 1..N per document",
       true, false},
      {"input", "bc25-document-list", kDocumentListHelp, false, false, kDocumentListHints, "gold"}};
  spec_.options = {
      OptionSpec("cutoff", OptionType::integer, 0,
                 "truncate every document's list to its first k hits (0: no cutoff)")
          .at_least(0),
      OptionSpec("all_documents", OptionType::boolean, false,
                 "also score gold documents that have no hits in the run, as P = R = F = AUC = 0"),
      OptionSpec("document_curves", OptionType::boolean, false,
                 "add the iP/R curve of every evaluated document to the result")};
  spec_.diagnostics = pairs ? diagnostic_codes({"duplicate-pair", "self-pair", "accession-format"})
                            : diagnostic_codes({"duplicate-accession", "accession-format"});
  spec_.checks = check_rules(pairs ? TaskKind::pairs : TaskKind::interactors);
  spec_.main_metric = "micro.auc_ipr";
  spec_.metrics = {
      {"documents", "number of evaluated documents"},
      {"micro.tp", "hits that are gold items, over all evaluated documents"},
      {"micro.fp", "hits that are not gold items"},
      {"micro.fn", "gold items of evaluated documents not among the hits"},
      {"micro.precision", "tp / (tp + fp), pooled"},
      {"micro.recall", "tp / (tp + fn), pooled"},
      {"micro.f1", "2PR / (P + R) of the pooled P and R"},
      {"micro.auc_ipr",
       "AUC iP/R of one (P, R) point per rank depth d, pooling the d-th hit of every document"},
      {"macro.precision", "mean over documents of tp / (tp + fp)"},
      {"macro.recall", "mean over documents of tp / (tp + fn)"},
      {"macro.f1", "mean over documents of 2PR / (P + R)"},
      {"macro.auc_ipr", "mean over documents of the AUC of the interpolated P/R curve"},
      {"macro.precision_sd", "population standard deviation of the per-document precision"},
      {"macro.recall_sd", "population standard deviation of the per-document recall"},
      {"macro.f1_sd", "population standard deviation of the per-document F1"},
      {"macro.auc_ipr_sd", "population standard deviation of the per-document AUC iP/R"}};
}

double ItemTask::sniff(std::string_view role, const FileHead& file) const {
  const std::string_view head = file.head;
  using F = FieldShape;
  if (role == "input") return sniff_document_list(head);
  if (role == "gold") {
    return kind_.arity == 1 ? shape_score(head, {F::any, F::label})
                            : shape_score(head, {F::any, F::label, F::label});
  }
  return kind_.arity == 1 ? shape_score(head, {F::any, F::label, F::integer, F::number})
                          : shape_score(head, {F::any, F::label, F::label, F::integer, F::number});
}

void ItemTask::evaluate(Evaluation& evaluation) const {
  if (evaluation.against_input()) return check_against_list(kind_, evaluation);
  if (evaluation.has("input")) note_input_unread(evaluation.result);
  Diagnostics& diagnostics = evaluation.diagnostics();
  const SingleInput gold_file = evaluation.single("gold");
  const SingleInput run_file = evaluation.single("run");
  const TextInput& gold_input = gold_file.text;
  const TextInput& run_input = run_file.text;
  const Gold gold = read_item_gold(gold_input, kind_, diagnostics, gold_file.progress);
  const Run run = read_item_run(run_input, kind_, gold, diagnostics, run_file.progress);

  const bool all_documents = evaluation.options.at("all_documents").get<bool>();
  const auto cutoff = evaluation.options.at("cutoff").get<std::uint64_t>();
  std::vector<std::int64_t> run_of_gold(gold.documents.size(), -1);
  for (std::size_t r = 0; r < run.documents.size(); ++r) {
    if (run.documents[r].gold >= 0) {
      run_of_gold[static_cast<std::size_t>(run.documents[r].gold)] = static_cast<std::int64_t>(r);
    }
  }
  if (gold_input.ok && run_input.ok) {
    report_coverage(gold, run, run_of_gold, all_documents, gold_input, run_input, diagnostics);
  }
  if (!evaluation.may_score()) return;

  DepthCounts depths;
  Scratch scratch;
  const bool keep_curves = evaluation.options.at("document_curves").get<bool>();
  std::vector<DocumentScore> scores;
  scores.reserve(gold.documents.size());
  for (std::size_t g = 0; g < gold.documents.size(); ++g) {
    const RunDocument* hits =
        run_of_gold[g] >= 0 ? &run.documents[static_cast<std::size_t>(run_of_gold[g])] : nullptr;
    if (!hits && !all_documents) continue;
    scores.push_back(
        score_document(gold.documents[g], run, hits, cutoff, keep_curves, depths, scratch));
  }
  report(scores, depths.walk(), evaluation.options, evaluation.result);
}

// Units: the gold articles, in gold order. Each run's files are read again (evaluate() has
// validated them; its diagnostics are not repeated).
std::unique_ptr<UnitScorer> ItemTask::legacy_unit_scorer(const std::vector<Inputs>& submissions,
                                                  const Json& options) const {
  if (submissions.empty()) return nullptr;
  Diagnostics diagnostics;
  const TextInput gold_input = reread("gold", submissions.front(), diagnostics);
  const Gold gold = read_item_gold(gold_input, kind_, diagnostics, {});
  const bool all_documents = options.at("all_documents").get<bool>();
  const auto cutoff = options.at("cutoff").get<std::uint64_t>();
  // Each run read on its own thread where there are threads.
  std::vector<std::vector<ArticleHits>> runs(submissions.size());
  run_jobs(submissions.size(), [&](std::size_t index) {
    Diagnostics unseen;  // evaluate() has judged the run already
    Scratch scratch;
    const TextInput run_input = reread("run", submissions[index], unseen);
    const Run run = read_item_run(run_input, kind_, gold, unseen, {});
    std::vector<const RunDocument*> of_gold(gold.documents.size(), nullptr);
    for (const RunDocument& document : run.documents) {
      if (document.gold >= 0) of_gold[static_cast<std::size_t>(document.gold)] = &document;
    }
    std::vector<ArticleHits> articles;
    articles.reserve(gold.documents.size());
    for (std::size_t g = 0; g < gold.documents.size(); ++g) {
      articles.push_back(
          article_hits(gold.documents[g], run, of_gold[g], all_documents, cutoff, scratch));
    }
    runs[index] = std::move(articles);
  });
  return item_unit_scorer(std::move(runs));
}

}  // namespace bioeval::bc25

namespace bioeval::bc25 {

std::unique_ptr<DocumentViews> ItemTask::document_views(const Inputs& inputs,
                                                        const Json& options) const {
  return open_item_views(spec_, kind_, inputs, options);
}

}  // namespace bioeval::bc25
