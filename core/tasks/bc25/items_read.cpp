#include <algorithm>

#include "tasks/bc25/items.hpp"
#include "tasks/bc25/values.hpp"

namespace bioeval::bc25 {
namespace {

RecordLayout gold_layout(const ItemKind& kind) {
  if (kind.arity == 1) return {"INT gold", {"document", "accession"}};
  return {"IPT gold", {"document", "accession A", "accession B"}};
}

RecordLayout run_layout(const ItemKind& kind) {
  if (kind.arity == 1) return {"INT run", {"document", "accession", "rank", "confidence"}};
  return {"IPT run", {"document", "accession A", "accession B", "rank", "confidence"}};
}

// The item of a record, with its accessions checked; a pair is put in order.
Item read_item(const RecordReader& reader, const Record& record, const ItemKind& kind,
               AccessionCheck& accessions, Diagnostics& diagnostics) {
  for (std::size_t i = 1; i <= kind.arity; ++i) accessions.check(reader, record, i);
  if (kind.arity == 1) return Item::of(record[1]);
  if (record[1] == record[2]) {
    diagnostics.warning("self-pair", reader.at(record, 2),
                        "pair '" + std::string(record[1]) + " " + std::string(record[2]) +
                            "' pairs an accession with itself");
  }
  return record[1] < record[2] ? Item::of(record[1], record[2]) : Item::of(record[2], record[1]);
}

// An item and the line that gives it.
struct Placed {
  Item item;
  Line line;
};

// Finds items listed again, by their hashes in an open-addressing table that is reused from
// one list to the next: report(first, repeat) gets the indices of every repeat and of the
// item's first occurrence, for items given in file order.
class RepeatFinder {
 public:
  template <class ItemAt, class Report>
  void find(std::size_t count, ItemAt item_at, Report report) {
    std::size_t size = 16;
    while (size < 2 * count) size *= 2;
    slots_.assign(size, kEmpty);
    const std::size_t mask = size - 1;
    for (std::size_t i = 0; i < count; ++i) {
      const Item& item = item_at(i);
      std::size_t slot = static_cast<std::size_t>(item.key) & mask;
      while (slots_[slot] != kEmpty && !(item_at(slots_[slot]) == item)) slot = (slot + 1) & mask;
      if (slots_[slot] == kEmpty) {
        slots_[slot] = static_cast<std::uint32_t>(i);
      } else {
        report(static_cast<std::size_t>(slots_[slot]), i);
      }
    }
  }

