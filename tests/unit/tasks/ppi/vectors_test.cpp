// The ppi task on small corpora written here: docs/tasks/ppi.md's vectors (AUC with ties, macro
// against micro over folds), both XML variants, run layouts, criteria and every run diagnostic.
#include <catch2/catch.hpp>

#include <string>
#include <utility>
#include <vector>

#include "support/support.hpp"

using namespace bioeval;
using bioeval::test::codes;
using bioeval::test::metric;
using bioeval::test::run_task;
using bioeval::test::table_rows;

namespace {

constexpr double kExact = 1e-12;

struct SentenceSpec {
  std::vector<std::string> entities;                   // entity texts
  std::vector<std::pair<int, int>> interactions = {};  // positive pairs of entity indices
};

// A corpus of the converted variant: entity texts joined by spaces make each sentence's text,
// so every charOffset (end exclusive) is right. Ids are T.d<d>.s<s>.e<i>.
std::string converted_xml(const std::vector<std::vector<SentenceSpec>>& documents) {
  std::string xml = "<?xml version=\"1.0\"?>\n<corpus source=\"T\">\n";
  for (std::size_t d = 0; d < documents.size(); ++d) {
    const std::string doc = "T.d" + std::to_string(d);
    xml += " <document id=\"" + doc + "\">\n";
    for (std::size_t s = 0; s < documents[d].size(); ++s) {
      const SentenceSpec& spec = documents[d][s];
      const std::string sid = doc + ".s" + std::to_string(s);
      std::string text, entities;
      for (std::size_t e = 0; e < spec.entities.size(); ++e) {
        if (!text.empty()) text += ' ';
        const std::size_t start = text.size();
        text += spec.entities[e];
        entities += "   <entity id=\"" + sid + ".e" + std::to_string(e) + "\" charOffset=\"" +
                    std::to_string(start) + "-" + std::to_string(text.size()) + "\" text=\"" +
                    spec.entities[e] + "\"/>\n";
      }
      xml += "  <sentence id=\"" + sid + "\" text=\"" + text + "\">\n" + entities;
      for (std::size_t i = 0; i < spec.interactions.size(); ++i) {
        const auto [a, b] = spec.interactions[i];
        xml += "   <interaction id=\"" + sid + ".i" + std::to_string(i) + "\" e1=\"" + sid + ".e" +
               std::to_string(a) + "\" e2=\"" + sid + ".e" + std::to_string(b) +
               "\" type=\"PPI\"/>\n";
      }
      xml += "  </sentence>\n";
    }
    xml += " </document>\n";
  }
  return xml + "</corpus>\n";
}

// Sentences of two entities (one candidate each), positive or not.
std::vector<SentenceSpec> two_entity_sentences(const std::string& labels) {
  std::vector<SentenceSpec> out;
  for (char label : labels) {
    out.push_back({{"A", "B"},
                   label == '+' ? std::vector<std::pair<int, int>>{{0, 1}}
                                : std::vector<std::pair<int, int>>{}});
  }
  return out;
}

// "T.d<d>.s<s>.p0<TAB>value[<TAB>score]" for each sentence of a two-entity document.
std::string run_lines(int document, const std::vector<std::string>& values) {
  std::string run;
  for (std::size_t s = 0; s < values.size(); ++s) {
    run += "T.d" + std::to_string(document) + ".s" + std::to_string(s) + ".p0\t" + values[s] + "\n";
  }
  return run;
}

Json ppi(const std::string& gold, const std::string& run, const Json& options = Json::object(),
         const std::string& folds = "") {
  std::map<std::string, std::string> inputs = {{"gold", gold}, {"run", run}};
  if (!folds.empty()) inputs["folds"] = folds;
  return run_task("ppi", inputs, options);
}

bool has_note(const Json& result, const std::string& code) {
  for (const Json& note : result.at("notes")) {
    if (note.at("code") == code) return true;
  }
  return false;
}

}  // namespace

