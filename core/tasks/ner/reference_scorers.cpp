#include "tasks/ner/reference_scorers.hpp"

#include <vector>

namespace bioeval::ner {
namespace {

// A tag as the scripts get it: one outside the scheme, an error, is left out as O.
std::string_view written(const TagInfo& tag) {
  return tag.valid ? tag.text : std::string_view("O");
}

// Runs `score(begin, end)` on each stretch of tokens that ends where the gold has a blank line:
// both scripts see sentences only there.
template <class Score>
void for_each_blank_line_sentence(const TaggedCorpus& corpus, Score score) {
  std::uint32_t begin = 0;
  for (const Sentence& sentence : corpus.sentences) {
    if (!sentence.terminated) continue;
    score(begin, sentence.end);
    begin = sentence.end;
  }
}

// --- evalIOB2.pl ----------------------------------------------------------------------------

// A tag as evalIOB2.pl reads it: its first letter, the rest of it, and its class (what follows
// "X-", or "" when the second character is not '-'), as a slot among the classes met.
struct JnlpbaTag {
  char first;
  std::string_view rest;
  std::size_t slot;
};

class JnlpbaCounter {
 public:
  explicit JnlpbaCounter(const TaggedCorpus& corpus) : corpus_(corpus) {
    for (std::uint32_t id = 0; id < corpus.tags.size(); ++id) {
      const std::string_view text = written(corpus.tags[id]);
      const std::string_view cls =
          text.size() >= 2 && text[1] == '-' ? text.substr(2) : std::string_view();
      auto found = slots_.find(cls);
      if (found == slots_.end()) {
        found = slots_.emplace(std::string(cls), counts_.size()).first;
        counts_.emplace_back();
      }
      tags_.push_back(
          {text.empty() ? '\0' : text[0], text.substr(text.empty() ? 0 : 1), found->second});
    }
  }

  // One sentence, tags rewritten to IOBES locally: I → E and B → S unless the next tag starts
  // with I (its class unchecked).
  void sentence(std::uint32_t begin, std::uint32_t end) {
    bool pending = false;  // a B/B start whose complete match survives so far
    for (std::uint32_t i = begin; i < end; ++i) {
      const JnlpbaTag& r = tags_[corpus_.gold_tags[i]];
      const JnlpbaTag& a = tags_[corpus_.run_tags[i]];
      const char riob = rewritten(r.first, i + 1 < end ? tags_[corpus_.gold_tags[i + 1]].first : 0);
      const char aiob = rewritten(a.first, i + 1 < end ? tags_[corpus_.run_tags[i + 1]].first : 0);
      if (riob == 'S' || riob == 'B') ++counts_[r.slot].reference;
      if (aiob == 'S' || aiob == 'B') ++counts_[a.slot].answer;
      if (a.slot == r.slot) {
        JnlpbaCounts& c = counts_[r.slot];
        if (aiob == 'S' && riob == 'S') {
          ++c.complete;
          ++c.left;
          ++c.right;
        }
        if ((aiob == 'S' && riob == 'E') || (aiob == 'E' && riob == 'S')) ++c.right;
        if ((aiob == 'S' && riob == 'B') || (aiob == 'B' && riob == 'S')) ++c.left;
        if (aiob == 'B' && riob == 'B') {
          ++c.left;
          pending = true;
        }
        if (aiob == 'E' && riob == 'E') {
          ++c.right;
          if (pending) ++c.complete;
        }
      }
      const bool same_tag = aiob == riob && a.rest == r.rest;
      if (!same_tag || (aiob != 'B' && aiob != 'I')) pending = false;
    }
  }

  JnlpbaScore result() const {
    JnlpbaScore score;
    for (const auto& [name, slot] : slots_) score.classes[name] = counts_[slot];
    for (const std::string_view name : kJnlpbaClasses) score.all += score.of(name);
    return score;
  }

 private:
  static char rewritten(char first, char next) {
    if (first == 'I' && next != 'I') return 'E';
    if (first == 'B' && next != 'I') return 'S';
    return first;
  }

  const TaggedCorpus& corpus_;
  std::vector<JnlpbaTag> tags_;  // per tag id
  std::map<std::string, std::size_t, std::less<>> slots_;
  std::vector<JnlpbaCounts> counts_;
};

// --- conlleval ------------------------------------------------------------------------------

// A tag as conlleval splits it: /^([^-]*)-(.*)$/ gives prefix and type; without '-', the whole
// tag is the prefix. A type Perl reads as false ("0") becomes "".
struct ConllTag {
  std::string_view prefix;
  std::string_view type;
};

ConllTag conll_tag(std::string_view text) {
  const std::size_t dash = text.find('-');
  if (dash == std::string_view::npos) return {text, {}};
  std::string_view type = text.substr(dash + 1);
  if (type == "0") type = {};
  return {text.substr(0, dash), type};
}

bool end_of_chunk(const ConllTag& previous, const ConllTag& tag) {
  const std::string_view p = previous.prefix, t = tag.prefix;
  if (p == "B" && (t == "B" || t == "O")) return true;
  if (p == "I" && (t == "B" || t == "O")) return true;
  if (p == "E" && (t == "E" || t == "I" || t == "O")) return true;
  if (p != "O" && p != "." && previous.type != tag.type) return true;
  return p == "]" || p == "[";
}

bool start_of_chunk(const ConllTag& previous, const ConllTag& tag) {
  const std::string_view p = previous.prefix, t = tag.prefix;
  if ((p == "B" || p == "I" || p == "O") && t == "B") return true;
  if (p == "O" && (t == "I" || t == "E")) return true;
  if (p == "E" && (t == "E" || t == "I")) return true;
  if (t != "O" && t != "." && previous.type != tag.type) return true;
  return t == "[" || t == "]";
}

class ConllevalCounter {
 public:
  explicit ConllevalCounter(const TaggedCorpus& corpus) : corpus_(corpus) {
    for (std::uint32_t id = 0; id < corpus.tags.size(); ++id) {
      tags_.push_back(conll_tag(written(corpus.tags[id])));
    }
  }

