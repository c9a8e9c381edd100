#include "base/text.hpp"

#include "base/bytes.hpp"
#include "base/file_kind.hpp"
#include "base/hot_loop.hpp"

#include <algorithm>
#include <cstring>

#ifdef __SSE2__
#include <emmintrin.h>
#endif

namespace bioeval {
namespace {

constexpr std::string_view kBom = "\xEF\xBB\xBF";

}  // namespace

std::size_t utf8_sequence_length(const unsigned char* p, const unsigned char* end) {
  const unsigned char c = p[0];
  auto continuation = [&](std::size_t i, unsigned char lo, unsigned char hi) {
    return p + i < end && p[i] >= lo && p[i] <= hi;
  };
  if (c < 0x80) return 1;
  if (c >= 0xC2 && c <= 0xDF) return continuation(1, 0x80, 0xBF) ? 2 : 0;
  if (c == 0xE0) return continuation(1, 0xA0, 0xBF) && continuation(2, 0x80, 0xBF) ? 3 : 0;
  if ((c >= 0xE1 && c <= 0xEC) || c == 0xEE || c == 0xEF)
    return continuation(1, 0x80, 0xBF) && continuation(2, 0x80, 0xBF) ? 3 : 0;
  if (c == 0xED) return continuation(1, 0x80, 0x9F) && continuation(2, 0x80, 0xBF) ? 3 : 0;
  if (c == 0xF0)
    return continuation(1, 0x90, 0xBF) && continuation(2, 0x80, 0xBF) && continuation(3, 0x80, 0xBF)
               ? 4
               : 0;
  if (c >= 0xF1 && c <= 0xF3)
    return continuation(1, 0x80, 0xBF) && continuation(2, 0x80, 0xBF) && continuation(3, 0x80, 0xBF)
               ? 4
               : 0;
  if (c == 0xF4)
    return continuation(1, 0x80, 0x8F) && continuation(2, 0x80, 0xBF) && continuation(3, 0x80, 0xBF)
               ? 4
               : 0;
  return 0;
}

namespace {

// Nonzero when a byte of `w` is NUL or has its high bit set.
std::uint64_t not_plain(std::uint64_t w) {
  const std::uint64_t high = 0x8080808080808080ULL;
  const std::uint64_t has_zero = (w - 0x0101010101010101ULL) & ~w & high;
  return (w & high) | has_zero;
}

// True when none of the 8 bytes at `p` is NUL or has its high bit set.
bool plain_ascii_word(const unsigned char* p) {
  std::uint64_t w;
  std::memcpy(&w, p, 8);
  return not_plain(w) == 0;
}

// The newlines of four words: a bit per newline byte (its lowest), summed across bytes by one
// multiplication (at most 4 per byte, 32 in all: no carry crosses bytes).
std::size_t newlines_in(std::uint64_t a, std::uint64_t b, std::uint64_t c, std::uint64_t d) {
  const std::uint64_t bits = (byte_mask(a, '\n') >> 7) + (byte_mask(b, '\n') >> 7) +
                             (byte_mask(c, '\n') >> 7) + (byte_mask(d, '\n') >> 7);
  return static_cast<std::size_t>((bits * 0x0101010101010101ULL) >> 56);
}

TextDefect defect_at(std::string_view bytes, TextDefect::Kind kind, std::size_t offset,
                     std::string what) {
  std::size_t line = 1;
  std::size_t line_start = 0;
  for (std::size_t i = 0; i < offset; ++i) {
    if (bytes[i] == '\n') {
      ++line;
      line_start = i + 1;
    }
  }
  return TextDefect{kind, offset, line, column_of(bytes.substr(line_start), offset - line_start),
                    std::move(what)};
}

// Skips plain ASCII (no NUL) from `p`, 32 or 64 bytes at a time, counting newlines; stops at the
// first other word, near `end`, or after 64 kB: a block per call (hot_loop.hpp).
BIOEVAL_OUT_OF_LINE const unsigned char* skip_plain_ascii(const unsigned char* p,
                                                          const unsigned char* end,
                                                          std::size_t& newlines) {
  const unsigned char* stop = end - p > (64 << 10) ? p + (64 << 10) : end;
#ifdef __SSE2__
  // Natively on x86-64, 64 bytes at a time with SSE2: a NUL or a high bit anywhere stops it;
  // each lane counts its newlines (at most 4 a step: cmpeq gives -1 per newline) and one sum of
  // absolute differences adds the lanes up.
  const __m128i zero = _mm_setzero_si128();
  const __m128i newline = _mm_set1_epi8('\n');
  while (stop - p >= 64) {
    const __m128i a = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
    const __m128i b = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + 16));
    const __m128i c = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + 32));
    const __m128i d = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + 48));
    const __m128i nul =
        _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(a, zero), _mm_cmpeq_epi8(b, zero)),
                     _mm_or_si128(_mm_cmpeq_epi8(c, zero), _mm_cmpeq_epi8(d, zero)));
    const __m128i high = _mm_or_si128(_mm_or_si128(a, b), _mm_or_si128(c, d));
    if (_mm_movemask_epi8(_mm_or_si128(nul, high)) != 0) break;
    __m128i lanes = _mm_sub_epi8(zero, _mm_cmpeq_epi8(a, newline));
    lanes = _mm_sub_epi8(lanes, _mm_cmpeq_epi8(b, newline));
    lanes = _mm_sub_epi8(lanes, _mm_cmpeq_epi8(c, newline));
    lanes = _mm_sub_epi8(lanes, _mm_cmpeq_epi8(d, newline));
    const __m128i sums = _mm_sad_epu8(lanes, zero);
    newlines += static_cast<std::size_t>(_mm_cvtsi128_si32(sums)) +
                static_cast<std::size_t>(_mm_cvtsi128_si32(_mm_srli_si128(sums, 8)));
    p += 64;
  }