TEST_CASE("ppi: AUC with ties from the run's scores (spec vectors)", "[ppi]") {
  const std::string gold = converted_xml({two_entity_sentences("++--")});
  const Json tied = ppi(gold, run_lines(0, {"1\t.9", "1\t.5", "0\t.5", "0\t.1"}));
  CHECK(metric(tied, "micro.auc") == 0.875);
  const Json other = ppi(converted_xml({two_entity_sentences("+-+-")}),
                         run_lines(0, {"1\t.9", "1\t.5", "0\t.5", "0\t.1"}));
  CHECK(metric(other, "micro.auc") == 0.875);
  const Json five = ppi(converted_xml({two_entity_sentences("+-++-")}),
                        run_lines(0, {"1\t.8", "1\t.7", "1\t.6", "0\t.4", "0\t.3"}));
  CHECK(metric(five, "micro.auc") == Approx(2.0 / 3).margin(kExact));
  CHECK_FALSE(has_note(five, "auc-from-labels"));
}

TEST_CASE("ppi: without scores, the AUC of the hard labels, flagged", "[ppi]") {
  const Json result = ppi(converted_xml({two_entity_sentences("+-++-")}),
                          run_lines(0, {"1", "1", "True", "false", "-1"}));
  CHECK(metric(result, "micro.auc") == Approx(7.0 / 12).margin(kExact));
  CHECK(has_note(result, "auc-from-labels"));
  CHECK(metric(result, "micro.tp") == 2);
  CHECK(metric(result, "micro.fp") == 1);
  CHECK(metric(result, "micro.fn") == 1);
  CHECK(metric(result, "micro.tn") == 1);
}

TEST_CASE("ppi: macro over folds against micro (spec vector)", "[ppi]") {
  // Fold 1: TP 8, FN 2, FP 2, TN 3. Fold 2: TP 1, FN 1, FP 4, TN 2.
  const std::string gold =
      converted_xml({two_entity_sentences("++++++++++-----"), two_entity_sentences("++------")});
  std::vector<std::string> first(8, "1\t0.9");
  first.insert(first.end(), {"0\t0.2", "0\t0.2", "1\t0.8", "1\t0.8", "0\t0.1", "0\t0.1", "0\t0.1"});
  const std::vector<std::string> second = {"1\t0.9", "0\t0.3", "1\t0.9", "1\t0.9",
                                           "1\t0.9", "1\t0.9", "0\t0.1", "0\t0.1"};
  const Json result =
      ppi(gold, run_lines(0, first) + run_lines(1, second), Json::object(), "T.d0\t1\nT.d1\t2\n");
  CHECK(metric(result, "micro.precision") == Approx(0.6).margin(kExact));
  CHECK(metric(result, "micro.recall") == Approx(0.75).margin(kExact));
  CHECK(metric(result, "micro.f1") == Approx(2.0 / 3).margin(kExact));
  CHECK(metric(result, "macro.f1") == Approx((0.8 + 2.0 / 7) / 2).margin(kExact));
  CHECK(metric(result, "macro.f1") == Approx(0.5429).margin(5e-5));
  CHECK(metric(result, "macro.precision") == Approx(0.5).margin(kExact));
  CHECK(metric(result, "macro.recall") == Approx(0.65).margin(kExact));
  CHECK(metric(result, "macro.f1_sd") == Approx((0.8 - 2.0 / 7) / 2).margin(kExact));
  const auto folds = table_rows(result, "folds");
  REQUIRE(folds.size() == 4);  // two folds, the mean and the SD
  CHECK(folds[0].at("tp") == 8);
  CHECK(folds[1].at("fp") == 4);
  CHECK(folds[2].at("fold") == "mean");
  CHECK_FALSE(has_note(result, "macro-per-document"));
}

