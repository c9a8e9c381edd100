#include "host/placement/name_hints.hpp"

namespace bioeval {
namespace {

bool is_letter(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}
bool is_digit_char(char c) {
  return c >= '0' && c <= '9';
}
char lower(char c) {
  return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
}

std::vector<std::string_view> split_dashes(std::string_view text) {
  std::vector<std::string_view> out;
  std::size_t start = 0;
  while (start <= text.size()) {
    const std::size_t dash = text.find('-', start);
    const std::size_t end = dash == std::string_view::npos ? text.size() : dash;
    out.push_back(text.substr(start, end - start));
    if (dash == std::string_view::npos) break;
    start = dash + 1;
  }
  return out;
}

bool word_matches(const std::string& word, std::string_view hint_word) {
  if (!hint_word.empty() && hint_word.back() == '*') {
    hint_word.remove_suffix(1);
    return word.compare(0, hint_word.size(), hint_word) == 0;
  }
  return word == hint_word;
}

}  // namespace

std::vector<std::string> name_words(std::string_view name) {
  std::vector<std::string> words;
  std::string word;
  const auto flush = [&] {
    if (!word.empty()) words.push_back(std::move(word));
    word.clear();
  };
  for (const char c : name) {
    if (!is_letter(c) && !is_digit_char(c)) {
      flush();
      continue;
    }
    if (!word.empty() && is_digit_char(word.back()) != is_digit_char(c)) flush();
    word += lower(c);
  }
  flush();
  return words;
}

std::size_t hint_strength(const std::vector<std::string>& words, std::string_view hint) {
  const std::vector<std::string_view> parts = split_dashes(hint);
  if (parts.empty() || parts.size() > words.size()) return 0;
  for (std::size_t start = 0; start + parts.size() <= words.size(); ++start) {
    bool all = true;
    for (std::size_t i = 0; i < parts.size() && all; ++i) {
      all = word_matches(words[start + i], parts[i]);
    }
    if (all) return hint.size();
  }
  return 0;
}

HintMatch best_hint(const std::vector<std::string>& words, const std::vector<std::string>& hints) {
  HintMatch best;
  for (const std::string& hint : hints) {
    const std::size_t strength = hint_strength(words, hint);
    if (strength > best.strength) best = {strength, hint};
  }
  return best;
}

}  // namespace bioeval
