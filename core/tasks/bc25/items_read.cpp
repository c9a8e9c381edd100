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
  if (kind.arity == 1) return {record[1], {}};
  if (record[1] == record[2]) {
    diagnostics.warning("self-pair", reader.at(record, 2),
                        "pair '" + std::string(record[1]) + " " + std::string(record[2]) +
                            "' pairs an accession with itself");
  }
  return record[1] < record[2] ? Item{record[1], record[2]} : Item{record[2], record[1]};
}

struct Placed {
  Item item;
  Line line;
  bool operator<(const Placed& other) const {
    return item == other.item ? line.number < other.line.number : item < other.item;
  }
};

// Sorts `placed` and calls `report(first, repeat)` for every item listed again.
template <class Report>
void find_repeats(std::vector<Placed>& placed, Report report) {
  std::sort(placed.begin(), placed.end());
  for (std::size_t i = 1; i < placed.size(); ++i) {
    if (placed[i].item == placed[i - 1].item) {
      std::size_t first = i - 1;
      while (first > 0 && placed[first - 1].item == placed[i].item) --first;
      report(placed[first], placed[i]);
    }
  }
}

std::string document_text(std::string_view name) { return "document '" + std::string(name) + "'"; }

void check_repeated_hits(const TextInput& input, const ItemKind& kind, const RunDocument& document,
                         std::vector<Placed>& placed, Diagnostics& diagnostics) {
  placed.clear();
  for (const auto& hit : document.hits) placed.push_back({hit.item, hit.ranked.line});
  find_repeats(placed, [&](const Placed& first, const Placed& repeat) {
    const bool pair = kind.arity == 2;
    diagnostics.error(
        pair ? "duplicate-pair" : "duplicate-accession", locate_field(input, repeat.line, 1),
        kind.noun + " '" + item_text(repeat.item) + "' of " + document_text(document.name) +
            " was already given at line " + std::to_string(first.line.number) +
            (pair ? " (the order of a pair does not matter)" : "") + "; list each " + kind.noun +
            " once per document");
  });
}

}  // namespace

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
  while (reader.next(record)) {
    const Item item = read_item(reader, record, kind, accessions, diagnostics);
    auto [it, added] =
        gold.index.emplace(record[0], static_cast<std::uint32_t>(gold.documents.size()));
    if (added) {
      gold.documents.push_back({record[0], record.line, {}});
      placed.emplace_back();
    }
    placed[it->second].push_back({item, record.line});
  }
  accessions.report(diagnostics);
  for (std::size_t d = 0; d < gold.documents.size(); ++d) {
    GoldDocument& document = gold.documents[d];
    find_repeats(placed[d], [&](const Placed& first, const Placed& repeat) {
      diagnostics.error("duplicate-gold-line", locate_field(input, repeat.line, 1),
                        "the gold lists " + kind.noun + " '" + item_text(repeat.item) + "' of " +
                            document_text(document.name) + " twice (lines " +
                            std::to_string(first.line.number) + " and " +
                            std::to_string(repeat.line.number) + ")");
    });
    for (const auto& p : placed[d]) {
      if (document.items.empty() || !(document.items.back() == p.item)) {
        document.items.push_back(p.item);
      }
    }
  }
  return gold;
}

Run read_item_run(const TextInput& input, const ItemKind& kind, const Gold& gold,
                  Diagnostics& diagnostics, ProgressFn progress) {
  Run run;
  std::unordered_map<std::string_view, std::uint32_t> index;
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
        const auto in_gold = gold.index.find(record[0]);
        if (in_gold != gold.index.end()) document.gold = in_gold->second;
        run.documents.push_back(std::move(document));
      }
      current = &run.documents[it->second];
    }
    if (!rank || !confidence) continue;
    current->hits.push_back({item, Ranked{*rank, *confidence, record.line}});
  }
  accessions.report(diagnostics);

  std::vector<Ranked> ranked;
  std::vector<Placed> placed;
  for (RunDocument& document : run.documents) {
    check_repeated_hits(input, kind, document, placed, diagnostics);
    ranked.clear();
    for (const auto& hit : document.hits) ranked.push_back(hit.ranked);
    check_ranks(ranked, document_text(document.name), true, input, fields, diagnostics);
    // Score in rank order; equal ranks (possible only with errors) fall back to item order.
    const auto by_rank = [](const Hit& x, const Hit& y) {
      return x.ranked.rank != y.ranked.rank ? x.ranked.rank < y.ranked.rank : x.item < y.item;
    };
    if (!std::is_sorted(document.hits.begin(), document.hits.end(), by_rank)) {
      std::stable_sort(document.hits.begin(), document.hits.end(), by_rank);
    }
  }
  return run;
}

}  // namespace bioeval::bc25
