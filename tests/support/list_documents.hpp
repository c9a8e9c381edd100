// Checks shared by the ranked lists' document-view tests (BC II.5, TAP-k, PPI): the views of a
// golden fixture, the verdicts a detail gives, and that every table link names a place.
#pragma once

#include <catch2/catch.hpp>

#include <map>
#include <memory>
#include <string>

#include "host/api.hpp"
#include "support/golden_fixtures.hpp"

namespace bioeval::test {

inline OpenedDocuments open_views(const GoldenFixture& fixture) {
  return open_documents(find_task(fixture.task), fixture.inputs, fixture.options);
}

// How many of a family's golden fixtures were checked, and how many table links resolved.
struct FixturesChecked {
  std::size_t fixtures = 0, links = 0;
};

// For each golden fixture of the family that scores: check(fixture, result, views), then every
// table link resolved (check_links_resolve, below). A fixture that does not score must refuse
// its views.
template <class Check>
FixturesChecked check_scored_fixtures(const std::string& family, Check check);

// Verdict -> items with it under the view "ranking" (the missed entries counted as "missed"),
// in verdict order.
inline Json list_verdict_counts(const Json& detail) {
  std::map<std::string, std::uint64_t> counts;
  for (const Json& item : detail.at("items")) {
    counts[item.at("verdicts").at("ranking").get<std::string>()] += 1;
  }
  if (!detail.at("missed").empty()) counts["missed"] += detail.at("missed").size();
  Json out = Json::object();
  for (const auto& [verdict, n] : counts) out[verdict] = n;
  return out;
}

// The index's counts without zeros and in verdict order, to compare with list_verdict_counts.
inline Json nonzero(const Json& counts) {
  std::map<std::string, std::uint64_t> sorted;
  for (const auto& [verdict, n] : counts.items()) {
    if (n.get<std::uint64_t>() > 0) sorted[verdict] = n.get<std::uint64_t>();
  }
  Json out = Json::object();
  for (const auto& [verdict, n] : sorted) out[verdict] = n;
  return out;
}

// The item or missed entry of `detail` with this id, or null.
inline Json list_entry(const Json& detail, const std::string& id) {
  for (const char* key : {"items", "missed"}) {
    for (const Json& entry : detail.at(key)) {
      if (entry.at("id") == id) return entry;
    }
  }
  return nullptr;
}

inline const Table& table_named(const Result& result, const std::string& id) {
  for (const Table& table : result.tables) {
    if (table.id == id) return table;
  }
  FAIL("no table " << id);
  throw;
}

inline std::size_t column_of(const Table& table, const std::string& name) {
  for (std::size_t c = 0; c < table.columns.size(); ++c) {
    if (table.columns[c] == name) return c;
  }
  FAIL("no column " << name << " in table " << table.id);
  throw;
}

// Every table's links, where it has them, are one per row, and each names a document of the
// index and, when it names an item, an item or missed entry of that document's detail.
inline std::size_t check_links_resolve(const Result& result, const DocumentViews& views) {
  std::size_t links = 0;
  std::map<std::string, Json> details;
  for (const Table& table : result.tables) {
    if (table.links.empty()) continue;
    INFO("table " << table.id);
    REQUIRE(table.links.size() == table.rows.size());
    for (const RowLink& link : table.links) {
      if (link.document.empty()) continue;
      auto found = details.find(link.document);
      if (found == details.end()) {
        found = details.emplace(link.document, views.document(link.document)).first;
      }
      if (!link.annotation.empty()) {
        INFO("link " << link.document << " " << link.annotation);
        CHECK_FALSE(list_entry(found->second, link.annotation).is_null());
      }
      ++links;
    }
  }
  return links;
}

template <class Check>
FixturesChecked check_scored_fixtures(const std::string& family, Check check) {
  FixturesChecked out;
  for (const auto& c : golden_fixtures(family)) {
    INFO("fixture " << c->name);
    const Result result = evaluate(find_task(c->task), c->inputs, c->options);
    if (!result.scored) {
      CHECK_THROWS_AS(open_views(*c), UsageError);
      continue;
    }
    const auto views = open_views(*c);
    check(*c, result, *views);
    out.links += check_links_resolve(result, *views);
    ++out.fixtures;
  }
  return out;
}

}  // namespace bioeval::test