 private:
  static constexpr std::uint32_t kEmpty = 0xFFFFFFFF;
  std::vector<std::uint32_t> slots_;
};

std::string document_text(std::string_view name) { return "document '" + std::string(name) + "'"; }

void check_repeated_hits(const TextInput& input, const ItemKind& kind, const RunDocument& document,
                         RepeatFinder& repeats, Diagnostics& diagnostics) {
  const auto& hits = document.hits;
  const auto item_at = [&hits](std::size_t i) -> const Item& { return hits[i].item; };
  repeats.find(hits.size(), item_at, [&](std::size_t first, std::size_t repeat) {
    const bool pair = kind.arity == 2;
    diagnostics.error(
        pair ? "duplicate-pair" : "duplicate-accession",
        locate_field(input, hits[repeat].ranked.line, 1),
        kind.noun + " '" + item_text(hits[repeat].item) + "' of " + document_text(document.name) +
            " was already given at line " + std::to_string(hits[first].ranked.line.number) +
            (pair ? " (the order of a pair does not matter)" : "") + "; list each " + kind.noun +
            " once per document");
  });
}

}  // namespace

Item Item::of(std::string_view a, std::string_view b) {
  const std::uint64_t key = hash_text(a);
  return Item{a, b, b.empty() ? key : hash_text(b, key)};
}

std::string item_text(const Item& item) {
  return item.b.empty() ? std::string(item.a) : std::string(item.a) + " " + std::string(item.b);
}

Gold read_item_gold(const TextInput& input, const ItemKind& kind, Diagnostics& diagnostics,
                    ProgressFn progress) {
  Gold gold;
  std::vector<std::vector<Placed>> placed;
  RecordReader reader(input, gold_layout(kind), diagnostics, std::move(progress));
  AccessionCheck accessions;
  Record record;
  std::uint32_t current = 0;  // the document of the previous line, looked up again on a change
  while (reader.next(record)) {
    const Item item = read_item(reader, record, kind, accessions, diagnostics);
    if (gold.documents.empty() || gold.documents[current].name != record[0]) {
      const auto [it, added] =
          gold.index.emplace(record[0], static_cast<std::uint32_t>(gold.documents.size()));
      if (added) {
        gold.documents.push_back({record[0], record.line, {}});
        placed.emplace_back();
      }
      current = it->second;
    }
    placed[current].push_back({item, record.line});
  }
  accessions.report(diagnostics);
  RepeatFinder repeats;
  for (std::size_t d = 0; d < gold.documents.size(); ++d) {
    GoldDocument& document = gold.documents[d];
    const auto& lines = placed[d];
    const auto item_at = [&lines](std::size_t i) -> const Item& { return lines[i].item; };
    repeats.find(lines.size(), item_at, [&](std::size_t first, std::size_t repeat) {
      diagnostics.error("duplicate-gold-line", locate_field(input, lines[repeat].line, 1),
                        "the gold lists " + kind.noun + " '" + item_text(lines[repeat].item) +
                            "' of " + document_text(document.name) + " twice (lines " +
                            std::to_string(lines[first].line.number) + " and " +
                            std::to_string(lines[repeat].line.number) + ")");
    });
    for (const auto& line : lines) document.items.push_back(line.item);
    std::sort(document.items.begin(), document.items.end());
    document.items.erase(std::unique(document.items.begin(), document.items.end()),
                         document.items.end());
  }
  return gold;
}

Run read_item_run(const TextInput& input, const ItemKind& kind, const Gold& gold,
                  Diagnostics& diagnostics, ProgressFn progress) {
  Run run;
  TextIndex index;
  RecordReader reader(input, run_layout(kind), diagnostics, std::move(progress));
  const RankFields fields{kind.arity + 1, kind.arity + 2};
  AccessionCheck accessions;
  Record record;
  RunDocument* current = nullptr;
  while (reader.next(record)) {
    const Item item = read_item(reader, record, kind, accessions, diagnostics);
    const auto rank = read_rank(reader, record, fields.rank, diagnostics);
    const auto confidence = read_confidence(reader, record, fields.confidence, diagnostics);
    // A document counts as present even when its only lines have errors.
    if (!current || current->name != record[0]) {
      auto [it, added] = index.emplace(record[0], static_cast<std::uint32_t>(run.documents.size()));
      if (added) {
        RunDocument document{record[0], record.line, -1, {}};
        // Documents tend to have lists of similar lengths: size for the last one's.
        if (current) document.hits.reserve(current->hits.size());
        const auto in_gold = gold.index.find(record[0]);
        if (in_gold != gold.index.end()) document.gold = in_gold->second;
        run.documents.push_back(std::move(document));
      }
      current = &run.documents[it->second];
    }
    if (!rank || !confidence) {
      current->lines_rejected = true;
      continue;
    }
    current->hits.push_back({item, Ranked{*rank, *confidence, record.line}});
  }
  accessions.report(diagnostics);

  RepeatFinder repeats;
  const RankReport report{input, fields, diagnostics};
  const auto by_rank = [](const Hit& x, const Hit& y) {
    // Equal ranks (possible only with errors) fall back to identifier order.
    return x.ranked.rank != y.ranked.rank ? x.ranked.rank < y.ranked.rank
                                          : alphabetical(x.item, y.item);
  };
  for (RunDocument& document : run.documents) {
    check_repeated_hits(input, kind, document, repeats, diagnostics);
    const RankGroup group{"document", document.name, true};
    // With lines of a document left out, its ranks cannot be judged: those lines are reported.
    if (!document.lines_rejected) check_ranks_in_line_order(document.hits, group, report);
    if (!std::is_sorted(document.hits.begin(), document.hits.end(), by_rank)) {
      std::stable_sort(document.hits.begin(), document.hits.end(), by_rank);
    }
    check_confidences(document.hits, group, report);
  }
  return run;
}

}  // namespace bioeval::bc25
