// The documents of a BB3 submission (docs/documents.md; docs/tasks/bb3.md, "Documents"): on
// every golden fixture that scores, the index lists every gold document with its score (the
// documents table's value; cat+ner: the document's mean similarity), each document's detail gives
// every pairing row's items that row's verdict, and every table link opens an item of its
// document. Plus one small case per sub-task, its JSON checked whole.
#include <catch2/catch.hpp>

#include <map>
#include <set>

#include "base/text.hpp"
#include "host/api.hpp"
#include "support/golden_fixtures.hpp"
#include "unit/tasks/bb3/bb3_files.hpp"

using namespace bioeval;
using test::Files;
using test::inputs_of;
using test::kTinyOntology;

namespace {

std::size_t gold_documents(const Inputs& inputs) {
  std::size_t n = 0;
  for (const InputFile& f : inputs.at("gold")) {
    n += f.name.size() > 4 && f.name.compare(f.name.size() - 4, 4, ".txt") == 0;
  }
  return n;
}

const Table* table_of(const Result& result, const std::string& id) {
  for (const Table& t : result.tables) {
    if (t.id == id) return &t;
  }
  return nullptr;
}

// A document's annotations and relations by id.
std::map<std::string, Json> items_by_id(const Json& detail) {
  std::map<std::string, Json> out;
  for (const char* key : {"annotations", "relations"}) {
    for (const Json& item : detail.at(key)) {
      CHECK(out.emplace(item.at("id").get<std::string>(), item).second);
    }
  }
  return out;
}

// Fragments inside the text, arguments and Equiv members naming annotations of the document.
void check_well_formed(const Json& detail, const std::map<std::string, Json>& items) {
  const std::size_t length = character_count(detail.at("text").get<std::string>());
  for (const Json& a : detail.at("annotations")) {
    for (const Json& f : a.at("fragments")) {
      CHECK(f.at(0).get<std::size_t>() < f.at(1).get<std::size_t>());
      CHECK(f.at(1).get<std::size_t>() <= length);
    }
  }
  for (const Json& r : detail.at("relations")) {
    for (const Json& argument : r.at("arguments")) {
      CHECK(items.count(argument.at("annotation").get<std::string>()) == 1);
    }
  }
  for (const Json& g : detail.at("groups")) {
    for (const Json& member : g.at("annotations")) CHECK(items.count(member.get<std::string>()));
  }
}

// The pairing table's rows of entities or relations: each linked to its gold item (else its
// prediction), which has the row's verdict under the default view, its partner the row's other
// item.
void check_pairing_rows(const Table& table, const std::string& view,
                        const std::map<std::string, std::map<std::string, Json>>& documents) {
  const Json rows = table.rows.to_json();
  REQUIRE(table.links.size() == rows.size());
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const Json& row = rows[i];
    INFO("pairing row " << row.dump());
    const RowLink& link = table.links[i];
    CHECK(link.document == row[0].get<std::string>());
    const auto& items = documents.at(link.document);
    const std::string gold = row[1].is_null() ? "" : "gold:" + row[1].get<std::string>();
    const std::string run = row[3].is_null() ? "" : "run:" + row[3].get<std::string>();
    CHECK(link.annotation == (gold.empty() ? run : gold));
    for (const std::string& id : {gold, run}) {
      if (id.empty()) continue;
      REQUIRE(items.count(id) == 1);
      const Json& item = items.at(id);
      CHECK(item.at("verdicts").at(view) == row[6]);
      if (!gold.empty() && !run.empty()) {
        CHECK(item.at("partners").at(view) == Json::array({id == gold ? run : gold}));
      }
    }
  }
}

