// The micro cases of docs/tasks/bb3.md (A: cat+ner, E: event+ner, F: kb+ner) under both profiles,
// through the task interface, with the notes that trace each difference to its rule.
#include <catch2/catch.hpp>

#include "support/support.hpp"

using namespace bioeval;
using Files = std::map<std::string, std::vector<std::pair<std::string, std::string>>>;

namespace {

const std::string kTinyOntology = "OBT:000001\tOBT:000000\n";

Json profile(const char* name) {
  return Json{{"profile", name}};
}

bool has_note(const Json& result, const std::string& code, const std::string& metric) {
  for (const Json& note : result.at("notes")) {
    if (note.at("code") == code && note.value("metric", "") == metric) return true;
  }
  return false;
}

// Case A: two gold bacteria, two predicted, all taxon 210.
Files case_a() {
  const std::string text = "Helicobacter pylori lives in the human stomach.\n";
  return {{"gold",
           {{"d.txt", text},
            {"d.a1", "T9\tTitle 0 47\tHelicobacter pylori lives in the human stomach.\n"},
            {"d.a2",
             "T1\tBacteria 0 10\tHelicobact\nT2\tBacteria 8 16\tcter pyl\n"
             "N1\tNCBI_Taxonomy Annotation:T1 Referent:210\n"
             "N2\tNCBI_Taxonomy Annotation:T2 Referent:210\n"}}},
          {"run",
           {{"d.a2",
             "T1\tBacteria 2 12\tlicobacter\nT2\tBacteria 0 6\tHelico\n"
             "N1\tNCBI_Taxonomy Annotation:T1 Referent:210\n"
             "N2\tNCBI_Taxonomy Annotation:T2 Referent:210\n"}}},
          {"ontology", {{"parents.txt", kTinyOntology}}}};
}

}  // namespace

TEST_CASE("bb3 micro case A: greedy pairing and truncated SER against the optimal assignment",
          "[bb3]") {
  const Json official = test::run_files("bb3.cat+ner", case_a(), profile("official"));
  CHECK(test::codes(official).empty());
  CHECK(test::metric(official, "standard_scoring.matches") == Approx(8.0 / 12));
  CHECK(test::metric(official, "standard_scoring.insertions") == 1);
  CHECK(test::metric(official, "standard_scoring.deletions") == 1);
  CHECK(test::metric(official, "standard_scoring.recall") == Approx(1.0 / 3));
  CHECK(test::metric(official, "standard_scoring.precision") == Approx(1.0 / 3));
  CHECK(test::metric(official, "standard_scoring.ser") == 1.0);
  CHECK(has_note(official, "pairing", "standard_scoring.matches"));
  CHECK(has_note(official, "ser-truncation", "standard_scoring.ser"));

  const Json published = test::run_files("bb3.cat+ner", case_a(), profile("published"));
  const double matches = 0.6 + 4.0 / 14;
  CHECK(test::metric(published, "standard_scoring.matches") == Approx(matches));
  CHECK(test::metric(published, "standard_scoring.recall") == Approx(matches / 2));
  CHECK(test::metric(published, "standard_scoring.precision") == Approx(matches / 2));
  CHECK(test::metric(published, "standard_scoring.ser") == Approx((2 - matches) / 2));
  CHECK(test::metric(published, "standard_scoring.insertions") == 0);
  // The pairing table shows the pairs: g1–p2 and g2–p1.
  const auto rows = test::table_rows(published, "pairing");
  REQUIRE(rows.size() == 2);
  CHECK(rows[0].at("gold") == "T1");
  CHECK(rows[0].at("prediction") == "T2");
  CHECK(rows[0].at("verdict") == "substitution");
}

TEST_CASE("bb3 micro case E: a shorter Bacteria boundary in a Lives_In", "[bb3]") {
  const std::string text = "Helicobacter pylori lives in the mucus of the stomach.\n";
  const Files files = {{"gold",
                        {{"d.txt", text},
                         {"d.a1", ""},
                         {"d.a2",
                          "T1\tBacteria 0 19\tHelicobacter pylori\nT3\tHabitat 46 53\tstomach\n"
                          "R1\tLives_In Bacteria:T1 Location:T3\n"}}},
                       {"run",
                        {{"d.a2",
                          "T1\tBacteria 0 12\tHelicobacter\nT3\tHabitat 46 53\tstomach\n"
                          "R1\tLives_In Bacteria:T1 Location:T3\n"}}}};
  for (const char* name : {"official", "published"}) {
    INFO(name);
    const Json result = test::run_files("bb3.event+ner", files, profile(name));
    CHECK(test::codes(result).empty());
    CHECK(test::metric(result, "lives_in.f1") == Approx(0.631578947368421).margin(1e-15));
    CHECK(test::metric(result, "lives_in.recall") == Approx(0.631578947368421).margin(1e-15));
    CHECK(test::metric(result, "lives_in.precision") == Approx(0.631578947368421).margin(1e-15));
    CHECK(test::metric(result, "lives_in.mismatches") == Approx(0.368421052631579).margin(1e-15));
    CHECK(test::metric(result, "lives_in_ignore_boundaries.f1") == 1);
  }
  CHECK(test::metric(test::run_files("bb3.event+ner", files, profile("official")),
                     "lives_in.ser") == 0.0);
  CHECK(test::metric(test::run_files("bb3.event+ner", files, profile("published")),
                     "lives_in.ser") == Approx(0.368421052631579).margin(1e-15));
}

