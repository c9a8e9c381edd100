// Taxon sets under both profiles, through the task interface (the published Jaccard against the
// evaluator's one-sided formula), and the task description naming both formulas.
#include <catch2/catch.hpp>

#include "host/api.hpp"
#include "support/support.hpp"

using namespace bioeval;
using Files = std::map<std::string, std::vector<std::pair<std::string, std::string>>>;

namespace {

// One given Bacteria with the gold taxa `gold` and the predicted `predicted` (one N line each).
Files taxa_case(const std::vector<std::string>& gold, const std::vector<std::string>& predicted) {
  const std::string text = "Escherichia coli lives in milk.\n";
  const auto lines = [](const std::vector<std::string>& taxa) {
    std::string out = "N1\tOntoBiotope Annotation:T3 Referent:OBT:000001\n";
    for (std::size_t i = 0; i < taxa.size(); ++i) {
      out +=
          "N" + std::to_string(i + 2) + "\tNCBI_Taxonomy Annotation:T2 Referent:" + taxa[i] + "\n";
    }
    return out;
  };
  return {{"gold",
           {{"d.txt", text},
            {"d.a1",
             "T1\tTitle 0 31\tEscherichia coli lives in milk.\nT2\tBacteria 0 16\tEscherichia "
             "coli\nT3\tHabitat 26 30\tmilk\n"},
            {"d.a2", lines(gold)}}},
          {"run", {{"d.a2", lines(predicted)}}},
          {"ontology", {{"parents.txt", "OBT:000001\tOBT:000000\n"}}}};
}

double bacteria_score(const Files& files, const char* profile) {
  const Json result = test::run_files("bb3.cat", files, Json{{"profile", profile}});
  CHECK(test::codes(result).empty());
  return test::metric(result, "bacteria_only.precision");
}

}  // namespace

TEST_CASE("bb3 taxon sets: |R∩P| / |R∪P| published, |R∩P| / (|R| + |R\\P|) official", "[bb3]") {
  // An extra predicted taxon: R = {562}, P = {562, 1280}.
  const Files extra = taxa_case({"562"}, {"562", "1280"});
  CHECK(bacteria_score(extra, "published") == 0.5);
  CHECK(bacteria_score(extra, "official") == 1);
  // A missed gold taxon: R = {562, 1280}, P = {562}.
  const Files missed = taxa_case({"562", "1280"}, {"562"});
  CHECK(bacteria_score(missed, "published") == 0.5);
  CHECK(bacteria_score(missed, "official") == Approx(1.0 / 3));
  // Equal sets score 1 under both.
  const Files equal = taxa_case({"562", "1280"}, {"1280", "562"});
  CHECK(bacteria_score(equal, "published") == 1);
  CHECK(bacteria_score(equal, "official") == 1);
}

TEST_CASE("bb3 describe: the taxon-set formula of each profile", "[bb3]") {
  for (const char* id : {"bb3.cat", "bb3.cat+ner"}) {
    INFO(id);
    const std::string summary = describe(find_task(id)).at("summary").get<std::string>();
    CHECK(summary.find("published profile |R∩P| / |R∪P|") != std::string::npos);
    CHECK(summary.find("official profile |R∩P| / (|R| + |R\\P|)") != std::string::npos);
  }
}
