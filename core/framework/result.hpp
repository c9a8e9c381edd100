// The result of scoring: one schema for every task (schema version 1, see docs/result-schema.md).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "base/diagnostics.hpp"
#include "base/json.hpp"
#include "base/json_text.hpp"
#include "framework/cautions.hpp"
#include "framework/check_rules.hpp"
#include "framework/table_rows.hpp"

namespace bioeval {

struct Metric {
  std::string name;
  std::optional<double> value;  // nothing = undefined (null in JSON)
  // The declared template the name instantiates ("k=<k>.tap" for "k=5.tap"); empty for a name
  // the task declares as it is (or not at all). Hosts find a metric's definition by it.
  std::string template_name = {};
};

// A table: named columns and rows of JSON values (numbers, strings or null).
// A table row's place in the document view (docs/documents.md): the document's id and the
// annotation, relation or item id in its detail (empty: the document itself).
struct RowLink {
  std::string document;
  std::string annotation;
};

struct Table {
  std::string id;
  std::string title;
  std::vector<std::string> columns;
  TableRows rows = {};
  // Empty, or one per row (a row without a place: an empty document id).
  std::vector<RowLink> links = {};
};

// A position marked on a curve's chart: a point (x and y), a vertical line (x only) or a
// horizontal line (y only), with a label such as "E0 at k=5" or "pooled ROC_50".
struct Mark {
  std::string label;
  std::optional<double> x;
  std::optional<double> y;
};

// A curve: points [x, y]. `kind` says how to draw it: "step" (y holds on (previous x, x]),
// "line", "scatter" or "bar" (x is a category label). A curve with `series` holds several y per
// x: points are [x, y1, y2, …], one y per series (e.g. precision, recall and F1 per criterion).
struct Curve {
  std::string id;
  std::string title;
  std::string kind;
  std::string x;
  std::string y;
  Json points = Json::array();
  std::vector<Mark> marks = {};
  std::vector<std::string> series = {};  // names of the y values when there are several
  // The page offers a slider over the points' x values (ascending) that reads off every y at
  // the chosen x, e.g. precision, recall and F1 at a decision threshold.
  bool slider = false;
};

struct Note {
  std::string code;
  std::string message;
  std::string metric;  // empty when the note is not about one metric
  std::optional<double> official;
  std::optional<double> published;
};

struct InputSummary {
  std::string role;
  std::string name;
  std::uint64_t bytes = 0;
  std::uint64_t lines = 0;
  std::string sha256;  // empty when the host did not compute it
};

struct Result {
  std::string task;
  std::string profile = "official";
  Json options = Json::object();
  std::vector<InputSummary> inputs;
  bool checked_only = false;  // a check: the inputs validated, nothing scored ("mode": "check")
  // In a check, the task's rules applied to the submission, and those it could not apply for
  // want of the gold (only the released input was given).
  std::vector<CheckRule> rules_checked;
  std::vector<CheckRule> rules_need_gold;
  bool scored = false;  // metrics were computed (false when invalid or only validated)
  bool forced = false;  // scored despite errors
  Diagnostics diagnostics;
  // The warnings that cost points, one per declared code that occurred (TaskSpec::costly_warnings).
  std::vector<Caution> cautions;
  std::vector<Metric> metrics;
  std::vector<Table> tables;
  std::vector<Curve> curves;
  std::vector<Note> notes;

  bool valid() const { return !diagnostics.has_errors(); }
  void metric(std::string name, std::optional<double> value) {
    metrics.push_back({std::move(name), value});
  }
  // A note about the result as a whole: about no one metric, with no values to compare.
  void note(std::string code, std::string message) {
    notes.push_back({std::move(code), std::move(message), "", std::nullopt, std::nullopt});
  }
  // The result without its tables and curves: what a comparison lists of a run it has scored.
  Result summary() const;
  // The reproducibility signature: tool, version, task, profile and every option value.
  std::string signature() const;
  // The schema-1 JSON. On an rvalue (std::move(result).to_json()) tables and curves are moved,
  // not copied.
  Json to_json() const&;
  Json to_json() &&;
  // The same JSON, compact, written in pieces: the tables' rows as the text they are kept in,
  // without a tree of them.
  void write_json(JsonWriter& writer) &&;

 private:
  Json tree(bool with_rows) &&;
};

// The rows of table `id` of a result's JSON (to_json()), each as an object keyed by column
// name; nothing when the result has no such table.
std::optional<std::vector<Json>> find_table_rows(const Json& result, std::string_view id);

}  // namespace bioeval
