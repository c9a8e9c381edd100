// Token files of ner.iob2, read once with positions: one token per line with its tag in the last
// field (fields separated by TABs or spaces), a blank line after each sentence, JNLPBA's
// "###MEDLINE:<id>" lines between abstracts. The gold and the run each in a file, aligned token
// by token; or one file with both tags as its last two fields (the conlleval layout).
#pragma once

#include <array>
#include <cstdint>
#include <string_view>
#include <utility>
#include <vector>

#include "io/bytes.hpp"
#include "io/diagnostics.hpp"
#include "io/fields.hpp"
#include "io/large_array.hpp"
#include "io/text.hpp"
#include "tasks/ner/tags.hpp"

namespace bioeval::ner {

struct Sentence {
  std::uint32_t begin = 0;  // tokens [begin, end)
  std::uint32_t end = 0;
  bool terminated = false;  // a blank line ends it in the gold
};

// A value per token, in huge pages for a million tokens.
using TokenColumn = LargeVector<std::uint32_t>;

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

 private:
  struct Run {
    std::uint32_t token;  // the run's first token
    std::uint32_t line;   // and its line
  };
  std::vector<Run> runs_;
  std::uint32_t count_ = 0;
  std::uint32_t last_ = 0;
};

// The tokens of the gold, with the gold's and the run's tag of each. Tags of a run token that
// could not be aligned, or of a line in error, are O; a tag that is not one of the scheme is kept
// for messages, and read as O by every measure.
struct TaggedCorpus {
  TypeTable types;
  TagTable tags;
  std::string_view text;      // the file the tokens were read from
  TokenColumn token_offsets;  // where each token begins in `text`
  TokenColumn gold_tags;
  TokenColumn run_tags;
  TokenLines gold_lines;  // the line of each token in the gold's file
  TokenLines run_lines;   // and in the run's (0 when the run lacks it)
  std::vector<Sentence> sentences;

  std::size_t size() const { return token_offsets.size(); }
  // Token i as written: its line's first field. Inline: error lists ask for many.
  std::string_view token(std::size_t i) const {
    const char* const begin = text.data() + token_offsets[i];
    const char* const end = text.data() + text.size();
    const char* p = find_space_or_control(begin, end);
    // A control character other than whitespace belongs to the token.
    while (p != end && *p != '\n' && !is_space(*p)) p = find_space_or_control(p + 1, end);
    return std::string_view(begin, static_cast<std::size_t>(p - begin));
  }
  // Whether token i is `word` (a field: no whitespace in it), without finding its end first.
  bool token_is(std::size_t i, std::string_view word) const;
  bool run_terminated = true;  // a run file's last sentence is followed by a blank line
  bool single_file = false;    // gold and run tags came from one file

  explicit TaggedCorpus(Scheme scheme) : tags(scheme, types) {}
  // Room for a file of `lines` lines, so that the columns never move.
  void reserve(std::size_t lines);
  // Frees the tag columns (both then empty).
  void release_tags();
  TaggedCorpus(const TaggedCorpus&) = delete;
  TaggedCorpus& operator=(const TaggedCorpus&) = delete;
};

class TokenReader {
 public:
  TokenReader(TaggedCorpus& corpus, Diagnostics& diagnostics);

  static const std::vector<std::string>& diagnostic_codes();

  // The gold: tokens, sentences and gold tags.
  void read_gold(const TextInput& input, ProgressFn progress = {});
  // A run against the gold read before: same tokens, same sentence breaks.
  void read_run(const TextInput& input, ProgressFn progress = {});
  // One file holding token … gold-tag run-tag per line.
  void read_both(const TextInput& input, ProgressFn progress = {});

 private:
  struct Fields;
  struct Cursor;
  struct RunPlace;
  // The tokens, sentences and gold tags of a file; with `both`, the run's tags of its lines too.
  void read_tokens(const TextInput& input, ProgressFn progress, bool both);
  // The lines of the next 64 kB or so (a block: see the definition).
  void read_token_block(const TextInput& input, Cursor& cursor, bool both);
  void read_run_block(const TextInput& input, Cursor& cursor, RunPlace& place);
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
  std::uint32_t tag(const TextInput& input, const Line& line, std::string_view text);
  std::uint32_t tag_id(std::string_view text);
  void report_invalid_tag(const TextInput& input, const Line& line, std::string_view text);
  void end_sentence(bool terminated);

  TaggedCorpus& corpus_;
  Diagnostics& diagnostics_;
  bool sentence_open_ = false;
  std::uint32_t sentence_begin_ = 0;
  // Tags read lately, each in a slot taken in turn: a file uses a handful of tags, and a lookup
  // among them costs less than one in the table.
  std::array<std::pair<std::string_view, std::uint32_t>, 8> recent_tags_{};
  std::size_t next_recent_tag_ = 0;  // the slot a new tag takes
  std::size_t last_recent_tag_ = 0;  // the slot of the tag found last
};

}  // namespace bioeval::ner
