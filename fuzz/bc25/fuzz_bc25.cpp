// Fuzzes the BioCreative II.5 tasks through evaluate(): the fuzzed bytes as the run against a
// small valid gold, as the gold against a small valid run and, when they hold a 0xFF byte (never
// part of UTF-8), as a gold and a run split at it. Every result must satisfy the result
// invariants and serialize; validation must not depend on the mode or on `force`. The released
// test list (role `input`) is fed too: the fuzzed bytes as the list against the valid run, and as
// the run against the list made from the valid gold, in a check; the run's diagnostics of the
// rules both can apply must be those found against the gold.
#include <cstdint>
#include <cstdio>
#include <exception>
#include <string>
#include <string_view>
#include <vector>

#include "host/api.hpp"
#include "invariants.hpp"

namespace bioeval::fuzz {
namespace {

struct Fixture {
  std::string_view task;
  std::string_view gold;
  std::string_view run;
  std::string_view list;  // the gold's documents, as a released test list
};

// Small valid inputs of each task, without warnings.
const Fixture kFixtures[] = {
    {"bc25.act", "a1\t1\na2\t0\na3\t1\n", "a1\t1\t1\t0.9\na3\t1\t2\t0.8\na2\t0\t1\t0.6\n",
     "a1\na2\na3\n"},
    {"bc25.int", "d1\tP12345\nd1\tQ67890\nd2\tO12345\n",
     "d1\tQ67890\t1\t0.9\nd1\tP11111\t2\t0.5\nd2\tO12345\t1\t1\n", "d1\nd2\n"},
    {"bc25.ipt", "d1\tP12345\tQ67890\nd2\tO12345\tP12345\n",
     "d1\tQ67890\tP12345\t1\t0.9\nd1\tP12345\tO12345\t2\t0.5\nd2\tO12345\tP12345\t1\t1\n",
     "d1\nd2\n"},
};

struct Case {
  const Task& task;
  std::string_view gold;
  std::string_view run;
  std::string_view fuzzed_role;  // empty when both inputs come from the fuzzer
};

Result evaluate_checked(const Case& c, const Json& options, Mode mode) {
  Inputs inputs;
  inputs["gold"].push_back({"gold.tsv", c.gold, {}});
  inputs["run"].push_back({"run.tsv", c.run, {}});
  const Expectation expected{{{"gold", c.gold}, {"run", c.run}},
                             mode == Mode::score,
                             options.value("force", false),
                             c.fuzzed_role};
  try {
    Result result = evaluate(c.task, inputs, options, {}, mode);
    check_result(result, expected);
    return result;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "evaluate threw: %s\n", e.what());
    __builtin_trap();
  }
}

// Validates, scores plainly and forced, and forced with a cutoff over all documents; valid inputs
// are also scored with that cutoff unforced. Neither validation nor the scores of valid inputs
// may depend on the mode or on force. The forced result with the cutoff, which holds every kind
// of text the others hold (diagnostics, every gold document in its tables), is serialized.
void evaluate_case(const Case& c) {
  const Result checked = evaluate_checked(c, Json::object(), Mode::validate);
  const Result plain = evaluate_checked(c, Json::object(), Mode::score);
  const Result forced = evaluate_checked(c, {{"force", true}}, Mode::score);
  require(same_diagnostics(checked, plain), "validate mode finds what score mode finds");
  require(same_diagnostics(plain, forced), "force does not change validation");
  require(!plain.valid() || same_metrics(plain, forced), "force does not change valid scores");
  Json options = {{"cutoff", 2}, {"all_documents", true}, {"force", true}};
  if (c.task.spec().id != "bc25.act") options["document_curves"] = true;
  const Result all_forced = evaluate_checked(c, options, Mode::score);
  check_serialization(all_forced);
  if (!plain.valid()) return;
  options["force"] = false;
  const Result all = evaluate_checked(c, options, Mode::score);
  require(same_diagnostics(all, all_forced) && same_metrics(all, all_forced),
          "force does not change the validation or the scores of valid inputs");
}

// A check of `run` against the released `list`: the result invariants hold, and when `fuzzed` is
// the run, its diagnostics are those found against the gold but for the documents' own rules.
void check_against_list(const Task& task, std::string_view gold, std::string_view list,
                        std::string_view run, std::string_view fuzzed) {
  Inputs inputs;
  inputs["input"].push_back({"list.txt", list, {}});
  inputs["run"].push_back({"run.tsv", run, {}});
  // A fuzzed list may leave the run's documents outside it: errors on the run.
  const Expectation expected{
      {{"input", list}, {"run", run}}, false, false, fuzzed == "run" ? fuzzed : std::string_view()};
  const Result with_list = [&] {
    try {
      return evaluate(task, inputs, Json::object(), {}, Mode::validate);
    } catch (const std::exception& e) {
      std::fprintf(stderr, "evaluate threw: %s\n", e.what());
      __builtin_trap();
    }
  }();
  check_result(with_list, expected);
  check_serialization(with_list);
  if (fuzzed != "run") return;
  const Result with_gold =
      evaluate_checked({task, gold, run, "run"}, Json::object(), Mode::validate);
  // Documents are judged by the list and by the gold each with its own codes.
  const auto shared = [](const Result& result) {
    std::vector<std::string> out;
    for (const Diagnostic& d : result.diagnostics.sorted()) {
      if (d.input != "run" || d.code == "document-not-in-test-set" || d.code == "unknown-document")
        continue;
      out.push_back(d.code + " " + std::to_string(d.line) + ":" + std::to_string(d.column));
    }
    return out;
  };
  require(shared(with_list) == shared(with_gold),
          "the released list and the gold agree on the run's own rules");
}

}  // namespace
}  // namespace bioeval::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace bioeval;
  using namespace bioeval::fuzz;
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  const auto split = bytes.find('\xFF');
  for (const Fixture& fixture : kFixtures) {
    const Task& task = find_task(fixture.task);
    if (split == std::string_view::npos) {
      evaluate_case({task, fixture.gold, bytes, "run"});
      evaluate_case({task, bytes, fixture.run, "gold"});
      check_against_list(task, fixture.gold, fixture.list, bytes, "run");
      check_against_list(task, fixture.gold, bytes, fixture.run, "input");
    } else {
      evaluate_case({task, bytes.substr(0, split), bytes.substr(split + 1), {}});
    }
  }
  return 0;
}
