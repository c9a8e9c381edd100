#include "tasks/bb3/read_resources.hpp"

#include "io/fields.hpp"
#include "io/tsv.hpp"

namespace bioeval::bb3 {
namespace {

template <typename Each>
void read_records(const TextInput& input, RecordLayout layout, Diagnostics& diagnostics,
                  Each each) {
  if (!input.ok) return;
  RecordReader reader(input, std::move(layout), diagnostics);
  Record record;
  while (reader.next(record)) each(reader, record);
}

std::map<std::string, std::string> read_pairs(const TextInput& input, RecordLayout layout,
                                              Diagnostics& diagnostics) {
  std::map<std::string, std::string> out;
  read_records(input, std::move(layout), diagnostics, [&](RecordReader& reader, const Record& r) {
    if (!out.emplace(std::string(r[0]), std::string(r[1])).second) {
      diagnostics.error("resource-line-repeated", reader.at(r, 0),
                        quoted(r[0]) + " is listed before: each appears once");
    }
  });
  return out;
}

}  // namespace

std::map<std::string, std::string> read_species(const TextInput& input, Diagnostics& diagnostics) {
  return read_pairs(input, {"species list", {"taxon", "species"}}, diagnostics);
}

std::map<std::string, std::string> read_concept_map(const TextInput& input,
                                                    Diagnostics& diagnostics) {
  return read_pairs(input, {"concept map", {"concept", "replacement"}}, diagnostics);
}

std::set<std::string> read_concept_list(const TextInput& input, Diagnostics& diagnostics) {
  std::set<std::string> out;
  read_records(input, {"concept list", {"concept"}}, diagnostics,
               [&](RecordReader&, const Record& r) { out.emplace(r[0]); });
  return out;
}

std::map<std::string, std::vector<Fragment>> read_sentences(const TextInput& input,
                                                            Diagnostics& diagnostics) {
  std::map<std::string, std::vector<Fragment>> out;
  read_records(
      input, {"sentences", {"document", "start", "end"}}, diagnostics,
      [&](RecordReader& reader, const Record& r) {
        const auto start = parse_positive_integer(r[1]);
        const auto end = parse_positive_integer(r[2]);
        const bool zero_start = r[1] == "0";
        if ((!start && !zero_start) || !end || (start && *end <= *start)) {
          diagnostics.error(
              "sentence-offsets-invalid", reader.at(r, start || zero_start ? 2 : 1),
              "a sentence is 'document<TAB>start<TAB>end' with 0 ≤ start < end, not " +
                  quoted(r.line.text));
          return;
        }
        out[std::string(r[0])].push_back(
            {zero_start ? 0 : static_cast<std::size_t>(*start), static_cast<std::size_t>(*end)});
      });
  return out;
}

const std::vector<std::string>& resources_diagnostic_codes() {
  static const std::vector<std::string> codes = [] {
    std::vector<std::string> out = RecordReader::diagnostic_codes();
    out.push_back("resource-line-repeated");
    out.push_back("sentence-offsets-invalid");
    return out;
  }();
  return codes;
}

}  // namespace bioeval::bb3
