// Text inputs: bytes checked once (UTF-8, NUL, byte-order mark), then read line by line with
// 1-based line numbers. Lines end at LF; a CR before the LF is not part of the line.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "base/bytes.hpp"
#include "base/diagnostics.hpp"

namespace bioeval {

// Called with the number of bytes of an input read so far and the input's size.
using ProgressFn = std::function<void(std::size_t done, std::size_t total)>;

// Where the bytes first stop being acceptable text.
struct TextDefect {
  enum class Kind { nul_byte, invalid_utf8 } kind;
  std::size_t offset;  // 0-based byte offset in the file
  std::size_t line;    // 1-based
  std::size_t column;  // 1-based, in characters
  std::string what;
};

// Length of the valid UTF-8 sequence starting at `p` (before `end`), or 0 if it is not valid
// (RFC 3629: no overlong forms, no surrogates, nothing above U+10FFFF).
std::size_t utf8_sequence_length(const unsigned char* p, const unsigned char* end);

// What one pass over a text finds: its first defect (a NUL byte or invalid UTF-8), if any, and
// its number of lines as LineReader reads them.
struct TextScan {
  std::optional<TextDefect> defect;
  std::size_t lines = 0;
};

TextScan scan_text(std::string_view text);

// Returns the first NUL byte or invalid UTF-8 sequence in `bytes`, if any.
inline std::optional<TextDefect> find_text_defect(std::string_view bytes) {
  return scan_text(bytes).defect;
}

// Strips a leading UTF-8 byte-order mark.
std::string_view without_bom(std::string_view bytes);

// 1-based column, in characters, of byte `offset` within `line`.
std::size_t column_of(std::string_view line, std::size_t offset);

// The bytes of characters [start, end) of UTF-8 `text` (offsets that count characters, as the
// standoff and XML corpora's do); nothing when the text is shorter.
std::optional<std::string_view> character_range(std::string_view text, std::size_t start,
                                                std::size_t end);

// The number of characters of UTF-8 `text`.
std::size_t character_count(std::string_view text);

struct Line {
  std::string_view text;  // without the line ending
  std::size_t number = 0;
};

// The line that starts at `next` (before `end`), without its newline or a CR before it; `next`
// moves to the line after it (to `end` after the last). Inline: readers take a line at a time.
inline std::string_view take_line(const char*& next, const char* end) {
  const char* const start = next;
  const char* const newline = find_byte(start, end, '\n');
  next = newline == end ? end : newline + 1;
  std::size_t length = static_cast<std::size_t>(newline - start);
  if (length > 0 && start[length - 1] == '\r') --length;
  return std::string_view(start, length);
}

// Iterates the lines of checked text. A final line without a newline is a line; the empty string
// after a final newline is not.
class LineReader {
 public:
  explicit LineReader(std::string_view text, ProgressFn progress = {}, std::size_t file_size = 0);
  bool next(Line& line);
  std::size_t lines_read() const { return number_; }
  // True when the text does not end with a newline (a truncated last line).
  bool missing_final_newline() const;

 private:
  std::string_view text_;
  std::size_t pos_ = 0;
  std::size_t number_ = 0;
  std::size_t next_report_ = 0;
  ProgressFn progress_;
  std::size_t file_size_;
};

// Counts lines the way LineReader reads them.
std::size_t count_lines(std::string_view text);

// A checked text input: the role and file it came from and its text without the BOM.
struct TextInput {
  std::string_view role;
  std::string_view file;
  std::string_view text;
  bool ok = false;
};

// Where a diagnostic about `field` (a view into `line.text`) points: the input, the line and
// the field's column; no column when `field` is empty of data (the whole line).
Location location_of(const TextInput& input, const Line& line, std::string_view field = {});

// The codes check_text reports.
inline const std::vector<std::string>& text_diagnostic_codes() {
  static const std::vector<std::string> codes = {"invalid-utf8", "nul-byte", "input-empty"};
  return codes;
}

// The same, with `run-empty`: the codes of an input that may be a submission's run.
inline const std::vector<std::string>& run_text_diagnostic_codes() {
  static const std::vector<std::string> codes = {"invalid-utf8", "nul-byte", "input-empty",
                                                 "run-empty"};
  return codes;
}

// Checks `bytes` as text and reports `invalid-utf8` (UTF-16 included) or `nul-byte` (errors that
// reject the file), or `input-empty` when nothing but a BOM and whitespace is there.
TextInput check_text(std::string_view role, std::string_view file, std::string_view bytes,
                     Diagnostics& diagnostics);

// What a file with nothing in it (a BOM and whitespace at most) is: an error (a gold, most
// inputs), a valid input (a BioNLP-ST .a2 of a document without annotations, an empty list), or
// a submission that found nothing (a run: valid, warned about, read as holding no line).
enum class Emptiness { rejected, allowed, submission };

// The warning `run-empty` at `where`: a submission with nothing in it (`found` says how) is
// scored, every gold item missed. Shared by every reader of runs.
void report_run_empty(Diagnostics& diagnostics, const Location& where, const std::string& found);

// The same, with the scan of the text after its byte-order mark already made.
TextInput check_text(std::string_view role, std::string_view file, std::string_view bytes,
                     const TextScan& scan, Diagnostics& diagnostics,
                     Emptiness empty = Emptiness::rejected);

}  // namespace bioeval
