#include "tasks/bb3/read_corpus_files.hpp"

#include <algorithm>
#include <optional>

namespace bioeval::bb3 {
namespace {

struct FileName {
  std::string document;   // base name without extension
  std::string extension;  // "txt", "a1", "a2", or anything else
};

FileName split_name(std::string_view name) {
  const std::size_t slash = name.find_last_of("/\\");
  if (slash != std::string_view::npos) name.remove_prefix(slash + 1);
  const std::size_t dot = name.rfind('.');
  if (dot == std::string_view::npos || dot == 0) return {std::string(name), ""};
  return {std::string(name.substr(0, dot)), std::string(name.substr(dot + 1))};
}

Location whole(const NamedText& file) {
  return Location{file.text.role, file.text.file, 0, 0, {}};
}

// "only .txt and .a1 files are": the extensions a reader takes (in that order), for its
// file-ignored warning.
std::string only_read(const std::vector<std::string>& extensions) {
  std::string out = "only ";
  for (std::size_t i = 0; i < extensions.size(); ++i) {
    out += (i == 0 ? "." : i + 1 == extensions.size() ? " and ." : ", .") + extensions[i];
  }
  return out + " files are";
}

// The files of each document by extension; repeats and other extensions reported. Files with an
// extension of `skipped` are left out silently: a submission folder often holds the task's .txt
// and .a1 beside its .a2, and only the .a2 are read from it (a released input read beside its
// answers likewise).
std::map<std::string, std::map<std::string, const NamedText*>> group(
    const std::vector<NamedText>& files, const std::vector<std::string>& extensions,
    const std::vector<std::string>& skipped, Diagnostics& diagnostics) {
  std::map<std::string, std::map<std::string, const NamedText*>> out;
  for (const NamedText& file : files) {
    const FileName name = split_name(file.name);
    if (name.extension.empty()) continue;  // README, LICENSE: the archives' own notes
    if (std::find(skipped.begin(), skipped.end(), name.extension) != skipped.end()) continue;
    if (std::find(extensions.begin(), extensions.end(), name.extension) == extensions.end()) {
      diagnostics.warning(
          "file-ignored", whole(file),
          only_read(extensions) + " read here: " + quoted(file.name) + " is left out");
      continue;
    }
    const bool inserted = out[name.document].emplace(name.extension, &file).second;
    if (!inserted) {
      diagnostics.error("file-repeated", whole(file),
                        "a second ." + name.extension + " file for document " +
                            quoted(name.document) + ": one file per document and extension");
    }
  }
  return out;
}

std::vector<std::string> text_bound_ids(const Annotations& annotations) {
  std::vector<std::string> ids;
  for (const TextBound& t : annotations.text_bounds) ids.push_back(t.id);
  for (const Relation& r : annotations.relations) ids.push_back(r.id);
  return ids;
}

// Reads an .a2 against its document: fragments against the text, ids against the .a1's.
Annotations read_a2(const NamedText& file, const Document& document, Diagnostics& diagnostics) {
  Annotations annotations;
  read_standoff(file.text, document.text, text_bound_ids(document.given), annotations, diagnostics);
  std::set<std::string> ids = annotation_ids(document.given);
  for (const std::string& id : annotation_ids(annotations)) ids.insert(id);
  check_references(file.text, annotations, ids, diagnostics);
  return annotations;
}

// How a submission predicts nothing, when no .a2 of it holds more than whitespace: it has none,
// or every one is empty. Such a run found nothing: it is scored (`run-empty`), not incomplete.
std::optional<std::string> nothing_predicted(const std::vector<NamedText>& files) {
  bool any_a2 = false;
  for (const NamedText& file : files) {
    if (split_name(file.name).extension != "a2") continue;
    any_a2 = true;
    if (file.text.text.find_first_not_of(" \t\r\n\f\v") != std::string_view::npos) {
      return std::nullopt;
    }
  }
  return any_a2 ? "every .a2 file of the submission is empty" : "the submission has no .a2 file";
}

using Grouped = std::map<std::string, std::map<std::string, const NamedText*>>;

// The documents of a gold or a released input, grouped: each needs its .txt; its .a1 and its .a2
// (a gold's) are read against it.
std::vector<Document> read_documents(const Grouped& grouped, Diagnostics& diagnostics) {
  std::vector<Document> documents;
  for (const auto& [id, parts] : grouped) {
    const auto text = parts.find("txt");
    if (text == parts.end()) {
      const NamedText& some = *parts.begin()->second;
      diagnostics.error("text-missing", whole(some),
                        "document " + quoted(id) + " has no " + id +
                            ".txt: its annotations cannot be read without its text");
      continue;
    }
    Document document{id, text->second->text.text, {}, {}};
    if (const auto a1 = parts.find("a1"); a1 != parts.end()) {
      read_standoff(a1->second->text, document.text, {}, document.given, diagnostics);
      check_references(a1->second->text, document.given, annotation_ids(document.given),
                       diagnostics);
    }
    if (const auto a2 = parts.find("a2"); a2 != parts.end()) {
      document.reference = read_a2(*a2->second, document, diagnostics);
    }
    documents.push_back(std::move(document));
  }
  return documents;
}

}  // namespace

const std::vector<std::string>& documents_diagnostic_codes() {
  static const std::vector<std::string> codes = [] {
    std::vector<std::string> out = {"file-ignored", "file-repeated", "text-missing",
                                    "document-unknown", "prediction-missing"};
    const auto& standoff = standoff_diagnostic_codes();
    out.insert(out.end(), standoff.begin(), standoff.end());
    return out;
  }();
  return codes;
}

std::vector<Document> read_gold_documents(const std::vector<NamedText>& files,
                                          Diagnostics& diagnostics) {
  return read_documents(group(files, {"txt", "a1", "a2"}, {}, diagnostics), diagnostics);
}

ReleasedInput read_released_input(const std::vector<NamedText>& files, Diagnostics& diagnostics) {
  ReleasedInput input;
  input.documents = read_documents(group(files, {"txt", "a1"}, {"a2"}, diagnostics), diagnostics);
  for (const NamedText& file : files) input.answer_files += split_name(file.name).extension == "a2";
  return input;
}

std::map<std::string, Annotations> read_predictions(const std::vector<NamedText>& files,
                                                    const std::vector<Document>& gold,
                                                    Diagnostics& diagnostics, bool released) {
  std::map<std::string, const Document*> by_id;
  for (const Document& d : gold) by_id.emplace(d.id, &d);
  std::map<std::string, Annotations> predictions;
  for (const auto& [id, parts] : group(files, {"a2"}, {"txt", "a1"}, diagnostics)) {
    const NamedText& file = *parts.at("a2");
    const auto document = by_id.find(id);
    if (document == by_id.end()) {
      diagnostics.error("document-unknown", whole(file),
                        quoted(file.name) + " is for document " + quoted(id) + ", which " +
                            (released ? "the released input" : "the gold") + " does not have");
      continue;
    }
    predictions.emplace(id, read_a2(file, *document->second, diagnostics));
  }
  std::size_t missing = 0;
  std::string first;
  for (const Document& d : gold) {
    if (predictions.count(d.id)) continue;
    if (missing++ == 0) first = d.id;
  }
  const Location where{files.empty() ? std::string_view("run") : files.front().text.role,
                       files.empty() ? std::string_view() : files.front().text.file,
                       0,
                       0,
                       {}};
  if (const auto nothing = nothing_predicted(files)) {
    // Nothing to check (not even that given entities are normalized) and nothing to score: a
    // gold document without an .a2 has no prediction either way.
    report_run_empty(diagnostics, where, *nothing);
    return {};
  }
  if (missing > 0) {
    diagnostics.error("prediction-missing", where,
                      std::to_string(missing) +
                          (released ? " document(s) of the released input" : " gold document(s)") +
                          " have no .a2 in the submission " +
                          "(the first: " + quoted(first + ".a2") +
                          "): every document needs one, empty if it predicts nothing");
  }
  return predictions;
}

}  // namespace bioeval::bb3
