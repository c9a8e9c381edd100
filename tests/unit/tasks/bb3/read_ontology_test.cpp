// The BB3 ontology readers on small files written here, and on OntoBiotope 2016 of
// bb3/ of the test corpora (docs/data.md) (OBO and child–parent list), with docs/tasks/bb3.md's
// Wang vectors.
#include <catch2/catch.hpp>

#include <set>

#include "metrics/wang_similarity.hpp"
#include "support/support.hpp"
#include "tasks/bb3/java_hash_order.hpp"
#include "tasks/bb3/read_ontology.hpp"

using namespace bioeval;
using namespace bioeval::bb3;

namespace {

struct Read {
  Ontology ontology;
  Diagnostics diagnostics;
  std::vector<std::string> codes() const {
    std::vector<std::string> out;
    for (const Diagnostic& d : diagnostics.sorted()) out.push_back(d.code);
    return out;
  }
  Diagnostic first() const { return diagnostics.sorted().at(0); }
};

// `text` must outlive the result's diagnostics use (the tests pass literals or long-lived strings).
Read read(std::string_view text) {
  Read r;
  r.ontology = read_ontology(TextInput{"ontology", "onto.obo", text, true}, r.diagnostics);
  return r;
}

// The parents of `id` as ids.
std::set<std::string> parents_of(const Ontology& ontology, const std::string& id) {
  std::set<std::string> out;
  for (std::size_t p : ontology.parents.at(ontology.find(id).value())) {
    out.insert(ontology.ids[p]);
  }
  return out;
}

std::size_t occurrences(const std::string& text, const std::string& what) {
  std::size_t count = 0;
  for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++count;
  return count;
}

}  // namespace

TEST_CASE("bb3 ontology: OBO terms, names, is_a edges; other stanzas ignored", "[bb3]") {
  const Read r = read(
      "format-version: 1.2\n"
      "! a comment line\n"
      "\n"
      "[Term]\n"
      "id: OBT:000953\n"
      "name: stomach\n"
      "synonym: \"gastric\" EXACT []\n"
      "is_a: OBT:000907 ! upper gastrointestinal tract part\n"
      "relationship: part_of OBT:000001 ! not an edge\n"
      "\n"
      "[Typedef]\n"
      "id: part_of\n"
      "is_a: OBT:999999\n"
      "\n"
      "[Term]\n"
      "id: OBT:000907\n"
      "name: upper gastrointestinal tract part\n"
      "is_a: OBT:000000 {source=\"x\"}\n"
      "is_a: OBT:000001\n"
      "is_a: OBT:000000\n"
      "\n"
      "[Term]\n"
      "id: OBT:000000\n"
      "name: bacteria habitat\n"
      "\n"
      "[Term]\n"
      "id: OBT:000001\r\n"
      "name: old \\! term\n"
      "is_obsolete: true\n");
  CHECK(r.codes().empty());
  const Ontology& o = r.ontology;
  REQUIRE(o.size() == 4);
  CHECK(o.ids == std::vector<std::string>{"OBT:000953", "OBT:000907", "OBT:000000", "OBT:000001"});
  CHECK(o.names[0] == "stomach");
  CHECK(o.names[3] == "old ! term");
  CHECK(parents_of(o, "OBT:000953") == std::set<std::string>{"OBT:000907"});
  // A repeated edge counts once; the relationship line is no edge.
  CHECK(o.parents[1] == std::vector<std::size_t>{2, 3});
  CHECK(o.parents[2].empty());
  CHECK(o.obsolete == std::vector<bool>{false, false, false, true});
  CHECK(o.find("OBT:000907") == std::optional<std::size_t>{1});
  CHECK_FALSE(o.find("part_of").has_value());
}

