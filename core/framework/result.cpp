#include "framework/result.hpp"

#include <cmath>

#include "base/hot_loop.hpp"
#include "base/version.hpp"

namespace bioeval {
namespace {

Json marks_json(const std::vector<Mark>& marks) {
  Json out = Json::array();
  for (const auto& mark : marks) {
    Json one = {{"label", mark.label}};
    if (mark.x) one["x"] = *mark.x;
    if (mark.y) one["y"] = *mark.y;
    out.push_back(std::move(one));
  }
  return out;
}

// A metric value: null when undefined; a whole number as an integer (counts read as counts).
Json optional_number(std::optional<double> value) {
  if (!value) return nullptr;
  if (std::floor(*value) == *value && std::fabs(*value) < 9007199254740992.0) {
    return static_cast<std::int64_t>(*value);
  }
  return *value;
}

Json inputs_json(const std::vector<InputSummary>& inputs) {
  // A role with several files lists them in order; a role with one file is that file.
  Json out = Json::object();
  for (const auto& input : inputs) {
    Json entry = {{"name", input.name}, {"bytes", input.bytes}, {"lines", input.lines}};
    if (!input.sha256.empty()) entry["sha256"] = input.sha256;
    if (!out.contains(input.role)) {
      out[input.role] = entry;
    } else {
      if (!out[input.role].is_array()) out[input.role] = Json::array({out[input.role]});
      out[input.role].push_back(entry);
    }
  }
  return out;
}

Json diagnostic_json(const Diagnostic& d) {
  Json out = {{"severity", severity_name(d.severity)}, {"code", d.code}, {"input", d.input}};
  if (!d.file.empty()) out["file"] = d.file;
  if (d.line) out["line"] = d.line;
  if (d.column) out["column"] = d.column;
  out["message"] = d.message;
  if (!d.excerpt.empty()) out["text"] = d.excerpt;
  return out;
}

std::string option_text(const Json& value) {
  if (value.is_boolean()) return value.get<bool>() ? "yes" : "no";
  if (value.is_string()) return value.get<std::string>();
  return value.dump();
}

}  // namespace

Result Result::summary() const {
  Result out;
  out.task = task;
  out.profile = profile;
  out.options = options;
  out.inputs = inputs;
  out.checked_only = checked_only;
  out.rules_checked = rules_checked;
  out.rules_need_gold = rules_need_gold;
  out.scored = scored;
  out.forced = forced;
  out.diagnostics = diagnostics;
  out.cautions = cautions;
  out.metrics = metrics;
  out.notes = notes;
  return out;
}

std::string Result::signature() const {
  std::string out =
      std::string(kToolName) + ":" + kToolVersion + "|task:" + task + "|profile:" + profile;
  for (const auto& [name, value] : options.items()) {
    if (name != "profile") out += "|" + name + ":" + option_text(value);  // named once, above
  }
  return out;
}

namespace {

// Each part out of line, and small (hot_loop.hpp): the whole serialization inlined is a large
// function for the engine to compile.
BIOEVAL_OUT_OF_LINE Json diagnostics_json(const Diagnostics& diagnostics) {
  Json out = Json::array();
  for (const auto& d : diagnostics.sorted()) out.push_back(diagnostic_json(d));
  return out;
}

BIOEVAL_OUT_OF_LINE Json metrics_json(const std::vector<Metric>& metrics) {
  Json out = Json::object();
  for (const auto& m : metrics) out[m.name] = optional_number(m.value);
  return out;
}

// Emitted name -> the template it instantiates, for the metrics declared by a template.
BIOEVAL_OUT_OF_LINE Json metric_templates_json(const std::vector<Metric>& metrics) {
  Json out = Json::object();
  for (const auto& m : metrics) {
    if (!m.template_name.empty()) out[m.name] = m.template_name;
  }
  return out;
}

// [[document, annotation or null], …], null for a row without a place.
Json links_json(const std::vector<RowLink>& links) {
  Json out = Json::array();
  for (const RowLink& link : links) {
    if (link.document.empty()) {
      out.push_back(nullptr);
    } else {
      out.push_back(
          {link.document, link.annotation.empty() ? Json(nullptr) : Json(link.annotation)});
    }
  }
  return out;
}

// Without its rows when `with_rows` is false (the writer adds them as text).
BIOEVAL_OUT_OF_LINE Json table_json(const Table& t, bool with_rows) {
  Json table = {{"id", t.id}, {"title", t.title}, {"columns", t.columns}};
  if (!t.links.empty()) table["links"] = links_json(t.links);
  if (with_rows) table["rows"] = t.rows.to_json();
  return table;
}

// The members of `object` without its braces, separated by commas; `write_value(key, value)`
// writes each value.
template <class WriteValue>
void write_members(const Json& object, JsonWriter& writer, WriteValue write_value) {
  bool first = true;
  for (const auto& [key, value] : object.items()) {
    if (!first) writer.punctuation(",");
    first = false;
    writer.value(key);
    writer.punctuation(":");
    write_value(key, value);
  }
}

// The array "tables": each table's members from the tree, then its rows as kept.
void write_tables(const Json& trees, const std::vector<Table>& tables, JsonWriter& writer) {
  writer.punctuation("[");
  for (std::size_t i = 0; i < tables.size(); ++i) {
    writer.punctuation(i == 0 ? "{" : ",{");
    write_members(trees.at(i), writer,
                  [&](const std::string&, const Json& value) { writer.value(value); });
    writer.punctuation(",\"rows\":[");
    bool first_piece = true;
    for (const std::string_view piece : tables[i].rows.json_pieces()) {
      if (piece.empty()) continue;
      if (!first_piece) writer.punctuation(",");
      first_piece = false;
      writer.json_text(piece);
    }
    writer.punctuation("]}");
  }
  writer.punctuation("]");
}

BIOEVAL_OUT_OF_LINE Json curve_json(Curve&& c) {
  Json curve = {{"id", c.id}, {"title", c.title}, {"kind", c.kind}, {"x", c.x}, {"y", c.y}};
  curve["points"] = std::move(c.points);
  if (!c.marks.empty()) curve["marks"] = marks_json(c.marks);
  if (!c.series.empty()) curve["series"] = c.series;
  if (c.slider) curve["slider"] = true;
  return curve;
}

BIOEVAL_OUT_OF_LINE Json note_json(const Note& n) {
  Json note = {{"code", n.code}, {"message", n.message}};
  if (!n.metric.empty()) note["metric"] = n.metric;
  if (n.official || n.published) {
    note["official"] = optional_number(n.official);
    note["published"] = optional_number(n.published);
  }
  return note;
}

BIOEVAL_OUT_OF_LINE Json cautions_json(const std::vector<Caution>& cautions) {
  Json out = Json::array();
  for (const Caution& c : cautions) {
    Json caution = {{"code", c.code},
                    {"count", c.count},
                    {"of", c.of},
                    {"items", c.items},
                    {"message", c.message}};
    if (!c.pattern.empty()) caution["pattern"] = c.pattern;
    out.push_back(std::move(caution));
  }
  return out;
}

BIOEVAL_OUT_OF_LINE Json rules_json(const std::vector<CheckRule>& rules) {
  Json out = Json::array();
  for (const auto& rule : rules) out.push_back({{"rule", rule.text}, {"codes", rule.codes}});
  return out;
}

}  // namespace

Json Result::to_json() const& {
  Result copy = *this;
  return std::move(copy).to_json();
}

Json Result::to_json() && {
  return std::move(*this).tree(true);
}

void Result::write_json(JsonWriter& writer) && {
  const Json out = std::move(*this).tree(false);  // moves the curves, leaves the tables
  writer.punctuation("{");
  write_members(out, writer, [&](const std::string& key, const Json& value) {
    if (key == "tables") {
      write_tables(value, tables, writer);
    } else {
      writer.value(value);
    }
  });
  writer.punctuation("}");
}

Json Result::tree(bool with_rows) && {
  Json out;
  out["schema"] = kResultSchema;
  out["tool"] = {{"name", kToolName}, {"version", kToolVersion}};
  out["task"] = task;
  out["profile"] = profile;
  out["signature"] = signature();
  out["mode"] = checked_only ? "check" : "score";
  out["options"] = options;
  out["inputs"] = inputs_json(inputs);
  out["valid"] = valid();
  if (forced) out["forced"] = true;
  out["errors"] = diagnostics.error_count();
  out["warnings"] = diagnostics.warning_count();
  out["diagnostics"] = diagnostics_json(diagnostics);
  out["diagnostic_counts"] = diagnostics.counts();
  if (!cautions.empty()) out["cautions"] = cautions_json(cautions);
  if (checked_only) {
    out["rules"] = {{"checked", rules_json(rules_checked)},
                    {"need_gold", rules_json(rules_need_gold)}};
  }
  if (scored) {
    out["metrics"] = metrics_json(metrics);
    out["metric_templates"] = metric_templates_json(metrics);
    Json tables_out = Json::array();
    for (const auto& t : tables) tables_out.push_back(table_json(t, with_rows));
    out["tables"] = std::move(tables_out);
    Json curves_out = Json::array();
    for (auto& c : curves) curves_out.push_back(curve_json(std::move(c)));
    out["curves"] = std::move(curves_out);
  }
  Json notes_out = Json::array();
  for (const auto& n : notes) notes_out.push_back(note_json(n));
  out["notes"] = std::move(notes_out);
  return out;
}

std::optional<std::vector<Json>> find_table_rows(const Json& result, std::string_view id) {
  for (const Json& table : result.at("tables")) {
    if (table.at("id") != id) continue;
    const Json& columns = table.at("columns");
    std::vector<Json> rows;
    for (const Json& row : table.at("rows")) {
      Json object = Json::object();
      for (std::size_t i = 0; i < columns.size(); ++i) {
        object[columns[i].get<std::string>()] = row.at(i);
      }
      rows.push_back(std::move(object));
    }
    return rows;
  }
  return std::nullopt;
}

}  // namespace bioeval
