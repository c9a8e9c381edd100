// JSON text written in pieces: a result of several megabytes (an error list) goes to its
// destination a buffer at a time, not first into one string, and not a call per character.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <string_view>

#include "json.hpp"

namespace bioeval {

namespace detail {
class BufferedOutput;
}  // namespace detail

using WriteFn = std::function<void(std::string_view)>;

// Serializes `value` (indented by `indent` spaces, compact when negative; with `ascii`, every
// other character escaped as \uXXXX) and hands the text to `write` in pieces of up to 64 kB.
void write_json(const Json& value, int indent, bool ascii, const WriteFn& write);

// Compact JSON written piece by piece: values serialized, and text that is JSON already (a
// table's rows) passed on as it is, or with its other characters escaped when `ascii`.
class JsonWriter {
 public:
  JsonWriter(bool ascii, const WriteFn& write);
  JsonWriter(const JsonWriter&) = delete;
  JsonWriter& operator=(const JsonWriter&) = delete;
  ~JsonWriter();

  void value(const Json& value);
  // JSON text, valid UTF-8 (as TableRows and dump make it).
  void json_text(std::string_view text);
  // Punctuation: '{', ':', ',', ']' and the like.
  void punctuation(std::string_view text) { put(text); }
  // Hands on what is buffered.
  void flush();

 private:
  void put(std::string_view text);
  void ascii_block(std::string_view text);

  bool ascii_;
  std::shared_ptr<detail::BufferedOutput> output_;
  std::string escaped_;  // the escapes of a run of other characters
};

// Appends `utf8` to `out` as the inside of a JSON string: quote, backslash and control
// characters escaped as dump escapes them, an invalid UTF-8 byte replaced by U+FFFD.
void append_json_escaped(std::string& out, std::string_view utf8);

}  // namespace bioeval
