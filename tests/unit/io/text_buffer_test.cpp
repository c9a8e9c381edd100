#include <catch2/catch.hpp>

#include <cstdio>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "base/bytes.hpp"
#include "base/text_buffer.hpp"

using namespace bioeval;

TEST_CASE("copy_bytes copies every length exactly, touching nothing around", "[io]") {
  std::string source(700, '\0');
  for (std::size_t i = 0; i < source.size(); ++i) source[i] = static_cast<char>('a' + i % 26);
  for (std::size_t offset = 0; offset < 9; ++offset) {
    for (std::size_t n = 0; n <= 600; n += n < 40 ? 1 : 37) {
      INFO("offset " << offset << ", length " << n);
      std::string target(n + 20, '#');
      copy_bytes(&target[10], source.data() + offset, n);
      CHECK(target.substr(10, n) == source.substr(offset, n));
      CHECK(target.substr(0, 10) == std::string(10, '#'));
      CHECK(target.substr(10 + n) == std::string(10, '#'));
    }
  }
}

TEST_CASE("TextBuffer appends pieces and characters in order as it grows", "[io]") {
  std::mt19937 random(11);
  TextBuffer buffer;
  std::string expected;
  CHECK(buffer.empty());
  for (int i = 0; i < 3000; ++i) {
    if (random() % 5 == 0) {
      const char c = static_cast<char>('A' + random() % 26);
      buffer += c;
      expected += c;
    } else {
      const std::string piece(random() % 70, static_cast<char>('a' + random() % 26));
      buffer += piece;
      expected += piece;
    }
  }
  CHECK(buffer.view() == expected);
  CHECK(buffer.size() == expected.size());
  const char* const data = buffer.view().data();
  buffer.clear();  // empty, its memory kept
  CHECK(buffer.empty());
  buffer.reserve(100);
  buffer += "again";
  CHECK(buffer.view() == "again");
  CHECK(buffer.view().data() == data);
}

TEST_CASE("TextBuffer::append_in_place counts what was written, not the room asked", "[io]") {
  TextBuffer buffer;
  buffer.append_in_place(20, [](char* first) {  // an empty buffer grows to hold it
    std::memcpy(first, "-12", 3);
    return first + 3;
  });
  CHECK(buffer.view() == "-12");
  for (int i = 0; i < 200; ++i) {  // across growths, after pieces appended the usual way
    buffer += ",";
    buffer.append_in_place(8, [i](char* first) {
      return first + std::snprintf(first, 8, "%d", i);  // 8 bytes of room: up to 7 digits
    });
  }
  std::string expected = "-12";
  for (int i = 0; i < 200; ++i) expected += "," + std::to_string(i);
  CHECK(buffer.view() == expected);
  CHECK(buffer.size() == expected.size());
  buffer.append_in_place(4, [](char* first) { return first; });  // nothing written
  CHECK(buffer.size() == expected.size());
}

TEST_CASE("find_byte_nearby finds the first byte as find_byte does", "[io]") {
  const std::string text = "IL-2\tB-protein\tI-protein\nnext line\n";
  for (std::size_t from = 0; from < text.size(); ++from) {
    for (const char byte : {'\n', '\t', '-', 'z'}) {
      const char* begin = text.data() + from;
      const char* end = text.data() + text.size();
      CHECK(find_byte_nearby(begin, end, byte) == find_byte(begin, end, byte));
    }
  }
}
