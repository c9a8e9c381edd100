#include "tasks/ner/read_mentions.hpp"

#include <algorithm>
#include <numeric>
#include <optional>
#include <string>
#include <tuple>

#include "io/fields.hpp"

namespace bioeval::ner {
namespace {

bool is_digit(char c) {
  return c >= '0' && c <= '9';
}

// Digits only, at most nine of them (offsets fit 32 bits).
std::optional<std::uint32_t> offset_number(std::string_view digits) {
  if (digits.empty() || digits.size() > 9) return std::nullopt;
  std::uint32_t value = 0;
  for (char c : digits) {
    if (!is_digit(c)) return std::nullopt;
    value = value * 10 + static_cast<std::uint32_t>(c - '0');
  }
  return value;
}

}  // namespace

std::uint32_t MentionSentences::intern(std::string_view id) {
  const auto [place, added] = index.try_emplace(id, static_cast<std::uint32_t>(ids.size()));
  if (added) {
    ids.push_back(id);
    texts.emplace_back();
    known.push_back(false);
  }
  return place->second;
}

std::string without_spaces(std::string_view text) {
  std::string out;
  for (char c : text) {
    if (!is_space(c)) out += c;
  }
  return out;
}

std::vector<std::uint32_t> non_space_offsets(std::string_view text) {
  std::vector<std::uint32_t> out;
  const auto* bytes = reinterpret_cast<const unsigned char*>(text.data());
  for (std::size_t i = 0; i < text.size();) {
    const std::size_t length =
        std::max<std::size_t>(1, utf8_sequence_length(bytes + i, bytes + text.size()));
    if (!is_space(text[i]) && text[i] != '\n') out.push_back(static_cast<std::uint32_t>(i));
    i += length;
  }
  return out;
}

const std::vector<std::string>& MentionReader::diagnostic_codes() {
  static const std::vector<std::string> codes = {
      "sentence-line",    "sentence-duplicate",       "blank-line",           "mention-fields",
      "offsets-invalid",  "offsets-spacing",          "offsets-leading-zero", "offsets-reversed",
      "sentence-unknown", "offsets-outside-sentence", "mention-text-differs", "mention-duplicate"};
  return codes;
}

MentionReader::MentionReader(MentionSentences& sentences, Diagnostics& diagnostics)
    : sentences_(sentences), diagnostics_(diagnostics) {}

void MentionReader::read_sentences(const TextInput& input, ProgressFn progress) {
  if (!input.ok) return;
  have_sentence_file_ = true;
  std::vector<std::size_t> first_line;
  LineReader lines(input.text, std::move(progress), input.text.size());
  Line line;
  while (lines.next(line)) {
    if (is_blank(line.text)) {
      diagnostics_.warning("blank-line", location_of(input, line), "a blank line is ignored");
      continue;
    }
    const std::size_t space = line.text.find_first_of(" \t");
    if (space == 0 || space == std::string_view::npos) {
      diagnostics_.error(
          "sentence-line",
          location_of(input, line, line.text.substr(space == 0 ? 0 : line.text.size())),
          space == 0 ? "a sentence line starts with its id, not with a space"
                     : "a sentence line is the sentence id, a space and the "
                       "sentence text; found no space");
      continue;
    }
    const std::string_view id = line.text.substr(0, space);
    const std::uint32_t s = sentences_.intern(id);
    first_line.resize(sentences_.ids.size(), 0);
    if (sentences_.known[s]) {
      diagnostics_.error(
          "sentence-duplicate", location_of(input, line, id),
          "sentence " + quoted(id) + " was already given at line " + std::to_string(first_line[s]));
      continue;
    }
    sentences_.known[s] = true;
    sentences_.texts[s] = line.text.substr(space + 1);
    first_line[s] = line.number;
  }
}

bool MentionReader::check_offsets(const TextInput& input, const Line& line,
                                  std::string_view offsets, Mention& mention) {
  const auto shape_error = [&](std::string code, const std::string& why) {
    diagnostics_.error(std::move(code), location_of(input, line, offsets),
                       "the offsets " + quoted(offsets) + " " + why);
    return false;
  };
  if (has_outer_whitespace(offsets)) {
    return shape_error("offsets-spacing",
                       "have a space at the start or the end: alt_eval.perl compares offsets as "
                       "text, 'start end' with one space between");
  }
  const std::size_t space = offsets.find_first_of(" \t");
  if (space == std::string_view::npos) {
    return shape_error("offsets-invalid",
                       "should be 'start end': two non-negative integers of at most 9 digits and "
                       "one space");
  }
  std::size_t second = space;
  while (second < offsets.size() && is_space(offsets[second])) ++second;
  const std::string_view start_text = offsets.substr(0, space);
  const std::string_view end_text = offsets.substr(second);
  const auto start = offset_number(start_text);
  const auto end = offset_number(end_text);
  if (!start || !end) {
    return shape_error("offsets-invalid",
                       "should be 'start end': two non-negative integers of at most 9 digits and "
                       "one space");
  }
  if (second != space + 1 || offsets[space] != ' ') {
    return shape_error("offsets-spacing",
                       "should be separated by exactly one space: alt_eval.perl compares them as "
                       "text");
  }
  if ((start_text.size() > 1 && start_text[0] == '0') ||
      (end_text.size() > 1 && end_text[0] == '0')) {
    return shape_error("offsets-leading-zero",
                       "have a leading zero: alt_eval.perl compares offsets as text, so '01' "
                       "does not equal '1'");
  }
  if (*start > *end) {
    return shape_error("offsets-reversed", "end before they start (start > end)");
  }
  mention.start = *start;
  mention.end = *end;
  mention.offsets = offsets;
  return true;
}

bool MentionReader::check_against_sentence(const TextInput& input, const Line& line,
                                           std::string_view id, const Mention& mention) {
  if (!sentences_.known[mention.sentence]) {
    diagnostics_.error("sentence-unknown", location_of(input, line, id),
                       "sentence " + quoted(id) + " is not in the sentence file");
    return false;
  }
  const std::string_view text = sentences_.texts[mention.sentence];
  const std::vector<std::uint32_t> characters = non_space_offsets(text);
  if (mention.end >= characters.size()) {
    diagnostics_.error("offsets-outside-sentence", location_of(input, line, mention.offsets),
                       "the offsets " + quoted(mention.offsets) + " end past the " +
                           std::to_string(characters.size()) +
                           " non-space characters of sentence " + quoted(id));
    return false;
  }
  if (mention.text.empty()) return true;
  const std::size_t from = characters[mention.start];
  const std::size_t to =
      mention.end + 1 < characters.size() ? characters[mention.end + 1] : text.size();
  std::string_view covered = text.substr(from, to - from);
  while (!covered.empty() && is_space(covered.back())) covered.remove_suffix(1);
  if (without_spaces(covered) != without_spaces(mention.text)) {
    diagnostics_.warning("mention-text-differs", location_of(input, line, mention.text),
                         "the offsets " + quoted(mention.offsets) + " cover " + quoted(covered) +
                             " in sentence " + quoted(id) + ", not " + quoted(mention.text));
    if (input.role == "run") run_text_differs_.push_back(mention);
  }
  return true;
}

void MentionReader::read_mentions(const TextInput& input, std::vector<Mention>& out,
                                  ProgressFn progress) {
  if (!input.ok) return;
  LineReader lines(input.text, std::move(progress), input.text.size());
  Line line;
  while (lines.next(line)) {
    if (is_blank(line.text)) {
      diagnostics_.warning("blank-line", location_of(input, line),
                           "a blank line is ignored (alt_eval.perl would read it as a mention "
                           "of the sentence above)");
      continue;
    }
    const std::size_t bar = line.text.find('|');
    if (bar == 0 || bar == std::string_view::npos) {
      diagnostics_.error(
          "mention-fields",
          location_of(input, line, line.text.substr(bar == 0 ? 0 : line.text.size())),
          std::string(bar == 0 ? "the line starts with '|': the sentence id is "
                                 "missing"
                               : "the line has no '|'") +
              "; a mention line is 'sentence-id|start end|text' (the text may be "
              "left out)");
      continue;
    }
    Mention mention;
    mention.line = static_cast<std::uint32_t>(line.number);
    std::string_view rest = line.text.substr(bar + 1);
    const std::size_t second = rest.find('|');
    if (second != std::string_view::npos) {
      mention.text = rest.substr(second + 1);
      mention.has_text = true;
      rest = rest.substr(0, second);
    }
    if (!check_offsets(input, line, rest, mention)) continue;
    const std::string_view id = line.text.substr(0, bar);
    mention.sentence = sentences_.intern(id);
    // A mention in error is left out, so that scoring with force leaves it out.
    if (have_sentence_file_ && !check_against_sentence(input, line, id, mention)) continue;
    out.push_back(mention);
  }
}

void MentionReader::report_duplicates(const TextInput& input,
                                      const std::vector<Mention>& mentions) {
  std::vector<std::uint32_t> order(mentions.size());
  std::iota(order.begin(), order.end(), 0u);
  const auto key = [&](std::uint32_t i) {
    const Mention& m = mentions[i];
    return std::make_tuple(m.sentence, m.start, m.end, m.line);
  };
  std::sort(order.begin(), order.end(),
            [&](std::uint32_t a, std::uint32_t b) { return key(a) < key(b); });
  for (std::size_t i = 1; i < order.size(); ++i) {
    const Mention& previous = mentions[order[i - 1]];
    const Mention& m = mentions[order[i]];
    if (m.sentence != previous.sentence || m.start != previous.start || m.end != previous.end) {
      continue;
    }
    diagnostics_.warning("mention-duplicate", Location{input.role, input.file, m.line, 0, {}},
                         "sentence " + quoted(sentences_.ids[m.sentence]) + ", offsets " +
                             quoted(m.offsets) + " were already listed at line " +
                             std::to_string(previous.line));
  }
}

}  // namespace bioeval::ner
