// A NER run is read once: its result, its units (a comparison) and its documents all come from
// the one reading score() makes, and the units outlive it.
#include <catch2/catch.hpp>

#include <map>
#include <memory>
#include <string>

#include "support/golden_fixtures.hpp"
#include "support/support.hpp"

using namespace bioeval;
using test::inputs_of;

TEST_CASE("ner: one reading gives the result, the units and the documents", "[ner][compare]") {
  const std::map<std::string, std::map<std::string, std::string>> cases = {
      {"ner.iob2",
       {{"gold", "IL-2\tB-DNA\ngene\tI-DNA\nbinds\tO\n\np53\tB-protein\n.\tO\n\n"},
        {"run", "IL-2\tB-protein\ngene\tI-protein\nbinds\tO\n\np53\tB-protein\n.\tO\n\n"}}},
      {"ner.bc2gm",
       {{"gold", "S1|14 33|alkaline phosphatases\nS2|0 2|p53\n"},
        {"altgene", "S1|22 33|phosphatases\n"},
        {"run", "S1|22 33|phosphatases\nS2|0 2\n"}}}};
  for (const auto& [id, texts] : cases) {
    INFO("task " << id);
    const Task& task = find_task(id);
    const Inputs inputs = inputs_of(texts);
    const std::size_t before = readings("run");
    std::shared_ptr<const RunUnits> units;
    {
      Scoring scoring = score(task, inputs, Json::object());
      REQUIRE(scoring.run);
      units = scoring.run->units();
      REQUIRE(units);
      const auto views = open_documents(task, scoring);
      const Json index = views->index();
      for (const Json& document : index.at("documents")) {
        CHECK(views->document(document.at("id").get<std::string>()).at("annotations").size() > 0);
      }
      // Its units on every unit once give the result's metrics, the scored run gone or not.
      const auto scorer = task.unit_scorer({units, units}, scoring.result.options);
      REQUIRE(scorer);
      test::check_values_match(scorer->metrics(), scorer->score_run(1), scoring.result);
    }
    CHECK(readings("run") == before + 1);
    const auto scorer = task.unit_scorer({units}, resolve_options(all_options(task.spec()), {}));
    REQUIRE(scorer);
    CHECK(scorer->units() == 2);
  }
}