// The kb table's rows: each linked to an association of its document, a deletion to the gold
// association deleted, an insertion to the prediction inserted.
void check_kb_rows(const Table& table, const std::string& view,
                   const std::map<std::string, std::map<std::string, Json>>& documents) {
  const Json rows = table.rows.to_json();
  REQUIRE(table.links.size() == rows.size());
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const Json& row = rows[i];
    INFO("kb row " << row.dump());
    const RowLink& link = table.links[i];
    REQUIRE_FALSE(link.document.empty());
    const auto& items = documents.at(link.document);
    REQUIRE(items.count(link.annotation) == 1);
    const Json& item = items.at(link.annotation);
    const std::string verdict = row[5].get<std::string>();
    if (verdict == "insertion") {
      CHECK(link.annotation ==
            "run:" + row[2].get<std::string>() + " " + row[3].get<std::string>());
      CHECK(item.at("verdicts").at(view) == "insertion");
    } else {
      CHECK(link.annotation ==
            "gold:" + row[0].get<std::string>() + " " + row[1].get<std::string>());
      CHECK((item.at("verdicts").at(view) == "deletion") == (verdict == "deletion"));
    }
  }
}

}  // namespace

TEST_CASE("bb3 documents: every golden fixture's views agree with its tables", "[bb3][documents]") {
  std::size_t checked = 0;
  for (const auto& fixture : test::golden_fixtures("bb3")) {
    INFO("golden case bb3/" << fixture->name);
    const Task& task = find_task(fixture->task);
    const Result result = evaluate(task, fixture->inputs, fixture->options);
    if (!result.scored) continue;
    const auto views = open_documents(task, fixture->inputs, fixture->options);
    REQUIRE(views);
    const Json index = document_index(task, *views);
    const std::string view = index.at("default_view").get<std::string>();
    CHECK(index.at("views").at(0) == view);
    REQUIRE(index.at("documents").size() == gold_documents(fixture->inputs));
    std::map<std::string, std::map<std::string, Json>> documents;
    for (const Json& d : index.at("documents")) {
      const std::string id = d.at("id").get<std::string>();
      const Json detail = views->document(id);
      CHECK(detail.at("id") == id);
      documents[id] = items_by_id(detail);
      check_well_formed(detail, documents[id]);
    }
    CHECK_THROWS_AS(views->document("no such document"), UsageError);
    const Table* pairing = table_of(result, "pairing");
    REQUIRE(pairing);
    if (fixture->task.rfind("bb3.kb", 0) == 0) {
      check_kb_rows(*pairing, view, documents);
    } else {
      check_pairing_rows(*pairing, view, documents);
      // The documents table: its rows link to their document, its items are the pairs the index
      // counts, and its value is the index's score (cat+ner: the document's mean similarity
      // Σ s / (pairs + insertions + deletions), where the table gives its SER).
      const Table* table = table_of(result, "documents");
      REQUIRE(table);
      const Json rows = table->rows.to_json();
      REQUIRE(rows.size() == index.at("documents").size());
      for (std::size_t i = 0; i < rows.size(); ++i) {
        const Json& entry = index.at("documents")[i];
        CHECK(table->links.at(i).document == rows[i][0].get<std::string>());
        CHECK(table->links.at(i).annotation.empty());
        CHECK(entry.at("id") == rows[i][0]);
        if (fixture->task == "bb3.cat+ner") {
          const double items = rows[i][2].get<double>() + rows[i][6].get<double>();
          CHECK(entry.at("score") == rows[i][3].get<double>() / items);
        } else {
          CHECK(entry.at("score") == rows[i].back());
        }
        const Json& counts = entry.at("counts").at(view);
        const auto count = [&counts](const char* verdict) { return counts.value(verdict, 0); };
        CHECK(count("insertion") == rows[i][5]);
        CHECK(count("deletion") == rows[i][6]);
        CHECK(count("match") + count("substitution") + count("deletion") == rows[i][1]);
      }
    }
    ++checked;
  }
  CHECK(checked >= 14);
}

namespace {

// Views opened on `files` for `task`; `files` must outlive them.
OpenedDocuments views_of(const std::string& task, const Files& files,
                         const Json& options = Json::object()) {
  return open_documents(find_task(task), inputs_of(files), options);
}

// Equal as JSON values, whatever the order of the keys.
void check_same(const Json& actual, const std::string& expected) {
  CHECK(nlohmann::json::parse(actual.dump()) == nlohmann::json::parse(expected));
}

}  // namespace

