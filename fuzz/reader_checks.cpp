#include "reader_checks.hpp"

#include <algorithm>
#include <functional>

#include "io/fields.hpp"

namespace bioeval::fuzz {

std::vector<std::string_view> split_parts(std::string_view bytes, std::size_t max_parts) {
  std::vector<std::string_view> parts;
  while (parts.size() + 1 < max_parts) {
    const std::size_t cut = bytes.find('\xff');
    if (cut == std::string_view::npos) break;
    parts.push_back(bytes.substr(0, cut));
    bytes.remove_prefix(cut + 1);
  }
  parts.push_back(bytes);
  return parts;
}

TextInput text_input(std::string_view role, std::string_view file, std::string_view bytes,
                     Diagnostics& diagnostics, Emptiness empty) {
  return check_text(role, file, bytes, scan_text(without_bom(bytes)), diagnostics, empty);
}

bool is_within(std::string_view part, std::string_view whole) {
  const std::less_equal<const char*> not_after;
  return not_after(whole.data(), part.data()) &&
         not_after(part.data() + part.size(), whole.data() + whole.size());
}

std::vector<Line> lines_of_text(std::string_view text) {
  std::vector<Line> lines;
  LineReader reader(text);
  Line line;
  while (reader.next(line)) lines.push_back(line);
  return lines;
}

std::vector<std::string_view> words_of(std::string_view line) {
  std::vector<std::string_view> words;
  std::size_t i = 0;
  while (true) {
    while (i < line.size() && is_space(line[i])) ++i;
    if (i == line.size()) return words;
    const std::size_t start = i;
    while (i < line.size() && !is_space(line[i])) ++i;
    words.push_back(line.substr(start, i - start));
  }
}

bool is_record_line(std::string_view line, std::size_t width) {
  std::size_t fields = 0;
  while (true) {
    const std::size_t tab = line.find('\t');
    const std::string_view field = line.substr(0, tab);
    if (field.empty() || has_outer_whitespace(field)) return false;
    ++fields;
    if (tab == std::string_view::npos) return fields == width;
    line.remove_prefix(tab + 1);
  }
}

namespace {

bool is_listed(const std::string& code, const std::vector<std::string>& codes) {
  const auto& text_codes = text_diagnostic_codes();
  return std::find(codes.begin(), codes.end(), code) != codes.end() ||
         std::find(text_codes.begin(), text_codes.end(), code) != text_codes.end();
}

void check_place(const Diagnostic& d, const std::vector<Line>& lines) {
  if (d.line == 0) {
    require(d.column == 0, "a diagnostic with a column has a line");
    return;
  }
  require(d.line <= lines.size(), "a diagnostic's line is a line of its input");
  const std::string_view text = lines[d.line - 1].text;
  require(d.column <= column_of(text, text.size()),
          "a diagnostic's column is within its line (or just after it)");
}

}  // namespace

void check_reader_diagnostics(const Diagnostics& diagnostics, const TextsByRole& texts,
                              const std::vector<std::string>& codes) {
  std::map<std::string, std::vector<Line>, std::less<>> lines;
  for (const auto& [role, text] : texts) lines[role] = lines_of_text(text);
  const std::vector<Diagnostic> listed = diagnostics.sorted();
  for (const Diagnostic& d : listed) {
    require(is_listed(d.code, codes), "a diagnostic's code is one the reader documents");
    require(!d.message.empty(), "a diagnostic has a message");
    require(is_utf8(d.message) && is_utf8(d.excerpt), "a diagnostic's text is UTF-8");
    const auto input = lines.find(d.input);
    require(input != lines.end(), "a diagnostic names an input that was read");
    check_place(d, input->second);
  }
  std::size_t counted = 0;
  for (const auto& [code, count] : diagnostics.counts()) counted += count;
  require(counted == listed.size() + diagnostics.dropped(),
          "every diagnostic counted is listed or dropped");
}

std::size_t count_for(const Diagnostics& diagnostics, std::string_view role, Severity severity) {
  std::size_t count = 0;
  for (const Diagnostic& d : diagnostics.sorted()) {
    count += d.input == role && d.severity == severity ? 1 : 0;
  }
  return count;
}

std::size_t code_count(const Diagnostics& diagnostics, std::string_view code) {
  const auto found = diagnostics.counts().find(std::string(code));
  return found == diagnostics.counts().end() ? 0 : found->second;
}

}  // namespace bioeval::fuzz
