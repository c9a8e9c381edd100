// The PPI XML corpus reader on small files written here: character references that name no XML
// character (found by fuzz/fuzz_read_ppi_xml).
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "support/support.hpp"
#include "tasks/ppi/corpus.hpp"

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
