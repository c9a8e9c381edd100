// Small NER token files written from a line of tags, for the NER tests.
#pragma once

#include <algorithm>
#include <string>
#include <vector>

namespace bioeval::test {

// The words of `text`, split at spaces.
inline std::vector<std::string> words(const std::string& text) {
  std::vector<std::string> out;
  std::size_t at = 0;
  while (at < text.size()) {
    const std::size_t end = std::min(text.find(' ', at), text.size());
    if (end > at) out.push_back(text.substr(at, end - at));
    at = end + 1;
  }
  return out;
}

// A token file: one token per line (w0, w1, …) with the given tags, TAB-separated, a blank line
// after each sentence ("|" separates sentences in `tags`).
inline std::string token_file(const std::string& tags) {
  std::string out;
  int n = 0;
  for (const std::string& t : words(tags)) {
    if (t == "|") {
      out += "\n";
      continue;
    }
    out += "w" + std::to_string(n++) + "\t" + t + "\n";
  }
  return out + "\n";
}

}  // namespace bioeval::test
