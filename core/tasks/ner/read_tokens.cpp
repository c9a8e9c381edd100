#include "tasks/ner/read_tokens.hpp"

#include <algorithm>
#include <array>
#include <limits>
#include <string>

#include "base/bytes.hpp"
#include "base/hot_loop.hpp"
#include "framework/options.hpp"
#include "io/fields.hpp"

namespace bioeval::ner {
namespace {

// JNLPBA's line before each abstract: "###MEDLINE:<id>".
bool is_document_line(std::string_view text) {
  return text.substr(0, 11) == "###MEDLINE:";
}

// The last field of `line` before `end` (a view into the line), skipping whitespace.
std::string_view field_before(std::string_view line, std::size_t end) {
  while (end > 0 && is_space(line[end - 1])) --end;
  std::size_t begin = end;
  while (begin > 0 && !is_space(line[begin - 1])) --begin;
  return line.substr(begin, end - begin);
}

// A tag of another scheme, for a hint: "E-" and "S-" are IOBES, "L-" and "U-" BILOU.
std::string scheme_hint(std::string_view text, Scheme scheme) {
  if (text.size() < 3 || text[1] != '-') return "";
  const char p = text[0];
  if ((p == 'E' || p == 'S') && scheme != Scheme::iobes) return "; set the option scheme to iobes";
  if ((p == 'L' || p == 'U') && scheme != Scheme::bilou) return "; set the option scheme to bilou";
  return "";
}

}  // namespace

struct TokenReader::Fields {
  std::string_view token;
  std::string_view last;         // the tag (the run's, in the conlleval layout)
  std::string_view before_last;  // the gold tag in the conlleval layout
};

const std::vector<std::string>& TokenReader::diagnostic_codes() {
  static const std::vector<std::string> codes = {"fields-missing", "tag-invalid", "token-mismatch",
                                                 "sentence-mismatch", "token-count-mismatch"};
  return codes;
}

TokenReader::TokenReader(TaggedCorpus& corpus, Diagnostics& diagnostics)
    : corpus_(corpus), diagnostics_(diagnostics) {}

void TokenReader::split(const TextInput& input, const Line& line, std::size_t needed,
                        Fields& fields) {
  std::array<std::string_view, 3> first;
  const std::size_t count = split_whitespace(line.text, first.data(), first.size());
  fields = Fields{first[0], {}, {}};
  if (count < needed) {
    // The token keeps its place, so that the tokens after it stay aligned; its tags read as O.
    const std::string found = std::to_string(count) + (count == 1 ? " field" : " fields");
    diagnostics_.error("fields-missing",
                       location_of(input, line, line.text.substr(line.text.size())),
                       needed == 2 ? "a token line needs the token and its tag, separated by a "
                                     "TAB or spaces; found " +
                                         found + " (the tag is read as O)"
                                   : "a line of the conlleval layout needs the token, then the "
                                     "gold tag and the run tag as its last two fields; found " +
                                         found + " (the tags are read as O)");
    return;
  }
  if (count <= first.size()) {
    fields.last = first[count - 1];
    fields.before_last = first[count - 2];
  } else {
    fields.last = field_before(line.text, line.text.size());
    fields.before_last = field_before(line.text, offset_in(line.text, fields.last));
  }
}

namespace {

// Where a tag text sits in TokenReader's cache: its length and four of its bytes mixed (the
// first tells B- from I-, the middle DNA from RNA, the last two cell_line from cell_type).
std::size_t tag_slot(std::string_view text, std::size_t slots) {
  const auto byte = [text](std::size_t i) { return static_cast<unsigned char>(text[i]); };
  const std::size_t n = text.size();  // at least 1
  const std::size_t h =
      n * 131 + byte(0) * 31 + byte(n / 2) * 7 + (n >= 2 ? byte(n - 2) * 3 : 0) + byte(n - 1);
  return h % slots;
}

}  // namespace

TagId TokenReader::tag_id(std::string_view text) {
  if (text.size() == 1 && text[0] == 'O') return kOutside;  // most tags
  auto& [seen, id] = recent_tags_[tag_slot(text, recent_tags_.size())];
  if (same_text(seen, text)) return id;
  seen = text;
  id = corpus_.tags.intern(text);
  return id;
}

// Inline in the line loops, as token_line: two calls a line.
[[gnu::always_inline]] inline TagId TokenReader::tag(const TextInput& input, const Line& line,
                                                     std::string_view text) {
  if (text.empty()) return kOutside;  // a missing tag, reported with its line
  const TagId id = tag_id(text);
  if (!corpus_.tags[id].valid) report_invalid_tag(input, line, text, id);
  return id;
}

// Out of line: an error path, kept out of the per-line code.
BIOEVAL_OUT_OF_LINE void TokenReader::report_invalid_tag(const TextInput& input, const Line& line,
                                                         std::string_view text, TagId id) {
  if (id == TagTable::kOverflow) {
    diagnostics_.error("tag-invalid", location_of(input, line, text),
                       quoted(text) +
                           " is one distinct tag too many: the files may use 65,535 "
                           "(it is read as O)");
    return;
  }
  const Scheme scheme = corpus_.tags.scheme();
  diagnostics_.error("tag-invalid", location_of(input, line, text),
                     quoted(text) + " is not a tag of the " + std::string(scheme_name(scheme)) +
                         " scheme (" + std::string(scheme_tags(scheme)) + ")" +
                         scheme_hint(text, scheme));
}

void TokenReader::open_sentence(const TextInput& input, const Line& line) {
  sentence_open_ = true;
  sentence_.begin = corpus_.token_count;
  sentence_.offset = static_cast<std::uint32_t>(line.text.data() - input.text.data());
}

void TokenReader::end_sentence(bool terminated) {
  if (!sentence_open_) return;
  sentence_.end = corpus_.token_count;
  sentence_.terminated = terminated;
  corpus_.sentences.push_back(sentence_);
  sentence_open_ = false;
}

std::uint32_t TokenLines::operator[](std::size_t token) const {
  if (token >= count_) return 0;
  const auto after = std::upper_bound(runs_.begin(), runs_.end(), token,
                                      [](std::size_t t, const Run& run) { return t < run.token; });
  const Run& run = *(after - 1);
  return run.line + static_cast<std::uint32_t>(token - run.token);
}

std::uint32_t TokenLines::at(std::size_t token, std::size_t& run) const {
  if (token >= count_) return 0;
  if (run >= runs_.size() || runs_[run].token > token) run = 0;  // asked out of order: restart
  while (run + 1 < runs_.size() && runs_[run + 1].token <= token) ++run;
  return runs_[run].line + static_cast<std::uint32_t>(token - runs_[run].token);
}

std::size_t TaggedCorpus::sentence_of(std::size_t i) const {
  const auto after =
      std::upper_bound(sentences.begin(), sentences.end(), i,
                       [](std::size_t token, const Sentence& s) { return token < s.begin; });
  return static_cast<std::size_t>(after - sentences.begin()) - 1;
}

std::string_view TaggedCorpus::token(std::size_t i) const {
  return TokenWalk(*this).token(i);
}

std::string_view TokenWalk::token(std::size_t i) {
  const auto& sentences = corpus_.sentences;
  const bool back = next_ == nullptr || i < token_;
  if (back || sentences[sentence_].end <= i) {
    // Another sentence: from its first line.
    if (back) {
      sentence_ = corpus_.sentence_of(i);
    } else {
      while (sentences[sentence_].end <= i) ++sentence_;
    }
    token_ = sentences[sentence_].begin;
    next_ = corpus_.text.data() + sentences[sentence_].offset;
  }
  const char* const end = corpus_.text.data() + corpus_.text.size();
  for (; token_ < i; ++token_) take_line(next_, end);
  ++token_;
  return TaggedCorpus::take_token(next_, end);
}

std::string_view TaggedCorpus::take_token(const char*& next, const char* end) {
  const char* const begin = next;
  const char* const field_end = find_space_or_control(begin, end);
  // The common shape: the token from the line's first byte to a TAB, a space or the line's end.
  if (field_end != begin &&
      (field_end == end || *field_end == '\t' || *field_end == ' ' || *field_end == '\n')) {
    // The rest of the line is a tag or two: a few words.
    const char* const newline = find_byte_nearby(field_end, end, '\n');
    next = newline == end ? end : newline + 1;
    return std::string_view(begin, static_cast<std::size_t>(field_end - begin));
  }
  return first_field(take_line(next, end));
}

void SentenceTokens::start(std::size_t s) {
  sentence_ = s;
  const auto& sentences = corpus_.sentences;
  next_ = corpus_.text.data() + sentences[s].offset;
  // The joined tokens take no more room than the sentence's lines (and one space after a last
  // line without a newline): the text never moves while views of it are out.
  const std::size_t lines_end =
      s + 1 < sentences.size() ? sentences[s + 1].offset : corpus_.text.size();
  text_.clear();
  text_.reserve(lines_end - sentences[s].offset + 1);
  starts_.assign(1, 0);
  // The lines are far from the cache by now: asked for all at once, they arrive together
  // rather than one miss after another (natively; a hint WebAssembly has no instruction for).
  for (const char* p = next_; p < corpus_.text.data() + lines_end; p += 64) __builtin_prefetch(p);
}

void SentenceTokens::read_to(std::size_t count) {
  const char* const end = corpus_.text.data() + corpus_.text.size();
  while (starts_.size() <= count) {
    text_ += TaggedCorpus::take_token(next_, end);
    text_ += ' ';
    starts_.push_back(static_cast<std::uint32_t>(text_.size()));
  }
}

void TaggedCorpus::release_tags() {
  TokenColumn().swap(gold_tags);
  TokenColumn().swap(run_tags);
}

void TaggedCorpus::reserve(std::size_t lines) {
  for (auto* column : {&gold_tags, &run_tags}) column->reserve(lines);
  // Room for sentences of 7 tokens or more (and a blank line after each): fewer lines to a
  // sentence grow the vector, which the module pays for only then.
  sentences.reserve(lines / 8 + 16);
}

void TokenReader::read_gold(const TextInput& input, ProgressFn progress) {
  read_tokens(input, std::move(progress), false);
}

void TokenReader::read_both(const TextInput& input, ProgressFn progress) {
  if (!input.ok) return;
  corpus_.single_file = true;
  read_tokens(input, std::move(progress), true);
  corpus_.run_lines = corpus_.gold_lines;  // one line holds both tags
}

// Where reading is in a file: the next line's first byte and the number of the line read last.
struct TokenReader::Cursor {
  const char* next;
  const char* end;
  std::size_t line = 0;