TEST_CASE("bb3 micro case F: knowledge-base associations on the real ontology", "[bb3][data]") {
  const std::string text =
      "Escherichia coli and Staphylococcus aureus were found in the stomach.\n";
  const std::string ontology =
      test::read_text_file(test::shared_data_path("bb3/OntoBiotope_BioNLP-ST-2016.obo"));
  const std::string entities =
      "T1\tBacteria 0 16\tEscherichia coli\nT2\tBacteria 21 42\tStaphylococcus aureus\n"
      "T3\tHabitat 61 68\tstomach\n"
      "R1\tLives_In Bacteria:T1 Location:T3\nR2\tLives_In Bacteria:T2 Location:T3\n"
      "N1\tNCBI_Taxonomy Annotation:T1 Referent:562\n";
  const Files files = {
      {"gold",
       {{"d.txt", text},
        {"d.a2", entities + "N2\tNCBI_Taxonomy Annotation:T2 Referent:1280\n"
                            "N3\tOntoBiotope Annotation:T3 Referent:OBT:000953\n"}}},
      {"run",
       {{"d.a2", entities + "N2\tNCBI_Taxonomy Annotation:T2 Referent:562\n"
                            "N3\tOntoBiotope Annotation:T3 Referent:OBT:000907\n"
                            "N4\tOntoBiotope Annotation:T3 Referent:OBT:000953\n"}}},
      {"ontology", {{"OntoBiotope_BioNLP-ST-2016.obo", ontology}}}};
  for (const char* name : {"official", "published"}) {
    INFO(name);
    const Json result = test::run_files("bb3.kb+ner", files, profile(name));
    CHECK(test::codes(result).empty());
    CHECK(test::metric(result, "standard_scoring.mean_references") ==
          Approx(0.45334723785863246).margin(1e-15));
    CHECK(test::metric(result, "standard_scoring.predictions") == 2);
    CHECK(test::metric(result, "standard_scoring.false_negatives") == 1);
    CHECK(std::isnan(test::metric(result, "cap_to_species.standard_scoring.mean_references")));
  }
}

TEST_CASE("bb3 inside sentences: a relation across two sentences is left out of that scoring",
          "[bb3]") {
  // Sentences [0, 22) and [23, 46): T1 and T2 in the first, T3 in the second.
  const std::string text = "E. coli lives in milk. It was found in soil.\n";
  const std::string entities =
      "T1\tBacteria 0 7\tE. coli\nT2\tHabitat 17 21\tmilk\nT3\tHabitat 39 43\tsoil\n";
  const Files files = {
      {"gold",
       {{"d.txt", text},
        {"d.a1", "T9\tTitle 0 44\tE. coli lives in milk. It was found in soil.\n" + entities},
        {"d.a2", "R1\tLives_In Bacteria:T1 Location:T2\nR2\tLives_In Bacteria:T1 Location:T3\n"}}},
      {"run", {{"d.a2", "R1\tLives_In Bacteria:T1 Location:T3\n"}}},
      {"sentences", {{"sentences.txt", "d\t0\t22\nd\t23\t44\n"}}}};
  const Json result = test::run_files("bb3.event", files);
  CHECK(test::codes(result).empty());
  CHECK(test::metric(result, "lives_in.recall") == 0.5);
  CHECK(test::metric(result, "lives_in.precision") == 1.0);
  CHECK(test::metric(result, "lives_in_inside_sentences.recall") == 0.0);
  CHECK(test::metric(result, "lives_in_inside_sentences.predictions") == 0);
  CHECK(std::isnan(test::metric(result, "lives_in_inside_sentences.precision")));
  // Without the sentences file the scoring is null, with a note naming the input.
  Files without = files;
  without.erase("sentences");
  const Json plain = test::run_files("bb3.event", without);
  CHECK(std::isnan(test::metric(plain, "lives_in_inside_sentences.recall")));
  bool noted = false;
  for (const Json& note : plain.at("notes")) {
    noted |= note.at("code") == "resource-missing" &&
             note.at("message").get<std::string>().find("'sentences'") != std::string::npos;
  }
  CHECK(noted);
}
