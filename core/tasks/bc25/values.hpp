// The values of BC II.5 fields: ranks, confidences, binary labels and UniProt accessions, each
// read with a diagnostic naming the line and column when it is not what the format says.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "io/tsv.hpp"

namespace bioeval::bc25 {

// The diagnostic codes of a BC II.5 task: those of reading text and TAB-separated records, of
// ranks and confidences, and the task's own.
std::vector<std::string> diagnostic_codes(std::initializer_list<const char*> task_codes);

// A rank: a positive integer (code rank-not-integer otherwise).
std::optional<std::uint64_t> read_rank(const RecordReader& reader, const Record& record,
                                       std::size_t field, Diagnostics& diagnostics);

// A confidence: a number in ]0, 1] (codes confidence-not-number, confidence-out-of-range).
std::optional<double> read_confidence(const RecordReader& reader, const Record& record,
                                      std::size_t field, Diagnostics& diagnostics);

// A binary label "0" or "1"; `code` names the diagnostic (class-not-binary, label-not-binary).
std::optional<bool> read_binary(const RecordReader& reader, const Record& record, std::size_t field,
                                std::string_view code, Diagnostics& diagnostics);

// UniProt accession syntax: [OPQ][0-9][A-Z0-9]{3}[0-9] or
// [A-NR-Z][0-9]([A-Z][A-Z0-9]{2}[0-9]){1,2}.
bool looks_like_uniprot_accession(std::string_view text);

// Counts fields that do not look like UniProt accessions and reports them as one warning
// (accession-format) naming the first, since a run that uses other identifiers does so on
// every line.
class AccessionCheck {
 public:
  void check(const RecordReader& reader, const Record& record, std::size_t field);
  void report(Diagnostics& diagnostics) const;
  // The fields checked so far.
  std::size_t checked() const { return checked_; }

 private:
  std::size_t checked_ = 0;
  std::size_t count_ = 0;
  Location first_;
  std::string first_value_;
};

}  // namespace bioeval::bc25
