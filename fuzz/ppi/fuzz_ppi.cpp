// Fuzzes the ppi task through evaluate(): the fuzzed bytes as the gold XML against a small valid
// run, as the run against small valid golds of both variants (directed or not), and as the folds
// file; when they hold 0xFF bytes (never part of UTF-8), split there into gold, run and folds.
// The bytes are also checked as the released input (standing in for the gold), and a run against
// released inputs of both variants.
// Every result must satisfy the result invariants and serialize; validation must not depend on
// the mode or on `force`. Scored results must also add up: TP + FP + FN + TN = pairs, TP + FN =
// positives, AUC within [0, 1], the baseline precision = positives / pairs.
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <exception>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "fixtures.hpp"
#include "host/api.hpp"
#include "invariants.hpp"

namespace bioeval::fuzz {
namespace {

constexpr std::string_view kOriginal =
    "<corpus source=\"F\"><document id=\"F.d0\"><sentence id=\"F.d0.s0\" text=\"A binds B.\">"
    "<entity id=\"F.d0.s0.e0\" charOffset=\"0-0\" text=\"A\"/>"
    "<entity id=\"F.d0.s0.e1\" charOffset=\"8-8\" text=\"B\"/>"
    "<pair id=\"F.d0.s0.p0\" e1=\"F.d0.s0.e0\" e2=\"F.d0.s0.e1\" interaction=\"True\"/>"
    "</sentence></document></corpus>";
constexpr std::string_view kRun =
    "F.d0.s0.p0\t1\t0.9\nF.d0.s0.e2\tF.d0.s0.e0\t0\t0.2\nF.d1.s0.p0\t1\t0.5\n";
constexpr std::string_view kFolds = "F.d0\t1\nF.d1\t2\n";

std::optional<double> metric_of(const Result& result, const std::string& name) {
  for (const Metric& m : result.metrics) {
    if (m.name == name) return m.value;
  }
  require(false, "a scored ppi result has its counts");
  return std::nullopt;
}

void check_ppi(const Result& result) {
  if (!result.scored) return;
  const double pairs = *metric_of(result, "pairs");
  const double positives = *metric_of(result, "positives");
  const double tp = *metric_of(result, "micro.tp"), fp = *metric_of(result, "micro.fp");
  const double fn = *metric_of(result, "micro.fn"), tn = *metric_of(result, "micro.tn");
  require(tp + fp + fn + tn == pairs, "every pair is counted once");
  require(tp + fn == positives, "positives are TP + FN");
  const auto auc = metric_of(result, "micro.auc");
  require(!auc || (*auc >= 0 && *auc <= 1), "AUC within [0, 1]");
  const auto baseline = metric_of(result, "baseline.precision");
  require(pairs == 0 || (baseline && std::fabs(*baseline - positives / pairs) < 1e-12),
          "the baseline precision is positives / pairs");
}

Result evaluate_checked(const std::map<std::string, std::string_view>& parts, const Json& options,
                        Mode mode) {
  Inputs inputs;
  for (const auto& [role, bytes] : parts) inputs[role].push_back({role + ".txt", bytes, {}});
  const Expectation expected{parts, mode == Mode::score, options.value("force", false), ""};
  try {
    Result result = evaluate(find_task("ppi"), inputs, options, {}, mode);
    check_result(result, expected);
    check_ppi(result);
    return result;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "evaluate threw: %s\n", e.what());
    __builtin_trap();
  }
}

void evaluate_parts(const std::map<std::string, std::string_view>& parts, const Json& options) {
  const Result checked = evaluate_checked(parts, options, Mode::validate);
  const Result plain = evaluate_checked(parts, options, Mode::score);
  Json forced_options = options;
  forced_options["force"] = true;
  const Result forced = evaluate_checked(parts, forced_options, Mode::score);
  require(same_diagnostics(checked, plain), "validate mode finds what score mode finds");
  require(same_diagnostics(plain, forced), "force does not change validation");
  require(!plain.valid() || same_metrics(plain, forced), "force does not change valid scores");
  check_serialization(forced);
}

// The released input standing in for the gold: a check only, as scoring needs the gold.
void check_against_input(const std::map<std::string, std::string_view>& parts,
                         const Json& options) {
  check_serialization(evaluate_checked(parts, options, Mode::validate));
}

std::vector<std::string_view> split_at_ff(std::string_view bytes) {
  std::vector<std::string_view> parts;
  while (true) {
    const std::size_t cut = bytes.find('\xff');
    parts.push_back(bytes.substr(0, cut));
    if (cut == std::string_view::npos) return parts;
    bytes.remove_prefix(cut + 1);
  }
}

void evaluate_bytes(std::string_view bytes) {
  const Json relation = {{"criterion", "relation"}, {"directed", true}, {"threshold", 0.5}};
  evaluate_parts({{"gold", bytes}, {"run", kRun}}, Json::object());
  evaluate_parts({{"gold", bytes}, {"run", kRun}, {"folds", kFolds}}, relation);
  evaluate_parts({{"gold", kConvertedCorpus}, {"run", bytes}}, Json::object());
  evaluate_parts({{"gold", kConvertedCorpus}, {"run", bytes}, {"folds", kFolds}}, relation);
  evaluate_parts({{"gold", kOriginal}, {"run", bytes}}, {{"directed", true}});
  evaluate_parts({{"gold", kConvertedCorpus}, {"run", kRun}, {"folds", bytes}}, Json::object());
  check_against_input({{"input", bytes}, {"run", kRun}}, Json::object());
  check_against_input({{"input", kConvertedCorpus}, {"run", bytes}, {"folds", kFolds}}, relation);
  check_against_input({{"input", kOriginal}, {"run", bytes}}, Json::object());
  const auto parts = split_at_ff(bytes);
  if (parts.size() >= 2) {
    std::map<std::string, std::string_view> split = {{"gold", parts[0]}, {"run", parts[1]}};
    if (parts.size() >= 3) split["folds"] = parts[2];
    evaluate_parts(split, Json::object());
    evaluate_parts(split, relation);
  }
}

}  // namespace
}  // namespace bioeval::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  bioeval::fuzz::evaluate_bytes(std::string_view(reinterpret_cast<const char*>(data), size));
  return 0;
}
