// JSON text written in pieces: a result of several megabytes (an error list) goes to its
// destination a buffer at a time, not first into one string, and not a call per character.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <string_view>

#include "base/json.hpp"

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
  // With `write_lasting`, JSON text given to json_text is handed to it as it is (UTF-8, whatever
  // `ascii`), in order with what `write` gets, rather than copied: a view that stays valid as
  // long as that text (the module returns a result's pieces as views of its memory).
  JsonWriter(bool ascii, const WriteFn& write, const WriteFn& write_lasting = {});
  JsonWriter(const JsonWriter&) = delete;
  JsonWriter& operator=(const JsonWriter&) = delete;
  ~JsonWriter();

  void value(const Json& value);
  // JSON text, valid UTF-8 (as TableRows and dump make it); escaped when `ascii` unless there
  // is a write_lasting.
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
  WriteFn write_lasting_;
  std::string escaped_;  // the escapes of a run of other characters
};

// Appends `utf8` to `out` as the inside of a JSON string: quote, backslash and control
// characters escaped as dump escapes them, an invalid UTF-8 byte replaced by U+FFFD; with
// `ascii`, every other character escaped as \uXXXX too (as dump with ensure_ascii).
void append_json_escaped(std::string& out, std::string_view utf8, bool ascii = false);

// The length of the start of `utf8` that a JSON string holds as it is: up to the first quote,
// backslash, control character or byte from 0x80.
std::size_t json_plain_prefix(std::string_view utf8);

}  // namespace bioeval
