#include "tasks/ner/views.hpp"

#include <algorithm>
#include <array>
#include <string_view>
#include <unordered_map>

#include "framework/options.hpp"
#include "tasks/ner/errors.hpp"
#include "tasks/ner/metrics.hpp"

namespace bioeval::ner {
namespace {

// The verdicts of docs/documents.md a NER entity may get, in the legend's order.
enum class Verdict : std::uint8_t { match, boundary, type, boundary_type, missed, spurious };
constexpr std::array<std::string_view, 6> kVerdictIds = {"match",         "boundary", "type",
                                                         "boundary+type", "missed",   "spurious"};

std::string_view verdict_id(Verdict verdict) {
  return kVerdictIds[static_cast<std::size_t>(verdict)];
}

// What an entity the matching left unmatched is, by the category the error list gives it.
Verdict verdict_of(ErrorCategory category) {
  switch (category) {
    case ErrorCategory::type:
      return Verdict::type;
    case ErrorCategory::boundary:
      return Verdict::boundary;
    case ErrorCategory::both:
      return Verdict::boundary_type;
    case ErrorCategory::missed:
      return Verdict::missed;
    case ErrorCategory::spurious:
      return Verdict::spurious;
  }
  return Verdict::missed;
}

// The error list's category of a verdict of exact matching (none for a match).
std::string_view category_of(Verdict verdict) {
  switch (verdict) {
    case Verdict::match:
      return {};
    case Verdict::boundary:
      return category_name(ErrorCategory::boundary);
    case Verdict::type:
      return category_name(ErrorCategory::type);
    case Verdict::boundary_type:
      return category_name(ErrorCategory::both);
    case Verdict::missed:
      return category_name(ErrorCategory::missed);
    case Verdict::spurious:
      return category_name(ErrorCategory::spurious);
  }
  return {};
}

// One view's verdict for every entity, and its pairs seen from both sides.
struct ViewVerdicts {
  std::string name;
  std::vector<std::uint32_t> match_of_gold;
  std::vector<std::uint32_t> match_of_predicted;
  std::vector<Verdict> gold;
  std::vector<Verdict> predicted;
};

ViewVerdicts verdicts_of(EntityMatching view, const Entities& gold, const Entities& predicted) {
  ViewVerdicts out{std::move(view.name), std::move(view.match_of_gold),
                   std::vector<std::uint32_t>(predicted.size(), kUnmatched),
                   std::vector<Verdict>(gold.size(), Verdict::match),
                   std::vector<Verdict>(predicted.size(), Verdict::match)};
  for (std::uint32_t g = 0; g < out.match_of_gold.size(); ++g) {
    if (out.match_of_gold[g] != kUnmatched) out.match_of_predicted[out.match_of_gold[g]] = g;
  }
  for (const EntityError& error : classify_errors(gold, predicted, out.match_of_gold)) {
    (error.false_negative ? out.gold : out.predicted)[error.entity] = verdict_of(error.category);
  }
  return out;
}

std::size_t sentence_count_of(const Entities& entities) {
  std::size_t count = 0;
  for (const Entity& e : entities) count = std::max<std::size_t>(count, e.sentence + 1);
  return count;
}

// A sentence's entities of one side: their indices, and their spans for the overlaps.
std::vector<std::uint32_t> members_of(const SentenceIndex& index, std::size_t s) {
  if (s + 1 >= index.begin.size()) return {};
  return {index.members.begin() + index.begin[s], index.members.begin() + index.begin[s + 1]};
}

std::vector<Span> spans_of(const Entities& entities, const std::vector<std::uint32_t>& members) {
  std::vector<Span> spans;
  spans.reserve(members.size());
  for (const std::uint32_t i : members) spans.push_back(entities[i].span());
  return spans;
}

class NerDocumentViews final : public DocumentViews {
 public:
  explicit NerDocumentViews(NerDocumentInputs in)
      : gold_(*in.gold),
        predicted_(*in.predicted),
        class_names_(std::move(in.class_names)),
        with_classes_(in.with_classes),
        sentences_(std::move(in.sentences)) {
    for (EntityMatching& view : in.views) {
      views_.push_back(verdicts_of(std::move(view), gold_, predicted_));
    }
    const std::size_t count =
        std::max({sentences_->size(), sentence_count_of(gold_), sentence_count_of(predicted_)});
    gold_index_ = index_by_sentence(gold_, count);
    predicted_index_ = index_by_sentence(predicted_, count);
    for (std::size_t s = 0; s < sentences_->size(); ++s) {
      sentence_of_id_.emplace(sentences_->id(s), static_cast<std::uint32_t>(s));
    }
  }

