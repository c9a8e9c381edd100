#include "tasks/ner/reference_scorers.hpp"
#include "base/hot_loop.hpp"

#include <algorithm>
#include <array>
#include <optional>
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
  std::uint32_t rest;  // the text after the first letter, as an id: equal ids, equal texts
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
      const std::string_view rest = text.substr(text.empty() ? 0 : 1);
      const auto next_id = static_cast<std::uint32_t>(rest_ids_.size());
      const std::uint32_t rest_id = rest_ids_.emplace(std::string(rest), next_id).first->second;
      tags_.push_back({text.empty() ? '\0' : text[0], rest_id, found->second});
    }
    for (const std::string_view name : kJnlpbaClasses) {
      const auto found = slots_.find(name);
      if (found != slots_.end()) all_slots_.push_back(found->second);
    }
  }

  // One sentence, tags rewritten to IOBES locally: I → E and B → S unless the next tag starts
  // with I (its class unchecked). A call per sentence (hot_loop.hpp).
  BIOEVAL_OUT_OF_LINE void sentence(std::uint32_t begin, std::uint32_t end) {
    bool pending = false;  // a B/B start whose complete match survives so far
    for (std::uint32_t i = begin; i < end; ++i) {
      const TagId gold = corpus_.gold_tags[i], run = corpus_.run_tags[i];
      if (gold == kOutside && run == kOutside) {  // most tokens: nothing counted
        pending = false;
        continue;
      }
      const JnlpbaTag& r = tags_[gold];
      const JnlpbaTag& a = tags_[run];
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

  // The five classes summed, as [-ALL-] so far.
  JnlpbaCounts all() const {
    JnlpbaCounts sum;
    for (const std::size_t slot : all_slots_) sum += counts_[slot];
    return sum;
  }

  // The counts of every class met.
  std::map<std::string, JnlpbaCounts, std::less<>> classes() const {
    std::map<std::string, JnlpbaCounts, std::less<>> out;
    for (const auto& [name, slot] : slots_) out[name] = counts_[slot];
    return out;
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
  std::vector<std::size_t> all_slots_;  // the slots of the five classes met
  std::map<std::string, std::uint32_t> rest_ids_;
  std::vector<JnlpbaCounts> counts_;
};

// --- conlleval ------------------------------------------------------------------------------

// A tag as conlleval splits it: /^([^-]*)-(.*)$/ gives prefix and type; without '-', the whole
// tag is the prefix. A type Perl reads as false ("0") becomes "". Both are numbered: prefix and
// type ids compare as the texts do, and the prefixes conlleval's rules name have their kind.
enum class Prefix : std::uint8_t { other, B, I, O, E, dot, open, close };

struct ConllTag {
  Prefix kind = Prefix::O;
  std::uint32_t prefix = 0;  // id of the prefix text
  std::uint32_t type = 0;    // id of the type text; 0 is ""
};

Prefix prefix_kind(std::string_view prefix) {
  if (prefix.size() != 1) return Prefix::other;
  switch (prefix[0]) {
    case 'B':
      return Prefix::B;
    case 'I':
      return Prefix::I;
    case 'O':
      return Prefix::O;
    case 'E':
      return Prefix::E;
    case '.':
      return Prefix::dot;
    case '[':
      return Prefix::open;
    case ']':
      return Prefix::close;
    default:
      return Prefix::other;
  }
}

bool end_of_chunk(const ConllTag& previous, const ConllTag& tag) {
  using P = Prefix;
  const P p = previous.kind, t = tag.kind;
  if ((p == P::B || p == P::I) && (t == P::B || t == P::O)) return true;
  if (p == P::E && (t == P::E || t == P::I || t == P::O)) return true;
  if (p != P::O && p != P::dot && previous.type != tag.type) return true;
  return p == P::close || p == P::open;
}

bool start_of_chunk(const ConllTag& previous, const ConllTag& tag) {
  using P = Prefix;
  const P p = previous.kind, t = tag.kind;
  if ((p == P::B || p == P::I || p == P::O) && t == P::B) return true;
  if (p == P::O && (t == P::I || t == P::E)) return true;
  if (p == P::E && (t == P::E || t == P::I)) return true;
  if (t != P::O && t != P::dot && previous.type != tag.type) return true;
  return t == P::open || t == P::close;
}

class ConllevalCounter {
 public:
  explicit ConllevalCounter(const TaggedCorpus& corpus) : corpus_(corpus) {
    type_names_.emplace_back();  // type 0: ""
    outside_ = split(Prefix::O, "O", {});
    for (std::uint32_t id = 0; id < corpus.tags.size(); ++id) {
      const std::string_view text = written(corpus.tags[id]);
      const std::size_t dash = text.find('-');
      if (dash == std::string_view::npos) {
        tags_.push_back(split(prefix_kind(text), text, {}));
        continue;
      }
      std::string_view type = text.substr(dash + 1);
      if (type == "0") type = {};
      tags_.push_back(split(prefix_kind(text.substr(0, dash)), text.substr(0, dash), type));
    }
    counts_.resize(type_names_.size());
    last_gold_ = last_run_ = outside_;
  }

  // Out of line, as JnlpbaCounter::sentence.
  // Tokens come in order, every one once: the next "-X-" is found by a place in the list.
  BIOEVAL_OUT_OF_LINE void sentence(std::uint32_t begin, std::uint32_t end) {
    const std::vector<std::uint32_t>& dash_x = corpus_.dash_x_tokens;
    std::uint32_t i = begin;
    while (i < end) {
      const std::uint32_t mark = next_dash_x_ < dash_x.size() ? dash_x[next_dash_x_] : end;
      for (const std::uint32_t stop = std::min(mark, end); i < stop; ++i) {
        const TagId gold = corpus_.gold_tags[i], run = corpus_.run_tags[i];
        if (gold == kOutside && run == kOutside && outside_before()) {
          // What token() would do: no chunk ends or starts, the tags agree.
          ++totals_.tokens;
          ++totals_.correct_tags;
          continue;
        }
        token(tags_[gold], tags_[run], true);
      }
      if (i == end) break;
      // A token "-X-" is a sentence boundary to conlleval, with both tags O.
      boundary();
      ++next_dash_x_;
      ++i;
    }
  }

  void boundary() { token(outside_, outside_, false); }

  // A phrase still open at the end is correct.
  void close() {
    if (in_correct_) count_correct(last_gold_.type);
    in_correct_ = false;
  }

  ConllevalPart totals() const { return totals_; }

  // The counts of every type met, once closed.
  std::map<std::string, ConllevalCounts> types() const {
    std::map<std::string, ConllevalCounts> out;
    for (std::uint32_t t = 0; t < counts_.size(); ++t) {
      const ConllevalCounts& c = counts_[t];
      if (c.gold > 0 || c.guessed > 0) out[type_names_[t]] = c;
    }
    return out;
  }

 private:
  ConllTag split(Prefix kind, std::string_view prefix, std::string_view type) {
    return {kind, id_of(prefix_ids_, prefix_names_, prefix), id_of(type_ids_, type_names_, type)};
  }

  static std::uint32_t id_of(std::map<std::string, std::uint32_t, std::less<>>& ids,
                             std::vector<std::string>& names, std::string_view text) {
    const auto found = ids.find(text);
    if (found != ids.end()) return found->second;
    const auto id = static_cast<std::uint32_t>(names.size());
    names.emplace_back(text);
    ids.emplace(std::string(text), id);
    return id;
  }

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
      ++totals_.total.gold;
      ++counts_[gold.type].gold;
    }
    if (run_starts) {
      ++totals_.total.guessed;
      ++counts_[run.type].guessed;
    }
    if (counted) {
      if (gold.prefix == run.prefix && gold.type == run.type) ++totals_.correct_tags;
      ++totals_.tokens;
    }
    last_gold_ = gold;
    last_run_ = run;
  }

  // Both previous tags are O and no correct chunk is open: an O after them changes nothing but
  // the token counts.
  bool outside_before() const {
    return !in_correct_ && last_gold_.kind == Prefix::O && last_gold_.type == 0 &&
           last_run_.kind == Prefix::O && last_run_.type == 0;
  }

  void count_correct(std::uint32_t type) {
    ++totals_.total.correct;
    ++counts_[type].correct;
  }

  const TaggedCorpus& corpus_;
  std::size_t next_dash_x_ = 0;  // the first of corpus_.dash_x_tokens not passed yet
  std::map<std::string, std::uint32_t, std::less<>> prefix_ids_;
  std::vector<std::string> prefix_names_;
  std::map<std::string, std::uint32_t, std::less<>> type_ids_{{"", 0}};
  std::vector<std::string> type_names_;
  std::vector<ConllTag> tags_;           // per tag id
  std::vector<ConllevalCounts> counts_;  // per type id
  ConllTag outside_;
  ConllevalPart totals_;
  bool in_correct_ = false;
  ConllTag last_gold_;
  ConllTag last_run_;
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
  const auto found = classes.find(name);
  return found == classes.end() ? none : found->second;
}

