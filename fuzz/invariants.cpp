#include "invariants.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <set>
#include <tuple>
#include <vector>

namespace bioeval::fuzz {
namespace {

using LinesByRole = std::map<std::string, std::vector<std::string_view>>;

bool ends_with(std::string_view text, std::string_view suffix) {
  return text.size() >= suffix.size() && text.substr(text.size() - suffix.size()) == suffix;
}

// The part of a metric name after its last dot: "micro.precision" -> "precision".
std::string_view measure_of(std::string_view name) {
  const auto dot = name.rfind('.');
  return dot == std::string_view::npos ? name : name.substr(dot + 1);
}

bool is_kebab_code(const std::string& code) {
  if (code.empty() || code.front() == '-' || code.back() == '-') return false;
  for (char c : code) {
    if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-')) return false;
  }
  return true;
}

bool within(double value, double low, double high) {
  return value >= low && value <= high;
}

// Values in [0, 1]: ratios and areas under precision/recall curves.
bool is_unit_measure(std::string_view measure) {
  static const std::set<std::string_view> unit = {
      "precision",   "recall",      "f1",  "auc_ipr", "accuracy", "sensitivity",
      "specificity", "p_at_full_r", "tap", "map",     "mean",     "pooled"};
  return unit.count(measure) > 0;
}

bool is_count(std::string_view measure) {
  static const std::set<std::string_view> counts = {"tp", "fp", "fn", "tn", "documents"};
  return counts.count(measure) > 0;
}

// evalIOB2.pl's ratios may exceed 1 (docs/tasks/ner.md: an answer entity that starts with I- is not
// counted, yet earns boundary credit): they are checked as non-negative only.
bool may_exceed_one(std::string_view name) {
  return name.rfind("jnlpba.", 0) == 0;
}

void check_metric(const Metric& metric) {
  if (!metric.value) return;
  const double x = *metric.value;
  require(std::isfinite(x), "a metric is finite or null");
  const std::string_view measure = measure_of(metric.name);
  if (is_unit_measure(measure) && may_exceed_one(metric.name)) {
    require(x >= 0, "an evalIOB2.pl ratio is not negative");
  } else if (is_unit_measure(measure)) {
    require(within(x, 0, 1), "a ratio metric is within [0, 1]");
  }
  if (measure == "mcc") require(within(x, -1, 1), "MCC is within [-1, 1]");
  if (is_count(measure)) require(x >= 0 && std::floor(x) == x, "a count is a whole number");
  if (ends_with(measure, "_sd")) {
    require(within(x, 0, 0.5 + 1e-12), "the SD of values in [0, 1] is within [0, 0.5]");
  }
}

// The lines of an input as the readers see them (after the byte-order mark).
std::vector<std::string_view> lines_of(std::string_view bytes) {
  std::vector<std::string_view> lines;
  LineReader reader(without_bom(bytes));
  Line line;
  while (reader.next(line)) lines.push_back(line.text);
  return lines;
}

void check_position(const Diagnostic& diagnostic, const LinesByRole& lines_by_role) {
  const auto input = lines_by_role.find(diagnostic.input);
  require(input != lines_by_role.end(), "a diagnostic names an input that was given");
  if (diagnostic.line == 0) {
    require(diagnostic.column == 0, "a diagnostic with a column has a line");
    return;
  }
  const std::vector<std::string_view>& lines = input->second;
  require(diagnostic.line <= lines.size(), "a diagnostic line is a line of its input");
  if (diagnostic.column == 0) return;
  const std::string_view text = lines[diagnostic.line - 1];
  require(diagnostic.column <= column_of(text, text.size()),
          "a diagnostic column is within its line (or just after it)");
}

void check_diagnostic(const Diagnostic& diagnostic, const Expectation& expected,
                      const LinesByRole& lines_by_role) {
  require(is_kebab_code(diagnostic.code), "a code is kebab-case");
  require(!diagnostic.message.empty(), "a diagnostic has a message");
  check_position(diagnostic, lines_by_role);
  if (!expected.only_error_input.empty() && diagnostic.severity == Severity::error) {
    require(diagnostic.input == expected.only_error_input,
            "errors are about the input that is not the fixed valid one");
  }
}

void check_diagnostics(const Result& result, const Expectation& expected) {
  const Diagnostics& diagnostics = result.diagnostics;
  const std::vector<Diagnostic> sorted = diagnostics.sorted();
  LinesByRole lines_by_role;
  for (const auto& [role, bytes] : expected.inputs) lines_by_role[role] = lines_of(bytes);
  std::map<std::string, std::size_t> listed;
  std::size_t listed_errors = 0;
  for (std::size_t i = 0; i < sorted.size(); ++i) {
    check_diagnostic(sorted[i], expected, lines_by_role);
    require(i == 0 || sorted[i - 1].severity <= sorted[i].severity,
            "diagnostics list errors first, then warnings");
    listed_errors += sorted[i].severity == Severity::error ? 1 : 0;
    ++listed[sorted[i].code];
  }
  require(result.valid() == !diagnostics.has_errors(), "valid means no errors");
  require((listed_errors == 0) == result.valid(), "valid means no error diagnostic is listed");
  require(listed_errors <= diagnostics.error_count(), "error_count counts the listed errors");
  std::size_t counted = 0;
  for (const auto& [code, count] : diagnostics.counts()) counted += count;
  require(counted >= diagnostics.error_count() + diagnostics.warning_count(),
          "diagnostic_counts counts every diagnostic");
  require(counted == sorted.size() + diagnostics.dropped(), "a diagnostic not listed is dropped");
  for (const auto& [code, count] : listed) {
    const auto it = diagnostics.counts().find(code);
    require(it != diagnostics.counts().end() && it->second >= count,
            "diagnostic_counts counts every listed code");
  }
}

void check_scoring(const Result& result, const Expectation& expected) {
  const bool should_score = expected.scored_mode && (result.valid() || expected.forced);
  require(result.scored == should_score,
          "a result is scored exactly when the inputs are valid or scoring is forced");
  require(result.forced == (expected.scored_mode && expected.forced && !result.valid()),
          "the result says when it was forced");
  if (!should_score) return;
  for (const Metric& metric : result.metrics) check_metric(metric);
}

// Cells of a column named like a ratio (precision, recall, f1, auc_ipr) are null or in [0, 1].
void check_table_cells(const Table& table, const Json& row) {
  for (std::size_t i = 0; i < table.columns.size(); ++i) {
    if (!is_unit_measure(table.columns[i]) || row[i].is_null()) continue;
    require(row[i].is_number() && within(row[i].get<double>(), 0, 1),
            "a ratio in a table is within [0, 1]");
  }
}

void check_tables(const Result& result) {
  for (const Table& table : result.tables) {
    for (const Json& row : table.rows.to_json()) {
      require(row.is_array() && row.size() == table.columns.size(),
              "a table row has one cell per column");
      check_table_cells(table, row);
    }
  }
}

// Axes that hold ratios: recall, precision, AUC iP/R, mean TAP, ROC_n, F1 and scores.
bool is_unit_axis(const std::string& axis) {
  return axis == "recall" || axis == "precision" || axis == "AUC iP/R" || axis == "mean TAP" ||
         axis == "F1" || axis == "score" || axis.rfind("ROC_", 0) == 0 ||
         axis.rfind("share of", 0) == 0;
}

void check_point_value(const Json& value, const std::string& axis) {
  require(value.is_number() && std::isfinite(value.get<double>()),
          "a curve coordinate is a finite number");
  require(!is_unit_axis(axis) || within(value.get<double>(), 0, 1),
          "a curve coordinate on a ratio axis is within [0, 1]");
}

void check_curves(const Result& result) {
  for (const Curve& curve : result.curves) {
    // [x, y], or [x, y1, …, yn] for a curve with n series.
    const std::size_t size = curve.series.empty() ? 2 : curve.series.size() + 1;
    for (const Json& point : curve.points) {
      require(point.is_array() && point.size() == size, "a curve point is [x, y] or [x, y1, …]");
      if (curve.kind == "bar") {
        require(point[0].is_string(), "a bar curve has category labels");
      } else {
        check_point_value(point[0], curve.x);
      }
      for (std::size_t i = 1; i < point.size(); ++i) check_point_value(point[i], curve.y);
    }
    for (const Mark& mark : curve.marks) {
      require(mark.x || mark.y, "a mark has a position");
      if (mark.x) check_point_value(*mark.x, curve.x);
      if (mark.y) check_point_value(*mark.y, curve.y);
    }
  }
}

void check_inputs(const Result& result, const Expectation& expected) {
  require(result.inputs.size() == expected.inputs.size(), "every input is summarized");
  for (const InputSummary& summary : result.inputs) {
    const std::string_view bytes = expected.inputs.at(summary.role);
    require(summary.bytes == bytes.size(), "inputs count their bytes");
    require(summary.lines == count_lines(without_bom(bytes)), "inputs count their lines");
  }
}

}  // namespace

void require(bool holds, std::string_view what) {
  if (holds) return;
  std::fprintf(stderr, "invariant violated: %.*s\n", static_cast<int>(what.size()), what.data());
  __builtin_trap();
}

bool is_utf8(std::string_view text) {
  try {
    (void)Json(std::string(text)).dump();
    return true;
  } catch (const Json::exception&) {
    return false;
  }
}

void check_result(const Result& result, const Expectation& expected) {
  check_diagnostics(result, expected);
  check_scoring(result, expected);
  check_tables(result);
  check_curves(result);
  check_inputs(result, expected);
}

void check_serialization(const Result& result) {
  Json json;
  try {
    json = result.to_json();
    (void)json.dump();
  } catch (const std::exception& e) {
    std::fprintf(stderr, "to_json().dump() threw: %s\n", e.what());
    __builtin_trap();
  }
  require(json.at("valid") == result.valid(), "the JSON says whether the result is valid");
  require(json.at("diagnostics").size() == result.diagnostics.sorted().size(),
          "the JSON lists every kept diagnostic");
  for (const Json& diagnostic : json.at("diagnostics")) {
    require(diagnostic.value("line", 1) >= 1 && diagnostic.value("column", 1) >= 1,
            "a diagnostic line or column in the JSON is 1-based");
  }
  require(json.contains("metrics") == result.scored, "the JSON has metrics when scored");
  if (!json.contains("metrics")) return;
  for (const auto& [name, value] : json.at("metrics").items()) {
    require(value.is_null() || value.is_number(), "a metric in the JSON is a number or null");
    const bool unit = is_unit_measure(measure_of(name)) && !may_exceed_one(name);
    require(!unit || value.is_null() || within(value.get<double>(), 0, 1),
            "a ratio metric in the JSON is within [0, 1]");
  }
}

bool same_metrics(const Result& a, const Result& b) {
  return std::equal(
      a.metrics.begin(), a.metrics.end(), b.metrics.begin(), b.metrics.end(),
      [](const Metric& x, const Metric& y) { return x.name == y.name && x.value == y.value; });
}

bool same_diagnostics(const Result& a, const Result& b) {
  const std::vector<Diagnostic> x = a.diagnostics.sorted();
  const std::vector<Diagnostic> y = b.diagnostics.sorted();
  const auto key = [](const Diagnostic& d) {
    return std::tie(d.severity, d.code, d.input, d.file, d.line, d.column, d.message, d.excerpt);
  };
  return std::equal(x.begin(), x.end(), y.begin(), y.end(),
                    [&](const Diagnostic& p, const Diagnostic& q) { return key(p) == key(q); });
}

}  // namespace bioeval::fuzz
