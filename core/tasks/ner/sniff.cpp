#include "tasks/ner/sniff.hpp"

#include <array>
#include <cstddef>

#include "base/text.hpp"
#include "io/fields.hpp"

namespace bioeval::ner {
namespace {

// A tag as the sniffer sees it: "O", or a letter, '-' and a class.
bool looks_like_tag(std::string_view field) {
  return field == "O" ||
         (field.size() > 2 && field[1] == '-' && field[0] >= 'A' && field[0] <= 'Z');
}

// How well a file's head fits the released test tokens: a token a line, or a token and one field
// that is no tag (a part of speech), and a blank or ###MEDLINE line between sentences; a list of
// ids (no sentence break) or prose (more words a line) does not fit.
double untagged_tokens_fit(std::string_view head) {
  const auto last_newline = head.rfind('\n');
  if (last_newline != std::string_view::npos) head = head.substr(0, last_newline + 1);
  LineReader lines(head);
  Line line;
  std::array<std::string_view, 3> fields;
  std::size_t seen = 0, untagged = 0;
  bool tokens_before = false, sentence_break = false;
  while (seen < 200 && lines.next(line)) {
    if (is_blank(line.text) || line.text.rfind("###MEDLINE:", 0) == 0) {
      sentence_break = sentence_break || tokens_before;
      continue;
    }
    ++seen;
    tokens_before = true;
    const std::size_t count = split_whitespace(line.text, fields.data(), fields.size());
    untagged += count == 1 || (count == 2 && !looks_like_tag(fields[1]));
  }
  return sentence_break && untagged * 10 >= seen * 9 ? 0.9 : 0;
}

// A mention line: "id|digits digits" and optionally "|text".
bool looks_like_mention(std::string_view line) {
  const std::size_t bar = line.find('|');
  if (bar == 0 || bar == std::string_view::npos) return false;
  std::string_view rest = line.substr(bar + 1);
  rest = rest.substr(0, rest.find('|'));
  const std::size_t space = rest.find(' ');
  if (space == 0 || space == std::string_view::npos || space + 1 == rest.size()) return false;
  for (std::size_t i = 0; i < rest.size(); ++i) {
    if (i != space && (rest[i] < '0' || rest[i] > '9')) return false;
  }
  return true;
}

// "BC2GM000008491 Phenotypic analysis …": an id with a digit, a space, the sentence.
bool looks_like_sentence(std::string_view line) {
  const std::size_t space = line.find(' ');
  if (space == 0 || space == std::string_view::npos || space + 1 == line.size()) return false;
  const std::string_view id = line.substr(0, space);
  return id.find_first_of("0123456789") != std::string_view::npos &&
         id.find_first_of("|\t") == std::string_view::npos;
}

// What the first lines of a file say: mentions (with their text, or some without), or sentences.
struct MentionHead {
  bool mentions = false;
  bool with_text = false;
  bool sentences = false;
};

MentionHead read_mention_head(std::string_view head) {
  const auto last_newline = head.rfind('\n');
  if (last_newline != std::string_view::npos) head = head.substr(0, last_newline + 1);
  LineReader lines(head);
  Line line;
  std::size_t seen = 0, mentions = 0, with_text = 0, sentences = 0;
  while (seen < 40 && lines.next(line)) {
    if (line.text.find_first_not_of(" \t\r") == std::string_view::npos) continue;
    ++seen;
    if (looks_like_mention(line.text)) {
      ++mentions;
      const std::size_t second_bar = line.text.find('|', line.text.find('|') + 1);
      with_text += second_bar != std::string_view::npos && second_bar + 1 < line.text.size();
    } else if (looks_like_sentence(line.text)) {
      ++sentences;
    }
  }
  MentionHead out;
  out.mentions = seen > 0 && mentions * 10 >= seen * 9;
  out.with_text = out.mentions && with_text == mentions;
  out.sentences = seen > 0 && sentences * 10 >= seen * 9;
  return out;
}

}  // namespace

double iob2_sniff(std::string_view role, std::string_view head) {
  if (role == "input") return untagged_tokens_fit(head);
  if (role != "gold" && role != "run") return 0;
  const auto last_newline = head.rfind('\n');
  if (last_newline != std::string_view::npos) head = head.substr(0, last_newline + 1);
  LineReader lines(head);
  Line line;
  std::array<std::string_view, 16> fields;
  std::size_t seen = 0, tagged = 0, both = 0;
  while (seen < 40 && lines.next(line)) {
    if (line.text.find_first_not_of(" \t\r") == std::string_view::npos) continue;
    if (line.text.rfind("###MEDLINE:", 0) == 0) continue;
    ++seen;
    const std::size_t count = split_whitespace(line.text, fields.data(), fields.size());
    if (count < 2 || count > fields.size() || !looks_like_tag(fields[count - 1])) continue;
    ++tagged;
    if (count >= 3 && looks_like_tag(fields[count - 2])) ++both;
  }
  if (seen == 0 || tagged * 10 < seen * 9) return 0;
  const bool two_tags = both == tagged;
  if (role == "run") return 0.99;
  return two_tags ? 0.5 : 0.99;
}

double bc2gm_sniff(std::string_view role, std::string_view file_head) {
  const MentionHead head = read_mention_head(file_head);
  if (role == "sentences") return head.sentences ? 0.9 : 0;
  if (!head.mentions) return 0;
  // The gold and the alternatives always give the text; a run may leave it out.
  if (role == "run") return head.with_text ? 0.95 : 0.99;
  if (!head.with_text) return 0;
  return role == "altgene" ? 0.9 : 0.99;
}

}  // namespace bioeval::ner
