#include "base/json_text.hpp"

#include <algorithm>
#include <array>
#include <memory>
#include <utility>

#include "base/bytes.hpp"
#include "base/hot_loop.hpp"
#include "base/text.hpp"

namespace bioeval::detail {

// nlohmann/json's serializer writes through an output adapter, one call per character between
// strings: this one fills a buffer and hands it on when full.
class BufferedOutput : public nlohmann::detail::output_adapter_protocol<char> {
 public:
  explicit BufferedOutput(WriteFn write) : write_(std::move(write)) {}
  BufferedOutput(const BufferedOutput&) = delete;
  BufferedOutput& operator=(const BufferedOutput&) = delete;

  void write_character(char c) override {
    if (used_ == buffer_.size()) flush();
    buffer_[used_++] = c;
  }

  void write_characters(const char* s, std::size_t length) override {
    if (length > buffer_.size() - used_) {
      flush();
      if (length >= buffer_.size()) {
        write_(std::string_view(s, length));
        return;
      }
    }
    std::copy(s, s + length, buffer_.data() + used_);
    used_ += length;
  }

  void flush() {
    if (used_ > 0) write_(std::string_view(buffer_.data(), used_));
    used_ = 0;
  }

 private:
  WriteFn write_;
  std::array<char, 1 << 16> buffer_{};
  std::size_t used_ = 0;
};

}  // namespace bioeval::detail