TEST_CASE("ppi: candidates are all pairs of a sentence, ids in entity order", "[ppi]") {
  // Three entities: p0 = (e0,e1), p1 = (e0,e2), p2 = (e1,e2); the interaction is (e2, e1).
  const std::string gold = converted_xml({{{{"A", "B", "C"}, {{2, 1}}}}});
  const Json by_id = ppi(gold, "T.d0.s0.p2\t1\nT.d0.s0.p0\t0\nT.d0.s0.p1\t0\n");
  CHECK(metric(by_id, "pairs") == 3);
  CHECK(metric(by_id, "positives") == 1);
  CHECK(metric(by_id, "micro.tp") == 1);
  CHECK(metric(by_id, "micro.tn") == 2);
  // The same run by entity ids, in either order (undirected).
  const Json by_entities = ppi(
      gold, "T.d0.s0.e2\tT.d0.s0.e1\t1\nT.d0.s0.e0\tT.d0.s0.e1\t0\nT.d0.s0.e2\tT.d0.s0.e0\t0\n");
  CHECK(metric(by_entities, "micro.tp") == 1);
  CHECK(metric(by_entities, "micro.tn") == 2);
  CHECK(codes(by_entities).empty());
}

TEST_CASE("ppi: directed pairs are two candidates per pair of entities", "[ppi]") {
  const std::string gold = converted_xml({{{{"A", "B"}, {{1, 0}}}}});
  const Json result =
      ppi(gold, "T.d0.s0.e1\tT.d0.s0.e0\t1\nT.d0.s0.e0\tT.d0.s0.e1\t1\n", {{"directed", true}});
  CHECK(metric(result, "pairs") == 2);
  CHECK(metric(result, "positives") == 1);
  CHECK(metric(result, "micro.tp") == 1);
  CHECK(metric(result, "micro.fp") == 1);
}

TEST_CASE("ppi: the original variant with <pair> elements and inclusive offsets", "[ppi]") {
  const std::string gold = R"(<corpus source="O">
 <document id="O.d0">
  <sentence id="O.d0.s0" text="KinA binds &amp; KinB; KinC too">
   <entity id="O.d0.s0.e0" charOffset="0-3" text="KinA" type="protein"/>
   <entity type="protein" text="KinB" charOffset="13-16" id="O.d0.s0.e1"/>
   <entity id="O.d0.s0.e2" charOffset="19-22" text="KinC"/>
   <!-- a comment -->
   <pair id="O.d0.s0.p0" e1="O.d0.s0.e0" e2="O.d0.s0.e1" interaction="True"/>
   <pair id="O.d0.s0.p1" e1="O.d0.s0.e0" e2="O.d0.s0.e2" interaction="False"/>
  </sentence>
 </document>
</corpus>)";
  const Json result = ppi(gold, "O.d0.s0.p0\t1\t0.8\nO.d0.s0.p1\t0\t0.3\n");
  CHECK(codes(result).empty());
  CHECK(metric(result, "pairs") == 2);  // only the listed pairs are candidates
  CHECK(metric(result, "micro.f1") == 1);
  CHECK(result.at("notes").at(0).at("message").get<std::string>().find("pairs (the original") !=
        std::string::npos);
  // e1 and e2 have no <pair>: not a candidate.
  const Json outside = ppi(gold, "O.d0.s0.e1\tO.d0.s0.e2\t1\n");
  CHECK(codes(outside) == std::vector<std::string>{"pair-not-candidate", "pairs-missing"});
}

TEST_CASE("ppi: criterion relation counts each pair of texts once per document", "[ppi]") {
  // Two sentences with the same texts (one positive) and one with other texts.
  const std::string gold =
      converted_xml({{{{"KinA", "KinB"}, {{0, 1}}}, {{"kina", "KinB"}}, {{"KinA", "Spo0A"}}}});
  const std::string run = "T.d0.s0.p0\t0\t0.2\nT.d0.s1.p0\t1\t0.7\nT.d0.s2.p0\t0\t0.1\n";
  const Json occurrence = ppi(gold, run);
  CHECK(metric(occurrence, "pairs") == 3);
  CHECK(metric(occurrence, "micro.fp") == 1);
  const Json relation = ppi(gold, run, {{"criterion", "relation"}});
  CHECK(metric(relation, "pairs") == 2);
  CHECK(metric(relation, "positives") == 1);
  CHECK(metric(relation, "micro.tp") == 1);  // predicted on s1, positive on s0: one relation
  CHECK(metric(relation, "micro.tn") == 1);
  CHECK(metric(relation, "micro.auc") == 1);
  CHECK(has_note(relation, "criterion-relation"));
}