  Json index() const override {
    Json views = Json::array();
    for (const ViewVerdicts& view : views_) views.push_back(view.name);
    Json documents = Json::array();
    for (std::size_t s = 0; s < sentences_->size(); ++s) documents.push_back(summary(s));
    return index_json("sentence", std::move(views), verdicts_json(listed_verdicts()),
                      std::move(documents));
  }

  Json document(std::string_view id) const override {
    const auto found = sentence_of_id_.find(std::string(id));
    if (found == sentence_of_id_.end()) {
      throw UsageError("no sentence '" + std::string(id) + "' among the documents");
    }
    const std::size_t s = found->second;
    const std::vector<std::uint32_t> gold = members_of(gold_index_, s);
    const std::vector<std::uint32_t> predicted = members_of(predicted_index_, s);
    Json out = {{"id", std::string(id)}};
    std::vector<ShownEntity> gold_shown(gold.size()), predicted_shown(predicted.size());
    sentences_->show(s, out, {gold_, gold, gold_shown}, {predicted_, predicted, predicted_shown});
    const Overlaps overlaps = overlaps_of(gold, predicted);
    Json annotations = Json::array();
    for (std::size_t i = 0; i < gold.size(); ++i) {
      annotations.push_back(annotation(true, gold[i], overlaps.of_gold[i], gold_shown[i]));
    }
    for (std::size_t i = 0; i < predicted.size(); ++i) {
      annotations.push_back(
          annotation(false, predicted[i], overlaps.of_predicted[i], predicted_shown[i]));
    }
    out["annotations"] = std::move(annotations);
    for (const char* empty : {"relations", "groups", "items", "missed"}) {
      out[empty] = Json::array();
    }
    return out;
  }

 private:
  // For each entity of a sentence, the entities of the other side that share a position with it.
  struct Overlaps {
    std::vector<std::vector<std::uint32_t>> of_gold, of_predicted;
  };

  Overlaps overlaps_of(const std::vector<std::uint32_t>& gold,
                       const std::vector<std::uint32_t>& predicted) const {
    Overlaps out{std::vector<std::vector<std::uint32_t>>(gold.size()),
                 std::vector<std::vector<std::uint32_t>>(predicted.size())};
    const BipartiteEdges edges =
        overlapping_pairs(spans_of(gold_, gold), spans_of(predicted_, predicted));
    for (const auto& [g, p] : edges) {
      out.of_gold[g].push_back(predicted[p]);
      out.of_predicted[p].push_back(gold[g]);
    }
    for (auto* lists : {&out.of_gold, &out.of_predicted}) {
      for (auto& list : *lists) std::sort(list.begin(), list.end());
    }
    return out;
  }

  std::vector<VerdictSpec> listed_verdicts() const {
    std::vector<VerdictSpec> out;
    for (const VerdictSpec& spec : annotation_verdicts()) {
      const bool typed = spec.id == "type" || spec.id == "boundary+type";
      const bool ours =
          std::find(kVerdictIds.begin(), kVerdictIds.end(), spec.id) != kVerdictIds.end();
      if (ours && (with_classes_ || !typed)) out.push_back(spec);
    }
    return out;
  }

  // A sentence in the index: its id, label, F1 under the default view and verdict counts.
  Json summary(std::size_t s) const {
    Json out = {{"id", sentences_->id(s)}};
    Json label = sentences_->label(s);
    if (!label.is_null()) out["label"] = std::move(label);
    const std::vector<std::uint32_t> gold = members_of(gold_index_, s);
    const std::vector<std::uint32_t> predicted = members_of(predicted_index_, s);
    out["score"] = score(gold, predicted);
    Json counts = Json::object();
    for (const ViewVerdicts& view : views_) {
      std::array<std::uint32_t, kVerdictIds.size()> n{};
      for (const std::uint32_t g : gold) ++n[static_cast<std::size_t>(view.gold[g])];
      for (const std::uint32_t p : predicted) ++n[static_cast<std::size_t>(view.predicted[p])];
      Json of_view = Json::object();
      for (std::size_t v = 0; v < n.size(); ++v) {
        if (n[v] > 0) of_view[std::string(kVerdictIds[v])] = n[v];
      }
      counts[view.name] = std::move(of_view);
    }
    out["counts"] = std::move(counts);
    return out;
  }

