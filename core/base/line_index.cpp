#include "base/line_index.hpp"

#include <algorithm>

#include "base/text.hpp"

namespace bioeval {

LineIndex::LineIndex(std::string_view text) : text_(text) {
  starts_.push_back(0);
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '\n') starts_.push_back(i + 1);
  }
}

TextPosition LineIndex::at(std::size_t offset) const {
  offset = std::min(offset, text_.size());
  const auto next = std::upper_bound(starts_.begin(), starts_.end(), offset);
  std::size_t line = static_cast<std::size_t>(next - starts_.begin());  // 1-based
  // After a final newline there is no line (as LineReader reads lines): the end of the last.
  if (line > 1 && starts_[line - 1] == text_.size()) --line;
  const std::size_t start = starts_[line - 1];
  std::size_t end = line < starts_.size() ? starts_[line] - 1 : text_.size();
  if (end > start && text_[end - 1] == '\r') --end;
  const std::string_view line_text = text_.substr(start, end - start);
  return {line, column_of(line_text, std::min(offset - start, line_text.size())), line_text};
}

}  // namespace bioeval