TEST_CASE("bb3 ontology: OBO diagnostics with line and column", "[bb3]") {
  const Read r = read(
      "format-version: 1.2\n"      // 1
      "[Term]\n"                   // 2
      "id: A\n"                    // 3
      "is_a: B ! b\n"              // 4
      "is_a: NOWHERE ! unknown\n"  // 5
      "no colon here\n"            // 6
      "[Term]\n"                   // 7
      "name: nameless\n"           // 8
      "[Term]\n"                   // 9
      "id: A\n"                    // 10
      "[Term]\n"                   // 11
      "id: B\n"                    // 12
      "id: C\n"                    // 13
      "name: b\n"                  // 14
      "name: bee\n"                // 15
      "is_a: C D\n"                // 16
      "is_obsolete: maybe\n"       // 17
      "[Term\n");                  // 18
  const std::vector<Diagnostic> found = r.diagnostics.sorted();
  std::vector<std::tuple<std::string, std::size_t, std::size_t>> where;
  for (const Diagnostic& d : found) where.emplace_back(d.code, d.line, d.column);
  using W = std::tuple<std::string, std::size_t, std::size_t>;
  CHECK(where == std::vector<W>{{"obo-line-invalid", 6, 1},
                                {"obo-id-missing", 7, 1},
                                {"obo-id-duplicate", 10, 5},
                                {"obo-tag-repeated", 13, 5},
                                {"obo-line-invalid", 16, 7},
                                {"obo-line-invalid", 17, 14},
                                {"obo-line-invalid", 18, 1},
                                {"is-a-unknown", 5, 7},
                                {"obo-tag-repeated", 15, 7}});
  CHECK(found[0].severity == Severity::error);
  CHECK(found[0].message.find("'no colon here'") != std::string::npos);
  CHECK(found[7].severity == Severity::warning);
  CHECK(found[7].message.find("'NOWHERE'") != std::string::npos);
  CHECK(found[7].input == "ontology");
  CHECK(found[7].excerpt == "is_a: NOWHERE ! unknown");
  // The terms that were read stand; the unknown parent is no edge.
  REQUIRE(r.ontology.size() == 2);
  CHECK(parents_of(r.ontology, "A") == std::set<std::string>{"B"});
  CHECK(r.ontology.names[1] == "b");
}

TEST_CASE("bb3 ontology: a cycle is an error naming a concept on it", "[bb3]") {
  const Read r = read(
      "[Term]\nid: A\nis_a: B\n"
      "[Term]\nid: B\nis_a: C\n"
      "[Term]\nid: C\nis_a: A\n"
      "[Term]\nid: D\nis_a: D\n");
  CHECK(r.codes() == std::vector<std::string>{"ontology-cycle", "ontology-cycle"});
  const std::vector<Diagnostic> found = r.diagnostics.sorted();
  CHECK(found[0].line == 9);
  CHECK(found[0].column == 7);
  CHECK(found[0].message.find("'A' is its own ancestor (A is_a B is_a C is_a A)") !=
        std::string::npos);
  CHECK(found[1].line == 12);
  CHECK(found[1].message.find("(D is_a D)") != std::string::npos);

  // A long cycle is shown by its ends.
  std::string text;
  for (int i = 0; i < 12; ++i) {
    text += "[Term]\nid: C" + std::to_string(i) + "\nis_a: C" + std::to_string((i + 1) % 12) + "\n";
  }
  const Read long_cycle = read(text);
  REQUIRE(long_cycle.codes() == std::vector<std::string>{"ontology-cycle"});
  CHECK(long_cycle.first().message.find("(C0 is_a C1 is_a C2 is_a C3 is_a C4 is_a … is_a C11 is_a "
                                        "C0)") != std::string::npos);
}

TEST_CASE("bb3 ontology: child–parent TSV", "[bb3]") {
  const Read r = read(
      "OBT:000953\tOBT:000907\n"
      "\n"
      "OBT:000907\tOBT:000000\n"
      "OBT:000907\tOBT:000000\n"
      "OBT:000001\n"
      "OBT:000002\tOBT:000000\textra\n"
      "\tOBT:000000\n");
  CHECK(r.codes() == std::vector<std::string>{"ontology-tsv-fields", "ontology-tsv-fields",
                                              "ontology-tsv-fields"});
  CHECK(r.diagnostics.sorted()[0].line == 5);
  CHECK(r.diagnostics.sorted()[0].message.find("(1 field)") != std::string::npos);
  CHECK(r.diagnostics.sorted()[1].message.find("(3 fields)") != std::string::npos);
  const Ontology& o = r.ontology;
  CHECK(o.ids == std::vector<std::string>{"OBT:000953", "OBT:000907", "OBT:000000"});
  CHECK(o.parents == std::vector<std::vector<std::size_t>>{{1}, {2}, {}});
  CHECK(o.names == std::vector<std::string>{"", "", ""});

  const Read cyclic = read("a\tb\nb\ta\n");
  CHECK(cyclic.codes() == std::vector<std::string>{"ontology-cycle"});
  CHECK(cyclic.first().line == 2);
  CHECK(cyclic.first().column == 3);
}

