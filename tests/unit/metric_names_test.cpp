// Emitted metric names tied to declared ones: the matcher's rules, and every metric of every
// golden result instantiating exactly one declared name of its task.
#include <catch2/catch.hpp>

#include <filesystem>

#include "framework/metric_names.hpp"
#include "host/api.hpp"
#include "support/support.hpp"

using namespace bioeval;
namespace fs = std::filesystem;

namespace {

// The declared name `name` instantiates, "" for none or several.
std::string declared_name(const std::vector<MetricSpec>& declared, std::string_view name) {
  const MetricSpec* spec = declared_metric(declared, name);
  return spec ? spec->name : "";
}

}  // namespace

TEST_CASE("a placeholder stands for one dot-free part, or any text", "[metric-names]") {
  CHECK(instantiates("k=5.tap", "k=<k>.tap", Placeholder::part));
  CHECK_FALSE(instantiates("k=5.e0", "k=<k>.tap", Placeholder::part));
  CHECK_FALSE(instantiates("t=0.5.tap", "t=<t>.tap", Placeholder::part));
  CHECK(instantiates("t=0.5.tap", "t=<t>.tap", Placeholder::text));
  CHECK(instantiates("macro.f1_sd", "macro.<m>_sd", Placeholder::part));
  CHECK(instantiates("jnlpba.protein.right.f1", "jnlpba.<class>.<kind>.f1", Placeholder::part));
  CHECK_FALSE(instantiates("jnlpba.protein.right.f1", "jnlpba.<kind>.f1", Placeholder::part));
  CHECK(instantiates("jnlpba.protein.right.f1", "jnlpba.<kind>.f1", Placeholder::text));
  // A part is never empty; any text may be.
  CHECK_FALSE(instantiates("conlleval..f1", "conlleval.<type>.f1", Placeholder::part));
  CHECK(instantiates("conlleval..f1", "conlleval.<type>.f1", Placeholder::text));
  // A name without placeholders, and a '<' that opens none, stand for themselves.
  CHECK(instantiates("exact.f1", "exact.f1", Placeholder::part));
  CHECK_FALSE(instantiates("exact.f10", "exact.f1", Placeholder::text));
  CHECK(instantiates("a<b", "a<b", Placeholder::text));
  CHECK_FALSE(instantiates("ab", "a<>b", Placeholder::text));
}

TEST_CASE("the first rule that gives a match decides: the name, parts, then any text",
          "[metric-names]") {
  const std::vector<MetricSpec> declared = {
      {"jnlpba.<kind>.f1", "all classes", Better::higher},
      {"jnlpba.<class>.<kind>.f1", "one class", Better::higher},
      {"conlleval.f1", "overall", Better::higher},
      {"conlleval.<type>.f1", "one type", Better::higher},
      {"t=<t>.tap", "at a threshold", Better::higher}};
  CHECK(declared_name(declared, "jnlpba.right.f1") == "jnlpba.<kind>.f1");
  CHECK(declared_name(declared, "jnlpba.DNA.left.f1") == "jnlpba.<class>.<kind>.f1");
  CHECK(declared_name(declared, "conlleval.f1") == "conlleval.f1");
  CHECK(declared_name(declared, "conlleval.PER.f1") == "conlleval.<type>.f1");
  CHECK(declared_name(declared, "conlleval.a.b.f1") == "conlleval.<type>.f1");
  CHECK(declared_name(declared, "t=0.25.tap") == "t=<t>.tap");
  CHECK(declared_name(declared, "t=0.25.e0").empty());
  // Two templates that fit under the deciding rule: ambiguous, none is chosen.
  const std::vector<MetricSpec> twice = {{"<avg>.f1", "a", Better::higher},
                                         {"micro.<m>", "b", Better::higher}};
  CHECK(declared_matches(twice, "micro.f1").size() == 2);
  CHECK(declared_metric(twice, "micro.f1") == nullptr);
}

TEST_CASE("every metric of every golden result instantiates exactly one declared name",
          "[metric-names][golden]") {
  std::size_t results = 0, templated = 0;
  for (const auto& file : fs::recursive_directory_iterator(test::source_path("tests/golden"))) {
    const std::string path = file.path().string();
    const std::string suffix = ".expected.json";
    if (path.size() < suffix.size() || path.substr(path.size() - suffix.size()) != suffix) continue;
    const Json parsed = Json::parse(test::read_text_file(path));
    for (const Json& result : parsed.is_array() ? parsed : Json::array({parsed})) {
      if (!result.contains("metrics")) continue;
      ++results;
      const std::vector<MetricSpec>& declared =
          find_task(result.at("task").get<std::string>()).spec().metrics;
      for (const auto& item : result.at("metrics").items()) {
        INFO(path << ": " << item.key());
        const auto matches = declared_matches(declared, item.key());
        std::string names;
        for (const MetricSpec* m : matches) names += " " + m->name;
        INFO("declared:" << names);
        CHECK(matches.size() == 1);
        templated += matches.size() == 1 && matches.front()->name != item.key();
      }
    }
  }
  CHECK(results >= 20);
  CHECK(templated >= 60);
}
