// Diagnostics: what was wrong with an input, where, and why.
#pragma once

#include <cstddef>
#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace bioeval {

enum class Severity { error, warning, info };

std::string_view severity_name(Severity severity);

// One finding about one input. Line and column are 1-based; 0 means "not tied to a line/column".
struct Diagnostic {
  Severity severity = Severity::error;
  std::string code;   // stable kebab-case identifier, documented in docs/diagnostics.md
  std::string input;  // the input role, e.g. "gold" or "run"
  std::string file;   // the file name within that role
  std::size_t line = 0;
  std::size_t column = 0;
  std::string message;  // what was found and what was expected
  std::string excerpt;  // the offending line's text, shortened
};

// Where a diagnostic points: an input file, a line and a column within it.
struct Location {
  std::string_view input;
  std::string_view file;
  std::size_t line = 0;
  std::size_t column = 0;
  std::string_view line_text;
};

// Collects diagnostics. Every occurrence is counted; only the first `kept_per_code` of each
// (input, code) are kept with their message, so a file with a million bad lines stays readable.
class Diagnostics {
 public:
  explicit Diagnostics(std::size_t kept_per_code = 100) : kept_per_code_(kept_per_code) {}

  void add(Severity severity, std::string code, const Location& where, std::string message);
  void error(std::string code, const Location& where, std::string message) {
    add(Severity::error, std::move(code), where, std::move(message));
  }
  void warning(std::string code, const Location& where, std::string message) {
    add(Severity::warning, std::move(code), where, std::move(message));
  }
  // A warning that stands for `items` items (the count in its message): one occurrence, which
  // count() counts as that many.
  void warning(std::string code, const Location& where, std::string message, std::size_t items);

  std::size_t kept_per_code() const { return kept_per_code_; }
  bool has_errors() const { return errors_ > 0; }
  std::size_t error_count() const { return errors_; }
  std::size_t warning_count() const { return warnings_; }
  // Diagnostics kept, errors first, then by input, file, line and column.
  std::vector<Diagnostic> sorted() const;
  // Occurrences per code, including those not kept.
  const std::map<std::string, std::size_t>& counts() const { return counts_; }
  // The items that `code` was reported for in the input of role `input`: its occurrences,
  // including those not kept, a warning for several items counting as that many.
  std::size_t count(const std::string& input, const std::string& code) const;
  std::size_t dropped() const { return dropped_; }

 private:
  std::size_t kept_per_code_;
  std::vector<Diagnostic> kept_;
  std::map<std::string, std::size_t> counts_;
  std::map<std::pair<std::string, std::string>, std::size_t> kept_by_input_code_;
  std::map<std::pair<std::string, std::string>, std::size_t> items_by_input_code_;
  std::size_t errors_ = 0;
  std::size_t warnings_ = 0;
  std::size_t dropped_ = 0;
};

// `text` in single quotes for a message, control characters written visibly ("\\r", "\\t").
std::string quoted(std::string_view text);

// A line made safe and short for display: invalid UTF-8 becomes U+FFFD, a NUL byte U+2400, and
// after `max_bytes` bytes the text is cut on a character boundary and ends with "…".
std::string excerpt_of(std::string_view line_text, std::size_t max_bytes = 200);

}  // namespace bioeval
