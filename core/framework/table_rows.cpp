#include "framework/table_rows.hpp"

#include <charconv>

#include "base/json_text.hpp"

namespace bioeval {

namespace {

// A piece that holds this much and has little room left is closed, so that a long table grows
// by new pieces rather than by copying all its rows into a buffer twice as large: the rows of
// a large result then take about their own size in memory, not up to three times it.
constexpr std::size_t kPieceBytes = std::size_t{1} << 20;
constexpr std::size_t kRowRoom = std::size_t{64} << 10;

}  // namespace

void TableRows::separate() {
  TextBuffer& out = text();
  if (out.size() >= kPieceBytes && out.room() < kRowRoom) {
    pieces_.emplace_back();
    return;
  }
  if (!out.empty()) out += ',';
}

void TableRows::push_back(const Json& row) {
  separate();
  scratch_.clear();
  nlohmann::detail::serializer<Json> serializer(nlohmann::detail::output_adapter<char>(scratch_),
                                                ' ', Json::error_handler_t::replace);
  serializer.dump(row, false, kAsciiRows, 0);
  text() += scratch_;
  ++count_;
}

void TableRows::begin_row() {
  separate();
  text() += '[';
  first_cell_ = true;
}

void TableRows::next_cell() {
  if (!first_cell_) text() += ',';
  first_cell_ = false;
}

void TableRows::text_cell(std::string_view utf8) {
  open_text();
  text_piece(utf8);
  close_text();
}

void TableRows::integer_cell(std::int64_t value) {
  next_cell();
  constexpr std::size_t kMostDigits = 20;  // "-9223372036854775808"
  text().append_in_place(kMostDigits, [value](char* first) {
    return std::to_chars(first, first + kMostDigits, value).ptr;
  });
}

void TableRows::open_text() {
  next_cell();
  text() += '"';
}

void TableRows::text_piece(std::string_view utf8) {
  // Most text needs no escape: it is copied as it is.
  const std::size_t plain = json_plain_prefix(utf8);
  text() += utf8.substr(0, plain);
  if (plain == utf8.size()) return;
  scratch_.clear();
  append_json_escaped(scratch_, utf8.substr(plain), kAsciiRows);
  text() += scratch_;
}

void TableRows::close_text() {
  text() += '"';
}

void TableRows::end_row() {
  text() += ']';
  ++count_;
}

void TableRows::append(TableRows&& other) {
  for (TextBuffer& piece : other.pieces_) {
    if (!piece.empty()) pieces_.push_back(std::move(piece));
  }
  count_ += other.count_;
  other.pieces_.clear();
  other.count_ = 0;
}

std::vector<std::string_view> TableRows::json_pieces() const {
  std::vector<std::string_view> out;
  for (const TextBuffer& piece : pieces_) out.push_back(piece.view());
  return out;
}

Json TableRows::to_json() const {
  std::string array = "[";
  for (const TextBuffer& piece : pieces_) {
    if (piece.empty()) continue;
    if (array.size() > 1) array += ',';
    array += piece.view();
  }
  array += ']';
  return Json::parse(array);
}

}  // namespace bioeval
