// The command line: verbs, task, input files and options.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "base/json.hpp"
#include "host/archive_policy.hpp"

namespace bioeval::cli {

enum class Output { text, json, layout, latex };

// The settings of `bioeval compare` (core/host/compare.hpp), as given.
struct ComparisonFlags {
  std::string baseline;  // a run as given (its path) or its file name; empty: every pair
  std::string metric;    // empty: the task's main metric
  std::size_t resamples = 1000;
  std::size_t trials = 10000;
  std::uint64_t seed = 1;
  double confidence = 0.95;
};

struct Command {
  std::string verb;  // list, describe, check, score, compare, documents, help, version
  std::string task;
  std::map<std::string, std::vector<std::string>> inputs;  // role -> paths, in order
  Json options = Json::object();
  Output output = Output::text;
  std::string layout;  // with Output::layout: a reference scorer's layout the task offers
  bool detail = false;
  ArchiveLimits archive_limits;  // caps on each ZIP archive given as an input
  ComparisonFlags comparison;    // compare only
  std::string document;          // documents only: the document to show (--id)
};

// Reads the arguments after the program name; throws UsageError on anything it cannot use.
Command parse_arguments(const std::vector<std::string>& args);

// `name_of_flag("all_documents")` is "all-documents".
std::string flag_of(const std::string& name);

// The general usage text.
std::string usage_text();

}  // namespace bioeval::cli
