#include "tasks/bc25/views_act.hpp"

#include <string>

#include "framework/result_parts.hpp"

namespace bioeval::bc25 {
namespace {

constexpr const char* kView = "ranking";

class ActViews final : public DocumentViews {
 public:
  ActViews(const ActUnits& units, const std::vector<RunArticle>& shown,
           const RankingSummary& ranking)
      : gold_(*units.gold), shown_(shown), ranking_(ranking) {
    find_missed(units);
  }

  Json index() const override {
    Json document = {
        {"id", kRankingDocument},
        {"label", "joined ranking of " + std::to_string(ranking_.length) + " articles"},
        {"score", ranking_.score ? Json(*ranking_.score) : Json(nullptr)},
        {"counts",
         {{kView,
           {{"tp", ranking_.tp},
            {"fp", ranking_.length - ranking_.tp},
            {"missed", missed_.size()}}}}}};
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
  // The gold positives the ranking leaves out: those the run does not classify (gold order, as
  // the articles table lists them), then those after the cutoff.
  void find_missed(const ActUnits& units) {
    std::vector<bool> ranked(gold_.size(), false);
    for (std::size_t i = 0; i < ranking_.length; ++i) ranked[units.ranking[i]] = true;
    for (const bool in_run : {false, true}) {
      for (std::size_t g = 0; g < gold_.size(); ++g) {
        const bool classified = units.entries[g].classified;
        if (gold_[g].label && !ranked[g] && classified == in_run) missed_.push_back(g);
      }
      if (!in_run) unclassified_missed_ = missed_.size();
    }
  }

  Json ranked_items() const {
    Json items = Json::array();
    for (std::size_t i = 0; i < shown_.size(); ++i) {
      const RunArticle& a = shown_[i];
      const bool label = gold_[a.gold].label;
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
          {{"id", std::string(gold_[missed_[i]].name)},
           {"details",
            {{"why", in_run ? "ranked after the cutoff" : "not classified by the run"}}}});
    }
    return out;
  }

  const std::vector<GoldArticle>& gold_;
  const std::vector<RunArticle>& shown_;  // the ranking's first articles (kMaxTableRows at most)
  const RankingSummary& ranking_;
  std::vector<std::size_t> missed_;      // gold positives not in the ranking after the cutoff
  std::size_t unclassified_missed_ = 0;  // missed_ begins with those the run does not classify
};

}  // namespace

std::unique_ptr<DocumentViews> act_views(const ActUnits& units,
                                         const std::vector<RunArticle>& shown,
                                         const RankingSummary& ranking) {
  return std::make_unique<ActViews>(units, shown, ranking);
}

}  // namespace bioeval::bc25
