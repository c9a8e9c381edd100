// Helpers shared by the Catch2 tests: run a task on in-memory text, find fixtures on disk.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "host/api.hpp"

namespace bioeval::test {

// The project's source directory (tests read fixtures from it) and the public corpora the
// [data] tests read (docs/data.md; found by tests/CMakeLists.txt).
std::string source_path(const std::string& relative);
std::string shared_data_path(const std::string& relative);

std::string read_text_file(const std::string& path);

// Runs `task` on the given contents (role -> file contents) and returns the result JSON.
Json run_task(const std::string& task, const std::map<std::string, std::string>& contents,
              const Json& options = Json::object(), Mode mode = Mode::score);

// Runs `task` on several files per role (role -> (file name, contents) in input order), as a
// host does when it is given more than one file for a role.
Json run_files(const std::string& task,
               const std::map<std::string, std::vector<std::pair<std::string, std::string>>>& files,
               const Json& options = Json::object(), Mode mode = Mode::score);

// Shorthand for the common gold + run case.
Json score(const std::string& task, const std::string& gold, const std::string& run,
           const Json& options = Json::object());

// The metric value of a result (throws when absent; null becomes NaN).
double metric(const Json& result, const std::string& name);

// The rows of table `id` of a result, each as an object keyed by column name (throws when the
// result has no such table).
std::vector<Json> table_rows(const Json& result, const std::string& id);

// The codes of a result's diagnostics, in order.
std::vector<std::string> codes(const Json& result);

// The comparison's scorer of runs, each scored once as a host scores it (score()): the units
// Task::unit_scorer() puts side by side. Nothing for a task that compares no runs.
std::unique_ptr<UnitScorer> unit_scorer_of(const Task& task, const std::vector<Inputs>& runs,
                                           const Json& options);

// Inputs of one file per role, named "<role>.txt", viewing the texts (which must outlive them).
Inputs inputs_of(const std::map<std::string, std::string>& texts);

// A gold and a run, gold.tsv and run.tsv; the texts are kept for the rest of the tests.
Inputs inputs_of(const std::string& gold, const std::string& run);

}  // namespace bioeval::test
