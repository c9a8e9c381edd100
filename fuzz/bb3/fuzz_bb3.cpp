// Fuzzes the BB3 parsers and tasks: the fuzzed bytes as an .a2 file against a fixed document and
// .a1 (read_standoff, check_references), as a document's text under a fixed .a2, as an ontology
// (OBO or child-parent TSV, read_ontology), whose every concept is then compared with Wang
// similarity, and as the submission of the cat+ner, event+ner and kb+ner tasks (forced, both
// profiles: schema check, pairing, scorings, notes), checked against the released input (the
// document's .txt and .a1, no .a2) as against the gold, and as that input's .a1. What must hold: no
// crash or exception; every diagnostic has a stable code, a message, and a line and column within
// its input; a text-bound annotation that was kept has sorted fragments inside the document; Wang
// similarity is within [0, 1], symmetric, and 1 for a concept with itself; ratios are within [0,
// 1], counts and SER are not negative, and the result serializes; a check against the released
// input finds the same run diagnostics as one against the gold.
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <exception>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "base/text.hpp"
#include "fixtures.hpp"
#include "host/api.hpp"
#include "invariants.hpp"
#include "metrics/wang_similarity.hpp"
#include "tasks/bb3/read_ontology.hpp"
#include "tasks/bb3/read_standoff.hpp"

