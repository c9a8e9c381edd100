#include "tasks/tapk/layouts.hpp"

#include <cstdio>

#include "base/version.hpp"

namespace bioeval::tapk {
namespace {

std::string formatted(const char* format, double value) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, format, value);
  return buffer;
}

std::string tap_text(const Json& value) {
  return value.is_number() ? formatted("%.4f", value.get<double>()) : "undefined";
}

// E0 as Perl prints a number (%.15g); "undefined" when padded.
std::string e0_text(const Json& value) {
  return value.is_number() ? formatted("%.15g", value.get<double>()) : "undefined";
}

// The metric prefixes in the order the user asked for them, with the label of each row.
std::vector<std::pair<std::string, std::string>> thresholds(const Json& options) {
  std::vector<std::pair<std::string, std::string>> out;
  const Json& fixed = options.at("threshold");
  if (!fixed.empty()) {
    for (const Json& t : fixed) {
      const std::string text = t.is_string() ? t.get<std::string>() : t.dump();
      out.emplace_back("t=" + text, text);
    }
  } else {
    for (const Json& k : options.at("k")) out.emplace_back("k=" + k.dump(), k.dump());
  }
  return out;
}

bool weighted(const Json& table) {
  for (const Json& row : table.at("rows")) {
    if (row.at(1).get<double>() != 1.0) return true;
  }
  return false;
}

}  // namespace

std::string tap_layout(const Json& result) {
  const Json& options = result.at("options");
  const Json& metrics = result.at("metrics");
  const Json* table = nullptr;
  for (const Json& t : result.at("tables")) {
    if (t.at("id") == "queries") table = &t;
  }
  std::string out = "\n\n";
  out += std::string(kToolName) + " " + kToolVersion +
         ": Threshold Average Precision (TAP-k), tap.pl 1.8 layout\n\n";
  out += "EPQ (Threshold for " + options.at("quantile").dump() + " Quantile)\t" +
         (table && weighted(*table) ? "Weighted" : "Unweighted") + " Average TAP\n";
  const auto rows = thresholds(options);
  for (const auto& [prefix, label] : rows) {
    out += label + " (" + e0_text(metrics.at(prefix + ".e0")) + ")\t" +
           tap_text(metrics.at(prefix + ".tap")) + "\n";
  }
  out += "\nIndividual Retrieval Lists and Their TAPs\n";
  if (table) {
    for (const Json& row : table->at("rows")) {
      out += row.at(0).get<std::string>();
      for (std::size_t i = 0; i < rows.size(); ++i) out += "\t" + tap_text(row.at(5 + i));
      out += "\n";
    }
  }
  return out;
}

}  // namespace bioeval::tapk
