// Token files of ner.iob2, read once with positions: one token per line with its tag in the last
// field (fields separated by TABs or spaces), a blank line after each sentence, JNLPBA's
// "###MEDLINE:<id>" lines between abstracts. The gold and the run each in a file, aligned token
// by token; or one file with both tags as its last two fields (the conlleval layout).
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <limits>
#include <string_view>
#include <utility>
#include <vector>

#include "base/diagnostics.hpp"
#include "base/large_array.hpp"
#include "base/text.hpp"
#include "base/text_buffer.hpp"
#include "io/fields.hpp"
#include "tasks/ner/tags.hpp"

namespace bioeval::ner {

struct Sentence {
  std::uint32_t begin = 0;  // tokens [begin, end)
  std::uint32_t end = 0;
  std::uint32_t offset = 0;  // where the line of its first token begins in the gold's text
  bool terminated = false;   // a blank line ends it in the gold
};

// A tag per token, in huge pages for a million tokens.
using TokenColumn = LargeVector<TagId>;

// The line of each token in its file, kept as runs of consecutive lines (a sentence is one run):
// a few bytes per sentence rather than four per token. 0 for a token past the last one pushed
// (a token the run lacks).
class TokenLines {
 public:
  // The line of the next token.
  void push(std::uint32_t line) {
    if (runs_.empty() || line != last_ + 1) runs_.push_back({count_, line});
    last_ = line;
    ++count_;
  }
  std::uint32_t operator[](std::size_t token) const;
  // The same without a search when tokens are asked in increasing order: `run` (0 at first)
  // keeps the place between calls (a token before it starts the walk over).
  std::uint32_t at(std::size_t token, std::size_t& run) const;
  // Frees the runs: no line can be asked for after.
  void release() { std::vector<Run>().swap(runs_); }

 private:
  struct Run {
    std::uint32_t token;  // the run's first token
    std::uint32_t line;   // and its line
  };
  std::vector<Run> runs_;
  std::uint32_t count_ = 0;
  std::uint32_t last_ = 0;
};

// The tokens of the gold, with the gold's and the run's tag of each. A token is found from its
// sentence's first line (a sentence's tokens are on consecutive lines): no column of offsets,
// megabytes of fresh memory, for the few tokens an error list or a message shows. Tags of a run
// token that could not be aligned, or of a line in error, are O; a tag that is not one of the
// scheme is kept for messages, and read as O by every measure.
struct TaggedCorpus {
  TypeTable types;
  TagTable tags;
  std::string_view text;  // the file the tokens were read from
  std::uint32_t token_count = 0;
  TokenColumn gold_tags;
  TokenColumn run_tags;
  TokenLines gold_lines;  // the line of each token in the gold's file
  TokenLines run_lines;   // and in the run's (0 when the run lacks it)
  LargeVector<Sentence> sentences;
  // The tokens written "-X-", in order: conlleval reads each as a boundary (CoNLL's
  // "-DOCSTART- -X- O O" lines).
  std::vector<std::uint32_t> dash_x_tokens;

  std::size_t size() const { return token_count; }
  // Token i as written: its line's first field. A search for its sentence and a walk over the
  // lines before it in the sentence: for messages (SentenceTokens for many).
  std::string_view token(std::size_t i) const;
  // The sentence that holds token i (i < size()).
  std::size_t sentence_of(std::size_t i) const;
  // The token of the line that begins at `next` (its first field), `next` moved past the line.
  static std::string_view take_token(const char*& next, const char* end);
  bool run_terminated = true;  // a run file's last sentence is followed by a blank line
  bool single_file = false;    // gold and run tags came from one file

  explicit TaggedCorpus(Scheme scheme) : tags(scheme, types) {}
  // Room for a file of `lines` lines, so that the columns never move (nor, most often, the
  // sentences).
  void reserve(std::size_t lines);
  // Frees the tag columns (both then empty).
  void release_tags();
  // Frees the lines of the tokens (entities keep their own).
  void release_lines() {
    gold_lines.release();
    run_lines.release();
  }
  TaggedCorpus(const TaggedCorpus&) = delete;
  TaggedCorpus& operator=(const TaggedCorpus&) = delete;
};

// Tokens asked for in increasing order, each found from the line after the one asked before.
class TokenWalk {
 public:
  explicit TokenWalk(const TaggedCorpus& corpus) : corpus_(corpus) {}
  // Token i as written (i < size(); an i below the last starts the walk over).
  std::string_view token(std::size_t i);