JnlpbaScore jnlpba_score(const TaggedCorpus& corpus, CountStream stretches) {
  JnlpbaCounter counter(corpus);
  JnlpbaScore score;
  score.stretches = std::move(stretches);
  JnlpbaCounts before;
  for_each_blank_line_sentence(corpus, [&](std::uint32_t begin, std::uint32_t end) {
    counter.sentence(begin, end);
    const JnlpbaCounts now = counter.all();
    write_stretch(score.stretches,
                  JnlpbaCounts{now.reference - before.reference, now.answer - before.answer,
                               now.complete - before.complete, now.right - before.right,
                               now.left - before.left});
    ++score.stretch_count;
    before = now;
  });
  score.classes = counter.classes();
  return score;
}

// A stretch's counts as differences from the reference entities (mostly 0); its counts of any
// kind may exceed them (an entity starting with I- is no reference entity, yet may end a match).
void write_stretch(CountStream& stream, const JnlpbaCounts& c) {
  const std::array<std::uint64_t, 5> row = {
      c.reference, difference(c.answer, c.reference), difference(c.reference, c.complete),
      difference(c.reference, c.right), difference(c.reference, c.left)};
  stream.push_row(row.data(), row.size());
}

JnlpbaCounts read_jnlpba_stretch(CountStream::Reader& reader) {
  std::array<std::uint64_t, 5> row{};
  reader.next_row(row.data(), row.size());
  const auto off = [&](std::size_t i) { return static_cast<std::uint64_t>(unzigzag(row[i])); };
  return {row[0], row[0] + off(1), row[0] - off(2), row[0] - off(3), row[0] - off(4)};
}