#endif
  // Four words at a time while all four are plain, then word by word.
  while (stop - p >= 32) {
    std::uint64_t w[4];
    std::memcpy(w, p, 32);
    if (not_plain(w[0]) | not_plain(w[1]) | not_plain(w[2]) | not_plain(w[3])) break;
    newlines += newlines_in(w[0], w[1], w[2], w[3]);
    p += 32;
  }
  while (stop - p >= 8 && plain_ascii_word(p)) {
    // One bit per newline byte, summed across the word by a multiplication.
    newlines += static_cast<std::size_t>(
        ((byte_mask(load_word(reinterpret_cast<const char*>(p)), '\n') >> 7) *
         0x0101010101010101ULL) >>
        56);
    p += 8;
  }
  return p;
}

std::string hex_byte(unsigned char c) {
  const char* digits = "0123456789ABCDEF";
  return std::string("0x") + digits[c >> 4] + digits[c & 15];
}

}  // namespace

TextScan scan_text(std::string_view text) {
  TextScan scan;
  const auto* begin = reinterpret_cast<const unsigned char*>(text.data());
  const auto* end = begin + text.size();
  const auto* p = begin;
  std::size_t newlines = 0;
  while (p < end) {
    if (end - p >= 8 && plain_ascii_word(p)) {
      p = skip_plain_ascii(p, end, newlines);
      continue;
    }
    const auto offset = static_cast<std::size_t>(p - begin);
    if (*p == 0) {
      scan.defect = defect_at(text, TextDefect::Kind::nul_byte, offset, "a NUL byte");
      break;
    }
    const std::size_t length = utf8_sequence_length(p, end);
    if (length == 0) {
      scan.defect = defect_at(text, TextDefect::Kind::invalid_utf8, offset,
                              "invalid UTF-8 byte " + hex_byte(*p));
      break;
    }
    newlines += *p == '\n';
    p += length;
  }
  scan.lines =
      scan.defect ? count_lines(text) : newlines + (!text.empty() && text.back() != '\n' ? 1 : 0);
  return scan;
}

std::string_view without_bom(std::string_view bytes) {
  if (bytes.substr(0, kBom.size()) == kBom) bytes.remove_prefix(kBom.size());
  return bytes;
}

std::size_t column_of(std::string_view line, std::size_t offset) {
  std::size_t column = 1;
  for (std::size_t i = 0; i < offset && i < line.size(); ++i) {
    if ((static_cast<unsigned char>(line[i]) & 0xC0) != 0x80) ++column;
  }
  return column;
}

std::optional<std::string_view> character_range(std::string_view text, std::size_t start,
                                                std::size_t end) {
  std::size_t character = 0, first = std::string_view::npos;
  for (std::size_t i = 0; i <= text.size(); ++i) {
    if (i < text.size() && (static_cast<unsigned char>(text[i]) & 0xC0) == 0x80) continue;
    if (character == start) first = i;
    if (character == end) return text.substr(first, i - first);
    ++character;
  }
  return std::nullopt;
}

std::size_t character_count(std::string_view text) {
  std::size_t count = 0;
  for (char c : text) count += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
  return count;
}

