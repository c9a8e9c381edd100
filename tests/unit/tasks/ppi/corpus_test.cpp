// The PPI XML corpus reader on small files written here: character references that name no XML
// character (found by fuzz/ppi/fuzz_read_ppi_xml).
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "support/support.hpp"
#include "tasks/ppi/read_corpus.hpp"

using namespace bioeval;
using bioeval::test::codes;
using bioeval::test::run_task;

namespace {

// A corpus whose two entities have the id `id` (written as given, references unresolved).
std::string corpus_with_entity_ids(const std::string& id) {
  return "<corpus><document id=\"d\"><sentence id=\"s\" text=\"ab\">"
         "<entity id=\"" +
         id + "\" charOffset=\"0-1\" text=\"a\"/><entity id=\"" + id +
         "\" charOffset=\"1-2\" text=\"b\"/></sentence></document></corpus>";
}

std::vector<std::string> read_codes(std::string_view xml) {
  Diagnostics diagnostics;
  ppi::Corpus corpus;
  corpus.read(TextInput{"gold", "gold.xml", xml, true}, {}, diagnostics);
  std::vector<std::string> out;
  for (const Diagnostic& d : diagnostics.sorted()) out.push_back(d.code);
  return out;
}

}  // namespace

TEST_CASE("ppi corpus: a character reference to a surrogate or past U+10FFFF is malformed XML") {
  // XML 1.0 allows references to characters only; pugixml would write such a code point as bytes
  // that are not UTF-8, which no message or result could hold.
  for (const std::string reference : {"&#xD800;", "&#55296;", "&#xDFFF;", "&#x110000;"}) {
    const std::string xml = corpus_with_entity_ids("e" + reference);
    CHECK(read_codes(xml) == std::vector<std::string>{"xml-malformed"});
    const Json result = run_task("ppi", {{"gold", xml}, {"run", "e1\te2\t1\n"}});
    const std::vector<std::string> found = codes(result);
    CHECK(std::find(found.begin(), found.end(), "xml-malformed") != found.end());
    CHECK_NOTHROW(result.dump());
  }
}

TEST_CASE("ppi corpus: character references to characters are read") {
  const std::string xml = corpus_with_entity_ids("e&#x1F600;&#65;");
  CHECK(read_codes(xml) == std::vector<std::string>{"id-duplicate"});
}

namespace {

// Every diagnostic kept, as code, line, column and message.
std::vector<std::string> read_diagnostics(std::string_view xml, ppi::Corpus& corpus) {
  Diagnostics diagnostics;
  corpus.read(TextInput{"gold", "gold.xml", xml, true}, {}, diagnostics);
  std::vector<std::string> out;
  for (const Diagnostic& d : diagnostics.sorted()) {
    out.push_back(d.code + " " + std::to_string(d.line) + ":" + std::to_string(d.column) + " " +
                  d.message);
  }
  return out;
}

// Two documents, the second's entity offsets wrong and a pair repeated: diagnostics inside a
// later <document>. `between` goes between the documents.
std::string two_documents(const std::string& between) {
  return "<?xml version=\"1.0\"?>\n<corpus source=\"t\">\n"
         "  <document id=\"d0\">\n    <sentence id=\"d0.s0\" text=\"ab\">\n"
         "      <entity id=\"d0.s0.e0\" charOffset=\"0-0\" text=\"a\"/>\n"
         "      <entity id=\"d0.s0.e1\" charOffset=\"1-1\" text=\"b\"/>\n"
         "      <pair id=\"d0.s0.p0\" e1=\"d0.s0.e0\" e2=\"d0.s0.e1\" interaction=\"True\"/>\n"
         "    </sentence>\n  </document>\n" +
         between +
         "  <document id=\"d1\">\n    <sentence id=\"d1.s0\" text=\"cd\">\n"
         "      <entity id=\"d1.s0.e0\" charOffset=\"0-0\" text=\"x\"/>\n"
         "      <entity id=\"d1.s0.e1\" charOffset=\"1-5\" text=\"d\"/>\n"
         "      <pair id=\"d1.s0.p0\" e1=\"d1.s0.e0\" e2=\"d1.s0.e1\" interaction=\"False\"/>\n"
         "      <pair id=\"d1.s0.p1\" e1=\"d1.s0.e1\" e2=\"d1.s0.e0\" interaction=\"True\"/>\n"
         "    </sentence>\n  </document>\n</corpus>\n";
}

}  // namespace

