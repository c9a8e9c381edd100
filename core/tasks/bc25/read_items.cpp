// The INT and IPT readers: gold items per document, and ranked hits per document with every
// per-line and per-document rule of the run.
#include "tasks/bc25/read_items.hpp"

#include <algorithm>

#include "base/bytes.hpp"
#include "io/fields.hpp"
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
// one list to the next. For items 0..count-1 in file order, key_at(i) is an item's hash and
// same(i, j) compares two items with equal hashes; report(first, repeat) gets every repeat
// with the item's first occurrence.
class RepeatFinder {
 public:
  template <class KeyAt, class Same, class Report>
  void find(std::size_t count, KeyAt key_at, Same same, Report report) {
    std::size_t size = 16;
    while (size < 2 * count) size *= 2;
    slots_.assign(size, kEmpty);
    const std::size_t mask = size - 1;
    for (std::size_t i = 0; i < count; ++i) {
      const std::uint64_t key = key_at(i);
      std::size_t slot = static_cast<std::size_t>(key) & mask;
      while (slots_[slot] != kEmpty && !(key_at(slots_[slot]) == key && same(slots_[slot], i))) {
        slot = (slot + 1) & mask;
      }
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

std::string document_text(std::string_view name) {
  return "document '" + std::string(name) + "'";
}

void check_repeated_hits(const TextInput& input, const Run& run, const RunDocument& document,
                         RepeatFinder& repeats, Diagnostics& diagnostics) {
  const Hit* hits = run.begin(document);
  const auto key_at = [hits](std::size_t i) { return hits[i].key; };
  const auto same = [&run, hits](std::size_t i, std::size_t j) {
    return run.item_of(hits[i]) == run.item_of(hits[j]);
  };
  repeats.find(document.hit_count, key_at, same, [&](std::size_t first, std::size_t repeat) {
    const ItemKind& kind = run.kind;
    const bool pair = kind.arity == 2;
    diagnostics.error(pair ? "duplicate-pair" : "duplicate-accession",
                      locate_field(input, run.line_of(hits[repeat]), 1),
                      kind.noun + " '" + item_text(run.item_of(hits[repeat])) + "' of " +
                          document_text(document.name) + " was already given at line " +
                          std::to_string(hits[first].line_number) +
                          (pair ? " (the order of a pair does not matter)" : "") + "; list each " +
                          kind.noun + " once per document");
  });
}

// Groups the hits by document (documents in order of first appearance, hits in file order)
// when some document's lines are not contiguous, and sets each document's range.
void group_by_document(Run& run, bool contiguous) {
  if (!contiguous) {
    std::stable_sort(run.hits.begin(), run.hits.end(),
                     [](const Hit& x, const Hit& y) { return x.document < y.document; });
  }
  for (auto& document : run.documents) document.hit_count = 0;
  for (const Hit& hit : run.hits) ++run.documents[hit.document].hit_count;
  std::size_t next = 0;
  for (auto& document : run.documents) {
    document.first_hit = next;
    next += document.hit_count;
  }
}

}  // namespace

Item Item::of(std::string_view a, std::string_view b) {
  const std::uint64_t key = hash_text(a);
  return Item{a, b, b.empty() ? key : hash_text(b, key)};
}

Line Run::line_of(const Hit& hit) const {
  const char* end = text.data() + text.size();
  std::size_t length = static_cast<std::size_t>(find_byte(hit.line, end, '\n') - hit.line);
  if (length > 0 && hit.line[length - 1] == '\r') --length;
  return Line{std::string_view(hit.line, length), hit.line_number};
}

Item Run::item_of(const Hit& hit) const {
  std::string_view fields[3];
  split_tabs(line_of(hit).text, fields, 3);
  if (kind.arity == 1) return Item{fields[1], {}, hit.key};
  return fields[1] < fields[2] ? Item{fields[1], fields[2], hit.key}
                               : Item{fields[2], fields[1], hit.key};
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
    if (gold.documents.empty() || !same_text(gold.documents[current].name, record[0])) {
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
    const auto key_at = [&lines](std::size_t i) { return lines[i].item.key; };
    const auto same = [&lines](std::size_t i, std::size_t j) {
      return lines[i].item == lines[j].item;
    };
    repeats.find(lines.size(), key_at, same, [&](std::size_t first, std::size_t repeat) {
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
  Run run{kind, input.text, {}, {}};
  run.hits.reserve(input.text.size() / 32);  // about the number of lines; grows if there are more
  TextIndex index;
  RecordReader reader(input, run_layout(kind), diagnostics, std::move(progress));
  const RankFields fields{kind.arity + 1, kind.arity + 2};
  AccessionCheck accessions;
  Record record;
  std::uint32_t current = 0;  // the document of the previous line
  bool contiguous = true;     // every document's lines follow each other
  while (reader.next(record)) {
    const Item item = read_item(reader, record, kind, accessions, diagnostics);
    const auto rank = read_rank(reader, record, fields.rank, diagnostics);
    const auto confidence = read_confidence(reader, record, fields.confidence, diagnostics);
    // A document counts as present even when its only lines have errors.
    if (run.documents.empty() || !same_text(run.documents[current].name, record[0])) {
      const auto [it, added] =
          index.emplace(record[0], static_cast<std::uint32_t>(run.documents.size()));
      if (added) {
        RunDocument document{record[0], record.line};
        const auto in_gold = gold.index.find(record[0]);
        if (in_gold != gold.index.end()) document.gold = in_gold->second;
        run.documents.push_back(document);
      } else {
        contiguous = false;
      }
      current = it->second;
    }
    if (!rank || !confidence) {
      run.documents[current].lines_rejected = true;
      continue;
    }
    run.hits.push_back({item.key, *confidence, *rank, record.line.text.data(),
                        static_cast<std::uint32_t>(record.line.number), current});
  }
  accessions.report(diagnostics);
  run.accessions = accessions.checked();
  // A line rejected as a whole still names its document in its first field, most likely.
  for (const Line& line : reader.rejected_lines()) {
    const auto it = index.find(line.text.substr(0, line.text.find('\t')));
    if (it != index.end()) run.documents[it->second].lines_rejected = true;
  }
  group_by_document(run, contiguous);

  RepeatFinder repeats;
  const RankReport report{input, fields, diagnostics};
  const auto to_ranked = [&run](const Hit& hit) {
    return Ranked{hit.rank, hit.confidence, run.line_of(hit)};
  };
  const auto by_rank = [&run](const Hit& x, const Hit& y) {
    // Equal ranks (possible only with errors) fall back to identifier order.
    return x.rank != y.rank ? x.rank < y.rank : alphabetical(run.item_of(x), run.item_of(y));
  };
  for (RunDocument& document : run.documents) {
    check_repeated_hits(input, run, document, repeats, diagnostics);
    const RankGroup group{"document", document.name, true};
    Hit* first = run.hits.data() + document.first_hit;
    Hit* last = first + document.hit_count;
    // With lines of a document left out, its ranks cannot be judged: those lines are reported.
    if (!document.lines_rejected) {
      check_ranks_in_line_order(first, last, to_ranked, group, report);
    }
    if (!std::is_sorted(first, last, by_rank)) std::stable_sort(first, last, by_rank);
    check_confidences(first, last, to_ranked, group, report);
  }
  return run;
}

}  // namespace bioeval::bc25
