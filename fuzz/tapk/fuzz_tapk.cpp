// Fuzzes the tapk task through evaluate(): the fuzzed bytes as the retrieval lists, under the
// default options, several k with padding, fixed thresholds with a given order, and forced.
// Every result must satisfy the result invariants and serialize; validation must not depend on
// the mode or on `force`.
#include <cstdint>
#include <cstdio>
#include <exception>
#include <string_view>

#include "host/api.hpp"
#include "invariants.hpp"

namespace bioeval::fuzz {
namespace {

Result evaluate_checked(std::string_view lists, const Json& options, Mode mode) {
  Inputs inputs;
  inputs["run"].push_back({"lists.txt", lists, {}});
  const Expectation expected{
      {{"run", lists}}, mode == Mode::score, options.value("force", false), "run"};
  try {
    Result result = evaluate(find_task("tapk"), inputs, options, {}, mode);
    check_result(result, expected);
    return result;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "evaluate threw: %s\n", e.what());
    __builtin_trap();
  }
}

void evaluate_lists(std::string_view lists) {
  const Result checked = evaluate_checked(lists, Json::object(), Mode::validate);
  const Result plain = evaluate_checked(lists, Json::object(), Mode::score);
  const Result forced = evaluate_checked(lists, {{"force", true}}, Mode::score);
  require(same_diagnostics(checked, plain), "validate mode finds what score mode finds");
  require(same_diagnostics(plain, forced), "force does not change validation");
  require(!plain.valid() || same_metrics(plain, forced), "force does not change valid scores");
  const Json padded = {{"k", {1, 2, 7}}, {"pad", true}, {"rocn", 3}, {"force", true}};
  check_serialization(evaluate_checked(lists, padded, Mode::score));
  const Json fixed = {{"threshold", {"1e-3", 0.5, -2}},
                      {"order", "asc"},
                      {"unweighted", true},
                      {"quantile", 1},
                      {"force", true}};
  check_serialization(evaluate_checked(lists, fixed, Mode::score));
}

}  // namespace
}  // namespace bioeval::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  bioeval::fuzz::evaluate_lists(std::string_view(reinterpret_cast<const char*>(data), size));
  return 0;
}
