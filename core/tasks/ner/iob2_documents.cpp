// ner.iob2's sentences in the document view: the tokens joined by single spaces, an entity's
// fragment the code points of its tokens.
#include "tasks/ner/documents.hpp"
#include "tasks/ner/task_documents.hpp"

namespace bioeval::ner {
namespace {

// Tokens a sentence's label shows at most, before it is cut to its first words.
constexpr std::size_t kLabelTokens = 12;

// Where each token of a sentence's joined text begins and ends: bytes (for its text) and code
// points (for fragments).
struct TokenPlaces {
  std::vector<std::size_t> byte_begin, byte_end;
  std::vector<std::uint32_t> point_begin, point_end;
};

// Tokens hold no space: each space of the joined text ends one.
TokenPlaces token_places(std::string_view text) {
  TokenPlaces out;
  std::uint32_t points = 0;
  std::size_t begin = 0;
  for (std::size_t i = 0; i <= text.size(); ++i) {
    if (i == text.size() || text[i] == ' ') {
      out.byte_begin.push_back(begin);
      out.byte_end.push_back(i);
      out.point_begin.push_back(points);
      points += code_points_before(text.substr(begin), i - begin);
      out.point_end.push_back(points);
      ++points;  // the space
      begin = i + 1;
    }
  }
  return out;
}

class Iob2Sentences final : public NerSentences {
 public:
  // `class_names`: the classes after merging, by id, to tell a class as written from the one
  // matched.
  Iob2Sentences(std::unique_ptr<ScratchEvaluation> scratch, std::unique_ptr<TaggedCorpus> corpus,
                std::vector<std::string> class_names)
      : scratch_(std::move(scratch)),
        corpus_(std::move(corpus)),
        class_names_(std::move(class_names)),
        tokens_(*corpus_) {}

  std::size_t size() const override { return corpus_->sentences.size(); }
  std::string id(std::size_t s) const override { return std::to_string(s + 1); }

  Json label(std::size_t s) const override {
    const Sentence& sentence = corpus_->sentences[s];
    if (sentence.end <= sentence.begin) return nullptr;
    const std::size_t end = std::min<std::size_t>(sentence.end, sentence.begin + kLabelTokens);
    std::string words(tokens_.tokens(s, sentence.begin, end));
    if (end < sentence.end) words += " …";
    return first_words(words);
  }

  void show(std::size_t s, Json& document, SentenceEntities gold,
            SentenceEntities predicted) const override {
    const Sentence& sentence = corpus_->sentences[s];
    if (sentence.end <= sentence.begin) return;
    const std::string text(tokens_.tokens(s, sentence.begin, sentence.end));
    const TokenPlaces places = token_places(text);
    for (const auto& [side, is_gold] : {std::pair{gold, true}, std::pair{predicted, false}}) {
      for (std::size_t i = 0; i < side.members.size(); ++i) {
        const Entity& e = side.entities[side.members[i]];
        shown(e, is_gold, text, places, e.first - sentence.begin, e.last - sentence.begin,
              side.shown[i]);
      }
    }
    document["text"] = text;
  }

 private:
  // Tokens [first, last] of the sentence, as an annotation shows them.
  void shown(const Entity& e, bool is_gold, const std::string& text, const TokenPlaces& places,
             std::size_t first, std::size_t last, ShownEntity& out) const {
    out.fragments = Json::array({Json::array({places.point_begin[first], places.point_end[last]})});
    out.text =
        text.substr(places.byte_begin[first], places.byte_end[last] - places.byte_begin[first]);
    const TagId tag = (is_gold ? corpus_->gold_tags : corpus_->run_tags)[e.first];
    const std::string_view written = corpus_->types.name(corpus_->tags[tag].type);
    if (written != class_names_[e.type]) out.details["class"] = std::string(written);
    if (e.line != 0) out.details["line"] = e.line;
  }

  std::unique_ptr<ScratchEvaluation> scratch_;
  std::unique_ptr<TaggedCorpus> corpus_;
  std::vector<std::string> class_names_;
  // The sentence read last: labels are asked in order, one document's tokens once. The views
  // are used from one thread.
  mutable SentenceTokens tokens_;
};

}  // namespace

std::unique_ptr<DocumentViews> iob2_document_views(std::unique_ptr<ScratchEvaluation> scratch,
                                                   std::unique_ptr<TaggedCorpus> corpus,
                                                   Entities gold, Entities predicted,
                                                   const TypeTable& merged_types) {
  NerDocumentInputs in;
  for (std::uint32_t t = 0; t < merged_types.size(); ++t) {
    in.class_names.emplace_back(merged_types.name(t));
  }
  in.views = span_criterion_views(criteria_matches(gold, predicted, merged_types.size()));
  in.sentences =
      std::make_unique<Iob2Sentences>(std::move(scratch), std::move(corpus), in.class_names);
  in.gold = std::move(gold);
  in.predicted = std::move(predicted);
  in.with_classes = true;
  return ner_document_views(std::move(in));
}

}  // namespace bioeval::ner