 private:
  const TaggedCorpus& corpus_;
  std::size_t sentence_ = 0;  // the sentence of the token at `next_`
  std::size_t token_ = 0;     // the token whose line begins at `next_`
  const char* next_ = nullptr;
};

// The tokens of one sentence at a time, read once for all the entities shown from it: the
// sentence's tokens joined by spaces, so that any run of them is one view.
class SentenceTokens {
 public:
  explicit SentenceTokens(const TaggedCorpus& corpus) : corpus_(corpus) {}
  // Tokens [from, to) of sentence s (from < to, both in the sentence) separated by spaces; the
  // view holds until another sentence is asked. The sentence's lines are read as far as asked.
  std::string_view tokens(std::size_t s, std::size_t from, std::size_t to) {
    if (s != sentence_) start(s);
    const std::size_t begin = corpus_.sentences[s].begin;
    if (to - begin >= starts_.size()) read_to(to - begin);
    const std::uint32_t start = starts_[from - begin];
    return text_.view().substr(start, starts_[to - begin] - 1 - start);
  }
  // Token i of sentence s as written.
  std::string_view token(std::size_t s, std::size_t i) { return tokens(s, i, i + 1); }

 private:
  void start(std::size_t s);
  // Reads tokens until `count` of the sentence are read.
  void read_to(std::size_t count);
  const TaggedCorpus& corpus_;
  std::size_t sentence_ = std::numeric_limits<std::size_t>::max();
  const char* next_ = nullptr;         // the line of the next token to read
  TextBuffer text_;                    // the tokens read, a space after each
  std::vector<std::uint32_t> starts_;  // where each token read begins in text_, then text_.size()
};

class TokenReader {
 public:
  TokenReader(TaggedCorpus& corpus, Diagnostics& diagnostics);

  static const std::vector<std::string>& diagnostic_codes();

  // The gold: tokens, sentences and gold tags.
  void read_gold(const TextInput& input, ProgressFn progress = {});
  // The gold, and a run against it: same tokens, same sentence breaks. Read together: a block
  // of the gold's lines, then the run's lines as far as the gold's sentences are complete, each
  // run token compared with the gold's while its text is at hand.
  void read_gold_and_run(const TextInput& gold, const TextInput& run, ProgressFn gold_progress = {},
                         ProgressFn run_progress = {});
  // The released test input (tokens without tags, one per line: any field after the token is
  // ignored), and a run against it as against the gold; the input's tags are all O.
  void read_input_and_run(const TextInput& input, const TextInput& run,
                          ProgressFn input_progress = {}, ProgressFn run_progress = {});
  // One file holding token … gold-tag run-tag per line.
  void read_both(const TextInput& input, ProgressFn progress = {});

 private:
  struct Fields;
  struct Cursor;
  struct RunPlace;
  // The tokens, sentences and gold tags of a file; with `both`, the run's tags of its lines too.
  // `after_block`, when given, is called after each block of lines.
  void read_tokens(const TextInput& input, ProgressFn progress, bool both,
                   const std::function<void()>& after_block = {});
  // The lines of the next 64 kB or so (a block: see the definition).
  void read_token_block(const TextInput& input, Cursor& cursor, bool both);
  void read_run_block(const TextInput& input, Cursor& cursor, RunPlace& place);
  // The run's lines while they stay aligned and in the first `sentences` - 1 gold sentences.
  void read_run_lines(const TextInput& input, Cursor& cursor, RunPlace& place,
                      std::size_t sentences);
  // The rest of the run, once the gold is read.
  void finish_run(const TextInput& input, Cursor& cursor, RunPlace& place, ProgressFn progress);
  // The gold's token i, for the run's token i.
  std::string_view gold_token(RunPlace& place, std::size_t i);
  // A line of any shape.
  void read_token_line(const TextInput& input, const Line& line, bool both);
  void read_run_line(const TextInput& input, const Line& line, RunPlace& place);
  // A line holding a token, its fields split.
  void token_line(const TextInput& input, const Line& line, const Fields& fields, bool both);
  void run_token_line(const TextInput& input, const Line& line, const Fields& fields,
                      RunPlace& place);
  // "'token' at gold line N", for messages.
  std::string gold_place(std::size_t token) const;
  void split(const TextInput& input, const Line& line, std::size_t needed, Fields& fields);
  TagId tag(const TextInput& input, const Line& line, std::string_view text);
  TagId tag_id(std::string_view text);
  void report_invalid_tag(const TextInput& input, const Line& line, std::string_view text,
                          TagId id);
  void open_sentence(const TextInput& input, const Line& line);
  void end_sentence(bool terminated);

  TaggedCorpus& corpus_;
  Diagnostics& diagnostics_;
  // What the run is aligned with, in messages: "gold" or "test input".
  std::string_view reference_ = "gold";
  bool tokens_only_ = false;  // the tokens come from the released input: no tag to read
  bool sentence_open_ = false;
  Sentence sentence_;  // the open one: its first token and line
  // Tags read lately, each in a slot its text chooses: a file uses a handful of tags, and a
  // lookup among them costs less than one in the table.
  std::array<std::pair<std::string_view, TagId>, 64> recent_tags_{};
  // While the gold and the run are read together: the gold's tokens from `kept_from_` on, not
  // yet compared with the run's.
  bool keep_tokens_ = false;
  std::vector<std::string_view> kept_tokens_;
  std::size_t kept_from_ = 0;
};

}  // namespace bioeval::ner
