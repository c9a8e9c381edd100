// The run of the ppi task: one line per candidate pair, "pair_id label [score]" or
// "e1 e2 label [score]", or the same with a score and no label. Specification: docs/tasks/ppi.md.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "base/diagnostics.hpp"
#include "base/text.hpp"
#include "tasks/ppi/read_corpus.hpp"

namespace bioeval::ppi {

// The system's answer for one candidate.
struct Prediction {
  bool listed = false;    // the run has a line for it
  bool positive = false;  // the decision
  double score = 0;       // higher = more likely; -infinity when not listed
};

struct Predictions {
  std::vector<Prediction> by_candidate;  // one per candidate of the corpus
  bool labels = false;                   // decisions came from a label column
  bool scores = false;                   // scores came from a score column
  std::size_t missing = 0;               // candidates without a line
};

// Reads the run against the corpus; `threshold` makes decisions from scores when there is no
// label column (score ≥ threshold). Lines in error are left out.
Predictions read_run(const TextInput& input, const Corpus& corpus, double threshold,
                     Diagnostics& diagnostics);

// The codes read_run reports.
const std::vector<std::string>& run_diagnostic_codes();

// A label word: 1, 0, True, False (any case), +1, -1.
std::optional<bool> parse_label(std::string_view text);

}  // namespace bioeval::ppi