namespace bioeval::fuzz {
namespace {

// Every diagnostic points into `text` (line within its lines, column within the line or just
// after it) and has a code and a message.
void check_positions(const Diagnostics& diagnostics, std::string_view text) {
  std::vector<std::string_view> lines;
  LineReader reader(text);
  Line line;
  while (reader.next(line)) lines.push_back(line.text);
  for (const Diagnostic& d : diagnostics.sorted()) {
    require(!d.code.empty() && !d.message.empty(), "a diagnostic has a code and a message");
    if (d.line == 0) {
      require(d.column == 0, "a diagnostic with a column has a line");
      continue;
    }
    require(d.line <= lines.size(), "a diagnostic line is a line of its input");
    require(d.column <= character_count(lines[d.line - 1]) + 1,
            "a diagnostic column is within its line");
  }
}

void check_text_bounds(const bb3::Annotations& annotations, std::string_view document) {
  const std::size_t length = character_count(document);
  for (const bb3::TextBound& t : annotations.text_bounds) {
    require(!t.fragments.empty(), "a text-bound annotation has fragments");
    for (std::size_t i = 0; i < t.fragments.size(); ++i) {
      require(t.fragments[i].start < t.fragments[i].end, "a fragment is not empty");
      require(t.fragments[i].end <= length, "a fragment lies inside the document");
      require(i == 0 || t.fragments[i - 1].end < t.fragments[i].start,
              "fragments are sorted and apart");
    }
  }
}

void read_annotations(std::string_view a2, std::string_view document) {
  Diagnostics diagnostics;
  bb3::Annotations given, predicted;
  const TextInput given_input{"gold", "doc.a1", kDocumentA1, true};
  bb3::read_standoff(given_input, document, {}, given, diagnostics);
  std::vector<std::string> known;
  for (const auto& t : given.text_bounds) known.push_back(t.id);
  const TextInput input{"run", "doc.a2", a2, true};
  bb3::read_standoff(input, document, known, predicted, diagnostics);
  std::set<std::string> ids = bb3::annotation_ids(given);
  for (const std::string& id : bb3::annotation_ids(predicted)) ids.insert(id);
  bb3::check_references(input, predicted, ids, diagnostics);
  Diagnostics a2_only;
  bb3::Annotations again;
  bb3::read_standoff(input, document, known, again, a2_only);
  check_positions(a2_only, a2);
  check_text_bounds(predicted, document);
}

void read_hierarchy(std::string_view bytes) {
  Diagnostics diagnostics;
  const TextInput input{"ontology", "ontology.obo", bytes, true};
  const bb3::Ontology ontology = bb3::read_ontology(input, diagnostics);
  check_positions(diagnostics, bytes);
  require(ontology.parents.size() == ontology.size(), "every concept has its parent list");
  WangSimilarity wang(ontology.parents);
  const std::size_t n = std::min<std::size_t>(ontology.size(), 12);
  for (std::size_t a = 0; a < n; ++a) {
    require(std::fabs(wang.concepts(a, a) - 1) < 1e-12, "a concept is itself");
    for (std::size_t b = 0; b < n; ++b) {
      const double s = wang.concepts(a, b);
      require(s >= 0 && s <= 1 + 1e-12, "Wang similarity is within [0, 1]");
      require(std::fabs(s - wang.concepts(b, a)) < 1e-12, "Wang similarity is symmetric");
    }
  }
}

constexpr std::string_view kGoldA2 =
    "T2\tBacteria 0 19\tHelicobacter pylori\nT3\tHabitat 33 46\thuman stomach\n"
    "T4\tHabitat 39 46\tstomach\nN1\tNCBI_Taxonomy Annotation:T2 Referent:210\n"
    "N2\tOntoBiotope Annotation:T3 Referent:OBT:000002\n"
    "N3\tOntoBiotope Annotation:T4 Referent:OBT:000003\n"
    "R1\tLives_In Bacteria:T2 Location:T3\n*\tEquiv T3 T4\n";
constexpr std::string_view kOntology =
    "OBT:000001\tOBT:000000\nOBT:000002\tOBT:000001\n"
    "OBT:000003\tOBT:000002\n";

void check_bb3_metrics(const Result& result) {
  const auto ends_with = [](const std::string& name, std::string_view suffix) {
    return name.size() > suffix.size() &&
           name.compare(name.size() - suffix.size(), suffix.size(), suffix) == 0;
  };
  for (const Metric& m : result.metrics) {
    if (!m.value) continue;
    require(std::isfinite(*m.value), "a BB3 metric is finite or null");
    require(*m.value >= 0, "a BB3 metric is not negative");
    for (std::string_view ratio : {".precision", ".recall", ".f1", ".iser", ".mean_references"}) {
      if (ends_with(m.name, ratio)) require(*m.value <= 1 + 1e-9, "a BB3 ratio is at most 1");
    }
  }
}

// The bytes as the submission's .a2 of one document, scored (forced) by a BB3 task.
void score_submission(std::string_view bytes) {
  for (const char* task : {"bb3.cat+ner", "bb3.event+ner", "bb3.kb+ner"}) {
    for (const char* profile : {"official", "published"}) {
      Inputs inputs;
      inputs["gold"] = {
          {"d.txt", kDocumentText, {}}, {"d.a1", kDocumentA1, {}}, {"d.a2", kGoldA2, {}}};
      inputs["run"] = {{"d.a2", bytes, {}}};
      if (std::string_view(task) != "bb3.event+ner") {
        inputs["ontology"] = {{"ontology.tsv", kOntology, {}}};
      }
      const Result result = evaluate(find_task(task), inputs,
                                     Json{{"profile", profile}, {"force", true}}, {}, Mode::score);
      check_bb3_metrics(result);
      check_serialization(result);
    }
  }
}

// The diagnostics on the run, in order: what a check against the gold and one against the
// released input must agree on.
std::vector<std::string> run_places(const Result& result) {
  std::vector<std::string> out;
  for (const Diagnostic& d : result.diagnostics.sorted()) {
    if (d.input != "run") continue;
    out.push_back(std::to_string(static_cast<int>(d.severity)) + " " + d.code + " " + d.file + ":" +
                  std::to_string(d.line) + ":" + std::to_string(d.column));
  }
  return out;
}

// The bytes as the submission checked against the released input and against the gold, and as
// the released input's .a1 under a fixed submission.
void check_against_input(std::string_view bytes) {
  for (const char* task : {"bb3.cat", "bb3.event+ner", "bb3.kb+ner"}) {
    const bool ontology = std::string_view(task) != "bb3.event+ner";
    const auto inputs_with = [&](const char* reference, std::string_view a1, std::string_view a2) {
      Inputs inputs;
      inputs[reference] = {{"d.txt", kDocumentText, {}}, {"d.a1", a1, {}}};
      if (std::string_view(reference) == "gold") inputs["gold"].push_back({"d.a2", kGoldA2, {}});
      inputs["run"] = {{"d.a2", a2, {}}};
      if (ontology) inputs["ontology"] = {{"ontology.tsv", kOntology, {}}};
      return inputs;
    };
    const auto check = [&](const Inputs& inputs) {
      const Result result = evaluate(find_task(task), inputs, Json::object(), {}, Mode::validate);
      check_serialization(result);
      return run_places(result);
    };
    require(check(inputs_with("input", kDocumentA1, bytes)) ==
                check(inputs_with("gold", kDocumentA1, bytes)),
            "a check against the released input finds what one against the gold finds");
    check(inputs_with("input", bytes, kDocumentA2));
  }
}

void evaluate_bytes(std::string_view bytes) {
  if (find_text_defect(bytes)) return;  // the readers take checked text
  read_annotations(bytes, kDocumentText);
  read_annotations(kDocumentA2, bytes);
  read_hierarchy(bytes);
  score_submission(bytes);
  check_against_input(bytes);
}

}  // namespace
}  // namespace bioeval::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  try {
    bioeval::fuzz::evaluate_bytes(std::string_view(reinterpret_cast<const char*>(data), size));
  } catch (const std::exception& e) {
    std::fprintf(stderr, "a BB3 parser threw: %s\n", e.what());
    __builtin_trap();
  }
  return 0;
}
