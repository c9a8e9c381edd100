#include "documents_report.hpp"

#include <sstream>

namespace bioeval::cli {
namespace {

std::string value_text(const Json& value) {
  if (value.is_string()) return value.get<std::string>();
  if (value.is_null()) return "-";
  return value.dump();
}

// "exact: match, left: match": a verdict per view.
std::string verdicts_text(const Json& verdicts) {
  std::string out;
  for (const auto& [view, verdict] : verdicts.items()) {
    out += (out.empty() ? "" : ", ") + view + ": " + value_text(verdict);
  }
  return out;
}

std::string details_text(const Json& entry) {
  std::string out;
  const Json details = entry.value("details", Json::object());  // kept: items() only views it
  for (const auto& [name, value] : details.items()) {
    out += "; " + name + " " + value_text(value);
  }
  return out;
}

}  // namespace

std::string index_text(const Json& index) {
  std::ostringstream out;
  const std::string view = index.value("default_view", std::string());
  out << index.value("task", std::string()) << ": " << index.at("documents").size() << " "
      << index.value("unit", std::string("document")) << "(s); verdicts under " << view << "\n";
  for (const Json& document : index.at("documents")) {
    out << "  " << value_text(document.at("id")) << "\t" << value_text(document.at("score"));
    const Json counts = document.value("counts", Json::object()).value(view, Json::object());
    for (const auto& [verdict, n] : counts.items()) out << "\t" << verdict << " " << n.dump();
    if (document.contains("label")) out << "\t" << value_text(document.at("label"));
    out << "\n";
  }
  return out.str();
}

std::string document_text(const Json& document) {
  std::ostringstream out;
  out << "document " << value_text(document.at("id")) << "\n";
  if (document.contains("text")) out << document.at("text").get<std::string>() << "\n";
  for (const Json& a : document.value("annotations", Json::array())) {
    out << "  " << value_text(a.at("side")) << " " << value_text(a.at("id")) << " "
        << value_text(a.at("type")) << " '" << value_text(a.value("text", Json(""))) << "' "
        << a.at("fragments").dump() << ": " << verdicts_text(a.at("verdicts")) << details_text(a)
        << "\n";
  }
  for (const Json& r : document.value("relations", Json::array())) {
    out << "  " << value_text(r.at("side")) << " " << value_text(r.at("id")) << " "
        << value_text(r.at("type")) << " " << r.at("arguments").dump() << ": "
        << verdicts_text(r.at("verdicts")) << details_text(r) << "\n";
  }
  for (const Json& item : document.value("items", Json::array())) {
    out << "  " << item.at("rank").dump() << "\t" << value_text(item.at("id")) << "\t"
        << value_text(item.value("score", Json())) << "\t" << verdicts_text(item.at("verdicts"))
        << details_text(item) << "\n";
  }
  for (const Json& missed : document.value("missed", Json::array())) {
    out << "  missed\t" << value_text(missed.at("id")) << details_text(missed) << "\n";
  }
  return out.str();
}

}  // namespace bioeval::cli
