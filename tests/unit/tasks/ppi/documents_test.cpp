// The PPI document views: each document's candidate pairs (or relations) ranked by score with
// the verdicts the documents table counts, the sentence and entities of each to highlight.
#include <catch2/catch.hpp>

#include <memory>
#include <optional>
#include <string>

#include "host/api.hpp"
#include "support/golden_fixtures.hpp"
#include "support/list_documents.hpp"

using namespace bioeval;
using namespace bioeval::test;

namespace {

// Every document row (not the macro average) is a document with the same counts and F1, and its
// detail gives as many items of each verdict; items are ranked by descending score.
void check_documents(const Result& result, const DocumentViews& views) {
  const Table& table = table_named(result, "documents");
  const Json index = views.index();
  const Json rows = table.rows.to_json();
  REQUIRE(index.at("documents").size() + 1 == rows.size());
  CHECK(table.links.back().document.empty());
  for (std::size_t r = 0; r + 1 < rows.size(); ++r) {
    const Json& row = rows[r];
    const Json& document = index.at("documents")[r];
    INFO("document " << row[0]);
    CHECK(document.at("id") == row[0]);
    CHECK(document.at("score") == row[column_of(table, "f1")]);
    const Json expected = {{"tp", row[column_of(table, "tp")]},
                           {"fp", row[column_of(table, "fp")]},
                           {"missed", row[column_of(table, "fn")]},
                           {"tn", row[column_of(table, "tn")]}};
    CHECK(document.at("counts").at("ranking") == expected);
    const Json detail = views.document(row[0].get<std::string>());
    CHECK(list_verdict_counts(detail) == nonzero(expected));
    double previous = 1e300;
    for (const Json& item : detail.at("items")) {
      if (!item.contains("score")) continue;
      CHECK(item.at("score").get<double>() <= previous);
      previous = item.at("score").get<double>();
    }
  }
}

}  // namespace

TEST_CASE("ppi documents: the views agree with the documents table on every scoring fixture",
          "[ppi][documents]") {
  const auto checked = check_scored_fixtures(
      "ppi", [](const GoldenFixture&, const Result& result, const DocumentViews& views) {
        check_documents(result, views);
      });
  CHECK(checked.fixtures >= 10);
  CHECK(checked.links > 0);
}

TEST_CASE("ppi documents: pairs in corpus order without scores, offsets in code points",
          "[ppi][documents]") {
  // The original variant: <pair> elements, inclusive ends; "é" is one code point, two bytes.
  static const std::string corpus = R"(<corpus source="T">
 <document id="T.d0">
  <sentence id="T.d0.s0" text="é KinA binds SinR.">
   <entity id="T.d0.s0.e0" charOffset="2-5" text="KinA"/>
   <entity id="T.d0.s0.e1" charOffset="13-16" text="SinR"/>
   <pair id="T.d0.s0.p0" e1="T.d0.s0.e0" e2="T.d0.s0.e1" interaction="True"/>
  </sentence>
  <sentence id="T.d0.s1" text="A B">
   <entity id="T.d0.s1.e0" charOffset="0-0" text="A"/>
   <entity id="T.d0.s1.e1" charOffset="2-2" text="B"/>
   <pair id="T.d0.s1.p0" e1="T.d0.s1.e0" e2="T.d0.s1.e1" interaction="False"/>
  </sentence>
 </document>
</corpus>
)";
  static const std::string run = "T.d0.s0.p0\t0\nT.d0.s1.p0\t1\n";
  Inputs inputs;
  inputs["gold"].push_back({"gold.xml", corpus, {}});
  inputs["run"].push_back({"run.tsv", run, {}});
  const auto views = open_documents(find_task("ppi"), inputs, Json::object());
  const Json index = views->index();
  CHECK(index.at("documents") == Json::parse(R"([{"id": "T.d0", "score": 0.0,
      "counts": {"ranking": {"tp": 0, "fp": 1, "missed": 1, "tn": 0}}}])"));
  CHECK(index.at("verdicts").back().at("id") == "tn");
  CHECK(views->document("T.d0") == Json::parse(R"({"id": "T.d0", "annotations": [],
      "relations": [], "groups": [], "items": [
        {"rank": 1, "id": "T.d0.s0.p0", "verdicts": {"ranking": "missed"},
         "details": {"sentence": "T.d0.s0", "e1": "KinA", "e1 id": "T.d0.s0.e0",
                     "e2": "SinR", "e2 id": "T.d0.s0.e1",
                     "gold": "positive", "predicted": "negative"},
         "context": {"text": "é KinA binds SinR.", "fragments": [[2, 6], [13, 17]]}},
        {"rank": 2, "id": "T.d0.s1.p0", "verdicts": {"ranking": "fp"},
         "details": {"sentence": "T.d0.s1", "e1": "A", "e1 id": "T.d0.s1.e0",
                     "e2": "B", "e2 id": "T.d0.s1.e1",
                     "gold": "negative", "predicted": "positive"},
         "context": {"text": "A B", "fragments": [[0, 1], [2, 3]]}}],
      "missed": []})"));
}

