// Golden fixtures: each tests/golden/<family>/<name>.case.json, run through the core, must give
// exactly <name>.expected.json (produced by the CLI and reviewed), apart from the SHA-256 digests
// that the hosts compute and the tool's version, which the expected files leave out
// (tests/golden/cases.mjs, versionless).
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <map>
#include <set>

#include "framework/table_rows.hpp"
#include "support/support.hpp"

using namespace bioeval;
namespace fs = std::filesystem;

namespace {

struct GoldenCase {
  std::string id;
  fs::path case_file;
  fs::path expected_file;
};

std::vector<GoldenCase> golden_cases() {
  std::vector<GoldenCase> cases;
  for (const auto& family : fs::directory_iterator(test::source_path("tests/golden"))) {
    if (!family.is_directory()) continue;
    for (const auto& entry : fs::directory_iterator(family.path())) {
      const std::string file = entry.path().filename().string();
      const std::string suffix = ".case.json";
      if (file.size() <= suffix.size() || file.substr(file.size() - suffix.size()) != suffix) {
        continue;
      }
      const std::string name = file.substr(0, file.size() - suffix.size());
      cases.push_back({family.path().filename().string() + "/" + name, entry.path(),
                       family.path() / (name + ".expected.json")});
    }
  }
  std::sort(cases.begin(), cases.end(),
            [](const GoldenCase& a, const GoldenCase& b) { return a.id < b.id; });
  return cases;
}

void drop_digests(Json& result) {
  for (auto& [role, entry] : result["inputs"].items()) {
    (void)role;
    if (entry.is_array()) {
      for (auto& file : entry) file.erase("sha256");
    } else {
      entry.erase("sha256");
    }
  }
}

// The result without the tool's version, as the expected files hold it: "bioeval:<version>" in
// the signature.
void drop_version(Json& result) {
  result["tool"].erase("version");
  const std::string signature = result.at("signature").get<std::string>();
  result["signature"] = "bioeval:<version>" + signature.substr(signature.find('|'));
}

// A result as its JSON tree, and as the text its writer makes (compact, UTF-8 or ASCII).
struct CaseOutput {
  Json tree;
  std::string text;
  std::string ascii_text;
  std::string module_text;
};

// With `lasting`, as the module writes it: ASCII, but the tables' rows handed over as they are.
std::string written(Result result, bool ascii, bool lasting = false) {
  std::string out;
  const WriteFn append = [&out](std::string_view piece) { out += piece; };
  JsonWriter writer(ascii, append, lasting ? append : WriteFn());
  std::move(result).write_json(writer);
  writer.flush();
  return out;
}

CaseOutput run_case(const GoldenCase& golden) {
  const Json spec = Json::parse(test::read_text_file(golden.case_file.string()));
  std::vector<std::string> contents;  // owns the bytes the inputs view
  std::vector<std::pair<std::string, std::string>> files;
  for (const auto& [role, paths] : spec.at("inputs").items()) {
    for (const auto& relative : paths) {
      const fs::path path = golden.case_file.parent_path() / relative.get<std::string>();
      files.emplace_back(role, path.string());
    }
  }
  contents.reserve(files.size());
  Inputs inputs;
  for (const auto& [role, path] : files) {
    contents.push_back(test::read_text_file(path));
    inputs[role].push_back({fs::path(path).filename().string(), contents.back(), {}});
  }
  const Mode mode =
      spec.value("mode", std::string("score")) == "validate" ? Mode::validate : Mode::score;
  const Result result = evaluate(find_task(spec.at("task").get<std::string>()), inputs,
                                 spec.value("options", Json::object()), {}, mode);
  return {result.to_json(), written(result, false), written(result, true),
          written(result, true, true)};
}

}  // namespace

TEST_CASE("golden fixtures: the core reproduces every expected result", "[golden]") {
  const auto cases = golden_cases();
  REQUIRE(cases.size() >= 20);
  for (const auto& golden : cases) {
    INFO("golden case " << golden.id);
    // A comparison's fixture is checked by the node tests: the CLI's and the module's output
    // against the expected file (tests/node/cli.test.mjs, wasm_matches_cli.test.mjs).
    const Json spec = Json::parse(test::read_text_file(golden.case_file.string()));
    if (spec.value("mode", std::string()) == "compare") continue;
    Json expected = Json::parse(test::read_text_file(golden.expected_file.string()));
    drop_digests(expected);
    const CaseOutput actual = run_case(golden);
    Json tree = actual.tree;
    drop_version(tree);
    // JSON equality: numbers compare by value (1 and 1.0 are equal), keys in order.
    CHECK(tree == expected);
    // The writer (the CLI's and the module's output) says the same as the tree, in compact text.
    Json text = Json::parse(actual.text);
    drop_digests(text);
    drop_version(text);
    CHECK(text == expected);
    if (!kAsciiRows) CHECK(actual.text == actual.tree.dump());  // else rows escaped within
    CHECK(actual.ascii_text == actual.tree.dump(-1, ' ', true));
    CHECK(std::all_of(actual.ascii_text.begin(), actual.ascii_text.end(),
                      [](char c) { return static_cast<unsigned char>(c) < 0x80; }));
    CHECK(Json::parse(actual.module_text) == actual.tree);
    if (kAsciiRows) CHECK(actual.module_text == actual.ascii_text);
  }
}

TEST_CASE("golden fixtures cover every task and option", "[golden]") {
  std::map<std::string, std::set<std::string>> options_used;
  for (const auto& golden : golden_cases()) {
    const Json spec = Json::parse(test::read_text_file(golden.case_file.string()));
    auto& used = options_used[spec.at("task").get<std::string>()];
    const Json options = spec.value("options", Json::object());
    for (const auto& item : options.items()) used.insert(item.key());
  }
  for (const Task* task : all_tasks()) {
    INFO("task " << task->spec().id);
    REQUIRE(options_used.count(task->spec().id));
    for (const auto& option : all_options(task->spec())) {
      INFO("option " << option.name);
      CHECK(options_used[task->spec().id].count(option.name));
    }
  }
}

TEST_CASE("golden fixtures cover every diagnostic code of every task", "[golden]") {
  std::map<std::string, std::set<std::string>> codes_seen;
  for (const auto& golden : golden_cases()) {
    const Json spec = Json::parse(test::read_text_file(golden.case_file.string()));
    if (spec.value("mode", std::string()) == "compare") continue;  // no diagnostics of its own
    const Json expected = Json::parse(test::read_text_file(golden.expected_file.string()));
    auto& seen = codes_seen[spec.at("task").get<std::string>()];
    for (const auto& item : expected.at("diagnostic_counts").items()) seen.insert(item.key());
  }
  for (const Task* task : all_tasks()) {
    std::set<std::string> family_seen;  // a code seen for any task of the family counts
    const std::string family = task->spec().id.substr(0, task->spec().id.find('.'));
    for (const auto& [id, seen] : codes_seen) {
      if (id.substr(0, id.find('.')) == family) family_seen.insert(seen.begin(), seen.end());
    }
    for (const auto& code : task->spec().diagnostics) {
      INFO("task " << task->spec().id << ", code " << code);
      CHECK(family_seen.count(code) == 1);
    }
  }
}
