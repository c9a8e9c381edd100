// ner.iob2's sentences in the document view: the tokens joined by single spaces, an entity's
// fragment the code points of its tokens.
#include "tasks/ner/views.hpp"

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
  explicit Iob2Sentences(const Iob2Scoring& scoring)
      : corpus_(&scoring.corpus),
        types_(scoring.merged_types),
        written_gold_(scoring.written_gold),
        written_predicted_(scoring.written_predicted),
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
        shown(e, side.members[i], is_gold, text, places, e.first - sentence.begin,
              e.last - sentence.begin, side.shown[i]);
      }
    }
    document["text"] = text;
  }

 private:
  // Tokens [first, last] of the sentence, as an annotation shows them (entity `index` of its side).
  void shown(const Entity& e, std::uint32_t index, bool is_gold, const std::string& text,
             const TokenPlaces& places, std::size_t first, std::size_t last,
             ShownEntity& out) const {
    out.fragments = Json::array({Json::array({places.point_begin[first], places.point_end[last]})});
    out.text =
        text.substr(places.byte_begin[first], places.byte_end[last] - places.byte_begin[first]);
    const std::vector<std::uint32_t>& written = is_gold ? written_gold_ : written_predicted_;
    if (!written.empty()) {
      const std::string_view as_written = corpus_->types.name(written[index]);
      if (as_written != types_.name(e.type)) out.details["class"] = std::string(as_written);
    }
    if (e.line != 0) out.details["line"] = e.line;
  }

  const TaggedCorpus* corpus_;
  const TypeTable& types_;
  const std::vector<std::uint32_t>& written_gold_;
  const std::vector<std::uint32_t>& written_predicted_;
  // The sentence read last: labels are asked in order, one document's tokens once. The views
  // are used from one thread.
  mutable SentenceTokens tokens_;
};

}  // namespace

std::unique_ptr<DocumentViews> iob2_document_views(const Iob2Scoring& scoring) {
  NerDocumentInputs in;
  for (std::uint32_t t = 0; t < scoring.merged_types.size(); ++t) {
    in.class_names.emplace_back(scoring.merged_types.name(t));
  }
  in.views = span_criterion_views(scoring.pairs);
  in.sentences = std::make_unique<Iob2Sentences>(scoring);
  in.gold = &scoring.gold;
  in.predicted = &scoring.predicted;
  in.with_classes = true;
  return ner_document_views(std::move(in));
}

}  // namespace bioeval::ner
