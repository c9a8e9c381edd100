// The iteration order of a java.util.HashMap of strings, which the BB3 evaluator walks.
#include <catch2/catch.hpp>

#include "tasks/bb3/java_hash_order.hpp"

using namespace bioeval::bb3;

TEST_CASE("bb3 Java hash order: buckets of String.hashCode, then insertion", "[bb3]") {
  // "T1".hashCode() = 84 · 31 + 49 = 2653, bucket 2653 mod 16 = 13; "T4" lands in bucket 0.
  CHECK(java_hash_order({"T1", "T2", "T3", "T4", "T5"}) == std::vector<std::size_t>{3, 4, 0, 1, 2});
  // Thirteen keys grow the table to 32 buckets. T1..T9 hash to 2653..2661: buckets 29, 30, 31,
  // 0, …, 5; T10..T13 hash to 82291..82294, spread by h ^ (h >>> 16) = h ^ 1: buckets 18, 21, 20,
  // 23.
  const std::vector<std::string> keys = {"T1", "T2", "T3",  "T4",  "T5",  "T6", "T7",
                                         "T8", "T9", "T10", "T11", "T12", "T13"};
  std::vector<std::string> walked;
  for (std::size_t i : java_hash_order(keys)) walked.push_back(keys[i]);
  CHECK(walked == std::vector<std::string>{"T4", "T5", "T6", "T7", "T8", "T9", "T10", "T12", "T11",
                                           "T13", "T1", "T2", "T3"});
}

TEST_CASE("bb3 Java String.hashCode counts UTF-16 code units", "[bb3]") {
  CHECK(java_string_hash("T1") == 2653);
  CHECK(java_string_hash("\xC3\xA9") == 0xE9);  // é: one unit
  // U+1F600 is the surrogate pair D83D DE00: 31 · 0xD83D + 0xDE00.
  CHECK(java_string_hash("\xF0\x9F\x98\x80") == 31 * 0xD83D + 0xDE00);
  // Overflow wraps as Java's int does.
  CHECK(java_string_hash("OBT:000002") == 50216635);
  CHECK(java_string_hash("OntoBiotope") == -2136915810);
}

TEST_CASE("bb3 Java HashMap order of given hash codes: bucket, then insertion", "[bb3]") {
  // Buckets (h ^ h >>> 16) & 15: 5, 3, 5, 0 → 3, 1, 0, 2.
  CHECK(java_hash_map_order({5, 3, 21, 16}) == std::vector<std::size_t>{3, 1, 0, 2});
  // h >>> 16 spreads high bits: 0x10000 lands in bucket 1, not 0.
  CHECK(java_hash_map_order({0x10000, 0}) == std::vector<std::size_t>{1, 0});
}
