// Fuzzes the item readers of bc25.int and bc25.ipt (read_item_gold, read_item_run), each with
// INT's single accessions and IPT's pairs. Cut at a 0xFF byte, the input is a gold and a run;
// without one, it is read as a gold and as a run against itself, and as a run against a fixed gold
// of one document. What must hold: a gold document's items are unique, sorted, hashed as Item::of
// hashes them, pairs put in order, and with the repeated lines they are the file's records; a
// run's hits are its records with a positive rank and a confidence in ]0, 1], grouped by
// document, sorted by rank, each read again from its line with the same item.
#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "io/fields.hpp"
#include "reader_checks.hpp"
#include "tasks/bc25/read_items.hpp"
#include "tasks/bc25/values.hpp"

namespace bioeval::fuzz {
namespace {

using bc25::Item;
using bc25::ItemKind;

const ItemKind kInt{1, "accession"};
const ItemKind kIpt{2, "pair"};

// A gold of one document, for a run read alone.
std::string_view fixed_gold(const ItemKind& kind) {
  return kind.arity == 1 ? "d\tP12345\n" : "d\tP12345\tP67890\n";
}

std::vector<std::string> item_codes() {
  return bc25::diagnostic_codes(
      {"accession-format", "self-pair", "duplicate-accession", "duplicate-pair"});
}

std::size_t record_lines(std::string_view text, std::size_t width) {
  std::size_t count = 0;
  for (const Line& line : lines_of_text(text)) count += is_record_line(line.text, width) ? 1 : 0;
  return count;
}

void check_item(const Item& item, const ItemKind& kind, std::string_view text) {
  require(is_within(item.a, text) && (item.b.empty() || is_within(item.b, text)),
          "an item's accessions are views into the file");
  require(!item.a.empty() && (kind.arity == 1) == item.b.empty(), "an item has its accessions");
  require(kind.arity == 1 || item.a <= item.b, "a pair is put in order");
  require(Item::of(item.a, item.b).key == item.key, "an item's key is its hash");
}

bc25::Gold read_gold(const TextInput& input, const ItemKind& kind, Diagnostics& diagnostics) {
  bc25::Gold gold = bc25::read_item_gold(input, kind, diagnostics, {});
  std::size_t items = 0;
  for (std::size_t d = 0; d < gold.documents.size(); ++d) {
    const bc25::GoldDocument& document = gold.documents[d];
    require(gold.index.at(document.name) == d, "a gold document is found by its name");
    require(field_text(document.first_line, 0) == document.name,
            "a gold document's first line names it");
    for (std::size_t i = 0; i < document.items.size(); ++i) {
      check_item(document.items[i], kind, input.text);
      require(i == 0 || document.items[i - 1] < document.items[i],
              "a gold document's items are sorted and unique");
    }
    items += document.items.size();
  }
  if (input.ok) {
    require(items + code_count(diagnostics, "duplicate-gold-line") ==
                record_lines(input.text, kind.arity + 1),
            "every gold record is an item or a repeated line");
  }
  return gold;
}

// A record line whose rank is a positive integer and whose confidence is in ]0, 1].
bool is_hit_line(std::string_view line, const ItemKind& kind) {
  if (!is_record_line(line, kind.arity + 3)) return false;
  const Line l{line, 1};
  const auto confidence = parse_decimal(field_text(l, kind.arity + 2));
  return parse_positive_integer(field_text(l, kind.arity + 1)) && confidence && *confidence > 0 &&
         *confidence <= 1;
}

void check_hit(const bc25::Run& run, const bc25::Hit& hit, const std::vector<Line>& lines) {
  require(hit.line_number >= 1 && hit.line_number <= lines.size(), "a hit is on a line");
  const Line line = run.line_of(hit);
  require(line.text.data() == lines[hit.line_number - 1].text.data() &&
              line.text == lines[hit.line_number - 1].text,
          "a hit's line is read again as it was");
  require(is_hit_line(line.text, run.kind), "a hit's line is a record with a rank and confidence");
  check_item(run.item_of(hit), run.kind, run.text);  // its key, hit.key, is the item's hash
  require(hit.rank >= 1 && hit.confidence > 0 && hit.confidence <= 1,
          "a hit has a positive rank and a confidence in ]0, 1]");
}

bool before(const bc25::Run& run, const bc25::Hit& x, const bc25::Hit& y) {
  return x.rank != y.rank ? x.rank < y.rank : bc25::alphabetical(run.item_of(x), run.item_of(y));
}

void check_run(const TextInput& input, const ItemKind& kind, const bc25::Gold& gold,
               Diagnostics& diagnostics) {
  const bc25::Run run = bc25::read_item_run(input, kind, gold, diagnostics, {});
  const std::vector<Line> lines = lines_of_text(input.text);
  std::size_t next = 0;
  for (std::size_t d = 0; d < run.documents.size(); ++d) {
    const bc25::RunDocument& document = run.documents[d];
    require(document.first_hit == next, "documents' hits follow one another");
    for (const bc25::Hit* hit = run.begin(document); hit != run.end(document); ++hit) {
      require(hit->document == d, "a hit is in its document's range");
      check_hit(run, *hit, lines);
      require(hit == run.begin(document) || !before(run, *hit, *(hit - 1)),
              "a document's hits are sorted by rank");
    }
    const bool in_gold = gold.index.find(document.name) != gold.index.end();
    require(in_gold == (document.gold >= 0), "a run document is matched with the gold's");
    if (in_gold) {
      require(gold.documents[static_cast<std::size_t>(document.gold)].name == document.name,
              "a run document is matched with the gold document of its name");
    }
    next += document.hit_count;
  }
  require(next == run.hits.size(), "documents cover every hit");
  if (!input.ok) return;
  std::size_t hit_lines = 0;
  for (const Line& line : lines) hit_lines += is_hit_line(line.text, kind) ? 1 : 0;
  require(run.hits.size() == hit_lines, "a run's hits are its records with a rank and confidence");
}

void read_pair(std::string_view gold_bytes, std::string_view run_bytes, const ItemKind& kind) {
  Diagnostics diagnostics(1 << 20);
  const TextInput gold_input = text_input("gold", "gold.tsv", gold_bytes, diagnostics);
  const bc25::Gold gold = read_gold(gold_input, kind, diagnostics);
  const TextInput run_input = text_input("run", "run.tsv", run_bytes, diagnostics);
  check_run(run_input, kind, gold, diagnostics);
  check_reader_diagnostics(diagnostics, {{"gold", gold_input.text}, {"run", run_input.text}},
                           item_codes());
}

void check_bytes(std::string_view bytes) {
  const std::vector<std::string_view> parts = split_parts(bytes, 2);
  for (const ItemKind* kind : {&kInt, &kIpt}) {
    if (parts.size() == 2) {
      read_pair(parts[0], parts[1], *kind);
    } else {
      read_pair(bytes, bytes, *kind);
      read_pair(fixed_gold(*kind), bytes, *kind);
    }
  }
}

}  // namespace
}  // namespace bioeval::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return bioeval::fuzz::run_reader_check("fuzz_read_bc25", data, size, bioeval::fuzz::check_bytes);
}