TEST_CASE("ppi: scores without labels decide by the threshold", "[ppi]") {
  const std::string gold = converted_xml({two_entity_sentences("+-+-")});
  const std::string run = run_lines(0, {"0.9", "0.6", "0.4", "-2"});
  CHECK(metric(ppi(gold, run), "micro.tp") == 2);  // default threshold 0
  const Json strict = ppi(gold, run, {{"threshold", 0.5}});
  CHECK(metric(strict, "micro.tp") == 1);
  CHECK(metric(strict, "micro.fp") == 1);
  CHECK(metric(strict, "micro.auc") == 0.75);
}

TEST_CASE("ppi: missing candidates are negative with the lowest score", "[ppi]") {
  const std::string gold = converted_xml({two_entity_sentences("++--")});
  const Json result = ppi(gold, "T.d0.s0.p0\t1\t0.9\nT.d0.s2.p0\t0\t0.1\n");
  CHECK(codes(result) == std::vector<std::string>{"pairs-missing"});
  CHECK(result.at("diagnostics").at(0).at("message").get<std::string>().rfind("2 of 4", 0) == 0);
  CHECK(metric(result, "micro.fn") == 1);
  CHECK(metric(result, "micro.tn") == 2);
  // Ranking: 0.9 (+), 0.1 (−), then the two missing tied (+, −): (2 + 0.5) / 4 wins.
  CHECK(metric(result, "micro.auc") == Approx((1.0 + 0.5 + 1.0) / 4 * 1.0).margin(kExact));
}

TEST_CASE("ppi: run lines in error", "[ppi]") {
  const std::string gold = converted_xml({two_entity_sentences("+-"), {{{"A", "B"}}}});
  const auto diagnosed = [&](const std::string& run) { return codes(ppi(gold, run)); };
  CHECK(diagnosed("T.d0.s9.p0\t1\n")[0] == "pair-unknown");
  CHECK(diagnosed("T.d0.s0.p1\t1\n")[0] == "pair-unknown");  // one candidate only: p0
  CHECK(diagnosed("T.d0.s0.e0\tT.d0.s0.e7\t1\n")[0] == "entity-unknown");
  CHECK(diagnosed("T.d0.s0.e0\tT.d0.s1.e1\t1\n")[0] == "pair-not-candidate");
  CHECK(diagnosed("T.d0.s0.e0\tT.d0.s0.e0\t1\n")[0] == "pair-not-candidate");
  CHECK(diagnosed("T.d0.s0.p0\t1\nT.d0.s0.e1\tT.d0.s0.e0\t0\n")[0] == "pair-duplicate");
  CHECK(diagnosed("T.d0.s0.p0\t1\t0.5\nT.d0.s1.p0\t1\n")[0] == "run-columns");
  CHECK(diagnosed("T.d0.s0.p0\n")[0] == "run-fields");
  CHECK(diagnosed("T.d0.s0.p0\tyes\t0.5\n")[0] == "label-invalid");
  CHECK(diagnosed("T.d0.s0.p0\t1\thigh\n")[0] == "score-invalid");
  CHECK(diagnosed("T.d0.s0.p0\t0.5\nT.d0.s1.p0\tTrue\n")[0] == "score-invalid");
  const Json duplicate = ppi(gold, "T.d0.s0.p0\t1\nT.d0.s0.p0\t0\n");
  CHECK(duplicate.at("diagnostics").at(0).at("line") == 2);
  CHECK(duplicate.at("diagnostics").at(0).at("message").get<std::string>().find("line 1") !=
        std::string::npos);
  CHECK_FALSE(duplicate.contains("metrics"));
}

