#include "tasks/bc25/items_documents.hpp"

#include <algorithm>
#include <map>
#include <string>

#include "framework/scratch_evaluation.hpp"

namespace bioeval::bc25 {
namespace {

constexpr const char* kView = "ranking";

// An evaluated article: the rows of the per-document table, in its order.
struct Article {
  std::size_t gold = 0;               // index into Gold::documents
  const RunDocument* hits = nullptr;  // nothing when all_documents scores it without hits
  ArticleHits scores;
};

Json verdict_counts(std::uint64_t tp, std::uint64_t fp, std::uint64_t missed) {
  return {{kView, {{"tp", tp}, {"fp", fp}, {"missed", missed}}}};
}

class ItemViews final : public DocumentViews {
 public:
  ItemViews(const TaskSpec& spec, const ItemKind& kind, const Inputs& inputs, const Json& options)
      : cutoff_(options.at("cutoff").get<std::uint64_t>()) {
    ScratchEvaluation scratch(spec, inputs, options);
    scratch.require_scorable();  // a check against the released list has no gold to show
    Evaluation& evaluation = scratch.get();
    gold_ = read_item_gold(evaluation.single("gold").text, kind, evaluation.diagnostics(), {});
    run_ = read_item_run(evaluation.single("run").text, kind, gold_, evaluation.diagnostics(), {});
    scratch.require_scorable();  // again, with what reading found
    evaluate_articles(options.at("all_documents").get<bool>());
  }

  Json index() const override {
    Json documents = Json::array();
    for (const Article& article : articles_) {
      const ArticleHits& s = article.scores;
      documents.push_back({{"id", std::string(gold_.documents[article.gold].name)},
                           {"score", s.auc},
                           {"counts", verdict_counts(s.tp, s.fp, s.fn)}});
    }
    return index_json("article", Json::array({kView}), verdicts_json(list_verdicts()),
                      std::move(documents));
  }

  Json document(std::string_view id) const override {
    const auto found = by_name_.find(id);
    if (found == by_name_.end()) {
      throw UsageError("no article '" + std::string(id) + "' among the evaluated articles");
    }
    const Article& article = articles_[found->second];
    std::vector<bool> retrieved(gold_.documents[article.gold].items.size(), false);
    Json items = ranked_items(article, retrieved);
    return {{"id", std::string(id)},      {"annotations", Json::array()},
            {"relations", Json::array()}, {"groups", Json::array()},
            {"items", std::move(items)},  {"missed", missed_items(article, retrieved)}};
  }

 private:
  // The articles the per-document table lists: the gold's, in its order, that have hits in the
  // run or that all_documents scores as zero.
  void evaluate_articles(bool all_documents) {
    std::vector<const RunDocument*> of_gold(gold_.documents.size(), nullptr);
    for (const RunDocument& document : run_.documents) {
      if (document.gold >= 0) of_gold[static_cast<std::size_t>(document.gold)] = &document;
    }
    for (std::size_t g = 0; g < gold_.documents.size(); ++g) {
      ArticleHits scores =
          article_hits(gold_.documents[g], run_, of_gold[g], all_documents, cutoff_);
      if (!scores.evaluated) continue;
      by_name_.emplace(std::string(gold_.documents[g].name), articles_.size());
      articles_.push_back({g, of_gold[g], std::move(scores)});
    }
  }

  // The hits after the cutoff in rank order, each TP or FP as scored; marks in `retrieved` the
  // gold items they found.
  Json ranked_items(const Article& article, std::vector<bool>& retrieved) const {
    Json items = Json::array();
    if (!article.hits) return items;
    const std::vector<Item>& gold_items = gold_.documents[article.gold].items;
    const Hit* hits = run_.begin(*article.hits);
    for (std::size_t i = 0; i < article.scores.relevant.size(); ++i) {
      const bool relevant = article.scores.relevant[i];
      if (relevant) retrieved[find_gold_item(gold_items, run_, hits[i])] = true;
      items.push_back({{"rank", i + 1},
                       {"id", item_text(run_.item_of(hits[i]))},
                       {"score", hits[i].confidence},
                       {"verdicts", {{kView, relevant ? "tp" : "fp"}}},
                       {"details", {{"line", hits[i].line_number}, {"rank", hits[i].rank}}}});
    }
    return items;
  }

  // The gold items no hit found, in identifier order.
  Json missed_items(const Article& article, const std::vector<bool>& retrieved) const {
    const std::vector<Item>& gold_items = gold_.documents[article.gold].items;
    std::vector<Item> missed;
    for (std::size_t i = 0; i < gold_items.size(); ++i) {
      if (!retrieved[i]) missed.push_back(gold_items[i]);
    }
    std::sort(missed.begin(), missed.end(), alphabetical);
    Json out = Json::array();
    for (const Item& item : missed) out.push_back({{"id", item_text(item)}});
    return out;
  }

  std::uint64_t cutoff_;
  Gold gold_;
  Run run_;
  std::vector<Article> articles_;
  std::map<std::string, std::size_t, std::less<>> by_name_;
};

}  // namespace

std::unique_ptr<DocumentViews> open_item_views(const TaskSpec& spec, const ItemKind& kind,
                                               const Inputs& inputs, const Json& options) {
  return std::make_unique<ItemViews>(spec, kind, inputs, options);
}

}  // namespace bioeval::bc25
