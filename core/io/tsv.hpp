// Records of TAB-separated text with a fixed number of fields, read once with positions.
// Lines that are not well-formed records are reported and skipped; nothing is dropped silently.
#pragma once

#include <array>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "base/diagnostics.hpp"
#include "base/text.hpp"

namespace bioeval {

struct RecordLayout {
  std::string name;                 // e.g. "INT run"
  std::vector<std::string> fields;  // field names in order, e.g. {"document", "accession"}
};

struct Record {
  static constexpr std::size_t kMaxFields = 8;
  Line line;
  std::array<std::string_view, kMaxFields> fields;
  std::string_view operator[](std::size_t i) const { return fields[i]; }
};

// Reads records and reports, with line and column:
//   field-count       a line with more or fewer fields than the layout
//   empty-field       an empty field (two TABs in a row, a TAB at the end)
//   field-whitespace  spaces around a field (a separator other than a single TAB)
//   blank-line        a blank line between records (error)
//   trailing-blank-line  blank lines at the end of the file (warning; ignored)
class RecordReader {
 public:
  // The codes a RecordReader reports.
  static const std::vector<std::string>& diagnostic_codes();

  RecordReader(const TextInput& input, RecordLayout layout, Diagnostics& diagnostics,
               ProgressFn progress = {});

  // The next well-formed record; false at the end of the input.
  bool next(Record& record);

  // Where a field of a record is, for diagnostics.
  Location at(const Record& record, std::size_t field) const;
  Location at(const Line& line) const;
  const TextInput& input() const { return input_; }
  const RecordLayout& layout() const { return layout_; }
  // Lines with content that were not well-formed records (each reported).
  const std::vector<Line>& rejected_lines() const { return rejected_; }

 private:
  bool well_formed(Record& record);
  std::string field_label(std::size_t i) const;  // "field 2 (accession)"
  void report_blank_lines(bool at_end);

  TextInput input_;
  RecordLayout layout_;
  Diagnostics& diagnostics_;
  LineReader lines_;
  std::vector<Line> pending_blank_;
  std::vector<Line> rejected_;
};

// The text of field `field` (0-based) of a line, as written; empty when the line has fewer.
std::string_view field_text(const Line& line, std::size_t field);

// Where field `field` (0-based) of a line is, for diagnostics found after reading.
Location locate_field(const TextInput& input, const Line& line, std::size_t field);

}  // namespace bioeval
