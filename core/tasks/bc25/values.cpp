#include "tasks/bc25/values.hpp"

#include <string>

#include "io/fields.hpp"

namespace bioeval::bc25 {
namespace {

bool upper(char c) {
  return c >= 'A' && c <= 'Z';
}
bool digit(char c) {
  return c >= '0' && c <= '9';
}
bool upper_or_digit(char c) {
  return upper(c) || digit(c);
}

}  // namespace

std::vector<std::string> diagnostic_codes(std::initializer_list<const char*> task_codes) {
  std::vector<std::string> codes = text_diagnostic_codes();
  for (const auto& code : RecordReader::diagnostic_codes()) codes.push_back(code);
  for (const char* code : {"rank-not-integer", "rank-not-consecutive", "confidence-not-number",
                           "confidence-out-of-range", "confidence-increasing",
                           "duplicate-gold-line", "unknown-document", "missing-document"}) {
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

bool looks_like_uniprot_accession(std::string_view s) {
  if (s.size() == 6 && (s[0] == 'O' || s[0] == 'P' || s[0] == 'Q') && digit(s[1]) &&
      upper_or_digit(s[2]) && upper_or_digit(s[3]) && upper_or_digit(s[4]) && digit(s[5])) {
    return true;
  }
  if ((s.size() != 6 && s.size() != 10) || !upper(s[0]) || s[0] == 'O' || s[0] == 'P' ||
      s[0] == 'Q' || !digit(s[1])) {
    return false;
  }
  for (std::size_t block = 2; block < s.size(); block += 4) {
    if (!upper(s[block]) || !upper_or_digit(s[block + 1]) || !upper_or_digit(s[block + 2]) ||
        !digit(s[block + 3])) {
      return false;
    }
  }
  return true;
}

void AccessionCheck::check(const RecordReader& reader, const Record& record, std::size_t field) {
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
                          quoted(first_value_) + "; they are scored as written");
}

}  // namespace bioeval::bc25
