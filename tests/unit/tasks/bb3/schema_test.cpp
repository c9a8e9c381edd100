// The BB3 schema check: what each sub-task's .a2 may hold, one case per rule.
#include <catch2/catch.hpp>

#include "tasks/bb3/schema.hpp"

using namespace bioeval;
using namespace bioeval::bb3;

namespace {

constexpr std::string_view kText = "E. coli lives in the gut of Paris people.\n";
constexpr std::string_view kGivenNer =
    "T1\tTitle 0 41\tE. coli lives in the gut of Paris people.\n";
constexpr std::string_view kGiven =
    "T1\tTitle 0 41\tE. coli lives in the gut of Paris people.\n"
    "T2\tBacteria 0 7\tE. coli\nT3\tHabitat 21 24\tgut\nT4\tGeographical 28 33\tParis\n";

Ontology small_ontology() {
  Ontology o;
  o.ids = {"OBT:000001", "OBT:000002"};
  o.names = {"root", "gut"};
  o.parents = {{}, {0}};
  o.obsolete = {false, false};
  o.index = {{"OBT:000001", 0}, {"OBT:000002", 1}};
  return o;
}

std::vector<std::string> check(SubTask task, std::string_view a2, Origin side = Origin::prediction,
                               std::string_view a1 = kGiven) {
  Diagnostics diagnostics;
  Annotations given, file;
  read_standoff(TextInput{"gold", "d.a1", a1, true}, kText, {}, given, diagnostics);
  std::vector<std::string> known;
  for (const auto& t : given.text_bounds) known.push_back(t.id);
  read_standoff(TextInput{side == Origin::gold ? "gold" : "run", "d.a2", a2, true}, kText, known,
                file, diagnostics);
  REQUIRE(!diagnostics.has_errors());
  const Ontology ontology = small_ontology();
  check_schema(task, side, given, file, &ontology, diagnostics);
  std::vector<std::string> codes;
  for (const Diagnostic& d : diagnostics.sorted()) codes.push_back(d.code);
  return codes;
}

using Codes = std::vector<std::string>;
const SubTask cat{Kind::cat, false}, cat_ner{Kind::cat, true}, event{Kind::event, false},
    event_ner{Kind::event, true}, kb{Kind::kb, false}, kb_ner{Kind::kb, true};

}  // namespace

TEST_CASE("bb3 schema: a well-formed prediction of each sub-task passes", "[bb3]") {
  const std::string_view cat_a2 =
      "N1\tNCBI_Taxonomy Annotation:T2 Referent:562\n"
      "N2\tOntoBiotope Annotation:T3 Referent:OBT:000002\n";
  CHECK(check(cat, cat_a2).empty());
  CHECK(check(event, "R1\tLives_In Bacteria:T2 Location:T4\n").empty());
  CHECK(check(kb, std::string(cat_a2) + "R1\tLives_In Bacteria:T2 Location:T3\n").empty());
  CHECK(check(cat_ner,
              "T5\tBacteria 0 7\tE. coli\nN1\tNCBI_Taxonomy Annotation:T5 Referent:562\n"
              "N2\tNCBI_Taxonomy Annotation:T5 Referent:561\n",
              Origin::prediction, kGivenNer)
            .empty());
  CHECK(check(event_ner,
              "T5\tBacteria 0 7\tE. coli\nT6\tGeographical 28 33\tParis\n"
              "R1\tLives_In Bacteria:T5 Location:T6\n",
              Origin::prediction, kGivenNer)
            .empty());
}

TEST_CASE("bb3 schema: each rule with its code", "[bb3]") {
  // Counts of referents are reported on the whole file for the .a1's entities (line 0, first).
  CHECK(check(cat, "T5\tBacteria 0 7\tE. coli\n") ==
        Codes{"normalization-count", "normalization-count", "annotation-not-expected"});
  CHECK(check(event,
              "R1\tLives_In Bacteria:T2 Location:T3\nN1\tNCBI_Taxonomy Annotation:T2 "
              "Referent:562\n") == Codes{"annotation-not-expected"});
  CHECK(check(event_ner, "T5\tPlace 0 7\tE. coli\n", Origin::prediction, kGivenNer) ==
        Codes{"type-unknown"});
  CHECK(check(event, "R1\tLocated_In Bacteria:T2 Location:T3\n") == Codes{"type-unknown"});
  CHECK(check(event, "R1\tLives_In Bacterium:T2 Location:T3\n") ==
        Codes{"argument-role-wrong", "argument-missing"});
  CHECK(check(event, "R1\tLives_In Bacteria:T2 Bacteria:T2 Location:T3\n") ==
        Codes{"argument-role-wrong"});
  CHECK(check(event, "R1\tLives_In Location:T3 Bacteria:T3\n") == Codes{"argument-type-wrong"});
  // kb has no Geographical location.
  CHECK(check(kb,
              "N1\tNCBI_Taxonomy Annotation:T2 Referent:562\n"
              "N2\tOntoBiotope Annotation:T3 Referent:OBT:000002\n"
              "R1\tLives_In Bacteria:T2 Location:T4\n") == Codes{"argument-type-wrong"});
  // kb+ner predicts no Geographical entity either.
  CHECK(
      check(kb_ner,
            "T5\tBacteria 0 7\tE. coli\nT6\tGeographical 28 33\tParis\n"
            "N1\tNCBI_Taxonomy Annotation:T5 Referent:562\nR1\tLives_In Bacteria:T5 Location:T6\n",
            Origin::prediction, kGivenNer) == Codes{"type-unknown", "argument-type-wrong"});
  CHECK(check(cat,
              "N1\tOntoBiotope Annotation:T2 Referent:OBT:000002\n"
              "N2\tOntoBiotope Annotation:T3 Referent:OBT:000002\n") ==
        Codes{"normalization-count", "normalization-type-wrong"});
  CHECK(check(cat,
              "N1\tNCBI_Taxonomy Annotation:T2 Referent:E.coli\n"
              "N2\tOntoBiotope Annotation:T3 Referent:OBT:999999\n") ==
        Codes{"referent-unknown", "referent-unknown"});
  CHECK(check(cat,
              "N1\tNCBI_Taxonomy Annotation:T2 Referent:562\n"
              "N2\tNCBI_Taxonomy Annotation:T2 Referent:561\n"
              "N3\tNCBI_Taxonomy Annotation:T2 Referent:1\n"
              "N4\tOntoBiotope Annotation:T3 Referent:OBT:000002\n") ==
        Codes{"normalization-count"});
  CHECK(check(cat,
              "N1\tNCBI_Taxonomy Annotation:T2 Referent:562\n"
              "N2\tGeoNames Annotation:T3 Referent:OBT:000002\n") ==
        Codes{"normalization-count", "type-unknown"});
  CHECK(check(event, "R1\tLives_In Bacteria:T2 Location:T3\n*\tEquiv T3 T4\n") ==
        Codes{"equiv-ignored"});
  // In the gold, Equiv is the point; referent counts are not checked.
  CHECK(
      check(event, "R1\tLives_In Bacteria:T2 Location:T3\n*\tEquiv T3 T4\n", Origin::gold).empty());
  CHECK(check(cat, "*\tEquiv T3 T4\n", Origin::gold) == Codes{"annotation-not-expected"});
}
