#include "text_report.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <sstream>
#include <vector>

#include "arguments.hpp"

namespace bioeval::cli {
namespace {

std::string cell_text(const Json& value) {
  if (value.is_null()) return "-";
  if (value.is_number()) return display_number(value);
  if (value.is_string()) return value.get<std::string>();
  return value.dump();
}

std::string pad(const std::string& text, std::size_t width) {
  // Width in characters: UTF-8 continuation bytes take no room.
  std::size_t chars = 0;
  for (unsigned char c : text) chars += (c & 0xC0) != 0x80;
  return text + std::string(width > chars ? width - chars : 0, ' ');
}

void write_table(std::ostringstream& out, const Json& table) {
  const auto& columns = table["columns"];
  std::vector<std::size_t> widths;
  for (const auto& c : columns) widths.push_back(c.get<std::string>().size());
  for (const auto& row : table["rows"]) {
    for (std::size_t i = 0; i < row.size() && i < widths.size(); ++i) {
      widths[i] = std::max(widths[i], cell_text(row[i]).size());
    }
  }
  out << "\n" << table["title"].get<std::string>() << "\n";
  std::string line = "  ";
  for (std::size_t i = 0; i < columns.size(); ++i)
    line += pad(columns[i].get<std::string>(), widths[i] + 2);
  out << line << "\n";
  for (const auto& row : table["rows"]) {
    line = "  ";
    for (std::size_t i = 0; i < row.size() && i < widths.size(); ++i) {
      line += pad(cell_text(row[i]), widths[i] + 2);
    }
    out << line << "\n";
  }
}

void write_inputs(std::ostringstream& out, const Json& inputs) {
  std::size_t width = 8;  // the role names line up, with a space after the longest
  for (const auto& [role, entry] : inputs.items()) width = std::max(width, role.size() + 2);
  for (const auto& [role, entry] : inputs.items()) {
    const Json files = entry.is_array() ? entry : Json::array({entry});
    for (const auto& file : files) {
      out << pad(role + ":", width) << file["name"].get<std::string>() << " ("
          << file["bytes"].get<std::uint64_t>() << " bytes, " << file["lines"].get<std::uint64_t>()
          << " lines)\n";
    }
  }
}

// The length of the longest of `texts`.
std::size_t widest(const std::vector<std::string>& texts) {
  std::size_t width = 0;
  for (const auto& text : texts) width = std::max(width, text.size());
  return width;
}

// The declared name (template or metric) of each metric in `result`, each once, in the order of
// their first metric: the result names the template of each member of a family.
std::vector<std::string> declared_names(const Json& result) {
  const Json templates = result.value("metric_templates", Json::object());
  std::vector<std::string> out;
  for (const auto& item : result["metrics"].items()) {
    const auto found = templates.find(item.key());
    const std::string name = found == templates.end() ? item.key() : found->get<std::string>();
    if (std::find(out.begin(), out.end(), name) == out.end()) out.push_back(name);
  }
  return out;
}

// A declared metric's definition with the way it gets better: "… (lower is better)"; nothing
// added for a count or a size, which is neither.
std::string definition_text(const Json& metric) {
  const std::string better = metric.value("better", "neither");
  const std::string definition = metric["definition"].get<std::string>();
  return better == "neither" ? definition : definition + " (" + better + " is better)";
}

// Each declared name the metrics instantiate with its definition, a family's template once.
void write_definitions(std::ostringstream& out, const Json& result, const Json& task) {
  std::map<std::string, std::string> definitions;
  for (const auto& m : task["metrics"])
    definitions[m["name"].get<std::string>()] = definition_text(m);
  const std::vector<std::string> names = declared_names(result);
  const std::size_t width = widest(names);
  out << "\nDefinitions\n";
  for (const auto& name : names) {
    const auto found = definitions.find(name);
    out << "  " << pad(name, width + 2) << (found == definitions.end() ? "-" : found->second)
        << "\n";
  }
}

// "--gold FILE": the flag of an input.
std::string role_flag(const Json& role) {
  return "--" + flag_of(role["name"].get<std::string>()) + " FILE";
}

// "--cutoff N", "--scheme NAME", "--force": the flag of an option, with its value's kind.
std::string option_flag(const Json& option) {
  const std::string type = option["type"].get<std::string>();
  const std::string flag = "--" + flag_of(option["name"].get<std::string>());
  if (type == "boolean") return flag;
  return flag + (type == "choice" ? " NAME" : " N");
}

// One line per warning that costs points (the result's cautions), the pattern behind it named:
// a valid run with them is valid, but loses points.
void write_cautions(std::ostringstream& out, const Json& result) {
  if (!result.contains("cautions")) return;
  for (const auto& caution : result["cautions"]) {
    out << "  Caution: " << (result["valid"].get<bool>() ? "valid, but " : "")
        << caution["message"].get<std::string>();
    if (caution.contains("pattern")) out << ": " << caution["pattern"].get<std::string>();
    out << " [" << caution["code"].get<std::string>() << "]\n";
  }
}

void write_diagnostics(std::ostringstream& out, const Json& result) {
  out << "\nValidation: " << (result["valid"].get<bool>() ? "valid" : "INVALID") << " ("
      << result["errors"].get<std::size_t>() << " error(s), "
      << result["warnings"].get<std::size_t>() << " warning(s))\n";
  write_cautions(out, result);
  for (const auto& d : result["diagnostics"]) {
    std::string where = d.value("file", d["input"].get<std::string>());
    if (d.contains("line")) where += ":" + std::to_string(d["line"].get<std::size_t>());
    if (d.contains("column")) where += ":" + std::to_string(d["column"].get<std::size_t>());
    out << "  " << pad(d["severity"].get<std::string>(), 8) << where << "  ["
        << d["code"].get<std::string>() << "] " << d["message"].get<std::string>() << "\n";
    if (d.contains("text")) out << "          | " << d["text"].get<std::string>() << "\n";
  }
  const auto& counts = result["diagnostic_counts"];
  if (!counts.empty()) {
    out << "  counts:";
    for (const auto& [code, count] : counts.items()) {
      out << " " << code << " " << count.get<std::size_t>() << ";";
    }
    out << "\n";
  }
}

// A check's rules: those applied, then those that needed the gold.
void write_rules(std::ostringstream& out, const Json& rules) {
  out << "\nRules checked\n";
  for (const auto& rule : rules["checked"]) out << "  " << rule["rule"].get<std::string>() << "\n";
  if (rules["need_gold"].empty()) return;
  out << "\nNot checked: these need the gold\n";
  for (const auto& rule : rules["need_gold"]) {
    out << "  " << rule["rule"].get<std::string>() << "\n";
  }
}

}  // namespace

std::string table_text(const Json& table) {
  std::ostringstream out;
  write_table(out, table);
  return out.str();
}

std::string display_number(const Json& value) {
  if (value.is_null()) return "-";
  if (value.is_number_integer()) return value.dump();
  const double v = value.get<double>();
  if (std::floor(v) == v && std::fabs(v) < 1e15) return std::to_string(static_cast<long long>(v));
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.6f", v);
  return buffer;
}

std::string text_report(const Json& result, bool detail, const Json& task) {
  std::ostringstream out;
  out << result["tool"]["name"].get<std::string>() << " "
      << result["tool"]["version"].get<std::string>() << " · " << result["task"].get<std::string>()
      << " · profile " << result["profile"].get<std::string>() << "\n";
  out << "signature: " << result["signature"].get<std::string>() << "\n";
  write_inputs(out, result["inputs"]);
  write_diagnostics(out, result);
  if (result.contains("rules")) write_rules(out, result["rules"]);
  if (result.contains("metrics")) {
    std::size_t width = 0;
    for (const auto& item : result["metrics"].items()) width = std::max(width, item.key().size());
    out << "\nMetrics\n";
    for (const auto& item : result["metrics"].items()) {
      out << "  " << pad(item.key(), width + 2) << display_number(item.value()) << "\n";
    }
    if (detail) {
      write_definitions(out, result, task);
      for (const auto& table : result["tables"]) write_table(out, table);
    }
  }
  if (!result["notes"].empty()) {
    out << "\nNotes\n";
    std::string previous;  // notes repeating code and message list only their metric
    for (const auto& note : result["notes"]) {
      const std::string head =
          "  [" + note["code"].get<std::string>() + "] " + note["message"].get<std::string>();
      if (head != previous) out << head << "\n";
      previous = head;
      if (note.contains("metric")) {
        out << "      " << pad(note["metric"].get<std::string>(), 50);
        if (note.contains("official")) out << "official " << cell_text(note["official"]);
        if (note.contains("published")) out << "  published " << cell_text(note["published"]);
        out << "\n";
      }
    }
  }
  return out.str();
}

std::string tasks_text(const Json& tasks) {
  std::vector<std::string> ids;
  for (const auto& task : tasks) ids.push_back(task["id"].get<std::string>());
  const std::size_t width = widest(ids) + 2;  // titles line up two spaces after the longest id
  std::ostringstream out;
  for (std::size_t i = 0; i < ids.size(); ++i) {
    out << pad(ids[i], width) << tasks[i]["title"].get<std::string>() << "\n";
  }
  return out.str();
}

std::string task_text(const Json& task) {
  std::ostringstream out;
  out << task["id"].get<std::string>() << " — " << task["title"].get<std::string>() << "\n"
      << task["summary"].get<std::string>() << "\n"
      << "reference: " << task["reference"].get<std::string>() << "\n\ninputs\n";
  std::vector<std::string> role_flags, option_flags;
  for (const auto& role : task["roles"]) role_flags.push_back(role_flag(role));
  for (const auto& option : task["options"]) option_flags.push_back(option_flag(option));
  // Inputs and options line up two spaces after the longest flag of either.
  const std::size_t flag_width = std::max(widest(role_flags), widest(option_flags)) + 2;
  for (std::size_t i = 0; i < role_flags.size(); ++i) {
    const Json& role = task["roles"][i];
    out << "  " << pad(role_flags[i], flag_width) << role["help"].get<std::string>()
        << (role["required"].get<bool>() ? "" : " (optional)");
    if (role.contains("stands_in_for")) {
      out << "; 'bioeval check' takes it in place of --"
          << flag_of(role["stands_in_for"].get<std::string>());
    }
    out << "\n";
  }
  out << "\noptions\n";
  for (std::size_t i = 0; i < option_flags.size(); ++i) {
    const Json& option = task["options"][i];
    out << "  " << pad(option_flags[i], flag_width) << option["help"].get<std::string>()
        << " (default " << option["default"].dump() << ")\n";
  }
  out << "\nmetrics\n";
  std::size_t width = 0;
  for (const auto& m : task["metrics"])
    width = std::max(width, m["name"].get<std::string>().size());
  for (const auto& m : task["metrics"]) {
    out << "  " << pad(m["name"].get<std::string>(), width + 2) << definition_text(m) << "\n";
  }
  if (!task["checks"].empty()) {
    out << "\nchecks (each with what it needs besides the run)\n";
    for (const auto& c : task["checks"]) {
      out << "  " << pad(c["needs"].get<std::string>(), 15) << c["rule"].get<std::string>() << "\n";
    }
  }
  return out.str();
}

}  // namespace bioeval::cli
