#include "tasks/ppi/views.hpp"

#include <algorithm>
#include <map>
#include <string>

#include "base/text.hpp"
#include "framework/task.hpp"

namespace bioeval::ppi {
namespace {

constexpr const char* kView = "ranking";

// A positive predicted negative is `missed` (an FN); a negative predicted negative, which the
// list verdicts have no id for, is `tn`.
std::vector<VerdictSpec> pair_verdicts() {
  std::vector<VerdictSpec> out = list_verdicts();
  out.push_back({"tn", "not predicted, not relevant (TN)", "good"});
  return out;
}

const char* verdict_of(const Item& item) {
  if (item.predicted) return item.gold ? "tp" : "fp";
  return item.gold ? "missed" : "tn";
}

// One document's items and sentences.
struct DocumentItems {
  std::size_t first = 0, end = 0;  // items [first, end)
  std::uint32_t first_sentence = 0, end_sentence = 0;
};

// A candidate and its sentence.
struct Occurrence {
  std::uint32_t sentence;
  std::uint32_t candidate;
};

class PpiViews final : public DocumentViews {
 public:
  PpiViews(const JudgedRun& run, const DocumentUnits& units,
           const std::vector<std::optional<double>>& f1)
      : run_(run), units_(units), f1_(f1) {
    const Corpus& corpus = *run_.corpus;
    const auto document_count = static_cast<std::uint32_t>(corpus.documents().size());
    documents_.resize(document_count);
    for (std::uint32_t d = 0; d < document_count; ++d) {
      documents_[d].first_sentence = corpus.documents()[d].first_sentence;
      documents_[d].end_sentence = d + 1 < document_count
                                       ? corpus.documents()[d + 1].first_sentence
                                       : static_cast<std::uint32_t>(corpus.sentences().size());
      by_id_.emplace(std::string(corpus.documents()[d].id), d);
    }
    split_items();
  }

  Json index() const override {
    Json documents = Json::array();
    for (std::size_t d = 0; d < documents_.size(); ++d) {
      const Confusion& c = units_.documents[d].confusion;
      documents.push_back(
          {{"id", std::string(run_.corpus->documents()[d].id)},
           {"score", f1_[d] ? Json(*f1_[d]) : Json(nullptr)},
           {"counts", {{kView, {{"tp", c.tp}, {"fp", c.fp}, {"missed", c.fn}, {"tn", c.tn}}}}}});
    }
    return index_json("document", Json::array({kView}), verdicts_json(pair_verdicts()),
                      std::move(documents));
  }

  Json document(std::string_view id) const override {
    const auto found = by_id_.find(id);
    if (found == by_id_.end()) {
      throw UsageError("no document '" + std::string(id) + "' in the corpus");
    }
    return {{"id", std::string(id)},
            {"annotations", Json::array()},
            {"relations", Json::array()},
            {"groups", Json::array()},
            {"items", ranked_items(documents_[found->second])},
            {"missed", Json::array()}};
  }

 private:
  // Each document's items: contiguous, in document order.
  void split_items() {
    const std::vector<Item>& items = run_.items;
    std::size_t i = 0;
    for (std::size_t d = 0; d < documents_.size(); ++d) {
      documents_[d].first = i;
      while (i < items.size() && items[i].document == d) ++i;
      documents_[d].end = i;
    }
  }

  // The candidates of each of the document's items, in corpus order.
  std::vector<std::vector<Occurrence>> occurrences(const DocumentItems& document) const {
    std::vector<std::vector<Occurrence>> out(document.end - document.first);
    const Corpus& corpus = *run_.corpus;
    for (std::uint32_t s = document.first_sentence; s < document.end_sentence; ++s) {
      const Sentence& sentence = corpus.sentences()[s];
      for (std::uint32_t c = sentence.first_candidate; c < sentence.end_candidate; ++c) {
        const std::size_t item = run_.item_of_candidate.empty() ? c : run_.item_of_candidate[c];
        out[item - document.first].push_back({s, c});
      }
    }
    return out;
  }

