// Entity tags and the tagging schemes that spell entities with them: IOB2 (the default), IOB1,
// IOBES and BILOU. Tags are interned: a file has few distinct tags, read once each.
#pragma once

#include <cstdint>
#include <deque>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "base/hash.hpp"

namespace bioeval::ner {

enum class Scheme { iob2, iob1, iobes, bilou };

std::optional<Scheme> scheme_named(std::string_view name);
std::string_view scheme_name(Scheme scheme);
// The tags a scheme allows, for messages: "O, B-<class>, I-<class>".
std::string_view scheme_tags(Scheme scheme);

// Class names, interned: id → name.
class TypeTable {
 public:
  std::uint32_t intern(std::string_view name);
  std::string_view name(std::uint32_t id) const { return names_[id]; }
  std::size_t size() const { return names_.size(); }

 private:
  std::deque<std::string> names_;  // a deque: the index holds views of its strings
  TextIndex ids_;
};

// A distinct tag as written, and what it means under the scheme.
struct TagInfo {
  std::string_view text;
  char prefix = 'O';       // 'O', 'B', 'I', 'E', 'S', 'L' or 'U'
  std::uint32_t type = 0;  // class id (TypeTable); meaningless for 'O'
  bool valid = false;      // a tag of the scheme
};

// A tag's id in its TagTable: 16 bits, so that a column of a million tokens' tags stays small.
using TagId = std::uint16_t;

// The id of "O" in every TagTable.
inline constexpr TagId kOutside = 0;

// The distinct tags of the inputs. Id 0 is "O", the tag a missing token is taken to have.
class TagTable {
 public:
  // Every text past the first 65,535 distinct ones gets this id, of an invalid tag with no text.
  static constexpr TagId kOverflow = 65535;

  TagTable(Scheme scheme, TypeTable& types);
  TagId intern(std::string_view text);
  const TagInfo& operator[](std::size_t id) const { return tags_[id]; }
  std::size_t size() const { return tags_.size(); }
  Scheme scheme() const { return scheme_; }

 private:
  Scheme scheme_;
  TypeTable& types_;
  std::vector<TagInfo> tags_;
  TextIndex ids_;
};

// An entity of a tag sequence: tokens [first, last] of the sequence, and its class.
struct TaggedEntity {
  std::uint32_t first;
  std::uint32_t last;
  std::uint32_t type;
};

// A place where a tag sequence breaks its scheme's rules; the entities are read as conlleval
// reads them all the same.
struct SequenceIssue {
  std::uint32_t position;  // the token whose tag is out of place
  std::string message;
};

// The entities spelled by tags[0 .. count) (one sentence), appended to `entities`; rule breaks
// are appended to `issues` when given. Invalid tags read as O.
void decode_entities(const TagTable& table, const TagId* tags, std::size_t count,
                     std::vector<TaggedEntity>& entities,
                     std::vector<SequenceIssue>* issues = nullptr);

}  // namespace bioeval::ner