TEST_CASE("bb3 ontology: nothing but a header is an empty ontology", "[bb3]") {
  CHECK(read("format-version: 1.2\n").codes() == std::vector<std::string>{"ontology-empty"});
  CHECK(read("[Typedef]\nid: part_of\n").codes() == std::vector<std::string>{"ontology-empty"});
}

TEST_CASE("bb3 ontology: every code is listed", "[bb3]") {
  const auto& codes = ontology_diagnostic_codes();
  CHECK(std::set<std::string>(codes.begin(), codes.end()).size() == codes.size());
  CHECK(codes.size() == 8);
}

TEST_CASE("bb3 ontology: OntoBiotope 2016 reads without diagnostics, as its parents list",
          "[bb3][data]") {
  const std::string obo =
      test::read_text_file(test::shared_data_path("bb3/OntoBiotope_BioNLP-ST-2016.obo"));
  const std::string tsv =
      test::read_text_file(test::shared_data_path("bb3/OntoBiotope_BioNLP-ST-2016_parents.txt"));
  Diagnostics diagnostics;
  const Ontology o = read_ontology(
      TextInput{"ontology", "OntoBiotope_BioNLP-ST-2016.obo", obo, true}, diagnostics);
  CHECK(diagnostics.error_count() == 0);
  CHECK(diagnostics.warning_count() == 0);
  CHECK(o.size() == occurrences(obo, "[Term]"));
  CHECK(o.size() == 2320);
  CHECK(o.names.at(o.find("OBT:000953").value()) == "stomach");
  CHECK(o.parents.at(o.find("OBT:000000").value()).empty());
  std::size_t edges = 0;
  for (const auto& parents : o.parents) edges += parents.size();
  CHECK(edges == occurrences(obo, "\nis_a: "));

  // The child–parent list the evaluator reads holds the same edges.
  Diagnostics tsv_diagnostics;
  const Ontology from_tsv =
      read_ontology(TextInput{"ontology", "parents.txt", tsv, true}, tsv_diagnostics);
  CHECK(tsv_diagnostics.sorted().empty());
  CHECK(from_tsv.size() == o.size());
  for (const std::string& id : o.ids) {
    if (!parents_of(o, id).empty()) CHECK(parents_of(from_tsv, id) == parents_of(o, id));
  }
}

TEST_CASE("bb3 ontology: the spec's Wang vectors on OntoBiotope 2016", "[bb3][wang][data]") {
  const std::string obo =
      test::read_text_file(test::shared_data_path("bb3/OntoBiotope_BioNLP-ST-2016.obo"));
  Diagnostics diagnostics;
  const Ontology o = read_obo(TextInput{"ontology", "OntoBiotope.obo", obo, true}, diagnostics);
  REQUIRE_FALSE(diagnostics.has_errors());
  // Summed in the evaluator's order, the values are the Java evaluator's to the last bit.
  const JavaSummationOrder order = java_summation_order(o);
  WangSimilarity wang(o.parents, wang_is_a_weight, &order);
  WangSimilarity plain(o.parents);
  const auto sim = [&](const char* a, const char* b) {
    CHECK(plain.concepts(o.find(a), o.find(b)) ==
          Approx(wang.concepts(o.find(a), o.find(b))).margin(1e-12));
    return wang.concepts(o.find(a), o.find(b));
  };
  const auto set = [&](std::vector<const char*> r, std::vector<const char*> p) {
    std::vector<ConceptIndex> ri, pi;
    for (const char* id : r) ri.push_back(o.find(id));
    for (const char* id : p) pi.push_back(o.find(id));
    return wang.sets(ri, pi);
  };
  CHECK(sim("OBT:000953", "OBT:000907") == 0.8133889514345298);
  CHECK(sim("OBT:000953", "OBT:000543") == 0.6852772979258291);
  CHECK(sim("OBT:000953", "OBT:000000") == 0.2893182608863648);
  CHECK(sim("OBT:000953", "OBT:000965") == 0.13615878502897666);
  CHECK(sim("OBT:002216", "OBT:001894") == 0.4189303534186545);
  CHECK(set({"OBT:000953", "OBT:000965"}, {"OBT:000953"}) == 0.7120529283429923);
  CHECK(set({"OBT:000953"}, {"OBT:000907", "OBT:000965"}) == 0.5876455626326788);
  CHECK(sim("OBT:000953", "OBT:000953") == 1.0);
  CHECK(sim("OBT:000953", "OBT:999999") == 0.0);  // not in the ontology
}