  // The document's items, by descending score when the run has scores (ties in corpus order),
  // in corpus order otherwise.
  Json ranked_items(const DocumentItems& document) const {
    std::vector<std::size_t> order;
    for (std::size_t i = document.first; i < document.end; ++i) order.push_back(i);
    if (run_.scores) {
      std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return run_.items[a].score > run_.items[b].score;
      });
    }
    const std::vector<std::vector<Occurrence>> of_item = occurrences(document);
    Json items = Json::array();
    for (std::size_t rank = 0; rank < order.size(); ++rank) {
      const Item& item = run_.items[order[rank]];
      const std::vector<Occurrence>& places = of_item[order[rank] - document.first];
      Json entry = {{"rank", rank + 1}, {"id", item_id(places)}};
      if (run_.scores && listed(places)) entry["score"] = item.score;
      entry["verdicts"] = {{kView, verdict_of(item)}};
      entry["details"] = item_details(item, places);
      entry["context"] = context_of(places.front());
      items.push_back(std::move(entry));
    }
    return items;
  }

  bool listed(const std::vector<Occurrence>& places) const {
    return std::any_of(places.begin(), places.end(),
                       [&](const Occurrence& o) { return run_.listed[o.candidate]; });
  }

  bool relations() const { return !run_.item_of_candidate.empty(); }

  // A candidate's pair id; a relation's two entity texts (of its first occurrence).
  std::string item_id(const std::vector<Occurrence>& places) const {
    const Corpus& corpus = *run_.corpus;
    const Occurrence& first = places.front();
    if (!relations()) return corpus.pair_id(first.sentence, first.candidate);
    const Candidate& c = corpus.candidates()[first.candidate];
    return std::string(corpus.entities()[c.e1].text) + " — " +
           std::string(corpus.entities()[c.e2].text);
  }

  Json item_details(const Item& item, const std::vector<Occurrence>& places) const {
    const Occurrence& first = places.front();
    Json details = occurrence_details(first);
    details["gold"] = item.gold ? "positive" : "negative";
    details["predicted"] = !listed(places)  ? "negative (not in the run)"
                           : item.predicted ? "positive"
                                            : "negative";
    if (relations()) {
      std::string pairs;
      for (const Occurrence& o : places) {
        pairs += (pairs.empty() ? "" : ", ") + run_.corpus->pair_id(o.sentence, o.candidate);
      }
      details["pairs"] = pairs;
    }
    return details;
  }

  // The sentence and the two entities of a candidate.
  Json occurrence_details(const Occurrence& o) const {
    const Corpus& corpus = *run_.corpus;
    const Sentence& sentence = corpus.sentences()[o.sentence];
    const Candidate& candidate = corpus.candidates()[o.candidate];
    Json details = {{"sentence", std::string(sentence.id)}};
    const std::pair<const char*, std::uint32_t> roles[] = {{"e1", candidate.e1},
                                                           {"e2", candidate.e2}};
    for (const auto& [role, e] : roles) {
      const Entity& entity = corpus.entities()[e];
      details[role] = std::string(entity.text);
      details[std::string(role) + " id"] = std::string(entity.id);
    }
    return details;
  }

  // The candidate's sentence with its two entities to highlight: their fragments in code points
  // of the sentence's text (end exclusive), none when the corpus gives no valid offsets.
  Json context_of(const Occurrence& o) const {
    const Corpus& corpus = *run_.corpus;
    const Sentence& sentence = corpus.sentences()[o.sentence];
    const Candidate& candidate = corpus.candidates()[o.candidate];
    Json spans = Json::array();
    for (const std::uint32_t e : {candidate.e1, candidate.e2}) {
      for (const Json& fragment : fragments(sentence, corpus.entities()[e]))
        spans.push_back(fragment);
    }
    return {{"text", std::string(sentence.text)}, {"fragments", std::move(spans)}};
  }

  static Json fragments(const Sentence& sentence, const Entity& entity) {
    Json out = Json::array();
    const auto ranges = parse_char_offsets(entity.offsets, sentence.variant == Variant::pairs);
    if (!ranges) return out;
    const std::size_t length = character_count(sentence.text);
    for (const CharRange& r : *ranges) {
      if (r.end > length) return Json::array();
      out.push_back(Json::array({r.start, r.end}));
    }
    return out;
  }

  const JudgedRun& run_;
  const DocumentUnits& units_;
  const std::vector<std::optional<double>>& f1_;
  std::vector<DocumentItems> documents_;
  std::map<std::string, std::size_t, std::less<>> by_id_;
};

}  // namespace

std::unique_ptr<DocumentViews> open_ppi_views(const JudgedRun& run, const DocumentUnits& units,
                                              const std::vector<std::optional<double>>& f1) {
  return std::make_unique<PpiViews>(run, units, f1);
}

}  // namespace bioeval::ppi