TEST_CASE("ppi documents: relations gather their pairs", "[ppi][documents]") {
  static const std::string corpus = R"(<corpus source="R">
 <document id="R.d0">
  <sentence id="R.d0.s0" text="SinI binds SinR.">
   <entity id="R.d0.s0.e0" charOffset="0-4" text="SinI"/>
   <entity id="R.d0.s0.e1" charOffset="11-15" text="SinR"/>
   <interaction id="R.d0.s0.i0" e1="R.d0.s0.e0" e2="R.d0.s0.e1"/>
  </sentence>
  <sentence id="R.d0.s1" text="sinr and SINI.">
   <entity id="R.d0.s1.e0" charOffset="0-4" text="sinr"/>
   <entity id="R.d0.s1.e1" charOffset="9-13" text="SINI"/>
  </sentence>
 </document>
</corpus>
)";
  static const std::string run = "R.d0.s0.p0\t0\t0.2\nR.d0.s1.p0\t1\t0.8\n";
  Inputs inputs;
  inputs["gold"].push_back({"gold.xml", corpus, {}});
  inputs["run"].push_back({"run.tsv", run, {}});
  const auto views = open_documents(find_task("ppi"), inputs, {{"criterion", "relation"}});
  const Json detail = views->document("R.d0");
  REQUIRE(detail.at("items").size() == 1);
  const Json& item = detail.at("items")[0];
  CHECK(item.at("id") == "SinI — SinR");
  CHECK(item.at("score") == 0.8);
  CHECK(item.at("verdicts").at("ranking") == "tp");
  CHECK(item.at("details").at("pairs") == "R.d0.s0.p0, R.d0.s1.p0");
}

TEST_CASE("ppi: a run read once gives its result, its views and a comparison's units",
          "[ppi][documents][compare]") {
  static const std::string corpus = R"(<corpus source="O">
 <document id="O.d0">
  <sentence id="O.d0.s0" text="SinI binds SinR and KinA.">
   <entity id="O.d0.s0.e0" charOffset="0-4" text="SinI"/>
   <entity id="O.d0.s0.e1" charOffset="11-15" text="SinR"/>
   <entity id="O.d0.s0.e2" charOffset="20-24" text="KinA"/>
   <interaction id="O.d0.s0.i0" e1="O.d0.s0.e0" e2="O.d0.s0.e1"/>
  </sentence>
 </document>
 <document id="O.d1">
  <sentence id="O.d1.s0" text="KinB and Spo0A.">
   <entity id="O.d1.s0.e0" charOffset="0-4" text="KinB"/>
   <entity id="O.d1.s0.e1" charOffset="9-14" text="Spo0A"/>
   <interaction id="O.d1.s0.i0" e1="O.d1.s0.e0" e2="O.d1.s0.e1"/>
  </sentence>
 </document>
</corpus>
)";
  static const std::string run_a =
      "O.d0.s0.p0\t1\t0.9\nO.d0.s0.p1\t0\t0.2\nO.d0.s0.p2\t1\t0.6\nO.d1.s0.p0\t0\t0.4\n";
  static const std::string run_b = "O.d0.s0.p0\t1\t0.7\nO.d0.s0.p1\t1\t0.8\nO.d1.s0.p0\t1\t0.9\n";
  const Task& task = find_task("ppi");
  const auto inputs_with = [](const std::string& run) {
    Inputs inputs;
    inputs["gold"].push_back({"gold.xml", corpus, {}});
    inputs["run"].push_back({"run.tsv", run, {}});
    return inputs;
  };
  const std::size_t gold_before = readings("gold"), run_before = readings("run");
  std::unique_ptr<UnitScorer> scorer;
  std::optional<double> f1;
  {
    Scoring a = score(task, inputs_with(run_a), Json::object());
    Scoring b = score(task, inputs_with(run_b), Json::object());
    REQUIRE(a.run);
    REQUIRE(b.run);
    const auto views = open_documents(task, a);
    CHECK(views->index().at("documents").size() == 2);
    CHECK(views->document("O.d0").at("items").size() == 3);
    CHECK(views->document("O.d1").at("items")[0].at("verdicts").at("ranking") == "missed");
    scorer = task.unit_scorer({a.run->units(), b.run->units()}, a.result.options);
    f1 = reported_metric(a.result, "micro.f1");
  }
  CHECK(readings("gold") == gold_before + 2);
  CHECK(readings("run") == run_before + 2);
  // The units outlive the scored runs they came from.
  REQUIRE(scorer);
  CHECK(scorer->metrics().front() == "micro.f1");
  CHECK(scorer->score_run(0).front() == f1);
}
