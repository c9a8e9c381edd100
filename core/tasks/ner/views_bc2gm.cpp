// ner.bc2gm's sentences in the document view: the sentence file's text when given, a mention's
// fragment the code points its non-space offsets cover; without the text, the mentions' own.
#include <optional>
#include <utility>

#include "io/fields.hpp"
#include "tasks/ner/views.hpp"

namespace bioeval::ner {
namespace {

constexpr std::string_view kNoText =
    "no sentence text (the sentence file was not given, or does not list this sentence): each "
    "mention is shown by its own text and its offsets, which count non-space characters, without "
    "fragments";

// "23 33|phosphatases": a mention as its file writes it, without the sentence id.
std::string written(const Mention& m) {
  std::string out(m.offsets);
  if (m.has_text) out += "|" + std::string(m.text);
  return out;
}

// What alt_eval.perl says of each mention: a gold mention's TP (or *TP … ****TP through an
// alternative) or FN; a system mention's FP, the verdict of the gold mention it found, or that it
// counts as neither (its span is a gold or alternative span, and found no gold mention).
struct AltEvalMarks {
  std::vector<std::string_view> gold, run;
};

AltEvalMarks alt_eval_marks(const MentionInputs& in, const AltEvalScore& score) {
  AltEvalMarks out{std::vector<std::string_view>(in.gold.size()),
                   std::vector<std::string_view>(in.run.size(), "neither TP nor FP")};
  // Gold verdicts come first, in file order: a system mention keeps the first it earned.
  for (auto v = score.verdicts.rbegin(); v != score.verdicts.rend(); ++v) {
    if (v->gold != kUnmatched) out.gold[v->gold] = v->kind;
    if (v->system != kUnmatched) out.run[v->system] = v->kind;
  }
  return out;
}

// Where a mention lies in its sentence's text, in bytes; nothing when its offsets do not fit.
std::optional<std::pair<std::size_t, std::size_t>> covered_bytes(
    std::string_view text, const std::vector<std::uint32_t>& characters, const Mention& m) {
  if (m.start > m.end || m.end >= characters.size()) return std::nullopt;
  const std::size_t from = characters[m.start];
  std::size_t to = m.end + 1 < characters.size() ? characters[m.end + 1] : text.size();
  while (to > from && (is_space(text[to - 1]) || text[to - 1] == '\n')) --to;
  return std::pair{from, to};
}

class Bc2gmSentences final : public NerSentences {
 public:
  explicit Bc2gmSentences(const Bc2gmScoring& scoring)
      : in_(&scoring.in), marks_(alt_eval_marks(scoring.in, scoring.alt_eval)) {
    const AlternativesMatching& alternatives = scoring.alternatives;
    alternative_of_run_.assign(in_->run.size(), kUnmatched);
    alternative_of_gold_ = alternatives.alternative_of_gold;
    for (std::uint32_t g = 0; g < in_->gold.size(); ++g) {
      const std::uint32_t s = alternatives.match_of_gold[g];
      if (s != kUnmatched) alternative_of_run_[s] = alternative_of_gold_[g];
    }
  }

  std::size_t size() const override { return in_->sentences.ids.size(); }
  std::string id(std::size_t s) const override { return std::string(in_->sentences.ids[s]); }

  Json label(std::size_t s) const override {
    if (!in_->sentences.known[s]) return nullptr;
    return first_words(in_->sentences.texts[s]);
  }

  void show(std::size_t s, Json& document, SentenceEntities gold,
            SentenceEntities predicted) const override {
    const bool known = in_->sentences.known[s];
    const std::string_view text = known ? in_->sentences.texts[s] : std::string_view();
    const std::vector<std::uint32_t> characters =
        known ? non_space_offsets(text) : std::vector<std::uint32_t>();
    for (const auto& [side, is_gold] : {std::pair{gold, true}, std::pair{predicted, false}}) {
      for (std::size_t i = 0; i < side.members.size(); ++i) {
        shown(side.members[i], is_gold, text, characters, side.shown[i]);
      }
    }
    if (known) {
      document["text"] = std::string(text);
    } else {
      document["note"] = std::string(kNoText);
    }
  }

 private:
  void shown(std::uint32_t index, bool is_gold, std::string_view text,
             const std::vector<std::uint32_t>& characters, ShownEntity& out) const {
    const Mention& m = (is_gold ? in_->gold : in_->run)[index];
    if (m.has_text) out.text = std::string(m.text);
    if (const auto bytes = covered_bytes(text, characters, m)) {
      out.fragments = Json::array({Json::array(
          {code_points_before(text, bytes->first), code_points_before(text, bytes->second)})});
      if (!m.has_text)
        out.text = std::string(text.substr(bytes->first, bytes->second - bytes->first));
    }
    out.details["offsets"] = std::string(m.offsets);
    out.details["line"] = m.line;
    out.details["alt_eval"] = std::string((is_gold ? marks_.gold : marks_.run)[index]);
    const std::uint32_t a = (is_gold ? alternative_of_gold_ : alternative_of_run_)[index];
    if (a != kUnmatched) out.details["alternative"] = written(in_->alternatives[a]);
  }

  const MentionInputs* in_;
  AltEvalMarks marks_;
  // The alternative through which the criterion `alternatives` paired a mention, or kUnmatched.
  std::vector<std::uint32_t> alternative_of_gold_, alternative_of_run_;
};

}  // namespace

std::unique_ptr<DocumentViews> bc2gm_document_views(const Bc2gmScoring& scoring) {
  NerDocumentInputs in;
  in.class_names = {std::string(kGeneClass)};
  in.gold = &scoring.gold;
  in.predicted = &scoring.predicted;
  in.views = span_criterion_views(scoring.pairs);
  in.views.insert(in.views.begin() + 1, {"alternatives", scoring.alternatives.match_of_gold});
  in.with_classes = false;
  in.sentences = std::make_unique<Bc2gmSentences>(scoring);
  return ner_document_views(std::move(in));
}

}  // namespace bioeval::ner
