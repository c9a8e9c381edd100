// Extra predictions equivalent to one gold relation through its Equiv sets, through the task
// interface: under `published` the pairing is one-to-one and only a prediction matching a paired
// gold relation through another combination of Equiv members is dropped; `official` keeps the
// evaluator's groups.
#include <catch2/catch.hpp>

#include <set>

#include "support/support.hpp"

using namespace bioeval;
using Files = std::map<std::string, std::vector<std::pair<std::string, std::string>>>;

namespace {

Json profile(const char* name) {
  return Json{{"profile", name}};
}

// event: Bacteria E. coli, Escherichia coli (T2, T3), Habitats gut, intestine (T4, T5); gold
// R1 T2 → T4 with the Equiv lines `equivalences`.
Files event_case(const std::string& equivalences, const std::string& run) {
  const std::string text = "E. coli (Escherichia coli) lives in the gut, the intestine.\n";
  return {{"gold",
           {{"d.txt", text},
            {"d.a1",
             "T1\tTitle 0 59\tE. coli (Escherichia coli) lives in the gut, the intestine.\n"
             "T2\tBacteria 0 7\tE. coli\nT3\tBacteria 9 25\tEscherichia coli\n"
             "T4\tHabitat 40 43\tgut\nT5\tHabitat 49 58\tintestine\n"},
            {"d.a2", "R1\tLives_In Bacteria:T2 Location:T4\n" + equivalences}}},
          {"run", {{"d.a2", run}}}};
}

// event+ner: Bacillus (T1); soil ≡ river (T2, T3); water (T4). `gold_relations` over them.
Files event_ner_case(const std::string& gold_relations, const std::string& run) {
  const std::string text = "Bacillus lives in soil, in mud and in river water.\n";
  return {{"gold",
           {{"d.txt", text},
            {"d.a1", "T9\tTitle 0 50\tBacillus lives in soil, in mud and in river water.\n"},
            {"d.a2",
             "T1\tBacteria 0 8\tBacillus\nT2\tHabitat 18 22\tsoil\nT3\tHabitat 38 43\triver\n"
             "T4\tHabitat 44 49\twater\n" +
                 gold_relations + "*\tEquiv T2 T3\n"}}},
          {"run", {{"d.a2", run}}}};
}

// The predictions of the pairing table left alone (insertions), and all predictions shown.
std::set<std::string> predictions_with(const Json& result, const std::string& verdict) {
  std::set<std::string> out;
  for (const Json& row : test::table_rows(result, "pairing")) {
    if (!row.at("prediction").is_null() && (verdict.empty() || row.at("verdict") == verdict)) {
      out.insert(row.at("prediction").get<std::string>());
    }
  }
  return out;
}

}  // namespace

TEST_CASE("bb3 Equiv extras: an exact duplicate of the credited prediction is an insertion",
          "[bb3]") {
  // gut ≡ intestine only: the evaluator gives R1 a single place, and the duplicate repeats the
  // credited combination (T2, T4): an insertion under both profiles.
  const Files files =
      event_case("*\tEquiv T4 T5\n",
                 "R11\tLives_In Bacteria:T2 Location:T4\nR12\tLives_In Bacteria:T2 Location:T4\n");
  for (const char* name : {"published", "official"}) {
    INFO(name);
    const Json result = test::run_files("bb3.event", files, profile(name));
    CHECK(test::codes(result).empty());
    CHECK(test::metric(result, "lives_in.predictions") == 2);
    CHECK(test::metric(result, "lives_in.recall") == 1);
    CHECK(test::metric(result, "lives_in.precision") == 0.5);
    CHECK(predictions_with(result, "insertion").size() == 1);
    CHECK(predictions_with(result, "") == std::set<std::string>{"R11", "R12"});
  }
}

TEST_CASE("bb3 Equiv extras: each other combination is dropped once, a repeated one inserted",
          "[bb3]") {
  // Both arguments have an equivalent. Three combinations are predicted: (T2, T4) by R11 and
  // R12, (T3, T5) by R13 and R15, (T2, T5) by R14. Whichever is credited, one prediction of each
  // combination is credited or dropped and its repetition is an insertion.
  const Files files =
      event_case("*\tEquiv T2 T3\n*\tEquiv T4 T5\n",
                 "R11\tLives_In Bacteria:T2 Location:T4\nR12\tLives_In Bacteria:T2 Location:T4\n"
                 "R13\tLives_In Bacteria:T3 Location:T5\nR14\tLives_In Bacteria:T2 Location:T5\n"
                 "R15\tLives_In Bacteria:T3 Location:T5\n");
  const Json published = test::run_files("bb3.event", files, profile("published"));
  CHECK(test::codes(published).empty());
  CHECK(test::metric(published, "lives_in.predictions") == 3);
  CHECK(test::metric(published, "lives_in.recall") == 1);
  CHECK(test::metric(published, "lives_in.precision") == Approx(1.0 / 3));
  const std::set<std::string> inserted = predictions_with(published, "insertion");
  CHECK(inserted.size() == 2);
  CHECK(inserted.count("R11") + inserted.count("R12") == 1);
  CHECK(inserted.count("R13") + inserted.count("R15") == 1);
  CHECK(inserted.count("R14") == 0);

  // The evaluator gives R1 1 + (2 − 1) · 2 = 3 places: two of the five predictions are
  // insertions, whichever they are.
  const Json official = test::run_files("bb3.event", files, profile("official"));
  CHECK(test::metric(official, "lives_in.predictions") == 3);
  CHECK(test::metric(official, "lives_in.precision") == Approx(1.0 / 3));
  CHECK(predictions_with(official, "insertion").size() == 2);
}