TEST_CASE("ppi corpus: read one <document> at a time, as when read whole") {
  // A comment between the documents makes the reader parse the file whole; the same lines
  // without it are read one <document> at a time. Both must find the same.
  ppi::Corpus by_documents, whole;
  const auto found = read_diagnostics(two_documents(""), by_documents);
  const auto expected = read_diagnostics(two_documents("  <!-- -->\n"), whole);
  REQUIRE(expected.size() == 3);
  // Lines shift by the comment's line.
  CHECK(found[0].substr(0, found[0].find(' ')) == "offset-outside");
  CHECK(found.size() == expected.size());
  CHECK(found[0].find(" 13:7 ") != std::string::npos);
  CHECK(expected[0].find(" 14:7 ") != std::string::npos);
  CHECK(by_documents.variants() == whole.variants());
  CHECK(by_documents.candidates().size() == whole.candidates().size());
  CHECK(by_documents.positives() == whole.positives());
  CHECK(by_documents.find_pair("d1.s0.p1") == whole.find_pair("d1.s0.p1"));
  CHECK(by_documents.pair_id(1, 1) == "d1.s0.p0");
  CHECK(by_documents.entities()[3].offsets == "1-5");
}

TEST_CASE("ppi corpus: a document malformed further on leaves nothing read before it") {
  // The first document is read before the second is found malformed: what it reported and
  // added is taken back, as when the file is parsed whole.
  std::string xml = two_documents("");
  xml.replace(xml.find("<pair id=\"d1.s0.p1\""), 5, "<pair <");
  ppi::Corpus corpus;
  const auto found = read_diagnostics(xml, corpus);
  REQUIRE(found.size() == 1);
  CHECK(found[0].rfind("xml-malformed", 0) == 0);
  CHECK(corpus.documents().empty());
  CHECK(corpus.candidates().empty());
  CHECK(corpus.find_entity("d0.s0.e0") == -1);
}

TEST_CASE("ppi corpus: converted variant's candidates found by their entities") {
  // Candidates of a file without <pair> are placed by arithmetic, not looked up.
  const std::string xml =
      "<corpus><document id=\"d\"><sentence id=\"s\" text=\"abcd\">"
      "<entity id=\"e0\" charOffset=\"0-1\" text=\"a\"/><entity id=\"e1\" charOffset=\"1-2\" "
      "text=\"b\"/><entity id=\"e2\" charOffset=\"2-3\" text=\"c\"/><entity id=\"e3\" "
      "charOffset=\"3-4\" text=\"d\"/><interaction e1=\"e3\" e2=\"e1\"/>"
      "</sentence></document></corpus>";
  for (const bool directed : {false, true}) {
    Diagnostics diagnostics;
    ppi::Corpus corpus;
    corpus.read(TextInput{"gold", "gold.xml", xml, true}, {directed}, diagnostics);
    for (std::uint32_t c = 0; c < corpus.candidates().size(); ++c) {
      const ppi::Candidate& candidate = corpus.candidates()[c];
      CHECK(corpus.find_candidate(candidate.e1, candidate.e2) == c);
    }
    CHECK(corpus.find_candidate(2, 2) == -1);
    CHECK(corpus.positives() == 1);
    CHECK(corpus.candidates()[static_cast<std::size_t>(corpus.find_candidate(3, 1))].positive);
  }
}
