// The ppi task's unit scorer (documents as units, for comparing runs): on every unit once it gives
// exactly what evaluate() reports, on every scoring golden fixture; a document taken twice, left
// out, or taken from another run scores as a corpus and run built that way.
#include <catch2/catch.hpp>

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "support/golden_fixtures.hpp"
#include "support/support.hpp"

using namespace bioeval;

namespace {

// Inputs that own their bytes.
struct OwnedInputs {
  std::vector<std::unique_ptr<std::string>> contents;
  Inputs inputs;

  void add(const std::string& role, const std::string& name, std::string bytes) {
    contents.push_back(std::make_unique<std::string>(std::move(bytes)));
    inputs[role].push_back({name, *contents.back(), {}});
  }
};

// Three documents of the converted variant, with ids T.d<k> given by the caller.
std::string document_xml(const std::string& id, int which) {
  const std::string s = id + ".s0";
  const auto entity = [&](int e, int start, const std::string& text) {
    return "<entity id=\"" + s + ".e" + std::to_string(e) + "\" charOffset=\"" +
           std::to_string(start) + "-" + std::to_string(start + static_cast<int>(text.size())) +
           "\" text=\"" + text + "\"/>";
  };
  const auto interaction = [&](int i, int a, int b) {
    return "<interaction id=\"" + s + ".i" + std::to_string(i) + "\" e1=\"" + s + ".e" +
           std::to_string(a) + "\" e2=\"" + s + ".e" + std::to_string(b) + "\"/>";
  };
  std::string body;
  if (which == 0) {  // KinA KinB Spo0A: 3 candidates, 2 positives
    body = "<sentence id=\"" + s + "\" text=\"KinA KinB Spo0A\">" + entity(0, 0, "KinA") +
           entity(1, 5, "KinB") + entity(2, 10, "Spo0A") + interaction(0, 0, 2) +
           interaction(1, 1, 2) + "</sentence>";
  } else if (which == 1) {  // SigE SigK GerE sigk: 6 candidates, 2 positives, a repeated relation
    body = "<sentence id=\"" + s + "\" text=\"SigE SigK GerE sigk\">" + entity(0, 0, "SigE") +
           entity(1, 5, "SigK") + entity(2, 10, "GerE") + entity(3, 15, "sigk") +
           interaction(0, 1, 2) + interaction(1, 0, 3) + "</sentence>";
  } else {  // SinI SinR: 1 candidate, negative
    body = "<sentence id=\"" + s + "\" text=\"SinI SinR\">" + entity(0, 0, "SinI") +
           entity(1, 5, "SinR") + "</sentence>";
  }
  return "<document id=\"" + id + "\">" + body + "</document>\n";
}

// Run lines of document `which` under id `id`: pair id, label, score (ties across documents).
std::string run_lines(const std::string& id, int which, int run) {
  static const std::vector<std::vector<std::string>> answers[2] = {
      {{"1 0.9", "0 0.5", "1 0.5"},
       {"1 0.5", "0 0.2", "1 0.9", "0 0.5", "1 0.7", "0 0.2"},
       {"0 0.2"}},
      {{"0 0.3", "1 0.8", "1 0.8"},
       {"1 0.4", "1 0.4", "0 0.1", "0 0.6", "1 0.3", "1 0.95"},
       {"1 0.8"}}};
  std::string out;
  const auto& lines = answers[run][static_cast<std::size_t>(which)];
  for (std::size_t p = 0; p < lines.size(); ++p) {
    std::string line = lines[p];
    line[1] = '\t';
    out += id + ".s0.p" + std::to_string(p) + "\t" + line + "\n";
  }
  return out;
}

// A corpus whose document k (id T.d<k>) is document which[k], with folds fold[k], scored by a
// run taking document k's answers from run source[k].
OwnedInputs built(const std::vector<int>& which, const std::vector<int>& source,
                  const std::vector<std::string>& fold) {
  std::string xml = "<?xml version=\"1.0\"?>\n<corpus source=\"T\">\n";
  std::string run, folds;
  for (std::size_t k = 0; k < which.size(); ++k) {
    const std::string id = "T.d" + std::to_string(k);
    xml += document_xml(id, which[k]);
    run += run_lines(id, which[k], source[k]);
    folds += id + "\t" + fold[k] + "\n";
  }
  xml += "</corpus>\n";
  OwnedInputs owned;
  owned.add("gold", "gold.xml", xml);
  owned.add("run", "run.tsv", run);
  owned.add("folds", "folds.tsv", folds);
  return owned;
}

}  // namespace

