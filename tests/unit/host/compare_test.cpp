// The ranking of a comparison says only what was tested: groups when every pair was tested;
// against a baseline, no groups, and each run's difference to the baseline with its p-value and
// significance (core/host/compare.hpp, docs/comparing.md).
#include <catch2/catch.hpp>

#include "host/compare.hpp"
#include "support/support.hpp"

using namespace bioeval;

namespace {

const char* const kRuns[] = {"int-run.tsv", "int-run-b.tsv", "int-run-c.tsv"};

// Three BC II.5 INT runs of the golden fixtures over one gold, compared with `settings`.
Json compared(CompareSettings settings) {
  static const std::string dir = test::source_path("tests/golden/bc25/inputs/");
  static const std::string gold = test::read_text_file(dir + "int-gold.tsv");
  static const std::vector<std::string> texts = {test::read_text_file(dir + kRuns[0]),
                                                 test::read_text_file(dir + kRuns[1]),
                                                 test::read_text_file(dir + kRuns[2])};
  std::vector<ComparedRun> runs;
  for (std::size_t r = 0; r < texts.size(); ++r) {
    Inputs inputs;
    inputs["gold"].push_back({"int-gold.tsv", gold, {}});
    inputs["run"].push_back({kRuns[r], texts[r], {}});
    runs.push_back({kRuns[r], std::move(inputs)});
  }
  settings.resamples = 100;
  settings.trials = 500;
  settings.seed = 3;
  return compare(find_task("bc25.int"), runs, {{"all_documents", true}}, settings).at("comparison");
}

// The pair of `a` and `b` on the ranking's metric, in whichever order the comparison lists it.
Json pair_of(const Json& comparison, const Json& a, const Json& b) {
  for (const Json& pair : comparison.at("pairs")) {
    if (pair.at("metric") != comparison.at("metric")) continue;
    if ((pair.at("a") == a && pair.at("b") == b) || (pair.at("a") == b && pair.at("b") == a)) {
      return pair;
    }
  }
  return nullptr;
}

}  // namespace

TEST_CASE("against a baseline no run has a group: each is set against the baseline", "[compare]") {
  CompareSettings settings;
  settings.baseline = 2;
  settings.metric = "macro.f1";
  const Json comparison = compared(settings);
  const Json& ranking = comparison.at("ranking");
  REQUIRE(ranking.size() == 3);
  double baseline_value = 0;
  for (const Json& entry : ranking) {
    if (entry.at("run") == kRuns[2]) baseline_value = entry.at("value").get<double>();
  }
  for (const Json& entry : ranking) {
    INFO(entry.dump());
    CHECK_FALSE(entry.contains("group"));
    if (entry.at("run") == kRuns[2]) {
      CHECK(entry.at("difference").is_null());
      CHECK(entry.at("p_adjusted").is_null());
      CHECK(entry.at("significant").is_null());
      continue;
    }
    const Json pair = pair_of(comparison, entry.at("run"), kRuns[2]);
    REQUIRE(pair.is_object());
    CHECK(entry.at("difference").get<double>() ==
          Approx(entry.at("value").get<double>() - baseline_value));
    CHECK(entry.at("p") == pair.at("p"));
    CHECK(entry.at("p_adjusted") == pair.at("p_adjusted"));
    CHECK(entry.at("significant") ==
          (pair.at("p_adjusted").get<double>() < comparison.at("alpha").get<double>()));
  }
  // The two runs other than the baseline were not tested against each other.
  CHECK(pair_of(comparison, kRuns[0], kRuns[1]).at("p").is_null());
}

TEST_CASE("every pair tested: no two runs of one group are significantly different", "[compare]") {
  CompareSettings settings;
  settings.metric = "macro.f1";
  const Json comparison = compared(settings);
  const Json& ranking = comparison.at("ranking");
  REQUIRE(ranking.size() == 3);
  CHECK(ranking[0].at("group") == 1);
  const double alpha = comparison.at("alpha").get<double>();
  const auto apart = [&](std::size_t x, std::size_t y) {
    const Json pair = pair_of(comparison, ranking[x].at("run"), ranking[y].at("run"));
    return pair.at("p_adjusted").get<double>() < alpha;
  };
  for (std::size_t k = 1; k < ranking.size(); ++k) {
    CHECK_FALSE(ranking[k].contains("significant"));
    const int group = ranking[k].at("group").get<int>();
    const int above = ranking[k - 1].at("group").get<int>();
    // A run opens a group exactly when it differs from a run of the group above it.
    bool differs_from_group_above = false;
    for (std::size_t m = 0; m < k; ++m) {
      if (ranking[m].at("group").get<int>() == above && apart(m, k))
        differs_from_group_above = true;
    }
    CHECK(group == above + (differs_from_group_above ? 1 : 0));
    for (std::size_t m = 0; m < k; ++m) {
      if (ranking[m].at("group").get<int>() == group) CHECK_FALSE(apart(m, k));
    }
  }
}
