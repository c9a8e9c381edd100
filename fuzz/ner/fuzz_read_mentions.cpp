// Fuzzes the BioCreative II GM readers of ner.bc2gm (MentionReader): the sentence file
// ("id text") and the mention files ("sentence-id|start end|text"). The bytes are cut at 0xFF
// bytes as gold, run, altgene and sentences (the order of the malformed corpus's seeds): with
// four parts the fourth is the sentence file, otherwise every part is a mention file read
// without one, and a single part is also read as a sentence file with itself as its mentions.
// What must hold: every non-blank line is a sentence or a mention, or one error; ids, offsets
// and texts are views into their line; offsets are written as their values; with a sentence
// file, a mention's sentence is known and its offsets inside it; duplicates are counted.
#include <cstdint>
#include <set>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

#include "io/fields.hpp"
#include "reader_checks.hpp"
#include "tasks/ner/read_mentions.hpp"

namespace bioeval::fuzz {
namespace {

using ner::Mention;
using ner::MentionReader;
using ner::MentionSentences;

constexpr const char* kMentionRoles[] = {"gold", "run", "altgene"};
constexpr const char* kMentionFiles[] = {"gold.eval", "run.eval", "altgene.eval"};

std::size_t blank_lines(const std::vector<Line>& lines) {
  std::size_t count = 0;
  for (const Line& line : lines) count += is_blank(line.text) ? 1 : 0;
  return count;
}

// The byte offsets of a text's characters that are not whitespace.
std::vector<std::uint32_t> non_space_characters(std::string_view text) {
  std::vector<std::uint32_t> out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto byte = static_cast<unsigned char>(text[i]);
    if ((byte & 0xC0) != 0x80 && !is_space(text[i]) && text[i] != '\n') {
      out.push_back(static_cast<std::uint32_t>(i));
    }
  }
  return out;
}

void check_sentence_file(const MentionSentences& sentences, const TextInput& input,
                         const Diagnostics& diagnostics) {
  if (!input.ok) {
    require(sentences.ids.empty(), "a sentence file rejected as text has no sentences");
    return;
  }
  const std::vector<Line> lines = lines_of_text(input.text);
  std::size_t known = 0;
  for (std::size_t s = 0; s < sentences.ids.size(); ++s) {
    require(sentences.index.at(sentences.ids[s]) == s, "a sentence id indexes its sentence");
    if (!sentences.known[s]) continue;
    ++known;
    require(is_within(sentences.ids[s], input.text) && is_within(sentences.texts[s], input.text),
            "a sentence's id and text are views into the file");
    require(sentences.ids[s].find_first_of(" \t") == std::string_view::npos,
            "a sentence id holds no space");
    require(non_space_characters(sentences.texts[s]) == ner::non_space_offsets(sentences.texts[s]),
            "non_space_offsets finds the characters that are not spaces");
  }
  require(known + count_for(diagnostics, "sentences", Severity::error) ==
              lines.size() - blank_lines(lines),
          "every non-blank line of the sentence file is a sentence or one error");
}

void check_mention(const Mention& m, const MentionSentences& sentences,
                   const std::vector<Line>& lines, bool with_sentences) {
  require(m.sentence < sentences.ids.size(), "a mention names an interned sentence");
  require(m.start <= m.end, "a mention starts before it ends");
  require(std::string(m.offsets) == std::to_string(m.start) + " " + std::to_string(m.end),
          "a mention's offsets are written as their values");
  require(m.line >= 1 && m.line <= lines.size(), "a mention is on a line of its file");
  const std::string_view line = lines[m.line - 1].text;
  const std::string_view id = sentences.ids[m.sentence];
  require(is_within(m.offsets, line) && (!m.has_text || is_within(m.text, line)),
          "a mention's offsets and text are views into its line");
  require(line.substr(0, id.size() + 1) == std::string(id) + "|",
          "a mention's line starts with its sentence id and a bar");
  if (!with_sentences) return;
  require(sentences.known[m.sentence], "with a sentence file, a mention's sentence is known");
  require(m.end < non_space_characters(sentences.texts[m.sentence]).size(),
          "with a sentence file, a mention's offsets are inside its sentence");
}

std::size_t duplicates_in(const std::vector<Mention>& mentions) {
  std::set<std::tuple<std::uint32_t, std::uint32_t, std::uint32_t>> distinct;
  for (const Mention& m : mentions) distinct.insert({m.sentence, m.start, m.end});
  return mentions.size() - distinct.size();
}

void check_mention_file(MentionReader& reader, const MentionSentences& sentences,
                        const TextInput& input, bool with_sentences, Diagnostics& diagnostics) {
  std::vector<Mention> mentions;
  reader.read_mentions(input, mentions);
  const std::vector<Line> lines = lines_of_text(input.text);
  for (const Mention& m : mentions) check_mention(m, sentences, lines, with_sentences);
  if (!input.ok) {
    require(mentions.empty(), "a file rejected as text has no mentions");
    return;
  }
  require(mentions.size() + count_for(diagnostics, input.role, Severity::error) ==
              lines.size() - blank_lines(lines),
          "every non-blank line of a mention file is a mention or one error");
  const auto warnings_before = count_for(diagnostics, input.role, Severity::warning);
  reader.report_duplicates(input, mentions);
  require(count_for(diagnostics, input.role, Severity::warning) - warnings_before ==
              duplicates_in(mentions),
          "every mention listed again is one warning");
}

void read_files(const std::vector<std::string_view>& mention_files, std::string_view sentence_file,
                bool with_sentences) {
  Diagnostics diagnostics(1 << 20);
  MentionSentences sentences;
  MentionReader reader(sentences, diagnostics);
  TextsByRole texts;
  bool checked_against_sentences = false;  // a sentence file was given and read as text
  if (with_sentences) {
    const TextInput input = text_input("sentences", "sentences.txt", sentence_file, diagnostics);
    reader.read_sentences(input);
    texts["sentences"] = input.text;
    check_sentence_file(sentences, input, diagnostics);
    checked_against_sentences = input.ok;
  }
  for (std::size_t i = 0; i < mention_files.size(); ++i) {
    const char* role = kMentionRoles[i];
    const TextInput input = text_input(role, kMentionFiles[i], mention_files[i], diagnostics);
    texts[role] = input.text;
    check_mention_file(reader, sentences, input, checked_against_sentences, diagnostics);
  }
  check_reader_diagnostics(diagnostics, texts, MentionReader::diagnostic_codes());
}

void check_bytes(std::string_view bytes) {
  std::vector<std::string_view> parts = split_parts(bytes, 4);
  if (parts.size() == 4) {
    const std::string_view sentence_file = parts.back();
    parts.pop_back();
    read_files(parts, sentence_file, true);
    return;
  }
  read_files(parts, {}, false);
  if (parts.size() == 1) read_files(parts, bytes, true);
}

}  // namespace
}  // namespace bioeval::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return bioeval::fuzz::run_reader_check("fuzz_read_mentions", data, size,
                                         bioeval::fuzz::check_bytes);
}