TEST_CASE("bb3 Equiv extras: a partial prediction is paired with another gold relation", "[bb3]") {
  // R12's location 'iver wat' overlaps river (≡ soil, R1's location) by 4/9 and water (R2's) by
  // 3/10. One-to-one, R11 takes R1 and R12 takes R2: 1 + 0.3 credited, the maximum.
  const Files files = event_ner_case(
      "R1\tLives_In Bacteria:T1 Location:T2\nR2\tLives_In Bacteria:T1 Location:T4\n",
      "T1\tBacteria 0 8\tBacillus\nT2\tHabitat 18 22\tsoil\nT3\tHabitat 39 47\tiver wat\n"
      "R11\tLives_In Bacteria:T1 Location:T2\nR12\tLives_In Bacteria:T1 Location:T3\n");
  for (const char* name : {"published", "official"}) {
    INFO(name);
    const Json result = test::run_files("bb3.event+ner", files, profile(name));
    CHECK(test::codes(result).empty());
    CHECK(test::metric(result, "lives_in.matches") == Approx(1.3));
    CHECK(test::metric(result, "lives_in.mismatches") == Approx(0.7));
    CHECK(test::metric(result, "lives_in.predictions") == 2);
    CHECK(test::metric(result, "lives_in.deletions") == 0);
    CHECK(test::metric(result, "lives_in.recall") == Approx(0.65));
    CHECK(test::metric(result, "lives_in.precision") == Approx(0.65));
  }
  // Only the SER tells the profiles apart here (the evaluator truncates the mismatches).
  CHECK(test::metric(test::run_files("bb3.event+ner", files, profile("published")),
                     "lives_in.ser") == Approx(0.35));
  CHECK(test::metric(test::run_files("bb3.event+ner", files, profile("official")),
                     "lives_in.ser") == 0);
}

TEST_CASE("bb3 Equiv extras: a prediction that only overlaps an equivalent is an insertion",
          "[bb3]") {
  const std::string gold = "R1\tLives_In Bacteria:T1 Location:T2\n";
  const std::string entities =
      "T1\tBacteria 0 8\tBacillus\nT2\tHabitat 18 22\tsoil\nT3\tHabitat 39 47\tiver wat\n"
      "T4\tHabitat 38 43\triver\n";
  const Files overlapping = event_ner_case(
      gold,
      entities + "R11\tLives_In Bacteria:T1 Location:T2\nR12\tLives_In Bacteria:T1 Location:T3\n");
  for (const char* name : {"published", "official"}) {
    INFO(name);
    const Json result = test::run_files("bb3.event+ner", overlapping, profile(name));
    CHECK(test::codes(result).empty());
    CHECK(test::metric(result, "lives_in.predictions") == 2);
    CHECK(test::metric(result, "lives_in.insertions") == 1);
    CHECK(test::metric(result, "lives_in.precision") == 0.5);
    CHECK(predictions_with(result, "insertion") == std::set<std::string>{"R12"});
  }
  // Exactly on the equivalent river instead: the other combination (T1, T3) is dropped.
  const Files exact = event_ner_case(
      gold,
      entities + "R11\tLives_In Bacteria:T1 Location:T2\nR12\tLives_In Bacteria:T1 Location:T4\n");
  const Json published = test::run_files("bb3.event+ner", exact, profile("published"));
  CHECK(test::metric(published, "lives_in.predictions") == 1);
  CHECK(test::metric(published, "lives_in.precision") == 1);
  CHECK(test::metric(published, "lives_in.insertions") == 0);
  CHECK(predictions_with(published, "").size() == 1);
  // The evaluator gives R1 a single place (only the Location has equivalents): R12 is inserted.
  const Json official = test::run_files("bb3.event+ner", exact, profile("official"));
  CHECK(test::metric(official, "lives_in.predictions") == 2);
  CHECK(test::metric(official, "lives_in.precision") == 0.5);
}
