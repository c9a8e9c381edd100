// Fuzzes core/io on arbitrary bytes: the text check, the line and record readers, the field
// parsers and the sniffer, each against an independent statement of what it must do.
#include <array>
#include <cerrno>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "base/text.hpp"
#include "host/api.hpp"
#include "invariants.hpp"
#include "io/fields.hpp"
#include "io/sniff.hpp"
#include "io/tsv.hpp"

namespace bioeval::fuzz {
namespace {

// Whitespace as RecordReader sees a blank line.
bool is_blank(std::string_view text) {
  return text.find_first_not_of(" \t\r\f\v") == std::string_view::npos;
}

std::size_t count_of(std::string_view text, char c) {
  std::size_t n = 0;
  for (char x : text) n += x == c ? 1 : 0;
  return n;
}

// find_text_defect: the bytes before a defect are text; a NUL defect is a NUL; an invalid one
// makes the text invalid UTF-8; no defect means UTF-8 without NUL. Line and column are where
// the byte is.
void check_defect(std::string_view text) {
  const auto defect = find_text_defect(text);
  if (!defect) {
    require(is_utf8(text) && text.find('\0') == std::string_view::npos,
            "text without a defect is UTF-8 without NUL");
    return;
  }
  require(defect->offset < text.size(), "a defect is inside the text");
  const std::string_view before = text.substr(0, defect->offset);
  require(is_utf8(before) && before.find('\0') == std::string_view::npos,
          "the bytes before the first defect are text");
  const bool nul = defect->kind == TextDefect::Kind::nul_byte;
  require(nul == (text[defect->offset] == '\0'), "a NUL defect is a NUL byte");
  if (!nul) require(!is_utf8(text), "an invalid-UTF-8 defect makes the text invalid");
  require(defect->line == count_of(before, '\n') + 1, "a defect's line counts the newlines");
  const auto line_start = before.rfind('\n');
  const std::string_view line =
      line_start == std::string_view::npos ? before : before.substr(line_start + 1);
  require(defect->column == column_of(line, line.size()), "a defect's column is its character");
}

// LineReader: lines cover the text in order, without their LF (and a CR before it).
std::vector<Line> check_lines(std::string_view text) {
  std::vector<Line> lines;
  LineReader reader(text);
  Line line;
  std::size_t pos = 0;
  while (reader.next(line)) {
    require(line.number == lines.size() + 1, "line numbers are 1, 2, 3, …");
    require(line.text.data() == text.data() + pos, "a line starts where the previous ended");
    require(line.text.find('\n') == std::string_view::npos, "a line holds no LF");
    pos += line.text.size();
    if (text.substr(pos, 2) == "\r\n") {
      pos += 2;
    } else if (text.substr(pos, 1) == "\n" || text.substr(pos) == "\r") {
      pos += 1;
    } else {
      require(pos == text.size(), "a line ends at an LF, a CR LF or the end of the text");
    }
    lines.push_back(line);
  }
  require(pos == text.size(), "the lines cover the whole text");
  require(reader.lines_read() == lines.size() && count_lines(text) == lines.size(),
          "count_lines counts the lines LineReader reads");
  require(reader.missing_final_newline() == (!text.empty() && text.back() != '\n'),
          "a missing final newline is a text not ending in LF");
  return lines;
}

// split_tabs: one field more than there are TABs, the fields joined by TABs are the line.
void check_split(std::string_view line, std::size_t capacity) {
  std::array<std::string_view, 8> fields;
  const std::size_t count = split_tabs(line, fields.data(), capacity);
  require(count == count_of(line, '\t') + 1, "a line has one field more than TABs");
  if (count > capacity) return;
  std::string joined;
  for (std::size_t i = 0; i < count; ++i) {
    require(fields[i].find('\t') == std::string_view::npos, "a field holds no TAB");
    joined += (i ? "\t" : "") + std::string(fields[i]);
  }
  require(joined == line, "the fields joined by TABs are the line");
}

bool is_digit(char c) {
  return c >= '0' && c <= '9';
}

// parse_positive_integer: exactly the digit strings of at most 18 digits that are not all 0.
void check_positive_integer(std::string_view text) {
  const auto value = parse_positive_integer(text);
  bool digits = !text.empty() && text.size() <= 18;
  for (char c : text) digits = digits && is_digit(c);
  const bool zero = text.find_first_not_of('0') == std::string_view::npos;
  require(value.has_value() == (digits && !zero), "positive integers are 1..18 digits, not 0");
  if (!value) return;
  const std::string without_zeros(text.substr(text.find_first_not_of('0')));
  require(std::to_string(*value) == without_zeros, "a positive integer has the value written");
}

// parse_decimal: only decimal characters, a finite value equal to strtod's (correctly rounded).
void check_decimal(std::string_view text) {
  const auto value = parse_decimal(text);
  if (!value) return;
  require(text.find_first_not_of("0123456789+-.eE") == std::string_view::npos,
          "a decimal holds only digits, signs, a point and an exponent");
  require(std::isfinite(*value), "a decimal is finite");
  const std::string copy(text);
  errno = 0;
  char* end = nullptr;
  const double expected = std::strtod(copy.c_str(), &end);
  require(end == copy.c_str() + copy.size(), "strtod reads a whole decimal");
  require(*value == expected, "a decimal has strtod's value");
}

void check_fields(std::string_view text) {
  check_positive_integer(text);
  check_decimal(text);
  const bool outer = has_outer_whitespace(text);
  require(outer == (!text.empty() &&
                    (is_blank(text.substr(0, 1)) || is_blank(text.substr(text.size() - 1)))),
          "outer whitespace is a space, TAB, CR, VT or FF at either end");
}

// A layout of 1..6 fields, chosen by the first byte so the fuzzer explores every width.
RecordLayout layout_for(std::string_view bytes) {
  const std::size_t width = bytes.empty() ? 2 : 1 + static_cast<unsigned char>(bytes[0]) % 6;
  RecordLayout layout{"fuzz", {}};
  for (std::size_t i = 0; i < width; ++i) layout.fields.push_back("f" + std::to_string(i + 1));
  return layout;
}

// Blank lines followed by a record (each an error) and whether the text ends in blank lines.
std::pair<std::size_t, bool> blank_lines(const std::vector<Line>& lines) {
  std::size_t between = 0;
  std::size_t pending = 0;
  for (const Line& line : lines) {
    if (is_blank(line.text)) {
      ++pending;
    } else {
      between += pending;
      pending = 0;
    }
  }
  return {between, pending > 0};
}

// RecordReader: records are well formed; every other line is one error; trailing blank lines
// one warning; every diagnostic serializes.
void check_records(std::string_view bytes, const std::vector<Line>& lines) {
  Diagnostics diagnostics;
  const TextInput input = check_text("run", "fuzz.tsv", bytes, diagnostics);
  const bool rejected = diagnostics.has_errors();
  require(input.ok == !rejected, "check_text accepts exactly what it does not report");
  RecordReader reader(input, layout_for(bytes), diagnostics);
  Record record;
  std::size_t records = 0;
  while (reader.next(record)) {
    ++records;
    for (std::size_t i = 0; i < reader.layout().fields.size(); ++i) {
      const std::string_view field = record[i];
      require(!field.empty() && !has_outer_whitespace(field), "a record field is trimmed");
      require(field.find('\t') == std::string_view::npos, "a record field holds no TAB");
      require(reader.at(record, i).column >= 1, "a record field has a column");
    }
  }
  if (rejected) {
    require(records == 0 && diagnostics.error_count() == 1, "a rejected input has no records");
    return;
  }
  const auto [between, trailing] = blank_lines(lines);
  require(diagnostics.error_count() == reader.rejected_lines().size() + between,
          "every skipped line and every blank line between records is one error");
  require(diagnostics.warning_count() == (trailing ? 1u : 0u),
          "trailing blank lines are one warning");
  Result result;
  result.inputs.push_back({"run", "fuzz.tsv", bytes.size(), count_lines(without_bom(bytes)), {}});
  result.diagnostics = diagnostics;
  check_result(result, {{{"run", bytes}}, false, false, {}});
  check_serialization(result);
}

// excerpt_of: text for display from any bytes, cut after `max_bytes` bytes plus one character.
void check_excerpts(const std::vector<Line>& lines, std::size_t max_bytes) {
  const std::size_t longest = max_bytes + 4 + std::string_view("\u2026").size();
  for (const Line& line : lines) {
    const std::string excerpt = excerpt_of(line.text, max_bytes);
    require(is_utf8(excerpt), "an excerpt is UTF-8 whatever the bytes");
    require(excerpt.size() <= longest, "an excerpt is short");
    require(excerpt.find('\0') == std::string::npos, "an excerpt holds no NUL");
    if (line.text.size() <= max_bytes && is_utf8(line.text) &&
        line.text.find('\0') == std::string_view::npos) {
      require(excerpt == line.text, "a short line of text is its own excerpt");
    }
  }
}

void check_sniff(std::string_view bytes) {
  using F = FieldShape;
  for (double score : {shape_score(bytes, {F::any, F::binary}),
                       shape_score(bytes, {F::any, F::non_binary, F::integer, F::number}),
                       shape_score(bytes, {F::integer})}) {
    require(score >= 0 && score <= 1, "a shape score is within [0, 1]");
  }
  const Json candidates = sniff(bytes);
  for (const Json& candidate : candidates) {
    const double score = candidate.at("score").get<double>();
    require(score > 0 && score <= 1, "a sniff candidate scores within ]0, 1]");
  }
  (void)candidates.dump();
}

}  // namespace
}  // namespace bioeval::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace bioeval;
  using namespace bioeval::fuzz;
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  check_defect(bytes);
  check_sniff(bytes);
  const std::vector<Line> lines = check_lines(without_bom(bytes));
  for (const Line& line : lines) {
    check_split(line.text, 3);
    check_split(line.text, 8);
    std::array<std::string_view, 8> fields;
    const std::size_t count = split_tabs(line.text, fields.data(), fields.size());
    for (std::size_t i = 0; i < count && i < fields.size(); ++i) check_fields(fields[i]);
  }
  check_fields(bytes.substr(0, 64));
  check_records(bytes, lines);
  check_excerpts(lines, size % 16);
  return 0;
}