TEST_CASE("ppi: the all-true baseline and a run that says yes to everything", "[ppi]") {
  const std::string gold = converted_xml({two_entity_sentences("+---")});
  const Json result = ppi(gold, run_lines(0, {"1", "1", "1", "1"}));
  CHECK(metric(result, "baseline.precision") == 0.25);
  CHECK(metric(result, "baseline.recall") == 1);
  CHECK(metric(result, "baseline.f1") == Approx(0.4).margin(kExact));
  CHECK(metric(result, "micro.precision") == metric(result, "baseline.precision"));
  CHECK(metric(result, "micro.f1") == metric(result, "baseline.f1"));
}

TEST_CASE("ppi: curves carry the baseline and the F1 slider", "[ppi]") {
  const std::string gold = converted_xml({two_entity_sentences("+-+-")});
  const Json result = ppi(gold, run_lines(0, {"0.9", "0.6", "0.4", "0.1"}), {{"threshold", 0.5}});
  std::map<std::string, Json> curves;
  for (const Json& c : result.at("curves")) curves[c.at("id")] = c;
  REQUIRE(curves.count("roc"));
  REQUIRE(curves.count("pr"));
  REQUIRE(curves.count("f1.threshold"));
  const Json& slider = curves["f1.threshold"];
  CHECK(slider.at("slider") == true);
  CHECK(slider.at("series") == Json::array({"precision", "recall", "f1"}));
  // Ascending thresholds; at 0.6: predicted {0.9, 0.6}: P 1/2, R 1/2.
  REQUIRE(slider.at("points").size() == 4);
  CHECK(slider.at("points").at(0).at(0) == 0.1);
  CHECK(slider.at("points").at(2) == Json::array({0.6, 0.5, 0.5, 0.5}));
  bool baseline_marked = false;
  for (const Json& mark : curves["pr"].at("marks")) {
    baseline_marked |= mark.at("label") == "all-true baseline precision" && mark.at("y") == 0.5;
  }
  CHECK(baseline_marked);
}

TEST_CASE("ppi: gold problems are reported with line and column", "[ppi]") {
  const std::string bad =
      "<corpus>\n <document id=\"D\">\n  <sentence id=\"D.s0\" text=\"ab\">\n"
      "   <entity id=\"D.s0.e0\" charOffset=\"0-1\" text=\"a\"/>\n"
      "   <entity id=\"D.s0.e1\" charOffset=\"1-5\" text=\"b\"/>\n"
      "   <entity id=\"D.s0.e2\" charOffset=\"x\" text=\"b\"/>\n"
      "   <entity id=\"D.s0.e3\" charOffset=\"1-2\" text=\"c\"/>\n"
      "   <interaction e1=\"D.s0.e0\" e2=\"D.s0.e0\"/>\n"
      "   <interaction e1=\"D.s0.e0\" e2=\"D.s9.e0\"/>\n"
      "  </sentence>\n </document>\n</corpus>\n";
  const Json result = ppi(bad, "D.s0.p0\t1\n");
  std::map<std::string, Json> first;
  for (const Json& d : result.at("diagnostics")) first.emplace(d.at("code"), d);
  REQUIRE(first.count("offset-outside"));
  CHECK(first["offset-outside"].at("line") == 5);
  CHECK(first["offset-outside"].at("column") == 4);
  CHECK(first.count("offset-invalid"));
  CHECK(first["entity-text-differs"].at("line") == 7);
  CHECK(first.count("interaction-self"));
  CHECK(first.count("interaction-entity-unknown"));
  const Json malformed = ppi("<corpus>\n<document id=\"a\">\n</corpus>\n", "x\t1\n");
  REQUIRE(codes(malformed).at(0) == "xml-malformed");
  CHECK(malformed.at("diagnostics").at(0).at("line") == 3);
}
