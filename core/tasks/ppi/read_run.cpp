#include "tasks/ppi/read_run.hpp"

#include <array>
#include <limits>

#include "io/fields.hpp"

namespace bioeval::ppi {
namespace {

// A value of a run line that is not what its column needs: reported once the columns are known,
// in line order, its candidate then left out. A single value that is a label but not a number
// is wrong only if the column turns out to hold scores.
struct Suspect {
  std::uint32_t candidate;
  Line line;
  std::string_view value;
  bool label;              // the label of a two-column line; otherwise a score
  bool if_scores = false;  // a label, wrong only where the column holds scores
};

std::string value_columns(std::size_t count) {
  return std::to_string(count) + (count == 1 ? " value column" : " value columns");
}

bool ascii_equal_ignoring_case(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    const auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c + 32) : c; };
    if (lower(a[i]) != lower(b[i])) return false;
  }
  return true;
}

class RunReader {
 public:
  RunReader(const TextInput& input, const Corpus& corpus, Diagnostics& diagnostics)
      : input_(input), corpus_(corpus), diagnostics_(diagnostics) {
    first_line_.assign(corpus.candidates().size(), 0);
    read_.assign(corpus.candidates().size(), {});
  }

  // Every line's candidate and values; nothing when the line is in error.
  void read_lines() {
    LineReader lines(input_.text);
    Line line;
    while (lines.next(line)) {
      if (is_blank(line.text)) continue;
      read_line(line);
    }
  }

  Predictions decide(double threshold) {
    Predictions out;
    const bool label_and_score = value_columns_ == 2;
    const bool labels_only = value_columns_ == 1 && all_single_values_are_labels_;
    out.labels = label_and_score || labels_only;
    out.scores = value_columns_ == 2 || (value_columns_ == 1 && !labels_only);
    report_suspects(out.scores, label_and_score);
    out.by_candidate = std::move(read_);
    for (Prediction& p : out.by_candidate) {
      if (!p.listed) {
        p = {false, false, -std::numeric_limits<double>::infinity()};
        ++out.missing;
      } else if (labels_only) {
        p.score = p.positive ? 1 : 0;
      } else if (!out.labels) {
        p.positive = p.score >= threshold;
      }
    }
    return out;
  }

 private:
  // The values' errors, in line order, as the columns turned out; their candidates unlisted.
  void report_suspects(bool scores, bool label_and_score) {
    for (const Suspect& s : suspects_) {
      if (s.if_scores && !scores) continue;
      read_[s.candidate].listed = false;
      if (s.label) {
        diagnostics_.error(
            "label-invalid", location_of(input_, s.line, s.value),
            "the label should be 1, 0, True, False, +1 or -1, not " + quoted(s.value));
        continue;
      }
      diagnostics_.error("score-invalid", location_of(input_, s.line, s.value),
                         "the score should be a finite number, not " + quoted(s.value) +
                             (label_and_score ? ""
                                              : " (a single value column holds labels only "
                                                "when every line's value is a label)"));
    }
  }

  // Reads a line's values into its candidate's prediction: the label as the decision, the score
  // (NaN when not a number); what is wrong with them becomes a suspect.
  void read_values(std::uint32_t candidate, const Line& line, std::string_view first,
                   std::string_view second) {
    Prediction& p = read_[candidate];
    p.listed = true;
    if (value_columns_ == 2) {
      const auto label = parse_label(first);
      const auto score = label ? parse_decimal(second) : std::nullopt;
      if (!label || !score) {
        suspects_.push_back({candidate, line, label ? second : first, !label});
        p.listed = false;
        return;
      }
      p.positive = *label;
      p.score = *score;
      return;
    }
    const auto label = parse_label(first);
    const auto score = parse_decimal(first);
    all_single_values_are_labels_ = all_single_values_are_labels_ && label.has_value();
    p.positive = label.value_or(false);
    p.score = score.value_or(std::numeric_limits<double>::quiet_NaN());
    if (!score) suspects_.push_back({candidate, line, first, false, label.has_value()});
  }

  void read_line(const Line& line) {
    std::array<std::string_view, 5> fields;
    const std::size_t count = split_whitespace(line.text, fields.data(), fields.size());
    std::int64_t candidate = corpus_.find_pair(fields[0]);
    std::size_t ids = 1;
    if (candidate < 0) {
      candidate = entity_pair(line, fields, count);
      if (candidate < 0) return;
      ids = 2;
    }
    const std::size_t values = count - ids;
    if (values < 1 || values > 2) {
      diagnostics_.error(
          "run-fields",
          values > 2 ? location_of(input_, line, fields[ids + 2]) : location_of(input_, line),
          "a run line should be 'pair_id label [score]' or 'e1 e2 label [score]' "
          "(or a score in place of the label), TAB-separated; this one has " +
              std::to_string(values) + " fields after the pair");
      return;
    }
    if (value_columns_ == 0) {
      value_columns_ = values;
      columns_line_ = line.number;
    } else if (values != value_columns_) {
      diagnostics_.error(
          "run-columns",
          location_of(input_, line,
                      fields[values > value_columns_ ? ids + value_columns_ : ids + values - 1]),
          "this line has " + value_columns(values) + " after the pair where line " +
              std::to_string(columns_line_) + " has " + value_columns(value_columns_) +
              ": every line needs the same (label and score, or one of them)");
      return;
    }
    const auto index = static_cast<std::uint32_t>(candidate);
    if (first_line_[index] != 0) {
      diagnostics_.error("pair-duplicate", location_of(input_, line, fields[0]),
                         "this candidate pair is already in the run, on line " +
                             std::to_string(first_line_[index]));
      return;
    }
    first_line_[index] = line.number;
    read_values(index, line, fields[ids], values == 2 ? fields[ids + 1] : "");
  }

