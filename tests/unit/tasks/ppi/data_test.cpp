// The five corpora of ppi/ of the test corpora (docs/data.md): documents, sentences, candidate
// pairs, positives and the all-true baseline of every file, against counts made here from the XML
// text with plain string search (no XML parser); the gold as a run scores 1 everywhere; a run that
// says yes to every pair scores the baseline.
#include <catch2/catch.hpp>

#include <set>
#include <string>
#include <utility>

#include "support/support.hpp"

using namespace bioeval;
using bioeval::test::codes;
using bioeval::test::metric;
using bioeval::test::read_text_file;
using bioeval::test::run_task;
using bioeval::test::shared_data_path;

namespace {

struct Counts {
  std::size_t documents = 0, sentences = 0, pairs = 0, positives = 0;
  std::string gold_run;  // "pair_id<TAB>label<TAB>score" for every candidate
  std::string yes_run;   // "e1<TAB>e2<TAB>1" for every candidate
};

std::size_t occurrences(const std::string& text, const std::string& what) {
  std::size_t count = 0;
  for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) {
    ++count;
  }
  return count;
}

// The value of attribute `name` in the tag starting at `tag`.
std::string attribute(const std::string& text, std::size_t tag, const std::string& name) {
  const std::size_t end = text.find('>', tag);
  const std::size_t at = text.find(" " + name + "=\"", tag);
  if (at == std::string::npos || at > end) return "";
  const std::size_t start = at + name.size() + 3;
  return text.substr(start, text.find('"', start) - start);
}

Counts count(const std::string& xml) {
  Counts c;
  c.documents = occurrences(xml, "<document ");
  for (std::size_t at = xml.find("<sentence "); at != std::string::npos;
       at = xml.find("<sentence ", at + 1)) {
    ++c.sentences;
    const std::string id = attribute(xml, at, "id");
    const std::string body = xml.substr(at, xml.find("</sentence>", at) - at);
    std::vector<std::string> entities;
    for (std::size_t e = body.find("<entity "); e != std::string::npos;
         e = body.find("<entity ", e + 1)) {
      entities.push_back(attribute(body, e, "id"));
    }
    std::set<std::pair<std::string, std::string>> positive;
    for (std::size_t i = body.find("<interaction "); i != std::string::npos;
         i = body.find("<interaction ", i + 1)) {
      std::string a = attribute(body, i, "e1"), b = attribute(body, i, "e2");
      if (b < a) std::swap(a, b);
      if (a != b) positive.insert({a, b});
    }
    c.positives += positive.size();
    std::size_t k = 0;
    for (std::size_t i = 0; i < entities.size(); ++i) {
      for (std::size_t j = i + 1; j < entities.size(); ++j, ++k) {
        std::string a = entities[i], b = entities[j];
        if (b < a) std::swap(a, b);
        const bool is_positive = positive.count({a, b}) > 0;
        c.gold_run += id + ".p" + std::to_string(k) + (is_positive ? "\t1\t0.9\n" : "\t0\t0.1\n");
        c.yes_run += entities[j] + "\t" + entities[i] + "\t1\n";
      }
    }
    c.pairs += k;
  }
  return c;
}

}  // namespace

TEST_CASE("ppi: the five corpora, counted, scored against themselves and all-true", "[ppi][data]") {
  for (const std::string corpus : {"AIMed", "BioInfer", "HPRD50", "IEPA", "LLL"}) {
    for (const std::string part : {"train", "test"}) {
      const std::string name = corpus + "-" + part + ".xml";
      INFO(name);
      const std::string xml = read_text_file(shared_data_path("ppi/" + name));
      const Counts expected = count(xml);
      REQUIRE(expected.pairs > 0);

      const Json self = run_task("ppi", {{"gold", xml}, {"run", expected.gold_run}});
      CHECK(codes(self).empty());
      CHECK(metric(self, "documents") == expected.documents);
      CHECK(metric(self, "sentences") == expected.sentences);
      CHECK(metric(self, "pairs") == expected.pairs);
      CHECK(metric(self, "positives") == expected.positives);
      for (const char* m : {"micro.precision", "micro.recall", "micro.f1", "micro.auc"}) {
        CHECK(metric(self, m) == 1);
      }
      const double p = static_cast<double>(expected.positives) / expected.pairs;
      CHECK(metric(self, "baseline.precision") == Approx(p).margin(1e-15));
      CHECK(metric(self, "baseline.f1") == Approx(2 * p / (1 + p)).margin(1e-15));

      const Json yes = run_task("ppi", {{"gold", xml}, {"run", expected.yes_run}});
      CHECK(codes(yes).empty());
      CHECK(metric(yes, "micro.precision") == Approx(p).margin(1e-15));
      CHECK(metric(yes, "micro.recall") == 1);
      CHECK(metric(yes, "micro.f1") == Approx(2 * p / (1 + p)).margin(1e-15));
      CHECK(metric(yes, "micro.auc") == 0.5);
    }
  }
}

TEST_CASE("ppi: AIMed's train and test together, as the spec counts them", "[ppi][data]") {
  const std::string train = read_text_file(shared_data_path("ppi/AIMed-train.xml"));
  const std::string test = read_text_file(shared_data_path("ppi/AIMed-test.xml"));
  const std::string run = count(test).gold_run;  // the test part only: the train part missing
  const Json result = bioeval::test::run_files(
      "ppi", {{"gold", {{"AIMed-train.xml", train}, {"AIMed-test.xml", test}}},
              {"run", {{"test.tsv", run}}}});
  CHECK(metric(result, "pairs") == 5775);
  CHECK(metric(result, "positives") == 991);
  CHECK(codes(result) == std::vector<std::string>{"pairs-missing"});
  CHECK(metric(result, "micro.precision") == 1);
  CHECK(metric(result, "micro.recall") == Approx(191.0 / 991).margin(1e-15));
}