TEST_CASE("bb3 documents: event, given entities and Lives_In verdicts", "[bb3][documents]") {
  const Files files = {
      {"gold",
       {{"d1.txt", "Escherichia coli in the gut and soil.\n"},
        {"d1.a1",
         "T1\tBacteria 0 16\tEscherichia coli\nT2\tHabitat 24 27\tgut\n"
         "T3\tHabitat 32 36\tsoil\n"},
        {"d1.a2", "R1\tLives_In Bacteria:T1 Location:T2\n"}}},
      {"run",
       {{"d1.a2",
         "R1\tLives_In Bacteria:T1 Location:T2\nR2\tLives_In Bacteria:T1 Location:T3\n"}}}};
  const auto views = views_of("bb3.event", files);
  check_same(document_index(find_task("bb3.event"), *views), R"({
    "schema": 1, "task": "bb3.event", "unit": "document",
    "views": ["lives_in", "lives_in_habitat", "lives_in_geographical"],
    "default_view": "lives_in",
    "score_better": "higher",
    "verdicts": [{"id": "match", "label": "match", "kind": "good"},
                 {"id": "substitution", "label": "substitution", "kind": "partial"},
                 {"id": "deletion", "label": "deletion", "kind": "bad"},
                 {"id": "insertion", "label": "insertion", "kind": "bad"}],
    "documents": [{"id": "d1", "label": "Escherichia coli in the gut and soil.",
                   "score": 0.6666666666666666,
                   "counts": {"lives_in": {"match": 1, "insertion": 1},
                              "lives_in_habitat": {"match": 1, "insertion": 1},
                              "lives_in_geographical": {}}}]})");
  const std::string given = R"("verdicts": {}, "partners": {}, "details": {"from": ".a1"
})";
  check_same(views->document("d1"), R"({
    "id": "d1", "text": "Escherichia coli in the gut and soil.\n",
    "annotations": [
      {"id": "gold:T1", "side": "gold", "type": "Bacteria", "fragments": [[0, 16]],
       "text": "Escherichia coli", )" + given +
                                        R"(},
      {"id": "gold:T2", "side": "gold", "type": "Habitat", "fragments": [[24, 27]],
       "text": "gut", )" + given + R"(},
      {"id": "gold:T3", "side": "gold", "type": "Habitat", "fragments": [[32, 36]],
       "text": "soil", )" + given + R"(},
      {"id": "run:T1", "side": "run", "type": "Bacteria", "fragments": [[0, 16]],
       "text": "Escherichia coli", )" + given +
                                        R"(},
      {"id": "run:T2", "side": "run", "type": "Habitat", "fragments": [[24, 27]],
       "text": "gut", )" + given + R"(},
      {"id": "run:T3", "side": "run", "type": "Habitat", "fragments": [[32, 36]],
       "text": "soil", )" + given + R"(}],
    "relations": [
      {"id": "gold:R1", "side": "gold", "type": "Lives_In",
       "arguments": [{"role": "Bacteria", "annotation": "gold:T1"},
                     {"role": "Location", "annotation": "gold:T2"}],
       "verdicts": {"lives_in": "match", "lives_in_habitat": "match"},
       "partners": {"lives_in": ["run:R1"], "lives_in_habitat": ["run:R1"]},
       "details": {"similarity": "1 = Bacteria 1 × Location 1"
}
},
      {"id": "run:R1", "side": "run", "type": "Lives_In",
       "arguments": [{"role": "Bacteria", "annotation": "run:T1"},
                     {"role": "Location", "annotation": "run:T2"}],
       "verdicts": {"lives_in": "match", "lives_in_habitat": "match"},
       "partners": {"lives_in": ["gold:R1"], "lives_in_habitat": ["gold:R1"]},
       "details": {"similarity": "1 = Bacteria 1 × Location 1"}},
      {"id": "run:R2", "side": "run", "type": "Lives_In",
       "arguments": [{"role": "Bacteria", "annotation": "run:T1"},
                     {"role": "Location", "annotation": "run:T3"}],
       "verdicts": {"lives_in": "insertion", "lives_in_habitat": "insertion"},
       "partners": {}, "details": {}}],
    "groups": [], "items": [], "missed": []
})");
}