  // The candidate named by "e1 e2 …", or -1 (reported).
  std::int64_t entity_pair(const Line& line, const std::array<std::string_view, 5>& fields,
                           std::size_t count) {
    const std::int64_t e1 = corpus_.find_entity(fields[0]);
    const std::int64_t e2 = count >= 2 ? corpus_.find_entity(fields[1]) : -1;
    if (e1 < 0) {
      diagnostics_.error(
          e2 >= 0 ? "entity-unknown" : "pair-unknown", location_of(input_, line, fields[0]),
          quoted(fields[0]) + (e2 >= 0
                                   ? " is not an entity id of " + corpus_name()
                                   : " is neither a pair id nor an entity id of " + corpus_name()));
      return -1;
    }
    if (e2 < 0 && count >= 2 && (parse_label(fields[1]) || parse_decimal(fields[1]))) {
      diagnostics_.error("entity-unknown", location_of(input_, line, fields[0]),
                         quoted(fields[0]) +
                             " is an entity id, not a pair id: a line naming entities needs two "
                             "('e1 e2 label [score]')");
      return -1;
    }
    if (e2 < 0) {
      diagnostics_.error("entity-unknown",
                         location_of(input_, line, count >= 2 ? fields[1] : fields[0]),
                         count >= 2 ? quoted(fields[1]) + " is not an entity id of " + corpus_name()
                                    : std::string("a line naming an entity needs a second entity"));
      return -1;
    }
    const std::int64_t candidate =
        corpus_.find_candidate(static_cast<std::uint32_t>(e1), static_cast<std::uint32_t>(e2));
    if (candidate < 0) {
      diagnostics_.error(
          "pair-not-candidate", location_of(input_, line, fields[0]),
          "entities " + quoted(fields[0]) + " and " + quoted(fields[1]) +
              " are not a candidate pair of " + corpus_name() + " (" +
              (e1 == e2 ? std::string("the same entity")
               : corpus_.entities()[static_cast<std::size_t>(e1)].sentence !=
                       corpus_.entities()[static_cast<std::size_t>(e2)].sentence
                   ? std::string("different sentences")
               : corpus_.directed() ? std::string("not in this direction")
                                    : "no <pair> of " + corpus_name() + " joins them") +
              ")");
    }
    return candidate;
  }

  std::string corpus_name() const { return std::string(corpus_.name()); }

  const TextInput& input_;
  const Corpus& corpus_;
  Diagnostics& diagnostics_;
  std::vector<std::size_t> first_line_;  // per candidate: its line in the run, 0 when none yet
  std::vector<Prediction> read_;         // per candidate: as read, decided by decide()
  std::vector<Suspect> suspects_;
  bool all_single_values_are_labels_ = true;
  std::size_t value_columns_ = 0;  // fixed by the first line
  std::size_t columns_line_ = 0;
};

}  // namespace

std::optional<bool> parse_label(std::string_view text) {
  if (text == "1" || text == "+1" || ascii_equal_ignoring_case(text, "true")) return true;
  if (text == "0" || text == "-1" || ascii_equal_ignoring_case(text, "false")) return false;
  return std::nullopt;
}

const std::vector<std::string>& run_diagnostic_codes() {
  static const std::vector<std::string> codes = {
      "pair-unknown",   "entity-unknown", "pair-not-candidate", "run-fields",   "run-columns",
      "pair-duplicate", "label-invalid",  "score-invalid",      "pairs-missing"};
  return codes;
}

Predictions read_run(const TextInput& input, const Corpus& corpus, double threshold,
                     Diagnostics& diagnostics) {
  RunReader reader(input, corpus, diagnostics);
  if (input.ok) reader.read_lines();
  Predictions predictions = reader.decide(threshold);
  if (input.ok && predictions.missing > 0) {
    diagnostics.warning("pairs-missing", Location{input.role, input.file, 0, 0, {}},
                        std::to_string(predictions.missing) + " of " +
                            std::to_string(corpus.candidates().size()) + " candidate pairs of " +
                            std::string(corpus.name()) +
                            " are not scored by the run (no line, "
                            "or only a line in error): they count as negative decisions with "
                            "the lowest score",
                        predictions.missing);
  }
  return predictions;
}

}  // namespace bioeval::ppi
