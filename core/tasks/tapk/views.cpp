#include "tasks/tapk/views.hpp"

#include <map>

#include "base/text.hpp"
#include "framework/task.hpp"

namespace bioeval::tapk {
namespace {

constexpr const char* kView = "ranking";

// The verdicts a list's records get: the lists name no record they missed (only T_q counts
// them), so there is no `missed`.
std::vector<VerdictSpec> record_verdicts() {
  std::vector<VerdictSpec> out;
  for (const VerdictSpec& v : list_verdicts()) {
    if (v.id != "missed") out.push_back(v);
  }
  return out;
}

// A threshold's name and E0 as a reader sees them: "k=5 (E0 = 0.001)".
std::string threshold_text(const CutScores& score) {
  return score.name +
         (score.e0 ? " (E0 = " + Json(*score.e0).dump() + ")" : " (E0 undefined: the whole list)");
}

std::string joined(const std::vector<std::string>& parts) {
  std::string out;
  for (const std::string& part : parts) out += (out.empty() ? "" : ", ") + part;
  return out;
}

class TapkViews final : public DocumentViews {
 public:
  TapkViews(const TapkUnits& units, const std::vector<CutScores>& scores)
      : lists_(&units.lists()),
        index_(&units.index()),
        scores_(scores),
        ids_(query_document_ids(*lists_)) {
    for (std::size_t l = 0; l < ids_.size(); ++l) by_id_.emplace(ids_[l], l);
  }

  // Each query's score is its TAP at the first threshold (the main metric's).
  Json index() const override {
    Json documents = Json::array();
    for (std::size_t l = 0; l < ids_.size(); ++l) {
      const RetrievalList& list = lists_->lists[l];
      const bool scored = !scores_.empty() && scores_.front().scored;
      documents.push_back(
          {{"id", ids_[l]},
           {"score", scored ? Json(scores_.front().tap[l]) : Json(nullptr)},
           {"counts",
            {{kView,
              {{"tp", list.relevant_listed}, {"fp", list.size() - list.relevant_listed}}}}}});
    }
    return index_json("query", Json::array({kView}), verdicts_json(record_verdicts()),
                      std::move(documents));
  }

  Json document(std::string_view id) const override {
    const auto found = by_id_.find(id);
    if (found == by_id_.end()) throw UsageError("no query '" + std::string(id) + "' in the lists");
    return {{"id", std::string(id)},           {"annotations", Json::array()},
            {"relations", Json::array()},      {"groups", Json::array()},
            {"items", records(found->second)}, {"missed", Json::array()}};
  }

 private:
  // How many of the list's first records each scored threshold keeps (the whole list when
  // padded past the quantile); thresholds without scores keep none and are not named.
  std::vector<std::size_t> records_inside(std::size_t l) const {
    std::vector<std::size_t> inside;
    for (const CutScores& score : scores_) {
      if (!score.scored) {
        inside.push_back(0);
      } else {
        inside.push_back(score.e0 ? index_->inside(l, *score.e0).records : lists_->lists[l].size());
      }
    }
    return inside;
  }

  // Which thresholds keep record i, and those whose cut falls right after it.
  Json record_details(std::size_t i, const std::vector<std::size_t>& inside) const {
    std::vector<std::string> within, cut_after;
    for (std::size_t s = 0; s < scores_.size(); ++s) {
      if (i < inside[s]) within.push_back(scores_[s].name);
      if (i + 1 == inside[s]) cut_after.push_back(threshold_text(scores_[s]));
    }
    Json details = Json::object();
    if (!within.empty()) details["inside E0 of"] = joined(within);
    if (!cut_after.empty()) details["E0 cuts after it"] = joined(cut_after);
    return details;
  }

  Json records(std::size_t l) const {
    const RetrievalList& list = lists_->lists[l];
    const std::vector<std::size_t> inside = records_inside(l);
    Json items = Json::array();
    for (std::size_t i = 0; i < list.size(); ++i) {
      const bool relevant = lists_->relevant[list.begin + i] != 0;
      Json item = {{"rank", i + 1},
                   {"id", std::to_string(i + 1)},
                   {"score", lists_->scores[list.begin + i]},
                   {"verdicts", {{kView, relevant ? "tp" : "fp"}}}};
      Json details = record_details(i, inside);
      if (!details.empty()) item["details"] = std::move(details);
      items.push_back(std::move(item));
    }
    return items;
  }

  const RetrievalLists* lists_;
  const ListIndex* index_;
  const std::vector<CutScores>& scores_;
  std::vector<std::string> ids_;
  std::map<std::string, std::size_t, std::less<>> by_id_;
};

}  // namespace

std::vector<std::string> query_document_ids(const RetrievalLists& lists) {
  std::map<std::string_view, std::size_t> seen;
  std::vector<std::string> ids;
  ids.reserve(lists.lists.size());
  for (const RetrievalList& list : lists.lists) {
    const std::size_t times = ++seen[list.query];
    ids.push_back(std::string(list.query) +
                  (times > 1 ? " (" + std::to_string(times) + ")" : std::string()));
  }
  return ids;
}

std::unique_ptr<DocumentViews> open_views(const TapkUnits& units,
                                          const std::vector<CutScores>& scores) {
  return std::make_unique<TapkViews>(units, scores);
}

}  // namespace bioeval::tapk
