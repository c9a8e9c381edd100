// Fuzzes the ontology readers of the BB3 tasks: the bytes as an OBO file (read_obo), as a
// child-parent TSV (read_child_parent_tsv) and as either, told apart by read_ontology. What must
// hold: concepts are interned once, with a name, a parent list and an obsolete mark each, and
// found by their id; parents are concepts, each listed once; a cycle is reported exactly when
// the is_a edges have one, and an empty ontology exactly when there is no concept; a TSV's
// concepts and edges are those of its well-formed lines, and every other non-blank line is one
// error; read_ontology reads the format its first line shows.
#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "io/fields.hpp"
#include "reader_checks.hpp"
#include "tasks/bb3/read_ontology.hpp"

namespace bioeval::fuzz {
namespace {

using bb3::Ontology;

void check_structure(const Ontology& ontology) {
  const std::size_t n = ontology.size();
  require(ontology.names.size() == n && ontology.parents.size() == n &&
              ontology.obsolete.size() == n && ontology.index.size() == n,
          "every concept has a name, parents, an obsolete mark and an index entry");
  for (std::size_t i = 0; i < n; ++i) {
    const std::string& id = ontology.ids[i];
    require(!id.empty() && !has_outer_whitespace(id) && id.find('\t') == std::string::npos,
            "a concept id is a trimmed word");
    require(ontology.find(id) == i, "a concept is found by its id");
    const std::set<std::size_t> distinct(ontology.parents[i].begin(), ontology.parents[i].end());
    require(distinct.size() == ontology.parents[i].size(), "a parent is listed once");
    require(distinct.empty() || *distinct.rbegin() < n, "a parent is a concept");
  }
}

// Whether the parent lists have a cycle: Kahn's algorithm leaves concepts unremoved.
bool has_cycle(const Ontology& ontology) {
  const std::size_t n = ontology.size();
  std::vector<std::size_t> children_left(n, 0);  // edges into each concept, from its children
  for (const auto& parents : ontology.parents) {
    for (std::size_t p : parents) ++children_left[p];
  }
  std::vector<std::size_t> ready;
  for (std::size_t i = 0; i < n; ++i) {
    if (children_left[i] == 0) ready.push_back(i);
  }
  std::size_t removed = 0;
  while (!ready.empty()) {
    const std::size_t c = ready.back();
    ready.pop_back();
    ++removed;
    for (std::size_t p : ontology.parents[c]) {
      if (--children_left[p] == 0) ready.push_back(p);
    }
  }
  return removed < n;
}

void check_reports(const Ontology& ontology, const Diagnostics& diagnostics, bool ok) {
  check_structure(ontology);
  if (!ok) return;
  require(reported(diagnostics, "ontology-cycle") == has_cycle(ontology),
          "a cycle is reported exactly when the is_a edges have one");
  require(reported(diagnostics, "ontology-empty") == (ontology.size() == 0),
          "an empty ontology is reported exactly when it has no concept");
}

std::string_view trimmed(std::string_view text) {
  while (!text.empty() && is_space(text.front())) text.remove_prefix(1);
  while (!text.empty() && is_space(text.back())) text.remove_suffix(1);
  return text;
}

using Edges = std::set<std::pair<std::string, std::string>>;

Edges edges_of(const Ontology& ontology) {
  Edges edges;
  for (std::size_t i = 0; i < ontology.size(); ++i) {
    for (std::size_t p : ontology.parents[i]) edges.insert({ontology.ids[i], ontology.ids[p]});
  }
  return edges;
}

// A child-parent TSV as its lines say: concepts, edges and lines in error.
void check_tsv(const Ontology& ontology, std::string_view text, const Diagnostics& diagnostics) {
  Edges edges;
  std::set<std::string> concepts;
  std::size_t bad_lines = 0;
  for (const Line& line : lines_of_text(text)) {
    if (is_blank(line.text)) continue;
    const std::size_t tab = line.text.find('\t');
    const std::string_view child = trimmed(line.text.substr(0, tab));
    const std::string_view rest = tab == std::string_view::npos ? "" : line.text.substr(tab + 1);
    const std::string_view parent = trimmed(rest);
    if (tab == std::string_view::npos || rest.find('\t') != std::string_view::npos ||
        child.empty() || parent.empty()) {
      ++bad_lines;
      continue;
    }
    concepts.insert(std::string(child));
    concepts.insert(std::string(parent));
    edges.insert({std::string(child), std::string(parent)});
  }
  require(code_count(diagnostics, "ontology-tsv-fields") == bad_lines,
          "every line of a TSV that is not two ids is one error");
  require(std::set<std::string>(ontology.ids.begin(), ontology.ids.end()) == concepts,
          "a TSV's concepts are the ids of its lines");
  require(edges_of(ontology) == edges, "a TSV's edges are its lines");
}

// The format read_ontology should choose: a TSV when the first line that is neither blank nor
// an OBO comment holds a TAB.
bool looks_like_tsv(std::string_view text) {
  for (const Line& line : lines_of_text(text)) {
    const std::string_view t = trimmed(line.text);
    if (t.empty() || t.front() == '!') continue;
    return line.text.find('\t') != std::string_view::npos;
  }
  return false;
}

void check_bytes(std::string_view bytes) {
  Diagnostics text_diagnostics(1 << 20);
  const TextInput input = text_input("ontology", "ontology", bytes, text_diagnostics);
  const TextsByRole texts{{"ontology", input.text}};
  const auto& codes = bb3::ontology_diagnostic_codes();

  Diagnostics obo_diagnostics(1 << 20);
  const Ontology obo = bb3::read_obo(input, obo_diagnostics);
  check_reports(obo, obo_diagnostics, input.ok);
  check_reader_diagnostics(obo_diagnostics, texts, codes);

  Diagnostics tsv_diagnostics(1 << 20);
  const Ontology tsv = bb3::read_child_parent_tsv(input, tsv_diagnostics);
  check_reports(tsv, tsv_diagnostics, input.ok);
  check_reader_diagnostics(tsv_diagnostics, texts, codes);
  if (input.ok) check_tsv(tsv, input.text, tsv_diagnostics);

  Diagnostics either_diagnostics(1 << 20);
  const Ontology either = bb3::read_ontology(input, either_diagnostics);
  require(either.ids == (looks_like_tsv(input.text) ? tsv.ids : obo.ids),
          "read_ontology reads the format the first line shows");
}

}  // namespace
}  // namespace bioeval::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return bioeval::fuzz::run_reader_check("fuzz_read_ontology", data, size,
                                         bioeval::fuzz::check_bytes);
}
