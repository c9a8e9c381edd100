// The official profile's rules that follow from how the Java evaluator holds and walks its data:
// the order of the unique form-normalization scoring, the surface form it compares, its cache of
// Wang similarities, the Wang similarity of a concept with itself, and the order that settles kb
// ties. Each case isolates one rule; the expected numbers are the ones the evaluator (Bibliome/
// bionlp-st at its current head) prints for the same files and hierarchy.
#include <catch2/catch.hpp>

#include "support/support.hpp"

using namespace bioeval;
using Files = std::map<std::string, std::vector<std::pair<std::string, std::string>>>;

namespace {

// host (000002) and food (000007) are siblings under habitat (000001); gut (000004) is a host,
// milk (000009) a dairy product (000008), a food.
const std::string kHierarchy =
    "OBT:000001\tOBT:000000\nOBT:000002\tOBT:000001\nOBT:001804\tOBT:000002\n"
    "OBT:000004\tOBT:000002\nOBT:000005\tOBT:000004\nOBT:000006\tOBT:000005\n"
    "OBT:000007\tOBT:000001\nOBT:000008\tOBT:000007\nOBT:000009\tOBT:000008\n"
    "OBT:000010\tOBT:001804\n";

struct Habitat {
  std::string id, word;
  int occurrence;      // the word's nth occurrence in the text
  std::string column;  // the .a1's text column
  std::string gold, predicted;
};

// A cat document of habitats, each normalized once on each side.
Files cat_case(const std::string& text, const std::vector<Habitat>& habitats) {
  std::string a1 = "T1\tTitle 0 " + std::to_string(text.size() - 1) + "\t" +
                   text.substr(0, text.size() - 1) + "\n";
  std::string gold, run;
  int n = 0;
  for (const Habitat& h : habitats) {
    std::size_t at = std::string::npos;
    for (int k = 0; k < h.occurrence; ++k) at = text.find(h.word, at + 1);
    a1 += h.id + "\tHabitat " + std::to_string(at) + " " + std::to_string(at + h.word.size()) +
          "\t" + h.column + "\n";
    const std::string n_id = "N" + std::to_string(++n);
    gold += n_id + "\tOntoBiotope Annotation:" + h.id + " Referent:" + h.gold + "\n";
    run += n_id + "\tOntoBiotope Annotation:" + h.id + " Referent:" + h.predicted + "\n";
  }
  return {{"gold", {{"d1.txt", text}, {"d1.a1", a1}, {"d1.a2", gold}}},
          {"run", {{"d1.a2", run}}},
          {"ontology", {{"parents.txt", kHierarchy}}}};
}

Json score(const char* task, const Files& files, const char* profile) {
  return test::run_files(task, files, Json{{"profile", profile}});
}

bool has_note(const Json& result, const std::string& code, const std::string& metric) {
  for (const Json& note : result.at("notes")) {
    if (note.at("code") == code && note.value("metric", "") == metric) return true;
  }
  return false;
}

const char* const kUnique = "habitats_only_unique_form_normalization.precision";

}  // namespace

TEST_CASE("bb3 cat unique form-normalization: .a1 entities in file order", "[bb3]") {
  // Two 'milk' entities with the same gold concept: the first in file order (T2, predicted
  // exactly) is kept. Java's HashMap of ids would walk T4 first ("T4" hashes to bucket 0).
  const Files files = cat_case("The milk, the milk and the gut.\n",
                               {{"T2", "milk", 1, "milk", "OBT:000009", "OBT:000009"},
                                {"T3", "gut", 1, "gut", "OBT:000004", "OBT:000004"},
                                {"T4", "milk", 2, "milk", "OBT:000009", "OBT:000008"}});
  for (const char* profile : {"official", "published"}) {
    const Json result = score("bb3.cat", files, profile);
    CHECK(test::metric(result, kUnique) == 1.0);
    CHECK(test::metric(result, "main_scoring.precision") == 0.9315924466089734);
  }
}

