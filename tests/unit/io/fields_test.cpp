#include <catch2/catch.hpp>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>

#include "base/bytes.hpp"
#include "io/fields.hpp"

using namespace bioeval;

TEST_CASE("split_tabs counts every field, stores up to capacity", "[io]") {
  std::string_view fields[3];
  CHECK(split_tabs("a\tb\tc", fields, 3) == 3);
  CHECK(fields[2] == "c");
  CHECK(split_tabs("a\t\tc\td", fields, 3) == 4);
  CHECK(fields[1].empty());
  CHECK(split_tabs("", fields, 3) == 1);
  CHECK(split_tabs("a\t", fields, 3) == 2);
  const std::string_view line = "a\tbc";
  split_tabs(line, fields, 3);
  CHECK(offset_in(line, fields[1]) == 2);
}

TEST_CASE("space_or_control_mask flags exactly the bytes up to 0x20", "[io]") {
  for (int value = 0; value < 256; ++value) {
    for (int at = 0; at < 8; ++at) {
      char bytes[8] = {'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'};
      bytes[at] = static_cast<char>(value);
      const std::uint64_t mask = space_or_control_mask(load_word(bytes));
      const std::uint64_t expected = value <= 0x20 ? std::uint64_t{0x80} << (8 * at) : 0;
      INFO("byte " << value << " at " << at);
      CHECK(mask == expected);
    }
  }
}

TEST_CASE("space_or_control_bits has a bit for each of 32 bytes up to 0x20", "[io]") {
  std::mt19937 random(5);
  for (int round = 0; round < 2000; ++round) {
    char bytes[32];
    std::uint32_t expected = 0;
    for (int i = 0; i < 32; ++i) {
      // Mostly printable, some separators, controls and bytes from 0x80.
      const unsigned pick = random() % 8;
      const unsigned char c = pick == 0   ? '\t'
                              : pick == 1 ? ' '
                              : pick == 2 ? random() % 0x21
                              : pick == 3 ? 0x80 + random() % 0x80
                                          : 0x21 + random() % 0x5F;
      bytes[i] = static_cast<char>(c);
      if (c <= 0x20) expected |= std::uint32_t{1} << i;
    }
    CHECK(space_or_control_bits(bytes) == expected);
  }
}

TEST_CASE("control_mask flags exactly the bytes below 0x20", "[io]") {
  for (int value = 0; value < 256; ++value) {
    for (int at = 0; at < 8; ++at) {
      char bytes[8] = {'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'};
      bytes[at] = static_cast<char>(value);
      const std::uint64_t mask = control_mask(load_word(bytes));
      const std::uint64_t expected = value < 0x20 ? std::uint64_t{0x80} << (8 * at) : 0;
      INFO("byte " << value << " at " << at);
      CHECK(mask == expected);
    }
  }
}

TEST_CASE("split_whitespace splits at runs of whitespace, as str.split()", "[io]") {
  std::string_view fields[3];
  CHECK(split_whitespace("IL-2\tB-protein", fields, 3) == 2);
  CHECK(fields[0] == "IL-2");
  CHECK(fields[1] == "B-protein");
  CHECK(fields[2].empty());
  CHECK(split_whitespace("  a \t\r b\vc\f ", fields, 3) == 3);
  CHECK(fields[0] == "a");
  CHECK(fields[1] == "b");
  CHECK(fields[2] == "c");
  // Fields longer than eight bytes, with control characters that are not whitespace inside.
  CHECK(split_whitespace("abcdefghij\x01klmnop qrstuvwxyz0123456789\x1f", fields, 3) == 2);
  CHECK(fields[0] == "abcdefghij\x01klmnop");
  CHECK(fields[1] == "qrstuvwxyz0123456789\x1f");
  CHECK(split_whitespace("one two three four", fields, 3) == 4);
  CHECK(fields[2] == "three");
  CHECK(split_whitespace(" \t ", fields, 3) == 0);
  CHECK(fields[0].empty());
  // Bytes of UTF-8 text (0x80 and above) are never whitespace.
  CHECK(split_whitespace("\xc2\xa0\xe2\x80\x89 x", fields, 3) == 2);
  CHECK(fields[0] == "\xc2\xa0\xe2\x80\x89");
}

TEST_CASE("positive integers", "[io]") {
  CHECK(parse_positive_integer("1") == 1u);
  CHECK(parse_positive_integer("42") == 42u);
  CHECK(parse_positive_integer("007") == 7u);
  CHECK_FALSE(parse_positive_integer("0"));
  CHECK_FALSE(parse_positive_integer("-1"));
  CHECK_FALSE(parse_positive_integer("+1"));
  CHECK_FALSE(parse_positive_integer("1.0"));
  CHECK_FALSE(parse_positive_integer(" 1"));
  CHECK_FALSE(parse_positive_integer(""));
  CHECK_FALSE(parse_positive_integer("1234567890123456789"));
}

TEST_CASE("decimal numbers, correctly rounded, with no words or spaces", "[io]") {
  CHECK(parse_decimal("0.5") == 0.5);
  CHECK(parse_decimal("1") == 1.0);
  CHECK(parse_decimal(".25") == 0.25);
  CHECK(parse_decimal("5.") == 5.0);
  CHECK(parse_decimal("+0.1") == 0.1);
  CHECK(parse_decimal("-3") == -3.0);
  CHECK(parse_decimal("1e-3") == 0.001);
  CHECK(parse_decimal("2.5E+2") == 250.0);
  CHECK(parse_decimal("0.1") == 0.1);
  CHECK(parse_decimal("0.30000000000000004") == 0.30000000000000004);
  for (const char* bad : {"", ".", "nan", "inf", "-inf", "1e", "e5", "0x1p3", " 1", "1 ", "1,5",
                          "1e999", "--1", "0.5.1"}) {
    INFO(bad);
    CHECK_FALSE(parse_decimal(bad));
  }
}

TEST_CASE("outer whitespace", "[io]") {
  CHECK(has_outer_whitespace(" a"));
  CHECK(has_outer_whitespace("a\r"));
  CHECK_FALSE(has_outer_whitespace("a b"));
  CHECK_FALSE(has_outer_whitespace(""));
}

TEST_CASE("decimal numbers read exactly as strtod reads them", "[io][property]") {
  std::mt19937_64 random(42);
  for (int trial = 0; trial < 20000; ++trial) {
    std::string text = std::to_string(random() % 100000);
    if (random() % 2) {
      text += "." + std::string(random() % 20, '0') + std::to_string(random() % 1000000000000ULL);
    }
    if (random() % 8 == 0) text += "e-" + std::to_string(random() % 30);
    INFO(text);
    const auto parsed = parse_decimal(text);
    REQUIRE(parsed);
    CHECK(*parsed == std::strtod(text.c_str(), nullptr));
  }
}
