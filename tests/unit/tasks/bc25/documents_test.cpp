// The BC II.5 document views: each INT/IPT article's ranked hits and ACT's joined ranking, with
// the verdicts the result's tables give, on every scoring golden fixture and a small hand case.
#include <catch2/catch.hpp>

#include <string>

#include "host/api.hpp"
#include "support/golden_fixtures.hpp"
#include "support/list_documents.hpp"
#include "support/support.hpp"

using namespace bioeval;
using test::inputs_of;
using namespace bioeval::test;

namespace {

// Every row of the per-document table is a document with the same counts and AUC, and its
// detail gives as many items of each verdict.
void check_articles(const Result& result, const DocumentViews& views) {
  const Table& table = table_named(result, "documents");
  const Json index = views.index();
  const Json rows = table.rows.to_json();
  REQUIRE(index.at("documents").size() == rows.size());
  for (std::size_t r = 0; r < rows.size(); ++r) {
    const Json& row = rows[r];
    const Json& document = index.at("documents")[r];
    INFO("article " << row[0]);
    CHECK(document.at("id") == row[0]);
    CHECK(document.at("score") == row[column_of(table, "auc_ipr")]);
    const Json expected = {{"tp", row[column_of(table, "tp")]},
                           {"fp", row[column_of(table, "fp")]},
                           {"missed", row[column_of(table, "fn")]}};
    CHECK(document.at("counts").at("ranking") == expected);
    const Json detail = views.document(row[0].get<std::string>());
    CHECK(list_verdict_counts(detail) == nonzero(expected));
  }
}

// Every article the articles table links is TP or FP by its gold label, or missed.
void check_ranking(const Result& result, const DocumentViews& views) {
  const Json index = views.index();
  REQUIRE(index.at("documents").size() == 1);
  const Json detail = views.document("ranking");
  const Table& table = table_named(result, "articles");
  const Json rows = table.rows.to_json();
  for (std::size_t r = 0; r < rows.size(); ++r) {
    if (table.links[r].annotation.empty()) continue;
    const Json entry = list_entry(detail, table.links[r].annotation);
    INFO("article " << rows[r][0]);
    const bool positive = rows[r][column_of(table, "gold")] == 1;
    if (entry.contains("verdicts")) {
      CHECK(entry.at("verdicts").at("ranking") == (positive ? "tp" : "fp"));
    } else {
      CHECK(positive);  // a missed entry
    }
  }
  const auto positives = reported_metric(result, "ranking.tp");
  CHECK(index.at("documents")[0].at("counts").at("ranking").at("tp") == *positives);
}

}  // namespace

TEST_CASE("bc25 documents: the views agree with the tables on every scoring golden fixture",
          "[bc25][documents]") {
  const auto checked = check_scored_fixtures(
      "bc25", [](const GoldenFixture& c, const Result& result, const DocumentViews& views) {
        if (c.task == "bc25.act") {
          check_ranking(result, views);
        } else {
          check_articles(result, views);
        }
      });
  CHECK(checked.fixtures >= 15);
  CHECK(checked.links > 0);
}

TEST_CASE("bc25 documents: an INT article's hits, repeat and missed accession",
          "[bc25][documents]") {
  const Inputs inputs =
      inputs_of("d1\tP1\nd1\tP2\nd1\tP3\n", "d1\tP2\t1\t0.9\nd1\tX1\t2\t0.8\nd1\tP2\t3\t0.7\n");
  const Task& task = find_task("bc25.int");
  const auto views = open_documents(task, inputs, {{"force", true}});
  const Json index = views->index();
  CHECK(index.at("unit") == "article");
  CHECK(index.at("views") == Json::array({"ranking"}));
  CHECK(index.at("documents") == Json::parse(R"([{"id": "d1", "score": 0.3333333333333333,
      "counts": {"ranking": {"tp": 1, "fp": 2, "missed": 2}}}])"));
  CHECK(views->document("d1") == Json::parse(R"({"id": "d1", "annotations": [], "relations": [],
      "groups": [], "items": [
        {"rank": 1, "id": "P2", "score": 0.9, "verdicts": {"ranking": "tp"},
         "details": {"line": 1, "rank": 1}},
        {"rank": 2, "id": "X1", "score": 0.8, "verdicts": {"ranking": "fp"},
         "details": {"line": 2, "rank": 2}},
        {"rank": 3, "id": "P2", "score": 0.7, "verdicts": {"ranking": "fp"},
         "details": {"line": 3, "rank": 3}}],
      "missed": [{"id": "P1"}, {"id": "P3"}]})"));
  CHECK_THROWS_AS(views->document("d2"), UsageError);
}

TEST_CASE("bc25 documents: ACT's ranking after the cutoff, and the positives it leaves out",
          "[bc25][documents]") {
  const Inputs inputs =
      inputs_of("a\t1\nb\t0\nc\t1\nd\t1\n", "a\t1\t1\t0.9\nb\t1\t2\t0.8\nc\t0\t1\t0.1\n");
  const Task& task = find_task("bc25.act");
  const auto views = open_documents(task, inputs, {{"cutoff", 2}});
  const Json index = views->index();
  CHECK(index.at("documents")[0].at("counts") ==
        Json::parse(R"({"ranking": {"tp": 1, "fp": 1, "missed": 2}})"));
  const Json detail = views->document("ranking");
  CHECK(detail.at("items").size() == 2);
  CHECK(detail.at("items")[1].at("verdicts").at("ranking") == "fp");
  CHECK(detail.at("missed") == Json::parse(R"([
      {"id": "d", "details": {"why": "not classified by the run"}},
      {"id": "c", "details": {"why": "ranked after the cutoff"}}])"));
}
