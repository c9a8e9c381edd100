// The TAP-k document views: each query's records TP or FP by relevance, as the queries table
// counts them, with the TAP at the first threshold as the query's score and E0's cut marked.
#include <catch2/catch.hpp>

#include <deque>
#include <string>

#include "host/api.hpp"
#include "support/golden_fixtures.hpp"
#include "support/list_documents.hpp"

using namespace bioeval;
using namespace bioeval::test;

namespace {

void check_queries(const Result& result, const DocumentViews& views) {
  const Table& table = table_named(result, "queries");
  const Json index = views.index();
  const Json rows = table.rows.to_json();
  REQUIRE(index.at("documents").size() == rows.size());
  const std::size_t first_tap = column_of(table, "relevant") + 1;
  for (std::size_t r = 0; r < rows.size(); ++r) {
    const Json& row = rows[r];
    const Json& document = index.at("documents")[r];
    INFO("query " << row[0]);
    CHECK(document.at("id") == table.links[r].document);
    CHECK(document.at("score") == row[first_tap]);
    const std::uint64_t relevant = row[column_of(table, "relevant")].get<std::uint64_t>();
    const std::uint64_t records = row[column_of(table, "records")].get<std::uint64_t>();
    const Json expected = {{"tp", relevant}, {"fp", records - relevant}};
    CHECK(document.at("counts").at("ranking") == expected);
    const Json detail = views.document(document.at("id").get<std::string>());
    CHECK(list_verdict_counts(detail) == nonzero(expected));
  }
}

}  // namespace

TEST_CASE("tapk documents: the views agree with the queries table on every scoring fixture",
          "[tapk][documents]") {
  const auto checked = check_scored_fixtures(
      "tapk", [](const GoldenFixture&, const Result& result, const DocumentViews& views) {
        check_queries(result, views);
      });
  CHECK(checked.fixtures >= 15);
  CHECK(checked.links > 0);
}

TEST_CASE("tapk documents: a query's records with E0's cut, and a repeated query id",
          "[tapk][documents]") {
  static const std::string lists =
      "q1\n2\n1 0.9\n0 0.8\n1 0.7\n0 0.6\n\nq2\n1\n0 0.9\n1 0.5\n\nq1\n1\n1 0.4\n";
  Inputs inputs;
  inputs["run"].push_back({"lists.txt", lists, {}});
  const Task& task = find_task("tapk");
  const auto views = open_documents(task, inputs, {{"k", {1}}});
  const Json index = views->index();
  REQUIRE(index.at("documents").size() == 3);
  CHECK(index.at("documents")[2].at("id") == "q1 (2)");
  CHECK(index.at("verdicts").size() == 2);  // tp and fp: the lists name no missed record
  // E_1 is 0.8 for q1 and 0.9 for q2 (scores descending); the second q1 has no error. Half the
  // weight, 1.5 of 3, is reached at 0.8: E0 = 0.8, and q1 keeps its first two records.
  CHECK(views->document("q1") == Json::parse(R"json({"id": "q1", "annotations": [],
      "relations": [], "groups": [], "items": [
        {"rank": 1, "id": "1", "score": 0.9, "verdicts": {"ranking": "tp"},
         "details": {"inside E0 of": "k=1"}},
        {"rank": 2, "id": "2", "score": 0.8, "verdicts": {"ranking": "fp"},
         "details": {"inside E0 of": "k=1", "E0 cuts after it": "k=1 (E0 = 0.8)"}},
        {"rank": 3, "id": "3", "score": 0.7, "verdicts": {"ranking": "tp"}},
        {"rank": 4, "id": "4", "score": 0.6, "verdicts": {"ranking": "fp"}}],
      "missed": []})json"));
}
