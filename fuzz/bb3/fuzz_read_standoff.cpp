// Fuzzes the BioNLP-ST standoff reader of the BB3 tasks (read_standoff, check_references). Cut at
// 0xFF bytes, the input is a document's text, its .a1 and its .a2 (or the text and an .a2);
// without a 0xFF byte, it is read as an .a2 against a fixed text and .a1, and as the text under a
// fixed .a1 and .a2. What must hold: every non-blank line is one annotation or one error; ids are
// unique across both files; fragments are sorted, apart and inside the text, and a text that
// differs from theirs is one warning; relations, normalizations and Equivs have their parts;
// every reference to an id neither file has is one error.
#include <cstdint>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "fixtures.hpp"
#include "io/fields.hpp"
#include "reader_checks.hpp"
#include "tasks/bb3/read_standoff.hpp"

namespace bioeval::fuzz {
namespace {

// The characters [start, end) of `text`, cut at UTF-8 lead bytes; nothing past the end.
bool cut(std::string_view text, std::size_t start, std::size_t end, std::string& out) {
  std::vector<std::size_t> starts;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) starts.push_back(i);
  }
  starts.push_back(text.size());
  if (end >= starts.size()) return false;
  out = std::string(text.substr(starts[start], starts[end] - starts[start]));
  return true;
}

bool has_space(std::string_view text) {
  return text.find(' ') != std::string_view::npos;
}

std::size_t annotation_count(const bb3::Annotations& a) {
  return a.text_bounds.size() + a.relations.size() + a.normalizations.size() +
         a.equivalences.size();
}

// A line an annotation was read from is the file's line with that number.
void check_line(std::size_t number, std::string_view text, const std::vector<Line>& lines) {
  require(number >= 1 && number <= lines.size(), "an annotation is on a line of its file");
  require(text.data() == lines[number - 1].text.data() && text == lines[number - 1].text,
          "an annotation keeps its line");
}

// Fragments inside the document; returns whether the text is theirs, joined by spaces.
bool check_text_bound(const bb3::TextBound& t, std::string_view document,
                      const std::vector<Line>& lines) {
  check_line(t.line, t.line_text, lines);
  require(t.id.size() >= 2 && t.id[0] == 'T', "a text-bound id is T and digits");
  require(!t.type.empty() && !has_space(t.type), "a text-bound type is one word");
  require(!t.fragments.empty(), "a text-bound annotation has fragments");
  std::string covered;
  for (std::size_t i = 0; i < t.fragments.size(); ++i) {
    const Fragment& f = t.fragments[i];
    require(f.start < f.end, "a fragment is not empty");
    require(i == 0 || t.fragments[i - 1].end < f.start, "fragments are sorted and apart");
    std::string piece;
    require(cut(document, f.start, f.end, piece), "a fragment lies inside the text");
    covered += (i > 0 ? " " : "") + piece;
  }
  return covered == t.text;
}

void check_parts(const bb3::Annotations& a, const std::vector<Line>& lines) {
  for (const bb3::Relation& r : a.relations) {
    check_line(r.line, r.line_text, lines);
    require(!r.type.empty() && !r.arguments.empty(), "a relation has a type and arguments");
    for (const auto& [role, id] : r.arguments) {
      require(!role.empty() && !id.empty() && !has_space(role + id),
              "a relation argument is Role:ID");
    }
  }
  for (const bb3::Normalization& n : a.normalizations) {
    check_line(n.line, n.line_text, lines);
    require(!n.annotation.empty() && !n.referent.empty() && !has_space(n.referent),
            "a normalization names an annotation and a referent");
  }
  for (const bb3::Equivalence& e : a.equivalences) {
    check_line(e.line, e.line_text, lines);
    require(e.members.size() >= 2, "an Equiv has two members or more");
  }
}

// Reads one file and checks it; returns the ids it defines.
std::vector<std::string> read_file(const TextInput& input, std::string_view document,
                                   const std::vector<std::string>& known, bb3::Annotations& out,
                                   Diagnostics& diagnostics) {
  bb3::read_standoff(input, document, known, out, diagnostics);
  const std::vector<Line> lines = lines_of_text(input.text);
  std::size_t differing = 0;
  for (const bb3::TextBound& t : out.text_bounds) {
    differing += check_text_bound(t, document, lines) ? 0 : 1;
  }
  check_parts(out, lines);
  std::vector<std::string> ids = known;
  for (const std::string& id : bb3::annotation_ids(out)) ids.push_back(id);
  for (const bb3::Normalization& n : out.normalizations) ids.push_back(n.id);
  if (!input.ok) {
    require(annotation_count(out) == 0, "a file rejected as text has no annotations");
    return ids;
  }
  std::size_t blank = 0;
  for (const Line& line : lines) blank += is_blank(line.text) ? 1 : 0;
  require(annotation_count(out) + count_for(diagnostics, input.role, Severity::error) ==
              lines.size() - blank,
          "every non-blank line is one annotation or one error");
  require(count_for(diagnostics, input.role, Severity::warning) == differing,
          "a text that differs from its fragments' is one warning");
  return ids;
}

std::size_t unresolved(const bb3::Annotations& file, const std::set<std::string>& ids) {
  std::size_t count = 0;
  for (const bb3::Relation& r : file.relations) {
    for (const auto& argument : r.arguments) count += ids.count(argument.second) ? 0 : 1;
  }
  for (const bb3::Normalization& n : file.normalizations) count += ids.count(n.annotation) ? 0 : 1;
  for (const bb3::Equivalence& e : file.equivalences) {
    for (const std::string& id : e.members) count += ids.count(id) ? 0 : 1;
  }
  return count;
}

void read_document(std::string_view text, std::string_view a1_bytes, std::string_view a2_bytes) {
  if (find_text_defect(text)) return;  // the tasks check a document's text before reading it
  Diagnostics diagnostics(1 << 20);
  const TextInput a1_input = text_input("a1", "d.a1", a1_bytes, diagnostics, Emptiness::allowed);
  const TextInput a2_input = text_input("a2", "d.a2", a2_bytes, diagnostics, Emptiness::allowed);
  bb3::Annotations a1, a2;
  const std::vector<std::string> a1_ids = read_file(a1_input, text, {}, a1, diagnostics);
  const std::vector<std::string> all_ids = read_file(a2_input, text, a1_ids, a2, diagnostics);
  require(std::set<std::string>(all_ids.begin(), all_ids.end()).size() == all_ids.size(),
          "ids are unique across the .a1 and the .a2");
  std::set<std::string> ids = bb3::annotation_ids(a1);
  for (const std::string& id : bb3::annotation_ids(a2)) ids.insert(id);
  const std::size_t errors = diagnostics.error_count();
  bb3::check_references(a2_input, a2, ids, diagnostics);
  require(diagnostics.error_count() - errors == unresolved(a2, ids),
          "every reference to no annotation of the document is one error");
  check_reader_diagnostics(diagnostics, {{"a1", a1_input.text}, {"a2", a2_input.text}},
                           bb3::standoff_diagnostic_codes());
}

void check_bytes(std::string_view bytes) {
  const std::vector<std::string_view> parts = split_parts(bytes, 3);
  if (parts.size() == 3) return read_document(parts[0], parts[1], parts[2]);
  if (parts.size() == 2) return read_document(parts[0], {}, parts[1]);
  read_document(kDocumentText, kDocumentA1, bytes);
  read_document(bytes, kDocumentA1, kDocumentA2);
}

}  // namespace
}  // namespace bioeval::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return bioeval::fuzz::run_reader_check("fuzz_read_standoff", data, size,
                                         bioeval::fuzz::check_bytes);
}
