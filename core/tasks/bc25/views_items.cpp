#include "tasks/bc25/views_items.hpp"

#include <algorithm>
#include <map>
#include <string>

namespace bioeval::bc25 {
namespace {

constexpr const char* kView = "ranking";

Json verdict_counts(std::uint64_t tp, std::uint64_t fp, std::uint64_t missed) {
  return {{kView, {{"tp", tp}, {"fp", fp}, {"missed", missed}}}};
}

class ItemViews final : public DocumentViews {
 public:
  ItemViews(const Gold& gold, const Run& run, const ItemMatching& matching)
      : gold_(gold),
        run_(run),
        matching_(matching),
        units_(*matching.units),
        lists_(gold.documents.size(), nullptr) {
    for (const RunDocument& document : run_.documents) {
      if (document.gold >= 0) lists_[static_cast<std::size_t>(document.gold)] = &document;
    }
    // The articles of the per-document table: the gold's, in its order, that were evaluated.
    for (std::size_t g = 0; g < gold_.documents.size(); ++g) {
      if (!units_.evaluated(units_.articles[g])) continue;
      by_name_.emplace(std::string(gold_.documents[g].name), articles_.size());
      articles_.push_back(g);
    }
  }

  Json index() const override {
    Json documents = Json::array();
    for (const std::size_t g : articles_) {
      const ItemArticle& a = units_.articles[g];
      documents.push_back({{"id", std::string(gold_.documents[g].name)},
                           {"score", a.auc},
                           {"counts", verdict_counts(a.tp, a.fp, a.fn)}});
    }
    return index_json("article", Json::array({kView}), verdicts_json(list_verdicts()),
                      std::move(documents));
  }

  Json document(std::string_view id) const override {
    const auto found = by_name_.find(id);
    if (found == by_name_.end()) {
      throw UsageError("no article '" + std::string(id) + "' among the evaluated articles");
    }
    const std::size_t g = articles_[found->second];
    return {{"id", std::string(id)},   {"annotations", Json::array()}, {"relations", Json::array()},
            {"groups", Json::array()}, {"items", ranked_items(g)},     {"missed", missed_items(g)}};
  }

 private:
  // The hits after the cutoff in rank order, each TP or FP as scored.
  Json ranked_items(std::size_t g) const {
    Json items = Json::array();
    if (!lists_[g]) return items;  // scored without hits (all_documents)
    const std::vector<bool> relevant = units_.relevant(units_.articles[g]);
    const Hit* hits = run_.begin(*lists_[g]);
    for (std::size_t i = 0; i < relevant.size(); ++i) {
      items.push_back({{"rank", i + 1},
                       {"id", item_text(run_.item_of(hits[i]))},
                       {"score", hits[i].confidence},
                       {"verdicts", {{kView, relevant[i] ? "tp" : "fp"}}},
                       {"details", {{"line", hits[i].line_number}, {"rank", hits[i].rank}}}});
    }
    return items;
  }

  // The gold items no hit found, in identifier order.
  Json missed_items(std::size_t g) const {
    const std::vector<Item>& gold_items = gold_.documents[g].items;
    std::vector<Item> missed;
    for (std::size_t i = 0; i < gold_items.size(); ++i) {
      if (!matching_.retrieved[matching_.first_item[g] + i]) missed.push_back(gold_items[i]);
    }
    std::sort(missed.begin(), missed.end(), alphabetical);
    Json out = Json::array();
    for (const Item& item : missed) out.push_back({{"id", item_text(item)}});
    return out;
  }

  const Gold& gold_;
  const Run& run_;
  const ItemMatching& matching_;
  const ItemUnits& units_;
  std::vector<const RunDocument*> lists_;  // per gold article: its hits in the run, if any
  std::vector<std::size_t> articles_;      // the evaluated gold articles, in gold order
  std::map<std::string, std::size_t, std::less<>> by_name_;
};

}  // namespace

std::unique_ptr<DocumentViews> item_views(const Gold& gold, const Run& run,
                                          const ItemMatching& matching) {
  return std::make_unique<ItemViews>(gold, run, matching);
}

}  // namespace bioeval::bc25
