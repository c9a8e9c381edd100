#include <catch2/catch.hpp>

#include <string>

#include "base/json_text.hpp"
#include "framework/table_rows.hpp"

using namespace bioeval;

namespace {

std::string escaped(std::string_view utf8, bool ascii = false) {
  std::string out;
  append_json_escaped(out, utf8, ascii);
  return out;
}

// A string's JSON text as dump writes it (in ASCII when asked), without its quotes.
std::string dumped(const std::string& utf8, bool ascii = false) {
  const std::string text = Json(utf8).dump(-1, ' ', ascii, Json::error_handler_t::replace);
  return text.substr(1, text.size() - 2);
}

std::string ascii_written(std::string_view json_text) {
  std::string out;
  JsonWriter writer(true, [&out](std::string_view piece) { out += piece; });
  writer.json_text(json_text);
  writer.flush();
  return out;
}

}  // namespace

TEST_CASE("append_json_escaped escapes as dump does", "[json]") {
  // Every ASCII character, alone and in words longer than eight bytes (the word-at-a-time path).
  for (int c = 1; c < 0x80; ++c) {
    const std::string one(1, static_cast<char>(c));
    INFO("character " << c);
    CHECK(escaped(one) == dumped(one));
    const std::string word = "receptor" + one + "subunit-alpha" + one;
    CHECK(escaped(word) == dumped(word));
  }
  const std::string text = "… [IL-2 receptor] – α \"p53\" \\ 😀 \t end";
  CHECK(escaped(text) == dumped(text));
  CHECK(escaped(text, true) == dumped(text, true));
  CHECK(escaped(text, true) ==
        "\\u2026 [IL-2 receptor] \\u2013 \\u03b1 \\\"p53\\\" \\\\ \\ud83d\\ude00 \\t end");
  CHECK(escaped(std::string(1, '\0')) == "\\u0000");
  CHECK(escaped("") == "");
}

TEST_CASE("append_json_escaped replaces invalid UTF-8 with U+FFFD", "[json]") {
  CHECK(escaped("a\xFF"
                "b") ==
        "a\xEF\xBF\xBD"
        "b");
  CHECK(escaped("\xC3") == "\xEF\xBF\xBD");  // a sequence cut short
  CHECK(escaped("\xE2\x80"
                "x") ==
        "\xEF\xBF\xBD\xEF\xBF\xBD"
        "x");  // byte by byte
  CHECK(escaped("\xC3\xA9") == "\xC3\xA9");
  CHECK(escaped("a\xFF\xC3\xA9", true) == "a\\ufffd\\u00e9");  // in ASCII
}

TEST_CASE("TableRows keeps rows as JSON text", "[json]") {
  TableRows rows;
  CHECK(rows.empty());
  CHECK(rows.to_json() == Json::array());
  rows.push_back({"protein", 12, 0.5, nullptr});
  rows.begin_row();
  rows.text_cell("FN");
  rows.integer_cell(-7);
  rows.open_text();
  rows.text_piece("predicted ");
  rows.text_piece("DNA 'p53 \"gene\"'");
  rows.close_text();
  rows.open_text();
  rows.close_text();
  rows.end_row();
  rows.begin_row();
  rows.end_row();
  CHECK(rows.size() == 3);
  const Json expected =
      Json::array({Json::array({"protein", 12, 0.5, nullptr}),
                   Json::array({"FN", -7, "predicted DNA 'p53 \"gene\"'", ""}), Json::array()});
  CHECK(rows.to_json() == expected);
  REQUIRE(rows.json_pieces().size() == 1);
  CHECK("[" + std::string(rows.json_pieces().front()) + "]" == expected.dump());
}

