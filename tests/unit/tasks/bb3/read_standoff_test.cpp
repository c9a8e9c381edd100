// The BioNLP-ST standoff reader on small documents written here.
#include <catch2/catch.hpp>

#include "support/support.hpp"
#include "tasks/bb3/read_standoff.hpp"

using namespace bioeval;
using namespace bioeval::bb3;

namespace {

constexpr std::string_view kText =
    "Helicobacter pylori lives in the human stomach.\nEscherichia coli and Staphylococcus "
    "aureus.\n";

struct Read {
  Annotations annotations;
  Diagnostics diagnostics;
  std::vector<std::string> codes() const {
    std::vector<std::string> out;
    for (const Diagnostic& d : diagnostics.sorted()) out.push_back(d.code);
    return out;
  }
  std::size_t line_of_first() const { return diagnostics.sorted().at(0).line; }
  std::size_t column_of_first() const { return diagnostics.sorted().at(0).column; }
};

// The annotations keep views of `a2` (a normalization's referent): the cases pass string literals,
// which outlive the result, never a temporary string.
Read read(std::string_view a2, const std::vector<std::string>& known = {}) {
  Read r;
  const TextInput input{"run", "doc.a2", a2, true};
  read_standoff(input, kText, known, r.annotations, r.diagnostics);
  std::set<std::string> ids = annotation_ids(r.annotations);
  ids.insert(known.begin(), known.end());
  check_references(input, r.annotations, ids, r.diagnostics);
  return r;
}

}  // namespace

TEST_CASE("standoff: every kind of line is read", "[bb3]") {
  const Read r = read(
      "T1\tBacteria 0 19\tHelicobacter pylori\n"
      "T2\tHabitat 33 38;39 46\thuman stomach\n"
      "N1\tNCBI_Taxonomy Annotation:T1 Referent:210\n"
      "N2\tOntoBiotope Annotation:T2 Referent:OBT:000953\n"
      "R1\tLives_In Bacteria:T1 Location:T2\n"
      "*\tEquiv T1 T9\n"
      "\n");
  CHECK(r.codes() == std::vector<std::string>{"reference-unresolved"});  // T9
  REQUIRE(r.annotations.text_bounds.size() == 2);
  CHECK(r.annotations.text_bounds[1].type == "Habitat");
  REQUIRE(r.annotations.text_bounds[1].fragments.size() == 2);
  CHECK(r.annotations.text_bounds[1].fragments[1].start == 39);
  CHECK(r.annotations.text_bounds[1].fragments[1].end == 46);
  REQUIRE(r.annotations.normalizations.size() == 2);
  CHECK(r.annotations.normalizations[1].referent == "OBT:000953");
  REQUIRE(r.annotations.relations.size() == 1);
  CHECK(r.annotations.relations[0].arguments[1] ==
        std::pair<std::string, std::string>{"Location", "T2"});
  REQUIRE(r.annotations.equivalences.size() == 1);
  CHECK(r.annotations.equivalences[0].members.size() == 2);
  CHECK(r.line_of_first() == 6);
}

TEST_CASE("standoff: ill-formed lines, with line and column", "[bb3]") {
  CHECK(read("T1 Bacteria 0 19 Helicobacter pylori\n").codes() ==
        std::vector<std::string>{"tab-missing"});
  const Read space = read("T1 Bacteria 0 19\tHelicobacter pylori\n");
  CHECK(space.codes() == std::vector<std::string>{"tab-missing"});
  CHECK(space.column_of_first() == 3);
  const Read kind = read("X1\tBacteria 0 19\tHelicobacter pylori\n");
  CHECK(kind.codes() == std::vector<std::string>{"annotation-kind-unknown"});
  CHECK(kind.column_of_first() == 1);
  CHECK(read("T1\tBacteria 0 19\tHelicobacter pylori\nT1\tBacteria 0 12\tHelicobacter\n").codes() ==
        std::vector<std::string>{"id-duplicate"});
  // An .a2 may not reuse an .a1 id.
  CHECK(read("T1\tBacteria 0 19\tHelicobacter pylori\n", {"T1"}).codes() ==
        std::vector<std::string>{"id-duplicate"});
  const Read offsets = read("T1\tBacteria 0 x\tHelicobacter pylori\n");
  CHECK(offsets.codes() == std::vector<std::string>{"line-ill-formed"});
  CHECK(offsets.column_of_first() == 13);
  CHECK(read("T1\tBacteria 19 0\tx\n").codes() == std::vector<std::string>{"line-ill-formed"});
  CHECK(read("T1\tBacteria 0 19\n").codes() == std::vector<std::string>{"line-ill-formed"});
  CHECK(read("T1\tHabitat 39 46;33 38\tstomach human\n").codes() ==
        std::vector<std::string>{"fragments-unsorted"});
  CHECK(read("T1\tHabitat 33 40;39 46\thuman s stomach\n").codes() ==
        std::vector<std::string>{"fragments-unsorted"});
  CHECK(read("T1\tHabitat 90 95\tnone\n").codes() ==
        std::vector<std::string>{"fragment-outside-text"});
  CHECK(read("T1\tBacteria 0 19\tHelicobacter\n").codes() ==
        std::vector<std::string>{"text-differs"});
  CHECK(read("R1\tLives_In Bacteria T1\n").codes() == std::vector<std::string>{"line-ill-formed"});
  CHECK(read("N1\tOntoBiotope T2 OBT:000953\n").codes() ==
        std::vector<std::string>{"line-ill-formed"});
  CHECK(read("*\tEquiv T1\n").codes() == std::vector<std::string>{"line-ill-formed"});
  CHECK(read("R1\tLives_In Bacteria:T1 Location:T2\n").codes() ==
        std::vector<std::string>{"reference-unresolved", "reference-unresolved"});
}

TEST_CASE("standoff: offsets count characters, not bytes", "[bb3]") {
  Read r;
  const std::string_view text = "Stämme von E. coli";
  const TextInput input{"gold", "doc.a1", "T1\tBacteria 11 18\tE. coli\n", true};
  read_standoff(input, text, {}, r.annotations, r.diagnostics);
  CHECK(r.codes().empty());
}
