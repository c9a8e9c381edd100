#include "framework/metric_names.hpp"

namespace bioeval {
namespace {

// The end of the placeholder opening at `at` ("<k>": the position of '>'), or npos when the '<'
// there opens none (a placeholder is a '<', a name without '<' or '>', then '>').
std::size_t placeholder_end(std::string_view declared, std::size_t at) {
  if (declared[at] != '<') return std::string_view::npos;
  const std::size_t end = declared.find_first_of("<>", at + 1);
  if (end == std::string_view::npos || declared[end] != '>' || end == at + 1) {
    return std::string_view::npos;
  }
  return end;
}

bool has_placeholder(std::string_view declared) {
  for (std::size_t at = 0; at < declared.size(); ++at) {
    if (placeholder_end(declared, at) != std::string_view::npos) return true;
  }
  return false;
}

// `name` from `from` against `declared` from `at`, trying each text a placeholder may stand for
// (names are short: the backtracking stays small).
bool matches_from(std::string_view name, std::size_t from, std::string_view declared,
                  std::size_t at, Placeholder placeholder) {
  while (at < declared.size()) {
    const std::size_t end = placeholder_end(declared, at);
    if (end != std::string_view::npos) {
      const std::size_t shortest = placeholder == Placeholder::part ? 1 : 0;
      for (std::size_t stop = from + shortest; stop <= name.size(); ++stop) {
        if (placeholder == Placeholder::part && name[stop - 1] == '.') break;
        if (matches_from(name, stop, declared, end + 1, placeholder)) return true;
      }
      return false;
    }
    if (from == name.size() || name[from] != declared[at]) return false;
    ++from;
    ++at;
  }
  return from == name.size();
}

}  // namespace

bool instantiates(std::string_view name, std::string_view declared, Placeholder placeholder) {
  return matches_from(name, 0, declared, 0, placeholder);
}

std::vector<const MetricSpec*> declared_matches(const std::vector<MetricSpec>& declared,
                                                std::string_view name) {
  std::vector<const MetricSpec*> out;
  for (const MetricSpec& spec : declared) {
    if (spec.name == name) out.push_back(&spec);
  }
  for (const Placeholder placeholder : {Placeholder::part, Placeholder::text}) {
    if (!out.empty()) return out;  // the first rule that gives any decides
    for (const MetricSpec& spec : declared) {
      if (has_placeholder(spec.name) && instantiates(name, spec.name, placeholder)) {
        out.push_back(&spec);
      }
    }
  }
  return out;
}

const MetricSpec* declared_metric(const std::vector<MetricSpec>& declared, std::string_view name) {
  const std::vector<const MetricSpec*> matches = declared_matches(declared, name);
  return matches.size() == 1 ? matches.front() : nullptr;
}

}  // namespace bioeval
