#include "tasks/bc25/values.hpp"

#include <array>
#include <string>

#include "io/fields.hpp"

namespace bioeval::bc25 {

std::vector<std::string> diagnostic_codes(std::initializer_list<const char*> task_codes) {
  std::vector<std::string> codes = run_text_diagnostic_codes();
  for (const auto& code : RecordReader::diagnostic_codes()) codes.push_back(code);
  for (const char* code :
       {"rank-not-integer", "rank-not-consecutive", "confidence-not-number",
        "confidence-out-of-range", "confidence-increasing", "duplicate-gold-line",
        "unknown-document", "missing-document", "document-not-in-test-set"}) {
    codes.emplace_back(code);
  }
  for (const char* code : task_codes) codes.emplace_back(code);
  return codes;
}

std::optional<std::uint64_t> read_rank(const RecordReader& reader, const Record& record,
                                       std::size_t field, Diagnostics& diagnostics) {
  const std::string_view text = record[field];
  const auto rank = parse_positive_integer(text);
  if (!rank) {
    const bool long_number =
        text.size() > 18 && text.find_first_not_of("0123456789") == std::string_view::npos;
    diagnostics.error("rank-not-integer", reader.at(record, field),
                      "rank " + quoted(text) +
                          (long_number ? " is too large: ranks have at most 18 digits"
                                       : " is not a positive integer; ranks are 1, 2, 3, …"));
  }
  return rank;
}

std::optional<double> read_confidence(const RecordReader& reader, const Record& record,
                                      std::size_t field, Diagnostics& diagnostics) {
  const auto confidence = parse_decimal(record[field]);
  if (!confidence) {
    diagnostics.error("confidence-not-number", reader.at(record, field),
                      "confidence " + quoted(record[field]) +
                          " is not a number; expected a decimal number in ]0, 1]");
    return std::nullopt;
  }
  if (!(*confidence > 0 && *confidence <= 1)) {
    diagnostics.error("confidence-out-of-range", reader.at(record, field),
                      "confidence " + quoted(record[field]) +
                          " is outside ]0, 1]: it must be greater than 0 and at most 1");
    return std::nullopt;
  }
  return confidence;
}

std::optional<bool> read_binary(const RecordReader& reader, const Record& record, std::size_t field,
                                std::string_view code, Diagnostics& diagnostics) {
  const std::string_view text = record[field];
  if (text == "1") return true;
  if (text == "0") return false;
  diagnostics.error(std::string(code), reader.at(record, field),
                    reader.layout().fields[field] + " " + quoted(text) + " is not 0 or 1");
  return std::nullopt;
}

namespace {

// Character classes of accession positions, one bit each, looked up per byte.
enum : unsigned char { kDigit = 1, kUpper = 2, kOPQ = 4, kNotOPQ = 8 };

constexpr std::array<unsigned char, 256> accession_classes() {
  std::array<unsigned char, 256> table{};
  for (int c = '0'; c <= '9'; ++c) table[c] = kDigit;
  for (int c = 'A'; c <= 'Z'; ++c) {
    table[c] = kUpper | (c == 'O' || c == 'P' || c == 'Q' ? kOPQ : kNotOPQ);
  }
  return table;
}

constexpr std::array<unsigned char, 256> kClasses = accession_classes();

// 1 when character i of s has one of the classes in `allowed`, else 0.
unsigned is(std::string_view s, std::size_t i, unsigned char allowed) {
  return (kClasses[static_cast<unsigned char>(s[i])] & allowed) != 0 ? 1u : 0u;
}

}  // namespace

bool looks_like_uniprot_accession(std::string_view s) {
  // Without early exits: accessions are checked on every line, and which pattern a run's
  // accessions follow is not predictable.
  if (s.size() != 6 && s.size() != 10) return false;
  const unsigned common =
      is(s, 1, kDigit) & is(s, 3, kUpper | kDigit) & is(s, 4, kUpper | kDigit) & is(s, 5, kDigit);
  const unsigned opq = is(s, 0, kOPQ) & is(s, 2, kUpper | kDigit);
  const unsigned other = is(s, 0, kNotOPQ) & is(s, 2, kUpper);
  if (s.size() == 6) return (common & (opq | other)) != 0;
  const unsigned tail =
      is(s, 6, kUpper) & is(s, 7, kUpper | kDigit) & is(s, 8, kUpper | kDigit) & is(s, 9, kDigit);
  return (common & other & tail) != 0;
}

void AccessionCheck::check(const RecordReader& reader, const Record& record, std::size_t field) {
  ++checked_;
  if (looks_like_uniprot_accession(record[field])) return;
  if (count_++ == 0) {
    first_ = reader.at(record, field);
    first_value_ = std::string(record[field]);
  }
}

void AccessionCheck::report(Diagnostics& diagnostics) const {
  if (count_ == 0) return;
  diagnostics.warning("accession-format", first_,
                      std::to_string(count_) +
                          " accession(s) do not look like UniProt accessions (such as P12345 or "
                          "A0A023GPI8), first " +
                          quoted(first_value_) + "; they are scored as written",
                      count_);
}

}  // namespace bioeval::bc25