  // The next line, of any shape, as LineReader reads it.
  Line general_line() { return Line{take_line(next, end), line}; }

  // Where a block of lines read by one call stops: after kBlockBytes (plus the end of the line
  // that crosses it), or at the end.
  const char* block_end() const;

  // The next line when it has the common shape of a token line, its fields split in one pass:
  // the token, one TAB or space, the tag (and, with `tags` 2, one more of each), then the line's
  // end. False, nothing read, for every other line (blank, ###MEDLINE:, CR LF, more whitespace
  // or fields), which the general rules split.
  bool plain_line(std::size_t tags, Line& out, Fields& fields) {
    if (end - next >= 32) {
      const int found = short_plain_line(tags, out, fields);
      if (found >= 0) return found == 1;
    }
    const char* const begin = next;
    const char* p = find_space_or_control(begin, end);
    if (p == begin || p == end || (*p != '\t' && *p != ' ') || *begin == '#') return false;
    fields.token = std::string_view(begin, static_cast<std::size_t>(p - begin));
    std::string_view found[2];
    for (std::size_t i = 0; i < tags; ++i) {
      if (i > 0 && (p == end || (*p != '\t' && *p != ' '))) return false;
      const char* const start = p + 1;
      if (start == end || static_cast<unsigned char>(*start) <= 0x20) return false;
      p = find_space_or_control(start, end);
      found[i] = std::string_view(start, static_cast<std::size_t>(p - start));
    }
    if (p != end && *p != '\n') return false;
    fields.last = found[tags - 1];
    fields.before_last = tags == 2 ? found[0] : fields.token;
    out = Line{std::string_view(begin, static_cast<std::size_t>(p - begin)), line};
    next = p == end ? end : p + 1;
    return true;
  }