TEST_CASE("bb3 cat unique form-normalization: the form is the document's text", "[bb3]") {
  // T3's text column says MILK, but the document has 'milk' there: the same form as T2's, so T3
  // is not unique. Only T2 (milk predicted as itself) counts: the evaluator's Sim(milk, milk),
  // summed as it sums it, is 1.0000000000000002; exactly 1 in the published profile.
  const Files files = cat_case("The milk, the milk and the gut.\n",
                               {{"T2", "milk", 1, "milk", "OBT:000009", "OBT:000009"},
                                {"T3", "milk", 2, "MILK", "OBT:000009", "OBT:000001"}});
  const Json official = score("bb3.cat", files, "official");
  CHECK(test::codes(official) == std::vector<std::string>{"text-differs"});
  CHECK(test::metric(official, kUnique) == 1.0000000000000002);
  CHECK(test::metric(official, "main_scoring.precision") == 0.7518339293011087);
  CHECK(test::metric(score("bb3.cat", files, "published"), kUnique) == 1.0);
}

TEST_CASE("bb3 Wang similarity of a concept with itself: through the sums (official)", "[bb3]") {
  const Files files =
      cat_case("The milk.\n", {{"T2", "milk", 1, "milk", "OBT:000009", "OBT:000009"}});
  const Json official = score("bb3.cat", files, "official");
  CHECK(test::metric(official, "main_scoring.precision") == 1.0000000000000002);
  const Json published = score("bb3.cat", files, "published");
  CHECK(test::metric(published, "main_scoring.precision") == 1.0);
}

TEST_CASE("bb3 Wang similarity: a pair computed once answers both directions", "[bb3]") {
  // Sim(gut, host) = 0.7737364595412507 summed from gut, 0.7737364595412506 from host. The
  // evaluator computes T2's pair first (gold gut, predicted host) and answers T3's (gold host,
  // predicted gut) from its cache.
  const Files files =
      cat_case("The gut of hosts.\n", {{"T2", "gut", 1, "gut", "OBT:000004", "OBT:000002"},
                                       {"T3", "hosts", 1, "hosts", "OBT:000002", "OBT:000004"}});
  const Json result = score("bb3.cat", files, "official");
  CHECK(test::metric(result, "main_scoring.precision") == 0.7737364595412507);
  CHECK(test::metric(result, "habitats_only.precision") == 0.7737364595412507);
}

TEST_CASE("bb3 kb ties: the first gold association in the evaluator's HashMap order", "[bb3]") {
  // A prediction of habitat (000001) is as similar to host (000002) as to food (000007). The
  // gold lists host first; the evaluator's HashMap of (taxon, concept) walks (562, food) first
  // (bucket 7 against 12), so the tie goes to food, and host keeps its exact prediction alone.
  const std::string text = "E. coli lives in hosts and in food.\n";
  const std::string entities =
      "T2\tBacteria 0 7\tE. coli\nT3\tHabitat 17 22\thosts\nT4\tHabitat 30 34\tfood\n"
      "N1\tNCBI_Taxonomy Annotation:T2 Referent:562\n";
  const std::string relations =
      "R1\tLives_In Bacteria:T2 Location:T3\nR2\tLives_In Bacteria:T2 Location:T4\n";
  const Files files = {{"gold",
                        {{"d1.txt", text},
                         {"d1.a1", "T1\tTitle 0 35\tE. coli lives in hosts and in food.\n"},
                         {"d1.a2", entities +
                                       "N2\tOntoBiotope Annotation:T3 Referent:OBT:000002\n"
                                       "N3\tOntoBiotope Annotation:T4 Referent:OBT:000007\n" +
                                       relations}}},
                       {"run",
                        {{"d1.a2", entities +
                                       "N2\tOntoBiotope Annotation:T3 Referent:OBT:000002\n"
                                       "N3\tOntoBiotope Annotation:T4 Referent:OBT:000001\n" +
                                       relations}}},
                       {"ontology", {{"parents.txt", kHierarchy}}}};
  const Json official = score("bb3.kb+ner", files, "official");
  CHECK(test::metric(official, "standard_scoring.mean_references") == 0.8656816655473472);
  CHECK(test::metric(official, "standard_scoring.false_negatives") == 0);
  CHECK(has_note(official, "kb-tie-order", "standard_scoring.false_negatives"));
  // The published profile gives the tie to the first gold association in order of appearance.
  const Json published = score("bb3.kb+ner", files, "published");
  CHECK(test::metric(published, "standard_scoring.mean_references") == 0.4328408327736736);
  CHECK(test::metric(published, "standard_scoring.false_negatives") == 1);
}
