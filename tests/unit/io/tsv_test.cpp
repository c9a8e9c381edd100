#include <catch2/catch.hpp>

#include "io/tsv.hpp"

using namespace bioeval;

namespace {

struct Read {
  std::vector<std::vector<std::string>> records;
  std::vector<Diagnostic> diagnostics;
  std::size_t skipped = 0;
};

Read read(const std::string& text) {
  Diagnostics diagnostics;
  const TextInput input = check_text("run", "r.tsv", text, diagnostics);
  RecordReader reader(input, {"test record", {"doc", "value"}}, diagnostics);
  Read out;
  Record record;
  while (reader.next(record)) {
    out.records.push_back({std::string(record[0]), std::string(record[1])});
  }
  out.diagnostics = diagnostics.sorted();
  out.skipped = reader.rejected_lines().size();
  return out;
}

}  // namespace

TEST_CASE("well-formed records, with CRLF endings and no final newline", "[io]") {
  const Read r = read("d1\tx\r\nd2\ty");
  CHECK(r.records == std::vector<std::vector<std::string>>{{"d1", "x"}, {"d2", "y"}});
  CHECK(r.diagnostics.empty());
}

TEST_CASE("each malformed line is reported once, with its column, and skipped", "[io]") {
  const Read r = read("d1 x\nd2\t\nd3\tx\ty\n d4\tx\nd5\tok\n");
  REQUIRE(r.diagnostics.size() == 4);
  CHECK(r.skipped == 4);
  CHECK(r.records.size() == 1);
  CHECK(r.diagnostics[0].code == "field-count");
  CHECK(r.diagnostics[0].message ==
        "found 1 field(s), expected 2 separated by single TABs: doc, value; this line has no "
        "TAB: separate fields with TABs, not spaces");
  CHECK(r.diagnostics[0].column == 5);
  CHECK(r.diagnostics[1].code == "empty-field");
  CHECK(r.diagnostics[1].column == 4);
  CHECK(r.diagnostics[2].code == "field-count");
  CHECK(r.diagnostics[2].column == 6);  // the first field too many
  CHECK(r.diagnostics[3].code == "field-whitespace");
  CHECK(r.diagnostics[3].column == 1);
}

TEST_CASE("blank lines: errors between records, one warning at the end", "[io]") {
  const Read r = read("d1\tx\n\nd2\ty\n\n\n");
  REQUIRE(r.diagnostics.size() == 2);
  CHECK(r.diagnostics[0].code == "blank-line");
  CHECK(r.diagnostics[0].line == 2);
  CHECK(r.diagnostics[1].code == "trailing-blank-line");
  CHECK(r.diagnostics[1].line == 4);
  CHECK(r.diagnostics[1].message == "2 blank line(s) at the end of the file are ignored");
  CHECK(r.records.size() == 2);
}

TEST_CASE("a rejected file yields no records", "[io]") {
  const Read r = read("d1\t\xFFx\n");
  CHECK(r.records.empty());
  REQUIRE(r.diagnostics.size() == 1);
  CHECK(r.diagnostics[0].code == "invalid-utf8");
}

TEST_CASE("diagnostics keep the first 100 per code and count the rest", "[io]") {
  Diagnostics diagnostics(100);
  for (int i = 0; i < 250; ++i) diagnostics.error("x", Location{"run", "r", 1, 1, {}}, "m");
  CHECK(diagnostics.sorted().size() == 100);
  CHECK(diagnostics.counts().at("x") == 250);
  CHECK(diagnostics.dropped() == 150);
  CHECK(diagnostics.error_count() == 250);
}

TEST_CASE("long lines are shortened for display on a character boundary", "[io]") {
  const std::string line = std::string(199, 'a') + "\xC3\xA9" + "tail";
  CHECK(excerpt_of(line) == std::string(199, 'a') + "\xC3\xA9\u2026");
  CHECK(excerpt_of("short") == "short");
  CHECK(excerpt_of("caf\xE9!") == "caf\uFFFD!");
}
