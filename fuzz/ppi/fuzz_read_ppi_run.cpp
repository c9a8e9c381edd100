// Fuzzes the run and folds readers of the ppi task (read_run, read_folds). Cut at 0xFF bytes,
// the input is a gold XML, a run and a folds file; without a 0xFF byte, it is read as the run
// and as the folds file against small fixed golds of both variants, undirected and directed.
// What must hold: there is a prediction per candidate, listed exactly for the lines read
// without error, and every other non-blank line is one error; decisions follow the labels, or
// the scores and the threshold; unlisted candidates are negative with the lowest score and
// counted as missing, with one warning; every document has a fold or none, a fold named in the
// file, and every non-blank folds line gives one or is one diagnostic.
#include <cmath>
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>
#include <vector>

#include "fixtures.hpp"
#include "io/fields.hpp"
#include "reader_checks.hpp"
#include "tasks/ppi/read_folds.hpp"
#include "tasks/ppi/read_run.hpp"

namespace bioeval::fuzz {
namespace {

constexpr std::string_view kOriginal =
    "<corpus source=\"F\"><document id=\"F.d0\"><sentence id=\"F.d0.s0\" text=\"A binds B.\">"
    "<entity id=\"F.d0.s0.e0\" charOffset=\"0-0\" text=\"A\"/>"
    "<entity id=\"F.d0.s0.e1\" charOffset=\"8-8\" text=\"B\"/>"
    "<entity id=\"F.d0.s0.e2\" charOffset=\"8-8\" text=\"B\"/>"
    "<pair id=\"F.d0.s0.p0\" e1=\"F.d0.s0.e0\" e2=\"F.d0.s0.e1\" interaction=\"True\"/>"
    "<pair id=\"F.d0.s0.p1\" e1=\"F.d0.s0.e2\" e2=\"F.d0.s0.e0\" interaction=\"False\"/>"
    "</sentence></document></corpus>";

std::size_t non_blank_lines(std::string_view text) {
  std::size_t count = 0;
  for (const Line& line : lines_of_text(text)) count += is_blank(line.text) ? 0 : 1;
  return count;
}

void check_prediction(const ppi::Prediction& p, const ppi::Predictions& predictions,
                      double threshold) {
  if (!p.listed) {
    require(!p.positive && p.score == -std::numeric_limits<double>::infinity(),
            "an unlisted candidate is negative with the lowest score");
    return;
  }
  require(std::isfinite(p.score), "a listed candidate's score is finite");
  require(predictions.labels || predictions.scores, "a listed candidate has a label or a score");
  if (!predictions.labels) {
    require(p.positive == (p.score >= threshold), "without labels, the threshold decides");
  } else if (!predictions.scores) {
    require(p.score == (p.positive ? 1 : 0), "a label alone is the score");
  }
}

void check_run(const ppi::Corpus& corpus, const TextInput& input, double threshold,
               Diagnostics& diagnostics) {
  const ppi::Predictions predictions = ppi::read_run(input, corpus, threshold, diagnostics);
  require(predictions.by_candidate.size() == corpus.candidates().size(),
          "there is a prediction per candidate");
  std::size_t listed = 0;
  for (const ppi::Prediction& p : predictions.by_candidate) {
    check_prediction(p, predictions, threshold);
    listed += p.listed ? 1 : 0;
  }
  require(listed + predictions.missing == corpus.candidates().size(),
          "missing counts the unlisted candidates");
  if (!input.ok) return;
  require(
      listed + count_for(diagnostics, input.role, Severity::error) == non_blank_lines(input.text),
      "every non-blank run line is one prediction or one error");
  require(reported(diagnostics, "pairs-missing") == (predictions.missing > 0),
          "missing candidates are one warning");
}

void check_folds(const ppi::Corpus& corpus, const TextInput& input, Diagnostics& diagnostics) {
  const ppi::Folds folds = ppi::read_folds(input, corpus, diagnostics);
  require(folds.fold_of_document.size() == corpus.documents().size(), "a fold per document");
  std::size_t assigned = 0;
  for (std::uint32_t fold : folds.fold_of_document) {
    require(fold == ppi::Folds::kNoFold || fold < folds.names.size(), "a fold is named");
    assigned += fold == ppi::Folds::kNoFold ? 0 : 1;
  }
  for (std::string_view name : folds.names) {
    require(is_within(name, input.text), "a fold name is a view into the file");
  }
  if (!input.ok) return;
  const bool missing = assigned < corpus.documents().size();
  require(reported(diagnostics, "fold-missing") == missing,
          "documents without a fold are one error");
  require(assigned + count_for(diagnostics, input.role, Severity::error) +
                  count_for(diagnostics, input.role, Severity::warning) - (missing ? 1 : 0) ==
              non_blank_lines(input.text),
          "every non-blank folds line gives a fold or is one diagnostic");
}

void read_all(std::string_view gold, std::string_view run, std::string_view folds, bool directed) {
  Diagnostics diagnostics(1 << 20);
  const TextInput gold_input = text_input("gold", "gold.xml", gold, diagnostics);
  ppi::Corpus corpus;
  corpus.read(gold_input, {directed}, diagnostics);
  Diagnostics run_diagnostics(1 << 20);
  const TextInput run_input = text_input("run", "run.tsv", run, run_diagnostics);
  const double threshold = run.size() % 2 ? 0.5 : 0;
  check_run(corpus, run_input, threshold, run_diagnostics);
  check_reader_diagnostics(run_diagnostics, {{"run", run_input.text}}, ppi::run_diagnostic_codes());
  Diagnostics folds_diagnostics(1 << 20);
  const TextInput folds_input = text_input("folds", "folds.tsv", folds, folds_diagnostics);
  check_folds(corpus, folds_input, folds_diagnostics);
  check_reader_diagnostics(folds_diagnostics, {{"folds", folds_input.text}},
                           ppi::folds_diagnostic_codes());
}

void check_bytes(std::string_view bytes) {
  const std::vector<std::string_view> parts = split_parts(bytes, 3);
  if (parts.size() > 1) {
    const std::string_view folds = parts.size() == 3 ? parts[2] : std::string_view("d\t1\n");
    read_all(parts[0], parts[1], folds, false);
    read_all(parts[0], parts[1], folds, true);
    return;
  }
  for (std::string_view gold : {kConvertedCorpus, kOriginal}) {
    read_all(gold, bytes, bytes, false);
    read_all(gold, bytes, bytes, true);
  }
}

}  // namespace
}  // namespace bioeval::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return bioeval::fuzz::run_reader_check("fuzz_read_ppi_run", data, size,
                                         bioeval::fuzz::check_bytes);
}
