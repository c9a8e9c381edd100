// A check stands the released input in for the gold, and says which rules it applied.
#include <catch2/catch.hpp>

#include <algorithm>
#include <set>

#include "host/api.hpp"

using namespace bioeval;

namespace {

// A task with one rule of each kind; read() records what it was compared with.
class FakeTask : public DeclaredTask {
 public:
  explicit FakeTask(bool gold_required = true, bool input_read_with_gold = false) {
    spec_.id = "fake";
    spec_.roles = {{"gold", "fake-gold", "the answers", gold_required},
                   {"run", "fake-run", "the submission"},
                   {"input", "fake-input", "the released input", false}};
    spec_.roles.back().stands_in_for = "gold";
    spec_.roles.back().read_with_gold = input_read_with_gold;
    spec_.checks = {{"format", {"bad-format"}, Needs::run_only},
                    {"ids exist", {"id-unknown"}, Needs::input_or_gold},
                    {"answers covered", {"answer-missing"}, Needs::gold},
                    {"ids of this set", {"id-other-set"}, Needs::input}};
  }
  double sniff(std::string_view, const FileHead&) const override { return 0; }
  std::unique_ptr<ScoredRun> read(Evaluation& evaluation) const override {
    compared_with = evaluation.reference;
    return nullptr;
  }
  mutable Evaluation::Reference compared_with = Evaluation::Reference::none;
};

std::vector<std::string> texts(const std::vector<CheckRule>& rules) {
  std::vector<std::string> out;
  for (const auto& rule : rules) out.push_back(rule.text);
  return out;
}

Inputs files(std::initializer_list<std::string> roles) {
  Inputs inputs;
  for (const auto& role : roles) inputs[role].push_back({role + ".txt", "x\n", {}});
  return inputs;
}

}  // namespace

TEST_CASE("a check against the released input applies the rules it can and lists the rest",
          "[api]") {
  const FakeTask task;
  const Result result = evaluate(task, files({"input", "run"}), Json::object(), {}, Mode::validate);
  CHECK(task.compared_with == Evaluation::Reference::input);
  CHECK(texts(result.rules_checked) ==
        std::vector<std::string>{"format", "ids exist", "ids of this set"});
  CHECK(texts(result.rules_need_gold) == std::vector<std::string>{"answers covered"});
  const Json json = result.to_json();
  CHECK(json.at("mode") == "check");
  CHECK(json.at("rules").at("need_gold").at(0).at("codes") == Json::array({"answer-missing"}));
}

TEST_CASE("a check against the gold applies every rule but those of the released input only",
          "[api]") {
  const FakeTask task;
  for (const auto& roles : {files({"gold", "run"}), files({"gold", "input", "run"})}) {
    const Result result = evaluate(task, roles, Json::object(), {}, Mode::validate);
    CHECK(task.compared_with == Evaluation::Reference::gold);
    CHECK(texts(result.rules_checked) ==
          std::vector<std::string>{"format", "ids exist", "answers covered"});
    CHECK(result.rules_need_gold.empty());
  }
}

TEST_CASE("a released input read beside the gold has its own rules applied too", "[api]") {
  const FakeTask task(true, true);
  const Result result =
      evaluate(task, files({"gold", "input", "run"}), Json::object(), {}, Mode::validate);
  CHECK(texts(result.rules_checked) ==
        std::vector<std::string>{"format", "ids exist", "answers covered", "ids of this set"});
}

TEST_CASE("a released input without the gold is only checked, even where the gold is optional",
          "[api]") {
  const FakeTask task(false);
  CHECK_THROWS_WITH(evaluate(task, files({"input", "run"}), Json::object()),
                    Catch::Contains("the 'input' alone serves 'bioeval check'"));
  CHECK_NOTHROW(evaluate(task, files({"input", "run"}), Json::object(), {}, Mode::validate));
}

TEST_CASE("scoring still needs the gold, and says how to check without it", "[api]") {
  const FakeTask task;
  CHECK_THROWS_WITH(evaluate(task, files({"input", "run"}), Json::object()),
                    Catch::Contains("needs the input 'gold'") &&
                        Catch::Contains("'bioeval check' checks a submission against 'input'"));
  CHECK_THROWS_WITH(evaluate(task, files({"run"}), Json::object(), {}, Mode::validate),
                    Catch::Contains("or, to check without it, 'input' (the released input)"));
  const Result scored = evaluate(task, files({"gold", "run"}), Json::object());
  CHECK(scored.to_json().at("mode") == "score");
  CHECK_FALSE(scored.to_json().contains("rules"));
}

TEST_CASE("every task declares the rules of its checks, with codes it reports", "[api]") {
  for (const Task* task : all_tasks()) {
    const TaskSpec& spec = task->spec();
    INFO(spec.id);
    CHECK_FALSE(spec.checks.empty());
    const std::set<std::string> declared(spec.diagnostics.begin(), spec.diagnostics.end());
    for (const CheckRule& rule : spec.checks) {
      INFO(rule.text);
      CHECK_FALSE(rule.codes.empty());
      for (const auto& code : rule.codes) CHECK(declared.count(code) == 1);
    }
  }
}

TEST_CASE("every task with a gold can check a submission without it", "[api]") {
  for (const Task* task : all_tasks()) {
    const TaskSpec& spec = task->spec();
    const auto has_role = [&](const std::string& name) {
      return std::any_of(spec.roles.begin(), spec.roles.end(),
                         [&](const RoleSpec& role) { return role.name == name; });
    };
    if (!has_role("gold")) continue;
    INFO(spec.id);
    CHECK(std::any_of(spec.roles.begin(), spec.roles.end(),
                      [](const RoleSpec& role) { return role.stands_in_for == "gold"; }));
  }
}
