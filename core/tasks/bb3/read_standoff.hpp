// BioNLP-ST standoff annotations (.a1, .a2) of one document, read line by line against the
// document's text. Specification: docs/tasks/bb3.md, "Files".
#pragma once

#include <cstddef>
#include <forward_list>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "base/diagnostics.hpp"
#include "base/text.hpp"
#include "metrics/boundary_jaccard.hpp"

namespace bioeval::bb3 {

// "T3<TAB>Habitat 36 50;60 64<TAB>gastric mucosa": fragments in characters, end exclusive.
struct TextBound {
  std::string id, type;
  std::vector<Fragment> fragments;
  std::string_view text;  // the third column, as written (a view of the line)
  std::size_t line = 0;
  std::string_view line_text;  // the whole line, for diagnostics
  // The document's text at the fragments, joined by one space: the surface form the evaluator
  // compares (TextBound.getForm()), whatever the third column says. A view of the document's
  // text for one fragment, of the Annotations' joined_forms for several.
  std::string_view form;
};

// The id and the type of `t` as views of its line (the input's text), which stay valid when the
// annotations are gone.
std::string_view id_in_line(const TextBound& t);
std::string_view type_in_line(const TextBound& t);

// "R1<TAB>Lives_In Bacteria:T3 Location:T5": arguments as (role, annotation id).
struct Relation {
  std::string id, type;
  std::vector<std::pair<std::string, std::string>> arguments;
  std::size_t line = 0;
  std::string_view line_text;
};

// "N1<TAB>OntoBiotope Annotation:T3 Referent:OBT:000965".
struct Normalization {
  std::string id, type, annotation;
  std::string_view referent;  // a view of the line (the input's text)
  std::size_t line = 0;
  std::string_view line_text;
};

// "*<TAB>Equiv T14 T16 T15": annotations that stand for one another.
struct Equivalence {
  std::vector<std::string> members;
  std::size_t line = 0;
  std::string_view line_text;
};

struct Annotations {
  std::vector<TextBound> text_bounds;
  std::vector<Relation> relations;
  std::vector<Normalization> normalizations;
  std::vector<Equivalence> equivalences;
  // The forms of the text-bound annotations of several fragments, which their `form` views.
  std::forward_list<std::string> joined_forms;
  // The text-bound annotations (indices into text_bounds) whose text is not the document's at
  // their offsets (text-differs), for the pattern behind them.
  std::vector<std::size_t> text_differs;
  TextInput source;  // the file they were read from (role and name name it in diagnostics)
};

// Where line `line` (with text `line_text`) of the file behind `annotations` is.
Location location_of(const Annotations& annotations, std::size_t line, std::string_view line_text);

// Reads `input` (an .a1 or .a2 file) into `out`, checking each line's shape, ids unique within
// the file and among `known_ids` (the .a1's, for an .a2), and fragments against `document`
// (the .txt; its text is the characters the offsets count). References between annotations are
// checked by check_references once both files are read.
void read_standoff(const TextInput& input, std::string_view document,
                   const std::vector<std::string>& known_ids, Annotations& out,
                   Diagnostics& diagnostics);

// The ids of the text-bound annotations and relations (what arguments and normalizations name).
std::set<std::string> annotation_ids(const Annotations& annotations);

// Every relation argument, normalization target and Equiv member of `file` (read from `input`)
// is one of `ids` (those of the document's .a1 and .a2 together).
void check_references(const TextInput& input, const Annotations& file,
                      const std::set<std::string>& ids, Diagnostics& diagnostics);

// The codes read_standoff and check_references report.
const std::vector<std::string>& standoff_diagnostic_codes();

}  // namespace bioeval::bb3
