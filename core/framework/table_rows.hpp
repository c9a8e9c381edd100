// The rows of a result's table, kept as JSON text from the moment they are added: a table of
// tens of thousands of rows (an error list) is then one string, written out as it is, instead of
// a tree of values allocated one by one and serialized after.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "base/json.hpp"
#include "base/text_buffer.hpp"

namespace bioeval {

// Whether rows are written in ASCII, every other character escaped as \uXXXX. In the browser's
// module, whose answer is ASCII (TextDecoder reads ASCII faster than other UTF-8): its rows,
// megabytes for an error list, are then passed on as they are, never escaped a second time.
// Natively, UTF-8, as the command line writes.
#ifdef __EMSCRIPTEN__
inline constexpr bool kAsciiRows = true;
#else
inline constexpr bool kAsciiRows = false;
#endif

class TableRows {
 public:
  // A row given whole, as a JSON array: rows.push_back({"protein", 12, 0.5, nullptr}).
  void push_back(const Json& row);

  // A row given cell by cell, without a JSON value per cell: begin_row(), the cells, end_row().
  void begin_row();
  void text_cell(std::string_view utf8);
  void integer_cell(std::int64_t value);
  // A text cell given in pieces: open_text(), text_piece() any number of times, close_text().
  void open_text();
  void text_piece(std::string_view utf8);
  void close_text();
  void end_row();

  // The rows of `other` after these, its text taken as it is, not copied (rows added later
  // follow them).
  void append(TableRows&& other);

  std::size_t size() const { return count_; }
  bool empty() const { return count_ == 0; }
  // Room for `bytes` more of JSON text.
  void reserve(std::size_t bytes) { text().reserve(bytes); }
  // The rows' JSON text in pieces: arrays separated by commas, without the enclosing brackets; a
  // comma goes between two pieces that are not empty.
  std::vector<std::string_view> json_pieces() const;
  // The rows as a JSON array of arrays.
  Json to_json() const;

 private:
  void next_cell();
  // The piece rows are added to: the last.
  TextBuffer& text() {
    if (pieces_.empty()) pieces_.emplace_back();
    return pieces_.back();
  }
  // Before a new row: a comma after the rows of its piece.
  void separate();

  std::vector<TextBuffer> pieces_;  // a table's rows, and those of tables appended to it
  std::string scratch_;  // a row given whole, or a text piece's escapes, before they join the rows
  std::size_t count_ = 0;
  bool first_cell_ = true;
};

}  // namespace bioeval
