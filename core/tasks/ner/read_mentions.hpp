// BioCreative II GM mention files ("sentence-id|start end|text"; GENE.eval, ALTGENE.eval and
// system output) and the sentence file ("sentence-id text"). Offsets count the non-space
// characters of the sentence: start is the number before the mention, end the 0-based index of
// its last one.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "base/diagnostics.hpp"
#include "base/hash.hpp"
#include "base/text.hpp"

namespace bioeval::ner {

// The class every mention has: BioCreative II GM marks genes only.
inline constexpr std::string_view kGeneClass = "GENE";

struct Mention {
  std::uint32_t sentence = 0;  // index in MentionSentences
  std::uint32_t start = 0;
  std::uint32_t end = 0;
  std::string_view offsets;  // "start end" as written
  std::string_view text;     // as written; empty when the line has none
  bool has_text = false;
  std::uint32_t line = 0;
};

// The sentences every input names, by id, with their text when a sentence file gives it.
struct MentionSentences {
  TextIndex index;  // id → position
  std::vector<std::string_view> ids;
  std::vector<std::string_view> texts;  // empty when unknown
  std::vector<bool> known;              // listed in the sentence file
  std::uint32_t intern(std::string_view id);
};

// A sentence's non-space characters, for offsets: the byte where each begins.
std::vector<std::uint32_t> non_space_offsets(std::string_view text);

// `text` with its spaces left out: a mention's text is compared with what its offsets cover so
// (alt_eval.perl counts non-space characters only).
std::string without_spaces(std::string_view text);

// Every input of ner.bc2gm, read: the sentence file first, so that offsets can be checked
// against it.
struct MentionInputs {
  MentionSentences sentences;
  std::vector<Mention> gold, alternatives, run;
};

class MentionReader {
 public:
  MentionReader(MentionSentences& sentences, Diagnostics& diagnostics);

  static const std::vector<std::string>& diagnostic_codes();

  // The sentence file: one "id text" line per sentence.
  void read_sentences(const TextInput& input, ProgressFn progress = {});
  // A mention file; mentions are appended to `out`. With a sentence file read before, offsets
  // are checked against the sentence and the text against what they cover.
  void read_mentions(const TextInput& input, std::vector<Mention>& out, ProgressFn progress = {});
  // Warns of mentions listed twice in one file (role and file given for the message).
  void report_duplicates(const TextInput& input, const std::vector<Mention>& mentions);
  // The run's mentions whose text differs from what their offsets cover (mention-text-differs).
  const std::vector<Mention>& run_text_differs() const { return run_text_differs_; }

 private:
  bool check_offsets(const TextInput& input, const Line& line, std::string_view offsets,
                     Mention& mention);
  // False when the mention does not fit its sentence (an error reported).
  bool check_against_sentence(const TextInput& input, const Line& line, std::string_view id,
                              const Mention& mention);

  MentionSentences& sentences_;
  Diagnostics& diagnostics_;
  bool have_sentence_file_ = false;
  std::vector<Mention> run_text_differs_;
};

}  // namespace bioeval::ner
