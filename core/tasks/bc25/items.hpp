// INT and IPT: per-document ranked lists of items (accessions, or unordered pairs of
// accessions) against a gold set per document.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "io/hash.hpp"
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

struct Hit {
  Item item;
  Ranked ranked;
};

inline const Ranked& ranked_of(const Hit& hit) { return hit.ranked; }

struct RunDocument {
  std::string_view name;
  Line first_line;
  std::int64_t gold = -1;  // index into Gold::documents, -1 when the gold does not have it
  std::vector<Hit> hits;   // in the order of the file, then (after validation) by rank
  bool lines_rejected = false;  // some of its lines had errors and are not among the hits
};

struct Run {
  std::vector<RunDocument> documents;  // in order of first appearance
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
