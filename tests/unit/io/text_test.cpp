#include <catch2/catch.hpp>

#include <optional>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "base/text.hpp"

using namespace bioeval;

TEST_CASE("valid UTF-8 has no defect, whatever its scripts", "[io]") {
  CHECK_FALSE(find_text_defect("").has_value());
  CHECK_FALSE(find_text_defect("plain ASCII text, long enough to take the 8-byte path\n"));
  CHECK_FALSE(find_text_defect("Gr\xC3\xBC\xC3\x9F"
                               "e \xE2\x80\x94 \xF0\x9F\xA7\xAC")
                  .has_value());
}

TEST_CASE("invalid UTF-8 and NUL bytes are found with offset, line and column", "[io]") {
  SECTION("a lone continuation byte") {
    const auto defect = find_text_defect("ab\ncd\x80");
    REQUIRE(defect);
    CHECK(defect->kind == TextDefect::Kind::invalid_utf8);
    CHECK(defect->offset == 5);
    CHECK(defect->line == 2);
    CHECK(defect->column == 3);
    CHECK(defect->what == "invalid UTF-8 byte 0x80");
  }
  SECTION("a NUL byte after a multi-byte character") {
    const auto defect = find_text_defect(std::string("\xC3\xA9x\0", 4));
    REQUIRE(defect);
    CHECK(defect->kind == TextDefect::Kind::nul_byte);
    CHECK(defect->offset == 3);
    CHECK(defect->column == 3);
  }
  SECTION("overlong forms, surrogates and code points above U+10FFFF") {
    CHECK(find_text_defect("\xC0\xAF"));
    CHECK(find_text_defect("\xE0\x80\xAF"));
    CHECK(find_text_defect("\xED\xA0\x80"));
    CHECK(find_text_defect("\xF4\x90\x80\x80"));
    CHECK(find_text_defect("\xF0\x9F\xA7"));  // truncated at the end
  }
}

TEST_CASE("check_text rejects bad bytes and empty files with their codes", "[io]") {
  Diagnostics diagnostics;
  CHECK_FALSE(check_text("run", "r.tsv", "a\tb\n\xFF", diagnostics).ok);
  CHECK_FALSE(check_text("run", "r.tsv", std::string("a\0", 2), diagnostics).ok);
  CHECK_FALSE(check_text("gold", "g.tsv", "\xEF\xBB\xBF\r\n\n", diagnostics).ok);
  const auto found = diagnostics.sorted();
  REQUIRE(found.size() == 3);
  // Sorted by input, file, then line.
  CHECK(found[0].code == "input-empty");
  CHECK(found[1].code == "nul-byte");
  CHECK(found[1].line == 1);
  CHECK(found[2].code == "invalid-utf8");
  CHECK(found[2].message ==
        "the file is not UTF-8 text: invalid UTF-8 byte 0xFF at byte offset 4; save it as UTF-8 "
        "(it may be Latin-1 or Windows-1252)");
  CHECK(found[2].line == 2);
  CHECK(found[2].excerpt == "\uFFFD");  // the offending line, made displayable
  CHECK(found[1].message ==
        "the file holds a NUL byte at byte offset 1: it is not plain text (UTF-16 text holds NUL "
        "bytes); save it as UTF-8");
  CHECK(found[1].excerpt == "a\u2400");
}

TEST_CASE("a byte-order mark is skipped and counted in byte offsets", "[io]") {
  Diagnostics diagnostics;
  const auto input = check_text("run", "r.tsv",
                                "\xEF\xBB\xBF"
                                "a\xFF",
                                diagnostics);
  CHECK_FALSE(input.ok);
  const auto found = diagnostics.sorted();
  REQUIRE(found.size() == 1);
  CHECK(found[0].column == 2);  // the BOM is not a character of the line
  CHECK(found[0].message.find("byte offset 4") != std::string::npos);
  CHECK(without_bom("\xEF\xBB\xBFx") == "x");
}

TEST_CASE("lines: LF and CRLF endings, a truncated last line, an empty last line", "[io]") {
  LineReader reader("a\r\nb\n\nc");
  Line line;
  std::vector<std::string> texts;
  while (reader.next(line)) texts.emplace_back(line.text);
  CHECK(texts == std::vector<std::string>{"a", "b", "", "c"});
  CHECK(line.number == 4);
  CHECK(reader.missing_final_newline());
  CHECK(count_lines("a\r\nb\n\nc") == 4);
  CHECK(count_lines("a\n") == 1);
  CHECK(count_lines("") == 0);
  CHECK(count_lines("a\n\n") == 2);
}

