// Fuzzes the TAB-separated record reader of core/io (RecordReader) and the field helpers the
// readers share (field_text, locate_field, split_whitespace, first_field, LineIndex,
// character_range), each against a plain restatement of what it must do. The first byte chooses
// the number of fields of a record (1 to 6); the rest is the file.
#include <array>
#include <cstdint>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "base/line_index.hpp"
#include "io/fields.hpp"
#include "io/tsv.hpp"
#include "reader_checks.hpp"

namespace bioeval::fuzz {
namespace {

RecordLayout layout_of(std::size_t width) {
  RecordLayout layout{"fuzz", {}};
  for (std::size_t i = 0; i < width; ++i) layout.fields.push_back("f" + std::to_string(i + 1));
  return layout;
}

// A record's fields are the line's, where field_text, locate_field and at() say they are.
void check_record(const RecordReader& reader, const Record& record, const std::vector<Line>& lines,
                  std::size_t width) {
  require(record.line.number >= 1 && record.line.number <= lines.size(),
          "a record is on a line of the file");
  const Line& line = lines[record.line.number - 1];
  require(record.line.text.data() == line.text.data() && record.line.text == line.text,
          "a record's line is the file's line with its number");
  for (std::size_t i = 0; i < width; ++i) {
    require(is_within(record[i], line.text), "a record field is a view into its line");
    require(record[i] == field_text(line, i), "field_text gives the record's field");
    const std::size_t column = column_of(line.text, offset_in(line.text, record[i]));
    require(reader.at(record, i).column == column, "at() points at the field");
    require(locate_field(reader.input(), line, i).column == column,
            "locate_field points at the field");
  }
  require(field_text(line, width).empty(), "a record has no field past the layout's");
}

// Records and rejected lines are the file's non-blank lines, told apart by their shape.
void check_records(const TextInput& input, std::size_t width, Diagnostics& diagnostics) {
  const std::vector<Line> lines = lines_of_text(input.text);
  RecordReader reader(input, layout_of(width), diagnostics);
  Record record;
  std::set<std::size_t> seen;
  std::size_t previous = 0;
  while (reader.next(record)) {
    check_record(reader, record, lines, width);
    require(record.line.number > previous, "records come in the order of their lines");
    previous = record.line.number;
    require(is_record_line(record.line.text, width), "a record line has the record's shape");
    seen.insert(record.line.number);
  }
  for (const Line& line : reader.rejected_lines()) {
    require(line.number >= 1 && line.number <= lines.size(), "a rejected line is a line");
    require(!is_blank(line.text) && !is_record_line(line.text, width),
            "a rejected line is not blank and not a record");
    require(seen.insert(line.number).second, "a line is a record or rejected, not both");
  }
  if (!input.ok) return;
  for (const Line& line : lines) {
    require(is_blank(line.text) != (seen.count(line.number) == 1),
            "every line but the blank ones is a record or rejected");
  }
}

// split_whitespace and first_field split as Python's str.split() does.
void check_whitespace_split(std::string_view line) {
  const std::vector<std::string_view> expected = words_of(line);
  std::array<std::string_view, 3> fields;
  const std::size_t count = split_whitespace(line, fields.data(), fields.size());
  require(count == expected.size(), "split_whitespace counts the words");
  for (std::size_t i = 0; i < fields.size(); ++i) {
    const std::string_view word = i < expected.size() ? expected[i] : std::string_view();
    require(fields[i] == word, "split_whitespace gives the words in order");
    require(fields[i].empty() || fields[i].data() == word.data(), "a word is a view into the line");
  }
  require(first_field(line) == (expected.empty() ? std::string_view() : expected[0]),
          "first_field is the first word");
}

// LineIndex gives the line and column LineReader and column_of give for every offset.
void check_line_index(std::string_view text, const std::vector<Line>& lines) {
  const LineIndex index(text);
  for (const Line& line : lines) {
    const std::size_t start = static_cast<std::size_t>(line.text.data() - text.data());
    for (std::size_t offset : {start, start + line.text.size() / 2, start + line.text.size()}) {
      const TextPosition p = index.at(offset);
      require(p.line == line.number && p.line_text == line.text, "LineIndex finds the line");
      require(p.column == column_of(line.text, offset - start), "LineIndex finds the column");
    }
  }
  if (!lines.empty()) {
    require(index.at(text.size() + 1).line == lines.back().number, "past the end is the last line");
  }
}

// character_range cuts the characters character_count counts.
void check_character_range(std::string_view text) {
  const std::size_t count = character_count(text);
  const auto all = character_range(text, 0, count);
  require(all && *all == text, "the range of every character is the text");
  require(!character_range(text, 0, count + 1), "a range past the end is nothing");
  const auto middle = character_range(text, count / 3, count - count / 3);
  require(middle && is_within(*middle, text), "a range is a view into the text");
  require(character_count(*middle) == count - 2 * (count / 3), "a range has its characters");
}

void check_bytes(std::string_view bytes) {
  const std::size_t width = bytes.empty() ? 2 : 1 + static_cast<unsigned char>(bytes[0]) % 6;
  const std::string_view file = bytes.empty() ? bytes : bytes.substr(1);
  Diagnostics diagnostics(1 << 20);
  const TextInput input = text_input("run", "fuzz.tsv", file, diagnostics);
  check_records(input, width, diagnostics);
  check_reader_diagnostics(diagnostics, {{"run", input.text}}, RecordReader::diagnostic_codes());
  if (!input.ok) return;
  const std::vector<Line> lines = lines_of_text(input.text);
  for (const Line& line : lines) check_whitespace_split(line.text);
  check_line_index(input.text, lines);
  check_character_range(input.text);
}

}  // namespace
}  // namespace bioeval::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return bioeval::fuzz::run_reader_check("fuzz_read_tsv", data, size, bioeval::fuzz::check_bytes);
}