TEST_CASE("bb3 documents: event+ner, a relation by the Jaccard of its arguments",
          "[bb3][documents]") {
  // Micro case E of docs/tasks/bb3.md: a shorter Bacteria, J = 12/19.
  const Files files = {{"gold",
                        {{"d1.txt", "Helicobacter pylori lives in the mucus of the stomach.\n"},
                         {"d1.a1", ""},
                         {"d1.a2",
                          "T1\tBacteria 0 19\tHelicobacter pylori\nT3\tHabitat 46 53\tstomach\n"
                          "R1\tLives_In Bacteria:T1 Location:T3\n"}}},
                       {"run",
                        {{"d1.a2",
                          "T1\tBacteria 0 12\tHelicobacter\nT3\tHabitat 46 53\tstomach\n"
                          "R1\tLives_In Bacteria:T1 Location:T3\n"}}}};
  const auto views = views_of("bb3.event+ner", files);
  const Json index = document_index(find_task("bb3.event+ner"), *views);
  CHECK(index.at("documents").at(0).at("score") == 12.0 / 19);
  const Json detail = views->document("d1");
  CHECK(detail.at("annotations").at(0).at("verdicts").empty());  // entities are not paired
  const double j = 12.0 / 19;
  const std::string similarities = R"("similarities": {"lives_in": )" + Json(j).dump() +
                                   R"(, "lives_in_habitat": )" + Json(j).dump() +
                                   R"(, "lives_in_ignore_boundaries": 1.0,
                                     "lives_in_habitat_ignore_boundaries": 1.0})";
  const std::string verdicts = R"(
       "verdicts": {"lives_in": "substitution", "lives_in_habitat": "substitution",
                    "lives_in_ignore_boundaries": "match",
                    "lives_in_habitat_ignore_boundaries": "match"},)";
  check_same(detail.at("relations"), R"([
      {"id": "gold:R1", "side": "gold", "type": "Lives_In",
       "arguments": [{"role": "Bacteria", "annotation": "gold:T1"},
                     {"role": "Location", "annotation": "gold:T3"}],)" +
                                         verdicts + R"(
       "partners": {"lives_in": ["run:R1"], "lives_in_habitat": ["run:R1"],
                    "lives_in_ignore_boundaries": ["run:R1"],
                    "lives_in_habitat_ignore_boundaries": ["run:R1"]},
       "details": {"similarity": "0.63 = Bacteria Jaccard 0.63 × Location Jaccard 1", )" +
                                         similarities + R"(}},
      {"id": "run:R1", "side": "run", "type": "Lives_In",
       "arguments": [{"role": "Bacteria", "annotation": "run:T1"},
                     {"role": "Location", "annotation": "run:T3"}],)" +
                                         verdicts + R"(
       "partners": {"lives_in": ["gold:R1"], "lives_in_habitat": ["gold:R1"],
                    "lives_in_ignore_boundaries": ["gold:R1"],
                    "lives_in_habitat_ignore_boundaries": ["gold:R1"]},
       "details": {"similarity": "0.63 = Bacteria Jaccard 0.63 × Location Jaccard 1", )" +
                                         similarities + R"(}}])");
}