  // F1 of the sentence under the default view; null when it has no entity on either side.
  Json score(const std::vector<std::uint32_t>& gold,
             const std::vector<std::uint32_t>& predicted) const {
    if (gold.empty() && predicted.empty()) return nullptr;
    const ViewVerdicts& main = views_.front();
    Counts counts;
    for (const std::uint32_t g : gold) {
      (main.gold[g] == Verdict::match ? counts.tp : counts.fn) += 1;
    }
    for (const std::uint32_t p : predicted) counts.fp += main.predicted[p] != Verdict::match;
    return criterion_ratios(counts).f1;
  }

  Json annotation(bool is_gold, std::uint32_t entity, const std::vector<std::uint32_t>& overlapping,
                  ShownEntity& shown) const {
    const Entity& e = is_gold ? gold_[entity] : predicted_[entity];
    const SentenceIndex& own = is_gold ? gold_index_ : predicted_index_;
    const SentenceIndex& other = is_gold ? predicted_index_ : gold_index_;
    Json verdicts = Json::object(), partners = Json::object();
    for (const ViewVerdicts& view : views_) {
      const Verdict verdict = is_gold ? view.gold[entity] : view.predicted[entity];
      verdicts[view.name] = verdict_id(verdict);
      const std::uint32_t matched =
          is_gold ? view.match_of_gold[entity] : view.match_of_predicted[entity];
      Json ids = Json::array();
      if (matched != kUnmatched) {
        ids.push_back(annotation_id(!is_gold, other.place[matched]));
      } else {
        for (const std::uint32_t o : overlapping)
          ids.push_back(annotation_id(!is_gold, other.place[o]));
      }
      partners[view.name] = std::move(ids);
    }
    const Verdict main = is_gold ? views_.front().gold[entity] : views_.front().predicted[entity];
    if (main != Verdict::match) shown.details["category"] = std::string(category_of(main));
    return {{"id", annotation_id(is_gold, own.place[entity])},
            {"side", is_gold ? "gold" : "run"},
            {"type", class_names_[e.type]},
            {"fragments", std::move(shown.fragments)},
            {"text", std::move(shown.text)},
            {"verdicts", std::move(verdicts)},
            {"partners", std::move(partners)},
            {"details", std::move(shown.details)}};
  }

  const Entities& gold_;
  const Entities& predicted_;
  std::vector<std::string> class_names_;
  bool with_classes_;
  std::unique_ptr<NerSentences> sentences_;
  std::vector<ViewVerdicts> views_;
  SentenceIndex gold_index_, predicted_index_;
  std::unordered_map<std::string, std::uint32_t> sentence_of_id_;
};

bool is_continuation(char c) {
  return (static_cast<unsigned char>(c) & 0xC0) == 0x80;
}

}  // namespace

SentenceIndex index_by_sentence(const Entities& entities, std::size_t sentence_count) {
  SentenceIndex out;
  out.begin.assign(sentence_count + 1, 0);
  for (const Entity& e : entities) ++out.begin[e.sentence + 1];
  for (std::size_t s = 0; s < sentence_count; ++s) out.begin[s + 1] += out.begin[s];
  out.members.resize(entities.size());
  out.place.resize(entities.size());
  std::vector<std::uint32_t> next(out.begin.begin(), out.begin.end() - 1);
  for (std::uint32_t i = 0; i < entities.size(); ++i) {
    const std::uint32_t s = entities[i].sentence;
    out.place[i] = next[s] - out.begin[s];
    out.members[next[s]++] = i;
  }
  return out;
}

std::string annotation_id(bool gold, std::uint32_t place) {
  return (gold ? "gold:" : "run:") + std::to_string(place + 1);
}

std::vector<EntityMatching> span_criterion_views(const CriteriaPairs& pairs) {
  std::vector<EntityMatching> views;
  for (std::size_t c = 0; c < kSpanCriteria.size(); ++c) {
    views.push_back({std::string(kCriterionNames[c]), pairs.of(c)});
  }
  return views;
}

std::unique_ptr<DocumentViews> ner_document_views(NerDocumentInputs inputs) {
  return std::make_unique<NerDocumentViews>(std::move(inputs));
}

std::string first_words(std::string_view text, std::size_t width) {
  if (text.size() <= width) return std::string(text);
  std::size_t end = width;
  while (end > 0 && is_continuation(text[end])) --end;
  return std::string(text.substr(0, end)) + "…";
}

std::uint32_t code_points_before(std::string_view text, std::size_t byte) {
  std::uint32_t count = 0;
  for (std::size_t i = 0; i < byte && i < text.size(); ++i) count += !is_continuation(text[i]);
  return count;
}

}  // namespace bioeval::ner
