#include "table_rows.hpp"

#include <charconv>

#include "json_text.hpp"

namespace bioeval {

void TableRows::push_back(const Json& row) {
  if (count_ > 0) text_ += ',';
  // Serialized straight onto the text, without a string of its own.
  nlohmann::detail::serializer<Json> serializer(nlohmann::detail::output_adapter<char>(text_), ' ',
                                                Json::error_handler_t::replace);
  serializer.dump(row, false, kAsciiRows, 0);
  ++count_;
}

void TableRows::begin_row() {
  if (count_ > 0) text_ += ',';
  text_ += '[';
  first_cell_ = true;
}

void TableRows::next_cell() {
  if (!first_cell_) text_ += ',';
  first_cell_ = false;
}

void TableRows::text_cell(std::string_view utf8) {
  open_text();
  text_piece(utf8);
  close_text();
}

void TableRows::integer_cell(std::int64_t value) {
  next_cell();
  char digits[24];
  const auto end = std::to_chars(digits, digits + sizeof digits, value).ptr;
  text_.append(digits, static_cast<std::size_t>(end - digits));
}

void TableRows::open_text() {
  next_cell();
  text_ += '"';
}

void TableRows::text_piece(std::string_view utf8) {
  append_json_escaped(text_, utf8, kAsciiRows);
}

void TableRows::close_text() {
  text_ += '"';
}

void TableRows::end_row() {
  text_ += ']';
  ++count_;
}

Json TableRows::to_json() const {
  std::string array;
  array.reserve(text_.size() + 2);
  array += '[';
  array += text_;
  array += ']';
  return Json::parse(array);
}

}  // namespace bioeval