  void sentence(std::uint32_t begin, std::uint32_t end) {
    for (std::uint32_t i = begin; i < end; ++i) {
      // A token "-X-" is a sentence boundary to conlleval, with both tags O.
      if (corpus_.tokens[i] == "-X-") {
        boundary();
      } else {
        token(tags_[corpus_.gold_tags[i]], tags_[corpus_.run_tags[i]], true);
      }
    }
  }

  void boundary() { token(kOutside, kOutside, false); }

  ConllevalScore finish() {
    if (in_correct_) count_correct(last_gold_.type);
    return std::move(score_);
  }

 private:
  static constexpr ConllTag kOutside = {"O", {}};

  void token(const ConllTag& gold, const ConllTag& run, bool counted) {
    if (in_correct_) {
      const bool gold_ends = end_of_chunk(last_gold_, gold);
      const bool run_ends = end_of_chunk(last_run_, run);
      if (gold_ends && run_ends && last_run_.type == last_gold_.type) {
        in_correct_ = false;
        count_correct(last_gold_.type);
      } else if (gold_ends != run_ends || run.type != gold.type) {
        in_correct_ = false;
      }
    }
    const bool gold_starts = start_of_chunk(last_gold_, gold);
    const bool run_starts = start_of_chunk(last_run_, run);
    if (gold_starts && run_starts && run.type == gold.type) in_correct_ = true;
    if (gold_starts) {
      ++score_.total.gold;
      ++type(gold.type).gold;
    }
    if (run_starts) {
      ++score_.total.guessed;
      ++type(run.type).guessed;
    }
    if (counted) {
      if (gold.prefix == run.prefix && gold.type == run.type) ++score_.correct_tags;
      ++score_.tokens;
    }
    last_gold_ = gold;
    last_run_ = run;
  }

  void count_correct(std::string_view name) {
    ++score_.total.correct;
    ++type(name).correct;
  }

  ConllevalCounts& type(std::string_view name) {
    const auto found = score_.types.find(std::string(name));
    if (found != score_.types.end()) return found->second;
    return score_.types[std::string(name)];
  }

  const TaggedCorpus& corpus_;
  std::vector<ConllTag> tags_;  // per tag id
  ConllevalScore score_;
  bool in_correct_ = false;
  ConllTag last_gold_ = kOutside;
  ConllTag last_run_ = kOutside;
};

}  // namespace

JnlpbaCounts& JnlpbaCounts::operator+=(const JnlpbaCounts& other) {
  reference += other.reference;
  answer += other.answer;
  complete += other.complete;
  right += other.right;
  left += other.left;
  return *this;
}

const JnlpbaCounts& JnlpbaScore::of(std::string_view name) const {
  static const JnlpbaCounts none;
  if (name == kJnlpbaAll) return all;
  const auto found = classes.find(name);
  return found == classes.end() ? none : found->second;
}

JnlpbaScore jnlpba_score(const TaggedCorpus& corpus) {
  JnlpbaCounter counter(corpus);
  for_each_blank_line_sentence(
      corpus, [&](std::uint32_t begin, std::uint32_t end) { counter.sentence(begin, end); });
  return counter.result();
}

JnlpbaRatios jnlpba_ratios(std::uint64_t count, std::uint64_t reference, std::uint64_t answer) {
  const double c = static_cast<double>(count);
  const double recall = reference == 0 ? 0 : c / static_cast<double>(reference);
  const double precision = answer == 0 ? 0 : c / static_cast<double>(answer);
  const double f1 = precision + recall == 0 ? 0 : 2 * precision * recall / (precision + recall);
  return {recall, precision, f1};
}

ConllevalScore conlleval_score(const TaggedCorpus& corpus) {
  ConllevalCounter counter(corpus);
  std::uint32_t begin = 0;
  for (const Sentence& sentence : corpus.sentences) {
    if (!sentence.terminated) continue;
    counter.sentence(begin, sentence.end);
    counter.boundary();
    begin = sentence.end;
  }
  counter.sentence(begin, static_cast<std::uint32_t>(corpus.tokens.size()));
  return counter.finish();
}

ConllevalRatios conlleval_ratios(const ConllevalCounts& counts) {
  const double correct = static_cast<double>(counts.correct);
  const double precision = counts.guessed == 0 ? 0 : correct / static_cast<double>(counts.guessed);
  const double recall = counts.gold == 0 ? 0 : correct / static_cast<double>(counts.gold);
  const double f1 = precision + recall == 0 ? 0 : 2 * precision * recall / (precision + recall);
  return {precision, recall, f1};
}

}  // namespace bioeval::ner
