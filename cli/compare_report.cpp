#include "compare_report.hpp"

#include <cstdio>
#include <sstream>

#include "text_report.hpp"

namespace bioeval::cli {
namespace {

// "0.812 [0.790, 0.833]": a value and its interval, to 4 decimals.
std::string with_interval(const Json& value, const Json& low, const Json& high) {
  if (value.is_null()) return "-";
  char buffer[96];
  if (low.is_null()) {
    std::snprintf(buffer, sizeof buffer, "%.4f", value.get<double>());
  } else {
    std::snprintf(buffer, sizeof buffer, "%.4f [%.4f, %.4f]", value.get<double>(),
                  low.get<double>(), high.get<double>());
  }
  return buffer;
}

std::string p_text(const Json& p) {
  if (p.is_null()) return "-";
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.4f", p.get<double>());
  return buffer;
}

std::string percent(double confidence) {
  char buffer[16];
  std::snprintf(buffer, sizeof buffer, "%g %%", confidence * 100);
  return buffer;
}

// "+0.0412": a difference, signed, to 4 decimals.
std::string signed_text(const Json& difference) {
  if (difference.is_null()) return "-";
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%+.4f", difference.get<double>());
  return buffer;
}

// Whether a run differs significantly from the baseline: "yes", "no", or "baseline".
std::string significance_text(const Json& c, const Json& r) {
  if (r["run"] == c["baseline"]) return "baseline";
  if (r["significant"].is_null()) return "-";
  return r["significant"].get<bool>() ? "yes" : "no";
}

std::string alpha_text(const Json& c) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%g", c["alpha"].get<double>());
  return buffer;
}

// What the ranking says of the runs: groups when every pair was tested; against a baseline,
// only each run against the baseline, since no other pair was tested.
std::string ranking_caption(const Json& c) {
  const std::string by = "Ranking by " + c["metric"].get<std::string>();
  if (c["baseline"].is_null()) return by + " (runs in one group are not significantly different)";
  return by + " against the baseline " + c["baseline"].get<std::string>() +
         ": each run's difference to the baseline, its p-value (Holm) and whether it is " +
         "significantly different from the baseline (p < " + alpha_text(c) +
         "); runs are not tested against each other, so there are no groups";
}

Json ranking_table(const Json& c) {
  const bool baseline = !c["baseline"].is_null();
  const std::string value = "value [" + percent(c["confidence"].get<double>()) + " interval]";
  Json rows = Json::array();
  for (const auto& r : c["ranking"]) {
    Json row = {r["rank"], r["run"], with_interval(r["value"], r["low"], r["high"])};
    if (baseline) {
      row.push_back(signed_text(r["difference"]));
      row.push_back(p_text(r["p_adjusted"]));
      row.push_back(significance_text(c, r));
    } else {
      row.push_back(r["group"]);
    }
    rows.push_back(row);
  }
  Json columns = {"rank", "run", value};
  if (baseline) {
    for (const char* column : {"difference to baseline", "p (Holm)", "significantly different"})
      columns.push_back(column);
  } else {
    columns.push_back("group");
  }
  return {{"title", ranking_caption(c)}, {"columns", columns}, {"rows", rows}};
}

Json metrics_table(const Json& c, const Json& runs) {
  Json columns = Json::array({"metric"});
  for (const auto& run : runs) columns.push_back(run["label"]);
  Json rows = Json::array();
  for (const auto& name : c["metrics"]) {
    Json row = Json::array({name});
    for (const auto& entry : c["intervals"]) {
      if (entry["metric"] == name) {
        row.push_back(with_interval(entry["value"], entry["low"], entry["high"]));
      }
    }
    rows.push_back(row);
  }
  return {
      {"title", "Metrics with " + percent(c["confidence"].get<double>()) + " bootstrap intervals"},
      {"columns", columns},
      {"rows", rows}};
}

Json pairs_table(const Json& c) {
  Json rows = Json::array();
  for (const auto& pair : c["pairs"]) {
    if (pair["metric"] != c["metric"] || pair["p"].is_null()) continue;
    rows.push_back({pair["a"], pair["b"],
                    with_interval(pair["difference"], pair["low"], pair["high"]), p_text(pair["p"]),
                    p_text(pair["p_adjusted"]), p_text(pair["flips"])});
  }
  const bool baseline = !c["baseline"].is_null();
  return {{"title", "Pairwise differences in " + c["metric"].get<std::string>() +
                        " (approximate randomization, " + std::to_string(c["trials"].get<int>()) +
                        " trials" + (baseline ? ", against the baseline" : "") + ")"},
          {"columns",
           {"a", "b", "a - b [interval]", "p", baseline ? "p (Holm)" : "p (Holm, all pairs)",
            "order flips"}},
          {"rows", rows}};
}

// Characters LaTeX reads as commands, escaped.
std::string latex_escaped(const std::string& text) {
  std::string out;
  for (char ch : text) {
    switch (ch) {
      case '_':
      case '%':
      case '&':
      case '#':
      case '$':
      case '{':
      case '}':
        out += '\\';
        out += ch;
        break;
      case '\\':
        out += "\\textbackslash{}";
        break;
      case '~':
        out += "\\textasciitilde{}";
        break;
      case '^':
        out += "\\textasciicircum{}";
        break;
      default:
        out += ch;
    }
  }
  return out;
}

}  // namespace

