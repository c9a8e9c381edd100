#include "io/tsv.hpp"

#include "io/fields.hpp"

namespace bioeval {
namespace {

std::string field_list(const RecordLayout& layout) {
  std::string out;
  for (const auto& f : layout.fields) out += (out.empty() ? "" : ", ") + f;
  return out;
}

}  // namespace

const std::vector<std::string>& RecordReader::diagnostic_codes() {
  static const std::vector<std::string> codes = {"field-count", "empty-field", "field-whitespace",
                                                 "blank-line", "trailing-blank-line"};
  return codes;
}

RecordReader::RecordReader(const TextInput& input, RecordLayout layout, Diagnostics& diagnostics,
                           ProgressFn progress)
    : input_(input),
      layout_(std::move(layout)),
      diagnostics_(diagnostics),
      lines_(input.ok ? input.text : std::string_view(), std::move(progress)) {}

bool RecordReader::next(Record& record) {
  while (lines_.next(record.line)) {
    if (is_blank(record.line.text)) {
      pending_blank_.push_back(record.line);
      continue;
    }
    report_blank_lines(false);
    if (well_formed(record)) return true;
    rejected_.push_back(record.line);
  }
  report_blank_lines(true);
  return false;
}

Location RecordReader::at(const Record& record, std::size_t field) const {
  const std::string_view text = record.line.text;
  return Location{input_.role, input_.file, record.line.number,
                  column_of(text, offset_in(text, record.fields[field])), text};
}

Location RecordReader::at(const Line& line) const {
  return Location{input_.role, input_.file, line.number, 0, line.text};
}

void RecordReader::report_blank_lines(bool at_end) {
  if (pending_blank_.empty()) return;
  if (at_end) {
    diagnostics_.warning("trailing-blank-line", at(pending_blank_.front()),
                         std::to_string(pending_blank_.size()) +
                             " blank line(s) at the end of the file are ignored");
  } else {
    for (const auto& line : pending_blank_) {
      diagnostics_.error("blank-line", at(line),
                         "blank line: every line but those at the end must be a record (" +
                             field_list(layout_) + ")");
    }
  }
  pending_blank_.clear();
}

std::string RecordReader::field_label(std::size_t i) const {
  return "field " + std::to_string(i + 1) + " (" + layout_.fields[i] + ")";
}

bool RecordReader::well_formed(Record& record) {
  const std::string_view text = record.line.text;
  const std::size_t expected = layout_.fields.size();
  const std::size_t found = split_tabs(text, record.fields.data(), Record::kMaxFields);
  if (found != expected) {
    std::string message = "found " + std::to_string(found) + " field(s), expected " +
                          std::to_string(expected) +
                          " separated by single TABs: " + field_list(layout_);
    if (found == 1 && text.find(',') != std::string_view::npos) {
      message +=
          "; this line has no TAB but commas: the file looks comma-separated (CSV); use "
          "TAB between fields";
    } else if (found == 1 && text.find(' ') != std::string_view::npos) {
      message += "; this line has no TAB: separate fields with TABs, not spaces";
    } else if (found == expected + 1 && !text.empty() && text.back() == '\t') {
      message += "; the line ends with a TAB";
    }
    if (text.find('\r') != std::string_view::npos) {
      message += "; the line holds a carriage return (CR): use LF or CRLF line endings";
    }
    std::size_t column = column_of(text, text.size());
    if (found > expected && expected < Record::kMaxFields) {
      column = column_of(text, offset_in(text, record.fields[expected]));
    }
    diagnostics_.error("field-count",
                       Location{input_.role, input_.file, record.line.number, column, text},
                       message);
    return false;
  }
  for (std::size_t i = 0; i < expected; ++i) {
    const std::string_view field = record.fields[i];
    if (field.empty()) {
      diagnostics_.error("empty-field", at(record, i),
                         field_label(i) + " is empty; fields are separated by exactly one TAB");
      return false;
    }
    if (has_outer_whitespace(field)) {
      diagnostics_.error("field-whitespace", at(record, i),
                         field_label(i) + " " + quoted(field) +
                             " has whitespace at its start or end; separate fields with "
                             "exactly one TAB and nothing else");
      return false;
    }
  }
  return true;
}

}  // namespace bioeval

namespace bioeval {

std::string_view field_text(const Line& line, std::size_t field) {
  std::array<std::string_view, Record::kMaxFields> fields;
  const std::size_t found = split_tabs(line.text, fields.data(), fields.size());
  return field < found && field < fields.size() ? fields[field] : std::string_view();
}

Location locate_field(const TextInput& input, const Line& line, std::size_t field) {
  std::array<std::string_view, Record::kMaxFields> fields;
  const std::size_t found = split_tabs(line.text, fields.data(), fields.size());
  const std::size_t column = field < found && field < fields.size()
                                 ? column_of(line.text, offset_in(line.text, fields[field]))
                                 : 0;
  return Location{input.role, input.file, line.number, column, line.text};
}

}  // namespace bioeval