  // plain_line for a line whose separators all lie in the 32 bytes at `next` (32 readable), found
  // from one mask of them: 1 read, 0 not of the common shape, -1 longer (to be scanned).
  int short_plain_line(std::size_t tags, Line& out, Fields& fields) {
    const char* const begin = next;
    std::uint32_t bits = space_or_control_bits(begin);
    std::uint32_t at[3];  // where the token and each tag end
    for (std::size_t k = 0; k <= tags; ++k) {
      if (bits == 0) return -1;
      at[k] = static_cast<std::uint32_t>(__builtin_ctz(bits));
      bits &= bits - 1;
    }
    if (at[0] == 0 || *begin == '#') return 0;
    for (std::size_t k = 0; k < tags; ++k) {
      const char separator = begin[at[k]];
      if ((separator != '\t' && separator != ' ') || at[k + 1] == at[k] + 1) return 0;
    }
    if (begin[at[tags]] != '\n') return 0;
    const auto field = [begin](std::uint32_t from, std::uint32_t to) {
      return std::string_view(begin + from, to - from);
    };
    fields.token = field(0, at[0]);
    fields.last = field(at[tags - 1] + 1, at[tags]);
    fields.before_last = tags == 2 ? field(at[0] + 1, at[1]) : fields.token;
    out = Line{field(0, at[tags]), line};
    next = begin + at[tags] + 1;
    return 1;
  }
};

namespace {

// Bytes a block reads at most (plus the end of its last line).
constexpr std::size_t kBlockBytes = 64 << 10;

}  // namespace

const char* TokenReader::Cursor::block_end() const {
  return static_cast<std::size_t>(end - next) > kBlockBytes ? next + kBlockBytes : end;
}

void TokenReader::read_tokens(const TextInput& input, ProgressFn progress, bool both,
                              const std::function<void()>& after_block) {
  if (!input.ok) return;
  // Token offsets and line numbers take 32 bits.
  if (input.text.size() > std::numeric_limits<std::uint32_t>::max()) {
    throw UsageError(std::string(input.file) + ": token files of 4 GiB or more are not supported");
  }
  corpus_.text = input.text;
  Cursor cursor{input.text.data(), input.text.data() + input.text.size()};
  while (cursor.next != cursor.end) {
    read_token_block(input, cursor, both);
    if (progress)
      progress(static_cast<std::size_t>(cursor.next - input.text.data()), input.text.size());
    if (after_block) after_block();
  }
  end_sentence(false);
}

// Out of line, a block at a time (hot_loop.hpp).
BIOEVAL_OUT_OF_LINE void TokenReader::read_token_block(const TextInput& input, Cursor& cursor,
                                                       bool both) {
  const char* const stop = cursor.block_end();
  Line line;
  Fields fields;
  while (cursor.next < stop) {
    ++cursor.line;
    // The released input's lines hold a token and maybe other fields, never a tag.
    if (!tokens_only_ && cursor.plain_line(both ? 2 : 1, line, fields)) {
      token_line(input, line, fields, both);
    } else {
      read_token_line(input, cursor.general_line(), both);
    }
  }
}

// Out of line: lines of other shapes are few.
BIOEVAL_OUT_OF_LINE void TokenReader::read_token_line(const TextInput& input, const Line& line,
                                                      bool both) {
  if (is_blank(line.text) || is_document_line(line.text)) {
    end_sentence(!is_document_line(line.text));
    return;
  }
  Fields fields;
  if (tokens_only_) {
    fields.token = first_field(line.text);  // no tag: token_line reads an empty one as O
  } else {
    split(input, line, both ? 3 : 2, fields);
  }
  token_line(input, line, fields, both);
}

// Inline in the block loops: a call per line cost the module more than the code repeated.
[[gnu::always_inline]] inline void TokenReader::token_line(const TextInput& input, const Line& line,
                                                           const Fields& fields, bool both) {
  if (!sentence_open_) open_sentence(input, line);
  const auto number = static_cast<std::uint32_t>(line.number);
  if (fields.token.size() == 3 && fields.token == "-X-") {
    corpus_.dash_x_tokens.push_back(corpus_.token_count);
  }
  ++corpus_.token_count;
  if (keep_tokens_) kept_tokens_.push_back(fields.token);
  const TagId gold = tag(input, line, both ? fields.before_last : fields.last);
  corpus_.gold_tags.push_back(gold);
  corpus_.gold_lines.push(number);
  if (!both) return;
  // Most often the run agrees with the gold (an invalid tag is reported in each column).
  const bool agree = corpus_.tags[gold].valid && same_text(fields.last, fields.before_last);
  corpus_.run_tags.push_back(agree ? gold : tag(input, line, fields.last));
}

struct TokenReader::RunPlace {
  explicit RunPlace(const TaggedCorpus& gold) : gold_tokens(gold) {}
  std::size_t token = 0;     // the next token of the gold
  std::size_t sentence = 0;  // the gold sentence the run is in or comes to next
  bool in_sentence = false;
  bool aligned = true;    // the run's tokens and breaks have followed the gold's so far
  TokenWalk gold_tokens;  // the gold's, compared in order with the run's
};

std::string TokenReader::gold_place(std::size_t token) const {
  return quoted(corpus_.token(token)) + " at " + std::string(reference_) + " line " +
         std::to_string(corpus_.gold_lines[token]);
}

void TokenReader::read_input_and_run(const TextInput& input, const TextInput& run,
                                     ProgressFn input_progress, ProgressFn run_progress) {
  reference_ = "test input";
  tokens_only_ = true;
  read_gold_and_run(input, run, std::move(input_progress), std::move(run_progress));
}

void TokenReader::read_gold_and_run(const TextInput& gold, const TextInput& run,
                                    ProgressFn gold_progress, ProgressFn run_progress) {
  if (!gold.ok) return;
  RunPlace place(corpus_);
  Cursor cursor{run.text.data(), run.text.data() + run.text.size()};
  if (!run.ok) {
    read_gold(gold, std::move(gold_progress));
    finish_run(run, cursor, place, std::move(run_progress));
    return;
  }
  keep_tokens_ = true;
  read_tokens(gold, std::move(gold_progress), false, [&] {
    if (!place.aligned) {  // the rest of the run is read after the gold, its tokens not compared
      keep_tokens_ = false;
      kept_tokens_ = {};
      return;
    }
    read_run_lines(run, cursor, place, corpus_.sentences.size());
    if (run_progress)
      run_progress(static_cast<std::size_t>(cursor.next - run.text.data()), run.text.size());
    kept_tokens_.erase(kept_tokens_.begin(), kept_tokens_.begin() + static_cast<std::ptrdiff_t>(
                                                                        place.token - kept_from_));
    kept_from_ = place.token;
  });
  keep_tokens_ = false;
  finish_run(run, cursor, place, std::move(run_progress));
}

// Out of line, as read_token_block: a gold block's worth of lines.
BIOEVAL_OUT_OF_LINE void TokenReader::read_run_lines(const TextInput& input, Cursor& cursor,
                                                     RunPlace& place, std::size_t sentences) {
  Line line;
  Fields fields;
  // A line of sentence `place.sentence` (or a break before it) needs that sentence's end, known
  // once the next sentence is read.
  while (cursor.next != cursor.end && place.aligned && place.sentence + 1 < sentences) {
    ++cursor.line;
    if (cursor.plain_line(1, line, fields)) {
      run_token_line(input, line, fields, place);
    } else {
      read_run_line(input, cursor.general_line(), place);
    }
  }
}

void TokenReader::finish_run(const TextInput& input, Cursor& cursor, RunPlace& place,
                             ProgressFn progress) {
  const std::size_t total = corpus_.size();
  // Unreadable, or a run that tagged nothing (empty): every token O, no line to blame.
  if (!input.ok || input.text.empty()) {
    corpus_.run_tags.assign(total, kOutside);
    return;
  }
  while (cursor.next != cursor.end) {
    read_run_block(input, cursor, place);
    if (progress)
      progress(static_cast<std::size_t>(cursor.next - input.text.data()), input.text.size());
  }
  corpus_.run_terminated = !place.in_sentence;
  corpus_.run_tags.resize(total, kOutside);  // tokens the run lacks: O, on no line
  if (place.aligned && place.token < total) {
    diagnostics_.error("token-count-mismatch", Location{input.role, input.file, cursor.line, 0, {}},
                       "the run ends after " + std::to_string(place.token) + " of the " +
                           std::string(reference_) + "'s " + std::to_string(total) +
                           " tokens; the " + std::string(reference_) + " goes on with " +
                           gold_place(place.token));
  }
  kept_tokens_ = {};
}

std::string_view TokenReader::gold_token(RunPlace& place, std::size_t i) {
  if (i >= kept_from_ && i - kept_from_ < kept_tokens_.size()) return kept_tokens_[i - kept_from_];
  return place.gold_tokens.token(i);
}

// Out of line, a block at a time, as read_token_block.
BIOEVAL_OUT_OF_LINE void TokenReader::read_run_block(const TextInput& input, Cursor& cursor,
                                                     RunPlace& place) {
  const char* const stop = cursor.block_end();
  Line line;
  Fields fields;
  while (cursor.next < stop) {
    ++cursor.line;
    if (cursor.plain_line(1, line, fields)) {
      run_token_line(input, line, fields, place);
    } else {
      read_run_line(input, cursor.general_line(), place);
    }
  }
}

// Out of line, as read_token_line.
BIOEVAL_OUT_OF_LINE void TokenReader::read_run_line(const TextInput& input, const Line& line,
                                                    RunPlace& place) {
  const auto& gold = corpus_;
  const std::size_t i = place.token;
  if (is_blank(line.text) || is_document_line(line.text)) {
    if (!place.in_sentence) return;
    place.in_sentence = false;
    if (place.aligned && i != gold.sentences[place.sentence].end) {
      place.aligned = false;
      diagnostics_.error("sentence-mismatch", location_of(input, line),
                         "the run ends a sentence here, after " + quoted(gold.token(i - 1)) +
                             ", but the " + std::string(reference_) + "'s sentence goes on with " +
                             gold_place(i) + ": " + std::string(reference_) +
                             " and run must have the same sentence breaks");
    }
    ++place.sentence;
    return;
  }
  Fields fields;
  split(input, line, 2, fields);
  run_token_line(input, line, fields, place);
}

void TokenReader::run_token_line(const TextInput& input, const Line& line, const Fields& fields,
                                 RunPlace& place) {
  const auto& gold = corpus_;
  const std::size_t total = gold.size();
  const std::size_t i = place.token;
  const TagId run_tag = tag(input, line, fields.last);
  if (i == total) {
    if (place.aligned) {
      place.aligned = false;
      diagnostics_.error(
          "token-count-mismatch", location_of(input, line, fields.token),
          "the run goes on with " + quoted(fields.token) + " after the " + std::string(reference_) +
              "'s last token (" +
              (total ? gold_place(total - 1) : "the " + std::string(reference_) + " has none") +
              "): the run must have the " + std::string(reference_) + "'s tokens, no more");
    }
    return;
  }
  if (place.aligned && place.in_sentence && i == gold.sentences[place.sentence].end) {
    place.aligned = false;
    diagnostics_.error("sentence-mismatch", location_of(input, line, fields.token),
                       "the run's sentence goes on with " + quoted(fields.token) + " but the " +
                           std::string(reference_) + "'s ends after " + gold_place(i - 1) + ": " +
                           std::string(reference_) + " and run must have the same sentence breaks");
  }
  if (place.aligned && !same_text(gold_token(place, i), fields.token)) {
    diagnostics_.error("token-mismatch", location_of(input, line, fields.token),
                       "the run has " + quoted(fields.token) + " where the " +
                           std::string(reference_) + " has " + quoted(gold.token(i)) + " (" +
                           std::string(reference_) + " line " + std::to_string(gold.gold_lines[i]) +
                           "): the run must list the " + std::string(reference_) +
                           "'s tokens in order");
  }
  place.in_sentence = true;
  corpus_.run_tags.push_back(run_tag);  // the i-th: one per gold token read so far
  corpus_.run_lines.push(static_cast<std::uint32_t>(line.number));
  ++place.token;
}

}  // namespace bioeval::ner