JnlpbaRatios jnlpba_ratios(std::uint64_t count, std::uint64_t reference, std::uint64_t answer) {
  const double c = static_cast<double>(count);
  const double recall = reference == 0 ? 0 : c / static_cast<double>(reference);
  const double precision = answer == 0 ? 0 : c / static_cast<double>(answer);
  const double f1 = precision + recall == 0 ? 0 : 2 * precision * recall / (precision + recall);
  return {recall, precision, f1};
}

namespace {

ConllevalPart part_difference(const ConllevalPart& now, const ConllevalPart& before) {
  return {now.tokens - before.tokens,
          now.correct_tags - before.correct_tags,
          {now.total.gold - before.total.gold, now.total.guessed - before.total.guessed,
           now.total.correct - before.total.correct}};
}

}  // namespace

ConllevalScore conlleval_score(const TaggedCorpus& corpus, CountStream stretches) {
  ConllevalCounter counter(corpus);
  ConllevalScore score;
  score.stretches = std::move(stretches);
  // Each stretch is written once the next is known: the end may add to the last.
  std::optional<ConllevalPart> last;
  const auto write = [&] {
    if (!last) return;
    write_stretch(score.stretches, *last);
    ++score.stretch_count;
  };
  ConllevalPart before;
  const auto take = [&] {
    write();
    const ConllevalPart now = counter.totals();
    last = part_difference(now, before);
    before = now;
  };
  std::uint32_t begin = 0;
  for (const Sentence& sentence : corpus.sentences) {
    if (!sentence.terminated) continue;
    counter.sentence(begin, sentence.end);
    counter.boundary();
    take();
    begin = sentence.end;
  }
  const auto end = static_cast<std::uint32_t>(corpus.size());
  counter.sentence(begin, end);
  counter.close();
  if (begin < end || !last) {
    take();
  } else {  // a phrase the end closes after the last boundary: the last stretch's
    last->total.correct += part_difference(counter.totals(), before).total.correct;
  }
  write();
  score.types = counter.types();
  return score;
}

// A stretch's counts: the tags that disagree, and the phrases found and correct as differences
// from the gold's (mostly 0).
void write_stretch(CountStream& stream, const ConllevalPart& c) {
  const std::array<std::uint64_t, 5> row = {c.tokens, c.tokens - c.correct_tags, c.total.gold,
                                            difference(c.total.guessed, c.total.gold),
                                            difference(c.total.gold, c.total.correct)};
  stream.push_row(row.data(), row.size());
}

ConllevalPart read_conlleval_stretch(CountStream::Reader& reader) {
  std::array<std::uint64_t, 5> row{};
  reader.next_row(row.data(), row.size());
  const auto off = [&](std::size_t i) { return static_cast<std::uint64_t>(unzigzag(row[i])); };
  return {row[0], row[0] - row[1], {row[2], row[2] + off(3), row[2] - off(4)}};
}

ConllevalRatios conlleval_ratios(const ConllevalCounts& counts) {
  const double correct = static_cast<double>(counts.correct);
  const double precision = counts.guessed == 0 ? 0 : correct / static_cast<double>(counts.guessed);
  const double recall = counts.gold == 0 ? 0 : correct / static_cast<double>(counts.gold);
  const double f1 = precision + recall == 0 ? 0 : 2 * precision * recall / (precision + recall);
  return {precision, recall, f1};
}

}  // namespace bioeval::ner