TEST_CASE("ppi units: every unit once gives evaluate()'s metrics on the golden fixtures",
          "[ppi][compare]") {
  const Task& task = find_task("ppi");
  std::size_t checked = 0;
  for (const auto& fixture : test::golden_fixtures("ppi")) {
    INFO("golden case ppi/" << fixture->name);
    const Result result = evaluate(task, fixture->inputs, fixture->options);
    if (!result.valid()) continue;
    const auto scorer =
        test::unit_scorer_of(task, {fixture->inputs, fixture->inputs}, result.options);
    REQUIRE(scorer);
    CHECK(scorer->unit() == "document");
    CHECK(scorer->runs() == 2);
    CHECK(scorer->units() == *test::reported_metric(result, "documents"));
    CHECK(scorer->metrics().front() == "micro.f1");
    CHECK(scorer->metrics().size() == (fixture->inputs.count("folds") ? 8U : 4U));
    test::check_scorer_matches(*scorer, 0, result);
    test::check_scorer_matches(*scorer, 1, result);
    ++checked;
  }
  CHECK(checked == 9);
}

TEST_CASE("ppi units: a sample scores as the corpus and run it stands for", "[ppi][compare]") {
  const Task& task = find_task("ppi");
  const std::vector<std::string> folds = {"a", "b", "a"};
  const OwnedInputs run0 = built({0, 1, 2}, {0, 0, 0}, folds);
  const OwnedInputs run1 = built({0, 1, 2}, {1, 1, 1}, folds);
  for (const std::string criterion : {"occurrence", "relation"}) {
    INFO("criterion " << criterion);
    const Json options = {{"criterion", criterion}};
    const Result first = evaluate(task, run0.inputs, options, {}, Mode::score);
    REQUIRE(first.valid());
    const auto scorer = test::unit_scorer_of(task, {run0.inputs, run1.inputs}, first.options);
    REQUIRE(scorer);
    const auto expect = [&](const OwnedInputs& stand_in, const std::vector<std::uint32_t>& weights,
                            const std::vector<std::uint32_t>& sources) {
      const Result result = evaluate(task, stand_in.inputs, options, {}, Mode::score);
      REQUIRE(result.valid());
      test::check_values_match(scorer->metrics(), scorer->score(weights, sources), result);
    };
    // The second document twice: a copy of it under another id, in its fold.
    expect(built({0, 1, 2, 1}, {0, 0, 0, 0}, {"a", "b", "a", "b"}), {1, 2, 1}, {0, 0, 0});
    expect(built({0, 1, 2, 1}, {1, 1, 1, 1}, {"a", "b", "a", "b"}), {1, 2, 1}, {1, 1, 1});
    // Fold b left out of the sample: the macro measures over fold a alone.
    expect(built({0, 2}, {0, 0}, {"a", "a"}), {1, 0, 1}, {0, 0, 0});
    // Documents from either run, one of them twice.
    expect(built({0, 1, 2}, {1, 0, 1}, folds), {1, 1, 1}, {1, 0, 1});
    expect(built({0, 1, 2, 2}, {0, 1, 1, 1}, {"a", "b", "a", "a"}), {1, 1, 2}, {0, 1, 1});
  }
}
