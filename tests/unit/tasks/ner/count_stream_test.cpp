// The NER units' compact counts (core/tasks/ner/count_stream.hpp): numbers and rows read back as
// written, across the stream's blocks, whatever their size.
#include <catch2/catch.hpp>

#include <array>
#include <cstdint>
#include <limits>
#include <vector>

#include "tasks/ner/count_stream.hpp"

using namespace bioeval::ner;

TEST_CASE("count stream: numbers and rows read back as written", "[ner]") {
  CountStream stream;
  stream.reserve(10);  // a first block of its least size: the numbers fill several
  std::vector<std::uint64_t> numbers;
  for (std::uint64_t i = 0; i < 20000; ++i) numbers.push_back(i * i * i % 1000003);
  numbers.push_back(std::numeric_limits<std::uint32_t>::max());
  numbers.push_back(std::numeric_limits<std::uint64_t>::max());
  const std::array<std::uint64_t, 11> row = {3, 0, 0, 1, 0, 0, 0, 0, 15, 0, 200};
  for (const std::uint64_t n : numbers) {
    stream.push(n);
    stream.push_row(row.data(), row.size());
  }
  // A number takes up to 3 bytes, the row 2 for its mask and 5 for its 4 numbers not 0.
  CHECK(stream.bytes() < numbers.size() * 16);
  CountStream::Reader reader(stream);
  for (const std::uint64_t n : numbers) {
    CHECK(reader.next() == n);
    std::array<std::uint64_t, 11> back{};
    reader.next_row(back.data(), back.size());
    CHECK(back == row);
  }
}

TEST_CASE("count stream: signed differences as small numbers", "[ner]") {
  CHECK(zigzag(0) == 0);
  CHECK(zigzag(-1) == 1);
  CHECK(zigzag(1) == 2);
  CHECK(difference(3, 5) == 3);
  for (const std::int64_t d : {std::int64_t{0}, std::int64_t{-7}, std::int64_t{7},
                               std::int64_t{1} << 40, -(std::int64_t{1} << 40)}) {
    CHECK(unzigzag(zigzag(d)) == d);
  }
  const std::uint64_t big = std::numeric_limits<std::uint32_t>::max();
  CHECK(unzigzag(difference(0, big)) == -static_cast<std::int64_t>(big));
}
