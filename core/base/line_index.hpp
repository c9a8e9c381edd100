// Line and column of a byte offset, for inputs read by a parser that reports offsets (XML).
#pragma once

#include <cstddef>
#include <string_view>
#include <vector>

namespace bioeval {

struct TextPosition {
  std::size_t line = 0;    // 1-based
  std::size_t column = 0;  // 1-based, in characters
  std::string_view line_text;
};

class LineIndex {
 public:
  explicit LineIndex(std::string_view text);
  // Where byte `offset` of the text is; offsets past the end point at the end.
  TextPosition at(std::size_t offset) const;

 private:
  std::string_view text_;
  std::vector<std::size_t> starts_;  // byte offset of each line's first byte
};

}  // namespace bioeval
