#include "tasks/tapk/checks.hpp"

#include <string>

#include "tasks/tapk/metrics.hpp"

namespace bioeval::tapk {
namespace {

// A number as Python's str() writes it ("0.5", "1.0"): the reference's error message uses it.
std::string python_number(double value) {
  return Json(value).dump();
}

}  // namespace

std::vector<CheckRule> check_rules() {
  const auto rule = [](const char* text, std::vector<std::string> codes) {
    return CheckRule{text, std::move(codes), Needs::run_only};
  };
  return {
      rule("the lists are UTF-8 text without NUL bytes, and not empty (they carry the gold)",
           {"invalid-utf8", "nul-byte", "input-empty"}),
      rule("a list starts with a query line: an id and an optional positive weight",
           {"header-fields", "weight-not-positive"}),
      rule("the line after the query line is T_q, a non-negative integer",
           {"tq-missing", "tq-not-count"}),
      rule("each record is a relevance 0 or 1 and a finite number",
           {"record-fields", "relevance-not-binary", "score-not-number"}),
      rule("the scores of every list go one way, the same for all lists (or as the option order "
           "says), and some list shows it when order is auto",
           {"scores-not-monotone", "order-conflict", "order-undetermined"}),
      rule("a list marks no more records relevant than its T_q", {"too-many-relevant"}),
      rule("each list has its own query id (warning)", {"duplicate-query"}),
      rule("at the quantile, enough of the query weight reaches k irrelevant records (unless pad "
           "or a fixed threshold)",
           {"quantile-unreachable"})};
}

void check_quantiles(const TapkUnits& units, Evaluation& evaluation) {
  const Json& options = evaluation.options;
  if (!options.at("threshold").empty() || options.at("pad").get<bool>()) return;
  const MetricSettings settings = metric_settings(options);
  std::vector<Taken> every_list;
  for (std::uint32_t l = 0; l < units.lists().lists.size(); ++l) every_list.push_back({0, l});
  const std::vector<const TapkUnits*> runs = {&units};
  const SampleLists lists(runs, every_list);
  for (const Json& k : options.at("k")) {
    if (lists.e0(k.get<std::size_t>(), settings.quantile, settings.unweighted, units.order())) {
      continue;
    }
    evaluation.diagnostics().error(
        "quantile-unreachable", Location{"run", {}, 0, 0, {}},
        "Fewer than " + python_number(settings.quantile) + " of the retrieval lists have " +
            k.dump() + " errors. (Set the option pad to score whole lists with E0 undefined.)");
  }
}

}  // namespace bioeval::tapk
