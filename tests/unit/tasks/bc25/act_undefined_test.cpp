// ACT ratios with a zero denominator: bc-evaluate prints 0 (profile official, with a note that
// says they are undefined); the published profile leaves them null.
#include <catch2/catch.hpp>

#include <cmath>

#include "support/support.hpp"

using namespace bioeval;
using bioeval::test::metric;
using bioeval::test::score;

namespace {

// No positive article in the gold: AUC iP/R and sensitivity divide by zero.
const char* kNegativeGold = "a1\t0\na2\t0\n";
const char* kRun = "a1\t1\t1\t.9\na2\t0\t1\t.8\n";

const Json* note_about(const Json& result, const std::string& metric_name) {
  for (const Json& note : result.at("notes")) {
    if (note.value("metric", "") == metric_name) return &note;
  }
  return nullptr;
}

}  // namespace

TEST_CASE("ACT without a positive gold article: official 0 with a note, published null", "[bc25]") {
  const Json official = score("bc25.act", kNegativeGold, kRun);
  CHECK(official["profile"] == "official");
  CHECK(metric(official, "ranking.auc_ipr") == 0);
  CHECK(metric(official, "class.sensitivity") == 0);
  CHECK(metric(official, "class.specificity") == 0.5);  // defined: unchanged
  CHECK(metric(official, "class.accuracy") == 0.5);
  CHECK(metric(official, "class.mcc") == 0);
  CHECK(std::isnan(metric(official, "ranking.p_at_full_r")));  // bc-evaluate prints n/a

  const Json published = score("bc25.act", kNegativeGold, kRun, {{"profile", "published"}});
  CHECK(published["profile"] == "published");
  CHECK(std::isnan(metric(published, "ranking.auc_ipr")));
  CHECK(std::isnan(metric(published, "class.sensitivity")));
  CHECK(metric(published, "class.specificity") == 0.5);
  CHECK(std::isnan(metric(published, "ranking.p_at_full_r")));

  for (const Json* result : {&official, &published}) {
    for (const char* name : {"ranking.auc_ipr", "class.sensitivity"}) {
      INFO((*result)["profile"] << " " << name);
      const Json* note = note_about(*result, name);
      REQUIRE(note != nullptr);
      CHECK((*note)["code"] == "undefined-as-zero");
      CHECK((*note)["official"] == 0);
      CHECK((*note)["published"].is_null());
      CHECK((*note)["message"].get<std::string>().find("undefined") != std::string::npos);
    }
    CHECK(note_about(*result, "class.specificity") == nullptr);
    CHECK(note_about(*result, "ranking.p_at_full_r") == nullptr);
  }
}

TEST_CASE("ACT with nothing classified: specificity and accuracy are 0 in official too", "[bc25]") {
  const Json official = score("bc25.act", "a1\t1\na2\t0\n", "");
  for (const char* name : {"class.sensitivity", "class.specificity", "class.accuracy"}) {
    INFO(name);
    CHECK(metric(official, name) == 0);
    CHECK(note_about(official, name) != nullptr);
  }
  CHECK(metric(official, "ranking.auc_ipr") == 0);  // defined: a gold positive never ranked
  CHECK(note_about(official, "ranking.auc_ipr") == nullptr);

  const Json published = score("bc25.act", "a1\t1\na2\t0\n", "", {{"profile", "published"}});
  for (const char* name : {"class.sensitivity", "class.specificity", "class.accuracy"}) {
    INFO(name);
    CHECK(std::isnan(metric(published, name)));
  }
}

TEST_CASE("ACT with every ratio defined carries no undefined-as-zero note", "[bc25]") {
  const Json r = score("bc25.act", "a1\t1\na2\t0\n", "a1\t1\t1\t.9\na2\t0\t1\t.8\n");
  for (const Json& note : r.at("notes")) CHECK(note["code"] != "undefined-as-zero");
  CHECK(metric(r, "class.sensitivity") == 1);
  CHECK(metric(r, "ranking.auc_ipr") == 1);
}
