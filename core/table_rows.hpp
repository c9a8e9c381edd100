// The rows of a result's table, kept as JSON text from the moment they are added: a table of
// tens of thousands of rows (an error list) is then one string, written out as it is, instead of
// a tree of values allocated one by one and serialized after.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "json.hpp"

namespace bioeval {

// Whether rows are written in ASCII, every other character escaped as \uXXXX. In the browser's
// module, whose answer is ASCII (TextDecoder reads ASCII twice as fast as other UTF-8): its rows,
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

  std::size_t size() const { return count_; }
  bool empty() const { return count_ == 0; }
  // Room for `bytes` of JSON text.
  void reserve(std::size_t bytes) { text_.reserve(bytes); }
  // The rows' JSON text: arrays separated by commas, without the enclosing brackets.
  std::string_view json_text() const { return text_; }
  // The rows as a JSON array of arrays.
  Json to_json() const;

 private:
  void next_cell();

  std::string text_;
  std::size_t count_ = 0;
  bool first_cell_ = true;
};

}  // namespace bioeval