Location location_of(const TextInput& input, const Line& line, std::string_view field) {
  const std::size_t column =
      field.data() ? column_of(line.text, static_cast<std::size_t>(field.data() - line.text.data()))
                   : std::size_t{0};
  return Location{input.role, input.file, line.number, column, line.text};
}

LineReader::LineReader(std::string_view text, ProgressFn progress, std::size_t file_size)
    : text_(text),
      progress_(std::move(progress)),
      file_size_(file_size ? file_size : text.size()) {}

bool LineReader::next(Line& line) {
  if (pos_ >= text_.size()) {
    if (progress_ && next_report_ != SIZE_MAX) {
      progress_(file_size_, file_size_);
      next_report_ = SIZE_MAX;
    }
    return false;
  }
  const char* next = text_.data() + pos_;
  line.text = take_line(next, text_.data() + text_.size());
  pos_ = static_cast<std::size_t>(next - text_.data());
  line.number = ++number_;
  if (progress_ && pos_ >= next_report_) {
    progress_(pos_, file_size_);
    next_report_ = pos_ + (1u << 20);
  }
  return true;
}

bool LineReader::missing_final_newline() const {
  return !text_.empty() && text_.back() != '\n';
}

std::size_t count_lines(std::string_view text) {
  std::size_t lines = 0;
  const char* end = text.data() + text.size();
  for (const char* p = text.data(); p < end; ++lines) p = find_byte(p, end, '\n') + 1;
  return lines;
}

void report_run_empty(Diagnostics& diagnostics, const Location& where, const std::string& found) {
  diagnostics.warning("run-empty", where,
                      found + ": scored as a run that predicts nothing, every gold item missed");
}

TextInput check_text(std::string_view role, std::string_view file, std::string_view bytes,
                     Diagnostics& diagnostics) {
  return check_text(role, file, bytes, scan_text(without_bom(bytes)), diagnostics);
}

TextInput check_text(std::string_view role, std::string_view file, std::string_view bytes,
                     const TextScan& scan, Diagnostics& diagnostics, Emptiness empty) {
  TextInput input{role, file, without_bom(bytes), false};
  if (bytes.substr(0, 2) == "\xFF\xFE" || bytes.substr(0, 2) == "\xFE\xFF") {
    diagnostics.error("invalid-utf8", Location{role, file, 1, 1, {}},
                      "the file is UTF-16 text (it starts with the byte-order mark " +
                          std::string(bytes[0] == '\xFF' ? "FF FE" : "FE FF") +
                          "), as spreadsheets write “Unicode text”; save it as UTF-8");
    return input;
  }
  if (auto defect = scan.defect) {
    const std::size_t line_start = input.text.rfind('\n', defect->offset) + 1;  // npos + 1 = 0
    const std::size_t line_end = std::min(input.text.find('\n', defect->offset), input.text.size());
    const std::string_view line_text = input.text.substr(line_start, line_end - line_start);
    const bool nul = defect->kind == TextDefect::Kind::nul_byte;
    defect->offset += bytes.size() - input.text.size();  // offsets count the byte-order mark
    const std::string where = " at byte offset " + std::to_string(defect->offset);
    // A file that is no text at all (an image, an archive in a text slot) is named as such.
    if (const auto binary = file_signature(bytes)) {
      diagnostics.error(nul ? "nul-byte" : "invalid-utf8", Location{role, file, 1, 1, {}},
                        "the file is " + *binary + ", not text: expected " + std::string(role) +
                            " as a text file");
      return input;
    }
    diagnostics.error(
        nul ? "nul-byte" : "invalid-utf8",
        Location{role, file, defect->line, defect->column, line_text},
        nul ? "the file holds a NUL byte" + where +
                  ": it is not plain text (UTF-16 text holds NUL bytes); save it as UTF-8"
            : "the file is not UTF-8 text: " + defect->what + where +
                  "; save it as UTF-8 (it may be Latin-1 or Windows-1252)");
    return input;
  }
  if (empty != Emptiness::allowed &&
      input.text.find_first_not_of(" \t\r\n\f\v") == std::string_view::npos) {
    const std::string found =
        input.text.empty() ? "the file is empty" : "the file holds only blank lines";
    if (empty == Emptiness::submission) {
      report_run_empty(diagnostics, Location{role, file, 0, 0, {}}, found);
      input.text = input.text.substr(input.text.size());  // no line to read, blank or not
      input.ok = true;
      return input;
    }
    diagnostics.error("input-empty", Location{role, file, 0, 0, {}},
                      found + ": expected at least one line of data");
    return input;
  }
  input.ok = true;
  return input;
}

}  // namespace bioeval