TEST_CASE("TableRows appends the rows of another table after its own", "[json]") {
  TableRows first, second, empty;
  first.push_back({"FN", 1});
  second.push_back({"FP", 2});
  second.push_back({"FP", "é"});
  const std::string second_text(second.json_pieces().front());
  const char* const second_data = second.json_pieces().front().data();
  first.append(std::move(empty));
  CHECK(first.size() == 1);
  first.append(std::move(second));
  CHECK(first.size() == 3);
  REQUIRE(first.json_pieces().size() == 2);
  CHECK(first.json_pieces()[1].data() == second_data);  // taken, not copied
  first.push_back({"FP", 3});                           // after the appended rows
  CHECK(first.to_json() == Json::array({Json::array({"FN", 1}), Json::array({"FP", 2}),
                                        Json::array({"FP", "é"}), Json::array({"FP", 3})}));
  CHECK(first.json_pieces()[1] == second_text + ",[\"FP\",3]");
  CHECK(first.json_pieces()[0] == "[\"FN\",1]");
  TableRows reserved;
  reserved.reserve(1000);  // an empty piece: no row, no comma
  TableRows third;
  third.push_back({"FN", 4});
  reserved.append(std::move(third));
  CHECK(reserved.to_json() == Json::array({Json::array({"FN", 4})}));
}

TEST_CASE("JsonWriter passes JSON text on, in ASCII when asked", "[json]") {
  const Json value = {"… α", "😀", "plain", {{"k", "é"}}};
  CHECK(ascii_written(value.dump()) == value.dump(-1, ' ', true));
  std::string out;
  JsonWriter writer(false, [&out](std::string_view piece) { out += piece; });
  writer.punctuation("[");
  writer.json_text(value.dump());
  writer.punctuation(",");
  writer.value(value);
  writer.punctuation("]");
  writer.flush();
  CHECK(out == Json::array({value, value}).dump());
}

TEST_CASE("JsonWriter hands JSON text to write_lasting as it is, in order", "[json]") {
  TableRows rows;
  for (int i = 0; i < 4000; ++i) rows.push_back({"FN", i, "IL-2 receptor subunit alpha"});
  rows.push_back({"… α"});
  const std::string_view text = rows.json_pieces().front();
  std::string out;
  std::size_t lasting = 0;
  JsonWriter writer(
      true, [&out](std::string_view piece) { out += piece; },
      [&](std::string_view piece) {
        CHECK(piece.data() == text.data());  // the text itself, not a copy
        CHECK(piece.size() == text.size());
        out += piece;
        ++lasting;
      });
  writer.punctuation("[");
  writer.value("é");  // values still in ASCII
  writer.punctuation(",");
  writer.json_text(text);
  writer.punctuation("]");
  writer.flush();
  CHECK(lasting == 1);
  CHECK(out == "[\"\\u00e9\"," + std::string(text) + "]");
  const Json parsed = Json::parse(out);
  CHECK(parsed.at(0) == "é");
  CHECK(parsed.back() == Json::array({"… α"}));
  CHECK(parsed.size() == rows.to_json().size() + 1);
}

TEST_CASE("TableRows grows a long table by new pieces, not by copying its rows", "[json]") {
  TableRows rows;
  const std::string text(100, 'x');
  constexpr int kRows = 40000;  // about 4.5 MB of JSON text
  std::string expected;
  for (int i = 0; i < kRows; ++i) {
    rows.begin_row();
    rows.text_cell(text);
    rows.integer_cell(i);
    rows.end_row();
    if (i > 0) expected += ',';
    expected += "[\"" + text + "\"," + std::to_string(i) + "]";
  }
  const std::vector<std::string_view> pieces = rows.json_pieces();
  CHECK(pieces.size() >= 2);
  std::string joined;
  for (const std::string_view piece : pieces) {
    CHECK(piece.size() <= (std::size_t{2} << 20));  // closed before its buffer grows again
    if (!joined.empty()) joined += ',';
    joined += piece;
  }
  CHECK(joined == expected);  // whole rows in each piece, in order
  CHECK(rows.size() == kRows);
}
