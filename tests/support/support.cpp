#include "support/support.hpp"

#include <deque>
#include <fstream>
#include <limits>
#include <sstream>
#include <stdexcept>

namespace bioeval::test {

// The corpora's folder, written by tests/CMakeLists.txt into the build tree (data_dir.cpp).
extern const char* const data_dir;

std::string source_path(const std::string& relative) {
  return std::string(BIOEVAL_SOURCE_DIR) + "/" + relative;
}

std::string shared_data_path(const std::string& relative) {
  return std::string(data_dir) + "/" + relative;
}

std::string read_text_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read " + path);
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

Json run_task(const std::string& task, const std::map<std::string, std::string>& contents,
              const Json& options, Mode mode) {
  Inputs inputs;
  for (const auto& [role, bytes] : contents) inputs[role].push_back({role + ".tsv", bytes, {}});
  return evaluate(find_task(task), inputs, options, {}, mode).to_json();
}

Json run_files(const std::string& task,
               const std::map<std::string, std::vector<std::pair<std::string, std::string>>>& files,
               const Json& options, Mode mode) {
  Inputs inputs;
  for (const auto& [role, list] : files) {
    for (const auto& [name, bytes] : list) inputs[role].push_back({name, bytes, {}});
  }
  return evaluate(find_task(task), inputs, options, {}, mode).to_json();
}

Json score(const std::string& task, const std::string& gold, const std::string& run,
           const Json& options) {
  return run_task(task, {{"gold", gold}, {"run", run}}, options);
}

double metric(const Json& result, const std::string& name) {
  const Json& value = result.at("metrics").at(name);
  return value.is_null() ? std::numeric_limits<double>::quiet_NaN() : value.get<double>();
}

std::vector<std::string> codes(const Json& result) {
  std::vector<std::string> out;
  for (const auto& d : result.at("diagnostics")) out.push_back(d.at("code").get<std::string>());
  return out;
}

std::vector<Json> table_rows(const Json& result, const std::string& id) {
  if (auto rows = find_table_rows(result, id)) return std::move(*rows);
  throw std::runtime_error("the result has no table '" + id + "'");
}

Inputs inputs_of(const std::map<std::string, std::string>& texts) {
  Inputs inputs;
  for (const auto& [role, text] : texts) inputs[role].push_back({role + ".txt", text, {}});
  return inputs;
}

Inputs inputs_of(const std::string& gold, const std::string& run) {
  static std::deque<std::string> kept;  // the inputs view them
  kept.push_back(gold);
  kept.push_back(run);
  Inputs inputs;
  inputs["gold"].push_back({"gold.tsv", kept[kept.size() - 2], {}});
  inputs["run"].push_back({"run.tsv", kept.back(), {}});
  return inputs;
}

std::unique_ptr<UnitScorer> unit_scorer_of(const Task& task, const std::vector<Inputs>& runs,
                                           const Json& options) {
  std::vector<std::shared_ptr<const RunUnits>> units;
  Json resolved = options;
  for (const Inputs& inputs : runs) {
    Scoring scoring = score(task, inputs, options);
    if (!scoring.run) return nullptr;
    units.push_back(scoring.run->units());
    if (!units.back()) return nullptr;
    resolved = scoring.result.options;
  }
  return task.unit_scorer(units, resolved);
}

}  // namespace bioeval::test