std::string comparison_text(const Json& result) {
  std::ostringstream out;
  out << result["tool"]["name"].get<std::string>() << " "
      << result["tool"]["version"].get<std::string>() << " · " << result["task"].get<std::string>()
      << " · profile " << result["profile"].get<std::string>() << " · comparison of "
      << result["runs"].size() << " runs\n";
  out << "signature: " << result["signature"].get<std::string>() << "\n";
  for (const auto& run : result["runs"]) {
    out << "  " << run["label"].get<std::string>() << ": "
        << (run["valid"].get<bool>() ? "valid" : "INVALID") << " (" << run["errors"].get<int>()
        << " error(s), " << run["warnings"].get<int>() << " warning(s))\n";
  }
  if (result.contains("comparison")) {
    const Json& c = result["comparison"];
    out << "units: " << c["units"].get<int>() << " " << c["unit"].get<std::string>()
        << "(s), resampled " << c["resamples"].get<int>() << " times; seed "
        << c["seed"].get<std::uint64_t>() << "\n";
    out << table_text(ranking_table(c)) << table_text(pairs_table(c))
        << table_text(metrics_table(c, result["runs"]));
  }
  for (const auto& note : result["notes"]) {
    out << "\n[" << note["code"].get<std::string>() << "] " << note["message"].get<std::string>()
        << "\n";
  }
  return out.str();
}

std::string comparison_latex(const Json& result) {
  if (!result.contains("comparison")) return "";
  const Json& c = result["comparison"];
  const std::string metric = c["metric"].get<std::string>();
  const bool baseline = !c["baseline"].is_null();
  std::ostringstream out;
  out << "% " << result["signature"].get<std::string>() << "\n"
      << (baseline ? "\\begin{tabular}{rllrrc}\n" : "\\begin{tabular}{rllc}\n") << "\\hline\n"
      << "Rank & Run & " << latex_escaped(metric) << " ["
      << latex_escaped(percent(c["confidence"].get<double>())) << " CI] & "
      << (baseline ? "Difference to baseline & $p$ (Holm) & Significantly different ($p < " +
                         alpha_text(c) + "$)"
                   : std::string("Group"))
      << " \\\\\n\\hline\n";
  for (const auto& r : c["ranking"]) {
    out << r["rank"].get<int>() << " & " << latex_escaped(r["run"].get<std::string>()) << " & "
        << latex_escaped(with_interval(r["value"], r["low"], r["high"])) << " & ";
    if (baseline) {
      out << signed_text(r["difference"]) << " & " << p_text(r["p_adjusted"]) << " & "
          << significance_text(c, r);
    } else {
      out << r["group"].get<int>();
    }
    out << " \\\\\n";
  }
  out << "\\hline\n\\end{tabular}\n";
  return out.str();
}

}  // namespace bioeval::cli
