#include <catch2/catch.hpp>

#include <string>

#include "base/json_text.hpp"

using namespace bioeval;

namespace {

std::string written(const Json& value, int indent, bool ascii, std::size_t* pieces = nullptr) {
  std::string out;
  write_json(value, indent, ascii, [&](std::string_view piece) {
    CHECK_FALSE(piece.empty());
    out += piece;
    if (pieces) ++*pieces;
  });
  return out;
}

}  // namespace

TEST_CASE("write_json writes what dump writes, in pieces", "[json]") {
  Json value = {{"task", "ner.iob2"},
                {"context", "… [IL-2 receptor] – α"},
                {"numbers", {0.1, 1e-300, 42, nullptr, true}},
                {"rows", Json::array()}};
  for (int i = 0; i < 20000; ++i) value["rows"].push_back({i, "row", 0.5});
  value["long"] = std::string(100000, 'x');  // longer than the buffer: handed on whole
  std::size_t pieces = 0;
  CHECK(written(value, -1, false, &pieces) == value.dump());
  CHECK(pieces > 4);
  CHECK(written(value, 2, false) == value.dump(2));
  const std::string ascii = written(value, -1, true);
  CHECK(ascii == value.dump(-1, ' ', true));
  CHECK(ascii.find("\\u2026 [IL-2 receptor] \\u2013 \\u03b1") != std::string::npos);
  CHECK(Json::parse(ascii) == value);
  CHECK(written(Json::object(), -1, false) == "{}");
}
