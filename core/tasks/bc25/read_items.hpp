// INT and IPT: per-document ranked lists of items (accessions, or unordered pairs of
// accessions) against a gold set per document.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "base/hash.hpp"
#include "base/large_array.hpp"
#include "io/tsv.hpp"
#include "tasks/bc25/ranks.hpp"

namespace bioeval::bc25 {

// An accession (INT: b is empty) or an unordered pair of accessions (IPT: a <= b). Items carry
// a hash of their text so that sorting and searching compare integers, not strings.
struct Item {
  std::string_view a;
  std::string_view b;
  std::uint64_t key = 0;

  static Item of(std::string_view a, std::string_view b = {});
  bool operator==(const Item& other) const {
    return key == other.key && a == other.a && b == other.b;
  }
  // A total order, by hash first: the order of sets and searches, not one to show.
  bool operator<(const Item& other) const {
    if (key != other.key) return key < other.key;
    return a != other.a ? a < other.a : b < other.b;
  }
};

// Identifier order (a, then b), for ties in rank.
inline bool alphabetical(const Item& x, const Item& y) {
  return x.a != y.a ? x.a < y.a : x.b < y.b;
}

// How many accessions make an item: 1 for INT, 2 for IPT.
struct ItemKind {
  std::size_t arity;
  std::string noun;  // "accession" or "pair"
};

struct GoldDocument {
  std::string_view name;
  Line first_line;
  std::vector<Item> items;  // unique, in Item order
};

struct Gold {
  std::vector<GoldDocument> documents;  // in order of first appearance
  TextIndex index;
};

// One run line, kept in 40 bytes since a run may have millions: the item's hash, rank and
// confidence, and where the line is. The item's text and the whole line are read again from
// the input when an exact comparison or a message needs them.
struct Hit {
  std::uint64_t key = 0;  // Item::key of its item
  double confidence = 0;
  std::uint64_t rank = 0;
  const char* line = nullptr;  // the first byte of its line in the input
  std::uint32_t line_number = 0;
  std::uint32_t document = 0;  // index into Run::documents
};

struct RunDocument {
  std::string_view name;
  Line first_line;
  std::int64_t gold = -1;     // index into Gold::documents, -1 when the gold does not have it
  std::size_t first_hit = 0;  // its hits are Run::hits[first_hit, first_hit + hit_count)
  std::size_t hit_count = 0;
  bool lines_rejected = false;  // some of its lines had errors and are not among the hits
};

struct Run {
  ItemKind kind;
  std::string_view text;               // the run's text, which hits point into
  std::vector<Hit> hits;               // grouped by document, then (after validation) by rank
  std::vector<RunDocument> documents;  // in order of first appearance
  std::size_t accessions = 0;          // accession fields read, on every line

  const Hit* begin(const RunDocument& document) const { return hits.data() + document.first_hit; }
  const Hit* end(const RunDocument& document) const { return begin(document) + document.hit_count; }
  // The line of a hit, and its item, read again from the text.
  Line line_of(const Hit& hit) const;
  Item item_of(const Hit& hit) const;
};

// Reads gold lines `doc item…`; reports duplicate-gold-line and accession warnings.
Gold read_item_gold(const TextInput& input, const ItemKind& kind, Diagnostics& diagnostics,
                    ProgressFn progress);

// Reads run lines `doc item… rank confidence` and applies every per-line and per-document rule.
Run read_item_run(const TextInput& input, const ItemKind& kind, const Gold& gold,
                  Diagnostics& diagnostics, ProgressFn progress);

// The item as written in messages: "P12345" or "P12345 Q67890".
std::string item_text(const Item& item);

}  // namespace bioeval::bc25