namespace bioeval {
namespace {

using Serializer = nlohmann::detail::serializer<Json>;

constexpr char kHex[] = "0123456789abcdef";

// "\u" and four lowercase hex digits, as dump writes them.
void append_unicode_escape(std::string& out, unsigned unit) {
  const char escape[6] = {
      '\\',           'u', kHex[(unit >> 12) & 15], kHex[(unit >> 8) & 15], kHex[(unit >> 4) & 15],
      kHex[unit & 15]};
  out.append(escape, 6);
}

// The code point of the valid UTF-8 sequence of `length` bytes at `p`.
unsigned code_point(const unsigned char* p, std::size_t length) {
  if (length == 2) return (p[0] & 0x1Fu) << 6 | (p[1] & 0x3Fu);
  if (length == 3) return (p[0] & 0x0Fu) << 12 | (p[1] & 0x3Fu) << 6 | (p[2] & 0x3Fu);
  return (p[0] & 0x07u) << 18 | (p[1] & 0x3Fu) << 12 | (p[2] & 0x3Fu) << 6 | (p[3] & 0x3Fu);
}

// The high bit of each byte of `word` that JSON text may not hold as it is inside a string
// (quote, backslash, a control character) or that starts or continues a UTF-8 sequence (to be
// checked), and no other bit.
std::uint64_t special_mask(std::uint64_t word) {
  return control_mask(word) | byte_mask(word, '"') | byte_mask(word, '\\') |
         (word & 0x8080808080808080ULL);
}

bool is_special(unsigned char c) {
  return c < 0x20 || c == '"' || c == '\\' || c >= 0x80;
}

// The first special byte in [p, end), or end.
const char* find_special(const char* p, const char* end) {
  for (; end - p >= 8; p += 8) {
    if (const std::uint64_t mask = special_mask(load_word(p))) return p + __builtin_ctzll(mask) / 8;
  }
  while (p != end && !is_special(static_cast<unsigned char>(*p))) ++p;
  return p;
}

// Appends the character that begins at `u` (a byte from 0x80) as \uXXXX, two for a surrogate
// pair; U+FFFD for a byte that starts no valid UTF-8 sequence. Returns the byte after it.
const unsigned char* append_ascii_escape(std::string& out, const unsigned char* u,
                                         const unsigned char* end) {
  const std::size_t length = std::max<std::size_t>(utf8_sequence_length(u, end), 1);
  const unsigned point = length == 1 ? 0xFFFD : code_point(u, length);
  if (point > 0xFFFF) {
    append_unicode_escape(out, 0xD800 + ((point - 0x10000) >> 10));
    append_unicode_escape(out, 0xDC00 + ((point - 0x10000) & 0x3FF));
  } else {
    append_unicode_escape(out, point);
  }
  return u + length;
}

// Appends the escape of the special byte at `p` (or its valid UTF-8 sequence, or U+FFFD for an
// invalid one; with `ascii`, its \uXXXX escape) and returns the byte after it.
const char* append_special(std::string& out, const char* p, const char* end, bool ascii) {
  const auto c = static_cast<unsigned char>(*p);
  if (c >= 0x80) {
    const auto* const u = reinterpret_cast<const unsigned char*>(p);
    const auto* const u_end = reinterpret_cast<const unsigned char*>(end);
    if (ascii) return reinterpret_cast<const char*>(append_ascii_escape(out, u, u_end));
    const std::size_t length = utf8_sequence_length(u, u_end);
    if (length == 0) {
      out += "\xEF\xBF\xBD";  // U+FFFD for a byte that starts no valid sequence
      return p + 1;
    }
    out.append(p, length);
    return p + length;
  }
  switch (c) {
    case '"':
      out += "\\\"";
      break;
    case '\\':
      out += "\\\\";
      break;
    case '\b':
      out += "\\b";
      break;
    case '\t':
      out += "\\t";
      break;
    case '\n':
      out += "\\n";
      break;
    case '\f':
      out += "\\f";
      break;
    case '\r':
      out += "\\r";
      break;
    default:
      append_unicode_escape(out, c);
  }
  return p + 1;
}

}  // namespace

JsonWriter::JsonWriter(bool ascii, const WriteFn& write, const WriteFn& write_lasting)
    : ascii_(ascii),
      output_(std::make_shared<detail::BufferedOutput>(write)),
      write_lasting_(write_lasting) {}

JsonWriter::~JsonWriter() = default;

void JsonWriter::put(std::string_view text) {
  output_->write_characters(text.data(), text.size());
}

void JsonWriter::value(const Json& value) {
  Serializer serializer(output_, ' ', nlohmann::detail::error_handler_t::replace);
  serializer.dump(value, false, ascii_, 0);
}

void JsonWriter::json_text(std::string_view text) {
  if (write_lasting_) {
    output_->flush();  // what came before it first
    write_lasting_(text);
    return;
  }
  if (!ascii_) {
    put(text);
    return;
  }
  // A block of about 64 kB per call (cut before a character, not inside one; hot_loop.hpp): an
  // error list is megabytes.
  constexpr std::size_t kBlock = 64 << 10;
  while (!text.empty()) {
    std::size_t cut = std::min(text.size(), kBlock);
    while (cut < text.size() && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) ++cut;
    ascii_block(text.substr(0, cut));
    text.remove_prefix(cut);
  }
}

// Runs of ASCII as they are, found eight bytes at a time; each other character as \uXXXX (two
// for a surrogate pair).
BIOEVAL_OUT_OF_LINE void JsonWriter::ascii_block(std::string_view text) {
  const char* p = text.data();
  const char* const end = p + text.size();
  while (p != end) {
    const char* run = p;
    while (end - p >= 8 && (load_word(p) & 0x8080808080808080ULL) == 0) p += 8;
    while (p != end && static_cast<unsigned char>(*p) < 0x80) ++p;
    put(std::string_view(run, static_cast<std::size_t>(p - run)));
    escaped_.clear();
    const auto* u = reinterpret_cast<const unsigned char*>(p);
    const auto* const u_end = reinterpret_cast<const unsigned char*>(end);
    while (u != u_end && *u >= 0x80) u = append_ascii_escape(escaped_, u, u_end);
    put(escaped_);
    p = reinterpret_cast<const char*>(u);
  }
}

void JsonWriter::flush() {
  output_->flush();
}

void write_json(const Json& value, int indent, bool ascii, const WriteFn& write) {
  if (indent < 0) {
    JsonWriter writer(ascii, write);
    writer.value(value);
    writer.flush();
    return;
  }
  auto output = std::make_shared<detail::BufferedOutput>(write);
  Serializer serializer(output, ' ', nlohmann::detail::error_handler_t::replace);
  serializer.dump(value, true, ascii, static_cast<unsigned>(indent));
  output->flush();
}

std::size_t json_plain_prefix(std::string_view utf8) {
  return static_cast<std::size_t>(find_special(utf8.data(), utf8.data() + utf8.size()) -
                                  utf8.data());
}

void append_json_escaped(std::string& out, std::string_view utf8, bool ascii) {
  const char* p = utf8.data();
  const char* const end = p + utf8.size();
  while (p != end) {
    const char* special = find_special(p, end);
    out.append(p, static_cast<std::size_t>(special - p));
    if (special == end) break;
    p = append_special(out, special, end, ascii);
  }
}

}  // namespace bioeval