TEST_CASE("columns count characters, not bytes", "[io]") {
  CHECK(column_of("abc", 0) == 1);
  CHECK(column_of("\xC3\xA9t\xC3\xA9\tx", 5) == 4);
  CHECK(column_of("ab", 2) == 3);
}

TEST_CASE("progress is reported up to the whole size", "[io]") {
  std::size_t last = 0, total = 0, calls = 0;
  LineReader reader("x\ny\n", [&](std::size_t done, std::size_t of) {
    last = done;
    total = of;
    ++calls;
  });
  Line line;
  while (reader.next(line)) {
  }
  CHECK(calls >= 1);
  CHECK(last == 4);
  CHECK(total == 4);
}

TEST_CASE("one scan finds the defect and counts the lines as the reader reads them", "[io]") {
  const std::vector<std::string> texts = {"",
                                          "a",
                                          "a\n",
                                          "a\n\n",
                                          "\n",
                                          "0123456789abcdef\n0123456789\r\nxyz",
                                          "caf\xC3\xA9\n\xE2\x80\x94 line two\nthree",
                                          std::string(100, 'x') + "\n" + "tail"};
  for (const std::string& text : texts) {
    INFO(text);
    const TextScan scan = scan_text(text);
    CHECK_FALSE(scan.defect.has_value());
    LineReader reader(text);
    Line line;
    std::size_t read = 0;
    while (reader.next(line)) ++read;
    CHECK(scan.lines == read);
    CHECK(scan.lines == count_lines(text));
  }
  const TextScan bad = scan_text("a\nb\xFF\nc\n");
  REQUIRE(bad.defect);
  CHECK(bad.defect->line == 2);
  CHECK(bad.lines == 3);
}

TEST_CASE("scan_text agrees with a byte-by-byte scan on random texts", "[io]") {
  // Long runs of plain ASCII (the fast paths take 8, 16 or 32 bytes at a time), newlines, valid
  // multi-byte characters, and now and then a NUL or an invalid byte, at every alignment.
  std::mt19937 random(20261124);
  const std::vector<std::string> pieces = {
      "protein",          "\n", "\t", " ", "caf\xC3\xA9", "\xE2\x80\x94", "\xF0\x9F\x98\x80",
      "IL-2\tB-protein\n"};
  for (int round = 0; round < 3000; ++round) {
    std::string text;
    const std::size_t count = random() % 60;
    for (std::size_t i = 0; i < count; ++i) text += pieces[random() % pieces.size()];
    if (round % 3 == 1 && !text.empty()) text[random() % text.size()] = '\0';
    if (round % 3 == 2 && !text.empty()) text[random() % text.size()] = '\xFF';
    INFO("round " << round);
    // The reference: byte by byte.
    std::optional<std::pair<TextDefect::Kind, std::size_t>> defect;
    std::size_t newlines = 0, defect_line = 1;
    const auto* const begin = reinterpret_cast<const unsigned char*>(text.data());
    const auto* const end = begin + text.size();
    for (const unsigned char* p = begin; p < end && !defect;) {
      const std::size_t length = *p == 0 ? 0 : *p < 0x80 ? 1 : utf8_sequence_length(p, end);
      if (length == 0) {
        defect = {*p == 0 ? TextDefect::Kind::nul_byte : TextDefect::Kind::invalid_utf8,
                  static_cast<std::size_t>(p - begin)};
        defect_line = newlines + 1;
        break;
      }
      newlines += *p == '\n';
      p += length;
    }
    const TextScan scan = scan_text(text);
    REQUIRE(scan.defect.has_value() == defect.has_value());
    CHECK(scan.lines == count_lines(text));
    if (defect) {
      CHECK(scan.defect->kind == defect->first);
      CHECK(scan.defect->offset == defect->second);
      CHECK(scan.defect->line == defect_line);
    } else {
      CHECK(scan.lines == newlines + (!text.empty() && text.back() != '\n' ? 1 : 0));
    }
  }
}