TEST_CASE("bb3 documents: cat, a given Habitat's concept by Wang", "[bb3][documents]") {
  const Files files = {{"gold",
                        {{"d1.txt", "Escherichia coli in the gut.\n"},
                         {"d1.a1", "T1\tBacteria 0 16\tEscherichia coli\nT2\tHabitat 24 27\tgut\n"},
                         {"d1.a2",
                          "N1\tNCBI_Taxonomy Annotation:T1 Referent:562\n"
                          "N2\tOntoBiotope Annotation:T2 Referent:OBT:000001\n"}}},
                       {"run",
                        {{"d1.a2",
                          "N1\tNCBI_Taxonomy Annotation:T1 Referent:562\n"
                          "N2\tOntoBiotope Annotation:T2 Referent:OBT:000000\n"}}},
                       {"ontology", {{"parents.txt", kTinyOntology}}}};
  const auto views = views_of("bb3.cat", files, {{"profile", "published"}});
  const Json detail = views->document("d1");
  // Wang(OBT:000001, its parent OBT:000000) = (0.65 + 1) / (1.65 + 1).
  const double wang = 1.65 / 2.65;
  REQUIRE(detail.at("annotations").size() == 4);
  check_same(detail.at("annotations").at(1), R"(
      {"id": "gold:T2", "side": "gold", "type": "Habitat", "fragments": [[24, 27]],
       "text": "gut",
       "verdicts": {"main_scoring": "substitution", "habitats_only": "substitution",
                    "habitats_exact": "substitution",
                    "habitats_only_unique_form_normalization": "substitution"},
       "partners": {"main_scoring": ["run:T2"], "habitats_only": ["run:T2"],
                    "habitats_exact": ["run:T2"],
                    "habitats_only_unique_form_normalization": ["run:T2"]},
       "details": {"from": ".a1", "OntoBiotope": "OBT:000001",
                   "similarity": "0.62 = Wang 0.62",
                   "similarities": {"main_scoring": )" +
                                                 Json(wang).dump() + R"(, "habitats_only": )" +
                                                 Json(wang).dump() +
                                                 R"(, "habitats_exact": 0.0,
                                    "habitats_only_unique_form_normalization": )" +
                                                 Json(wang).dump() + R"(}}})");
  const Json bacteria = detail.at("annotations").at(2);
  CHECK(bacteria.at("id") == "run:T1");
  CHECK(bacteria.at("verdicts") == Json({{"main_scoring", "match"}, {"bacteria_only", "match"}}));
  CHECK(bacteria.at("details").at("similarity") == "1 = taxa 1");
}

TEST_CASE("bb3 documents: cat+ner, entities by boundaries and category", "[bb3][documents]") {
  const Files files = {{"gold",
                        {{"d1.txt", "Escherichia coli in the gut.\n"},
                         {"d1.a1", ""},
                         {"d1.a2",
                          "T1\tBacteria 0 16\tEscherichia coli\nT2\tHabitat 24 27\tgut\n"
                          "N1\tNCBI_Taxonomy Annotation:T1 Referent:562\n"
                          "N2\tOntoBiotope Annotation:T2 Referent:OBT:000001\n"}}},
                       {"run",
                        {{"d1.a2",
                          "T2\tHabitat 20 27\tthe gut\nT3\tBacteria 0 11\tEscherichia\n"
                          "N2\tOntoBiotope Annotation:T2 Referent:OBT:000001\n"
                          "N3\tNCBI_Taxonomy Annotation:T3 Referent:561\n"}}},
                       {"ontology", {{"parents.txt", kTinyOntology}}}};
  const auto views = views_of("bb3.cat+ner", files, {{"profile", "published"}});
  const Json index = document_index(find_task("bb3.cat+ner"), *views);
  CHECK(index.at("default_view") == "standard_scoring");
  CHECK(index.at("documents").at(0).at("counts").at("standard_scoring") ==
        Json({{"deletion", 1}, {"substitution", 1}, {"insertion", 1}}));
  const Json detail = views->document("d1");
  const Json& habitat = detail.at("annotations").at(1);
  CHECK(habitat.at("id") == "gold:T2");
  CHECK(habitat.at("verdicts").at("standard_scoring") == "substitution");
  CHECK(habitat.at("verdicts").at("ignore_boundaries") == "match");
  CHECK(habitat.at("verdicts").at("boundaries_pairing.boundaries_scoring") == "substitution");
  CHECK_FALSE(habitat.at("verdicts").contains("bacteria_only"));
  CHECK(habitat.at("partners").at("standard_scoring") == Json::array({"run:T2"}));
  CHECK(habitat.at("details").at("similarity") == "0.43 = Jaccard 0.43 × Wang 1");
  // The Bacteria (J = 11/16) have other taxa: similarity 0, so left unpaired.
  CHECK(detail.at("annotations").at(0).at("verdicts").at("standard_scoring") == "deletion");
  CHECK(detail.at("annotations").at(3).at("id") == "run:T3");
  CHECK(detail.at("annotations").at(3).at("verdicts").at("standard_scoring") == "insertion");
  CHECK(detail.at("annotations").at(3).at("verdicts").at("boundaries_pairing.boundaries_scoring") ==
        "substitution");
}

TEST_CASE("bb3 documents: kb+ner, the associations a document states", "[bb3][documents]") {
  // Micro case F of docs/tasks/bb3.md on the tiny ontology.
  const Files files = {
      {"gold",
       {{"d1.txt", "Escherichia coli and Staphylococcus aureus were found in the stomach.\n"},
        {"d1.a1", ""},
        {"d1.a2",
         "T1\tBacteria 0 16\tEscherichia coli\nT2\tBacteria 21 42\tStaphylococcus "
         "aureus\nT3\tHabitat 61 68\tstomach\n"
         "N1\tNCBI_Taxonomy Annotation:T1 Referent:562\n"
         "N2\tNCBI_Taxonomy Annotation:T2 Referent:1280\n"
         "N3\tOntoBiotope Annotation:T3 Referent:OBT:000001\n"
         "R1\tLives_In Bacteria:T1 Location:T3\nR2\tLives_In Bacteria:T2 Location:T3\n"}}},
      {"run",
       {{"d1.a2",
         "T1\tBacteria 0 16\tEscherichia coli\nT2\tBacteria 21 42\tStaphylococcus "
         "aureus\nT3\tHabitat 61 68\tstomach\n"
         "N1\tNCBI_Taxonomy Annotation:T1 Referent:562\n"
         "N2\tNCBI_Taxonomy Annotation:T2 Referent:562\n"
         "N3\tOntoBiotope Annotation:T3 Referent:OBT:000000\n"
         "N4\tOntoBiotope Annotation:T3 Referent:OBT:000001\n"
         "R1\tLives_In Bacteria:T1 Location:T3\nR2\tLives_In Bacteria:T2 Location:T3\n"}}},
      {"ontology", {{"parents.txt", kTinyOntology}}}};
  const auto views = views_of("bb3.kb+ner", files, {{"profile", "published"}});
  const Json index = document_index(find_task("bb3.kb+ner"), *views);
  CHECK(index.at("views") == Json::array({"standard_scoring"}));
  CHECK(index.at("documents").at(0).at("score").is_null());
  CHECK(index.at("documents").at(0).at("counts").at("standard_scoring") ==
        Json({{"substitution", 2}, {"deletion", 1}, {"match", 1}}));
  const double wang = 1.65 / 2.65;
  check_same(views->document("d1").at("relations"), R"([
      {"id": "gold:562 OBT:000001", "side": "gold", "type": "Lives_In",
       "arguments": [{"role": "Bacteria", "annotation": "gold:T1"},
                     {"role": "Location", "annotation": "gold:T3"}],
       "verdicts": {"standard_scoring": "substitution"},
       "partners": {"standard_scoring": ["run:562 OBT:000000", "run:562 OBT:000001"]},
       "details": {"association": "562 OBT:000001", "stated by": "R1",
                   "predictions assigned": 2, "mean similarity": )" +
                                                        Json((wang + 1) / 2).dump() + R"(}},
      {"id": "gold:1280 OBT:000001", "side": "gold", "type": "Lives_In",
       "arguments": [{"role": "Bacteria", "annotation": "gold:T2"},
                     {"role": "Location", "annotation": "gold:T3"}],
       "verdicts": {"standard_scoring": "deletion"}, "partners": {"standard_scoring": []},
       "details": {"association": "1280 OBT:000001", "stated by": "R2",
                   "predictions assigned": 0}},
      {"id": "run:562 OBT:000000", "side": "run", "type": "Lives_In",
       "arguments": [{"role": "Bacteria", "annotation": "run:T1"},
                     {"role": "Location", "annotation": "run:T3"}],
       "verdicts": {"standard_scoring": "substitution"},
       "partners": {"standard_scoring": ["gold:562 OBT:000001"]},
       "details": {"association": "562 OBT:000000", "stated by": "R1 R2",
                   "assigned to": "562 OBT:000001", "similarity": "0.62 = same taxon × Wang 0.62"}
},
      {"id": "run:562 OBT:000001", "side": "run", "type": "Lives_In",
       "arguments": [{"role": "Bacteria", "annotation": "run:T1"},
                     {"role": "Location", "annotation": "run:T3"}],
       "verdicts": {"standard_scoring": "match"},
       "partners": {"standard_scoring": ["gold:562 OBT:000001"]},
       "details": {"association": "562 OBT:000001", "stated by": "R1 R2",
                   "assigned to": "562 OBT:000001", "similarity": "1 = same taxon × Wang 1"}}])");
}
