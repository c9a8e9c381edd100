// Fuzzes the NER tasks through evaluate().
//  - ner.iob2: the fuzzed bytes as the run against a small valid gold, as the gold against a small
//    valid run, and as one file in the conlleval layout (token, gold tag, run tag); when they hold
//    a 0xFF byte (never part of UTF-8), as a gold and a run split at it. Each under every scheme,
//    with classes merged and with types ignored.
//  - ner.bc2gm: the fuzzed bytes as the gold, the run, the alternatives and the sentences against
//    small valid counterparts, and as the run against a gold alone; with 0xFF bytes, split into
//    gold, run, altgene and sentences (in that order; the parts present are given, empty or not).
//  - Checks before the gold is out: the fuzzed bytes as an ner.iob2 run against the released test
//    tokens (the gold without tags) and as those tokens against a run, and as an ner.bc2gm run
//    against the sentences alone. A run must get the same diagnostics (severity, code, line,
//    column) against the released input as against the gold.
// Every result must satisfy the result invariants and serialize; validation must not depend on the
// mode or on `force`. Scored results must also satisfy the NER invariants (check_ner below): the
// criteria count the same entities, nest from exact to partial, and agree with conlleval,
// evalIOB2.pl and alt_eval.perl where those count the same thing; a valid single file scores as
// the two files it holds.
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <exception>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

#include "base/text.hpp"
#include "host/api.hpp"
#include "invariants.hpp"
#include "io/fields.hpp"

namespace bioeval::fuzz {
namespace {

// --- fixtures: small valid inputs without errors --------------------------------------------

constexpr std::string_view kIobGold =
    "###MEDLINE:1\n\nThe\tO\np53\tB-protein\ngene\tI-protein\nbinds\tO\nMDM2\tB-protein\n.\tO\n\n"
    "IL-2\tB-protein\nreceptor\tI-protein\nalpha\tI-protein\nin\tO\nT\tB-cell_type\n"
    "cells\tI-cell_type\n\n###MEDLINE:2\n\nNF-kappa\tB-protein\nB\tI-protein\nmRNA\tB-RNA\n\n";
constexpr std::string_view kIobRun =
    "###MEDLINE:1\n\nThe\tO\np53\tB-protein\ngene\tO\nbinds\tO\nMDM2\tB-DNA\n.\tO\n\n"
    "IL-2\tB-protein\nreceptor\tB-protein\nalpha\tI-protein\nin\tO\nT\tB-cell_type\n"
    "cells\tI-cell_type\n\n###MEDLINE:2\n\nNF-kappa\tB-protein\nB\tI-protein\nmRNA\tI-protein\n\n";

// kIobGold as the test set is released: its tokens without tags.
constexpr std::string_view kIobInput =
    "###MEDLINE:1\n\nThe\np53\ngene\nbinds\nMDM2\n.\n\nIL-2\nreceptor\nalpha\nin\nT\n"
    "cells\n\n###MEDLINE:2\n\nNF-kappa\nB\nmRNA\n\n";

constexpr std::string_view kSentences =
    "S1 Comparison with alkaline phosphatases and 5-nucleotidase\n"
    "S2 Serum gamma glutamyltransferase activity\nS3 p53 binds MDM2\n";
constexpr std::string_view kGene =
    "S1|14 33|alkaline phosphatases\nS1|37 50|5-nucleotidase\n"
    "S2|0 28|Serum gamma glutamyltransferase\nS3|0 2|p53\n";
constexpr std::string_view kAltGene = "S1|22 33|phosphatases\nS2|5 28|gamma glutamyltransferase\n";
constexpr std::string_view kSystem =
    "S1|14 33|alkaline phosphatases\nS1|22 33|phosphatases\nS2|5 28|gamma glutamyltransferase\n"
    "S3|0 2|p53\nS3|8 11|MDM2\nS1|37 44|5-nucleo\n";

// --- evaluation ------------------------------------------------------------------------------

struct Part {
  std::string_view role;
  std::string_view bytes;
};

struct Case {
  const Task& task;
  std::vector<Part> parts;
  std::string_view only_error_role;  // empty when errors may be about any input
};

constexpr std::array<std::string_view, 7> kCriteria = {
    "exact", "left", "right", "left_or_right", "approximate", "partial", "fragment"};

// The value of a metric that must be there and defined.
double value_of(const std::map<std::string, std::optional<double>>& metrics,
                const std::string& name) {
  const auto found = metrics.find(name);
  require(found != metrics.end(), "a NER result has every criterion's metrics");
  require(found->second.has_value(), "a NER count or ratio is defined");
  return *found->second;
}

struct Totals {
  double tp = 0, fp = 0, fn = 0;
};

bool near(double a, double b) {
  return std::fabs(a - b) <= 1e-12 * std::max(1.0, std::fabs(b));
}

// P, R and F1 follow from TP, FP and FN, 0 when undefined (docs/tasks/ner.md).
void check_ratios(double tp, double fp, double fn, double p, double r, double f1) {
  const double want_p = tp + fp == 0 ? 0 : tp / (tp + fp);
  const double want_r = tp + fn == 0 ? 0 : tp / (tp + fn);
  const double want_f1 = want_p + want_r == 0 ? 0 : 2 * want_p * want_r / (want_p + want_r);
  require(near(p, want_p) && near(r, want_r) && near(f1, want_f1),
          "a criterion's P, R and F1 follow from its TP, FP and FN");
}

// The criteria nest: every pair compatible under one is compatible under the next, so the
// maximum matchings grow from exact to partial; entity criteria count the same entities.
void check_criteria_chain(const std::map<std::string, Totals>& t, bool with_alternatives,
                          bool disjoint_entities) {
  const Totals& exact = t.at("exact");
  for (const auto& [name, c] : t) {
    require(c.fp >= 0 && c.fn >= 0, "TP <= gold and TP <= predicted");
    if (name == "fragment") continue;
    require(c.tp + c.fn == exact.tp + exact.fn, "every entity criterion counts the same gold");
    require(c.tp + c.fp == exact.tp + exact.fp,
            "every entity criterion counts the same predictions");
  }
  const auto tp = [&](const char* name) { return t.at(name).tp; };
  require(tp("exact") <= tp("left") && tp("exact") <= tp("right"), "exact.tp <= left/right.tp");
  require(tp("left") <= tp("left_or_right") && tp("right") <= tp("left_or_right"),
          "left.tp, right.tp <= left_or_right.tp");
  require(tp("left_or_right") <= tp("approximate"),
          "left_or_right.tp <= approximate.tp (a shared end means one span contains the other)");
  require(tp("exact") <= tp("approximate") && tp("approximate") <= tp("partial"),
          "exact.tp <= approximate.tp <= partial.tp");
  require((tp("partial") > 0) == (tp("fragment") > 0),
          "some entity matches partially exactly when some position is a fragment TP");
  if (with_alternatives) {
    require(tp("exact") <= tp("alternatives"), "exact.tp <= alternatives.tp");
  }
  if (disjoint_entities) {  // entities of one side never overlap (token files)
    const Totals& fragment = t.at("fragment");
    require(tp("partial") <= fragment.tp, "partial.tp <= fragment.tp when entities are disjoint");
    require(fragment.tp + fragment.fn >= exact.tp + exact.fn,
            "disjoint gold entities cover at least one token each");
    require(fragment.tp + fragment.fp >= exact.tp + exact.fp,
            "disjoint predicted entities cover at least one token each");
  }
}

const Table* table_named(const Result& result, std::string_view id) {
  for (const Table& table : result.tables) {
    if (table.id == id) return &table;
  }
  return nullptr;
}

// The table `classes`: per class and criterion, the same invariants, summing to the totals.
void check_classes(const Result& result, const std::map<std::string, Totals>& totals,
                   bool with_alternatives, bool disjoint_entities) {
  const Table* table = table_named(result, "classes");
  require(table != nullptr, "a scored NER result has the table classes");
  const std::vector<std::string> want = {"class", "criterion", "tp",     "fp",
                                         "fn",    "precision", "recall", "f1"};
  require(table->columns == want, "the table classes has its columns");
  std::map<std::string, std::map<std::string, Totals>> by_class;
  std::map<std::string, Totals> sums;
  for (const Json& row : table->rows.to_json()) {
    require(row[0].is_string() && row[1].is_string(), "a classes row names class and criterion");
    for (std::size_t i = 2; i < 8; ++i) require(row[i].is_number(), "a classes cell is a number");
    const Totals c{row[2].get<double>(), row[3].get<double>(), row[4].get<double>()};
    check_ratios(c.tp, c.fp, c.fn, row[5].get<double>(), row[6].get<double>(),
                 row[7].get<double>());
    const std::string criterion = row[1].get<std::string>();
    require(totals.count(criterion) == 1, "a classes row is about a criterion of the result");
    Totals& slot = by_class[row[0].get<std::string>()][criterion];
    require(slot.tp + slot.fp + slot.fn == 0, "a class has one row per criterion");
    slot = c;
    sums[criterion].tp += c.tp;
    sums[criterion].fp += c.fp;
    sums[criterion].fn += c.fn;
  }
  for (const auto& [name, rows] : by_class) {
    require(rows.size() == totals.size(), "a class has a row for every criterion");
    check_criteria_chain(rows, with_alternatives, disjoint_entities);
  }
  for (const auto& [name, total] : totals) {
    const Totals& sum = sums[name];
    require(sum.tp == total.tp && sum.fp == total.fp && sum.fn == total.fn,
            "the classes rows of a criterion sum to its totals");
  }
}

using MetricMap = std::map<std::string, std::optional<double>>;

MetricMap metric_map(const Result& result) {
  MetricMap out;
  for (const Metric& m : result.metrics) {
    require(out.emplace(m.name, m.value).second, "metric names are unique");
  }
  return out;
}

std::size_t count_of(const Result& result, const std::string& code) {
  const auto found = result.diagnostics.counts().find(code);
  return found == result.diagnostics.counts().end() ? 0 : found->second;
}

// What the caller knows about how an ner.iob2 result was asked for.
struct Iob2Setting {
  bool plain_iob2 = false;        // scheme iob2, classes neither merged nor ignored
  bool conll_comparable = false;  // the tokens as conlleval reads them (see conll_comparable)
};

// The NER invariants of a scored result.
void check_ner(const Result& result, const Iob2Setting* iob2) {
  if (!result.scored) return;
  const MetricMap metrics = metric_map(result);
  const bool bc2gm = iob2 == nullptr;
  std::vector<std::string> names(kCriteria.begin(), kCriteria.end());
  if (bc2gm) names.emplace_back("alternatives");
  std::map<std::string, Totals> totals;
  for (const std::string& name : names) {
    const Totals c{value_of(metrics, name + ".tp"), value_of(metrics, name + ".fp"),
                   value_of(metrics, name + ".fn")};
    check_ratios(c.tp, c.fp, c.fn, value_of(metrics, name + ".precision"),
                 value_of(metrics, name + ".recall"), value_of(metrics, name + ".f1"));
    totals[name] = c;
  }
  check_criteria_chain(totals, bc2gm, !bc2gm);
  check_classes(result, totals, bc2gm, !bc2gm);
  const Totals& exact = totals.at("exact");
  if (bc2gm) {
    const double tp = value_of(metrics, "bc2gm.tp");
    require(tp + value_of(metrics, "bc2gm.fn") == exact.tp + exact.fn,
            "alt_eval.perl counts every gold mention once");
    require(tp >= totals.at("alternatives").tp,
            "bc2gm.tp >= alternatives.tp (one system mention may find several gold mentions)");
    require(value_of(metrics, "bc2gm.fp") <= exact.fp,
            "an alt_eval.perl FP has no gold span, so exact matching leaves it unpaired too");
    return;
  }
  const double complete = value_of(metrics, "jnlpba.complete.tp");
  require(complete <= value_of(metrics, "jnlpba.left.tp") &&
              complete <= value_of(metrics, "jnlpba.right.tp"),
          "evalIOB2.pl counts a complete match only where it counts a left and a right match");
  const double phrases = value_of(metrics, "conlleval.phrases");
  const double found = value_of(metrics, "conlleval.found");
  const double correct = value_of(metrics, "conlleval.correct");
  require(correct <= phrases && correct <= found, "conlleval: correct <= phrases, found");
  require(value_of(metrics, "conlleval.tokens") >= phrases, "conlleval: a phrase has a token");
  if (!iob2->plain_iob2 || !result.valid()) return;
  // With IOB2 read as conlleval reads it, conlleval's phrases are the entities and its correct
  // phrases the exact matches.
  if (iob2->conll_comparable) {
    require(correct == exact.tp, "conlleval.correct == exact.tp");
    require(phrases == exact.tp + exact.fn, "conlleval.phrases == gold entities");
    require(found == exact.tp + exact.fp, "conlleval.found == predicted entities");
  }
  // With every entity opened by B-, every sentence followed by a blank line and only the five
  // JNLPBA classes, evalIOB2.pl's counts are the exact, left and right matches.
  // ("final-sentence-unterminated" is the code's former name.)
  const bool as_jnlpba_reads = count_of(result, "tag-sequence") == 0 &&
                               count_of(result, "sentence-unterminated") == 0 &&
                               count_of(result, "final-sentence-unterminated") == 0;
  if (!as_jnlpba_reads) return;
  const Table* classes = table_named(result, "classes");
  static const std::set<std::string> kFive = {"protein", "DNA", "RNA", "cell_type", "cell_line"};
  for (const Json& row : classes->rows.to_json()) {
    if (kFive.count(row[0].get<std::string>()) == 0) return;
  }
  require(complete == exact.tp, "jnlpba.complete.tp == exact.tp");
  require(value_of(metrics, "jnlpba.left.tp") == totals.at("left").tp, "jnlpba.left == left.tp");
  require(value_of(metrics, "jnlpba.right.tp") == totals.at("right").tp,
          "jnlpba.right == right.tp");
}

Result evaluate_checked(const Case& c, const Json& options, Mode mode,
                        const Iob2Setting* iob2 = nullptr) {
  Inputs inputs;
  Expectation expected;
  for (const Part& part : c.parts) {
    const std::string role(part.role);
    inputs[role].push_back({role + ".txt", part.bytes, {}});
    expected.inputs[role] = part.bytes;
  }
  expected.scored_mode = mode == Mode::score;
  expected.forced = options.value("force", false);
  expected.only_error_input = c.only_error_role;
  try {
    Result result = evaluate(c.task, inputs, options, {}, mode);
    check_result(result, expected);
    check_ner(result, iob2);
    return result;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "evaluate threw: %s\n", e.what());
    __builtin_trap();
  }
}

struct Modes {
  Result plain;
  Result forced;
};

// Validates, scores plainly and forced: validation must not depend on the mode or on force, and
// the scores of valid inputs not on force.
Modes evaluate_modes(const Case& c, const Json& options, const Iob2Setting* iob2) {
  Json forced_options = options;
  forced_options["force"] = true;
  const Result checked = evaluate_checked(c, options, Mode::validate, iob2);
  Modes out{evaluate_checked(c, options, Mode::score, iob2),
            evaluate_checked(c, forced_options, Mode::score, iob2)};
  require(same_diagnostics(checked, out.plain), "validate mode finds what score mode finds");
  require(same_diagnostics(out.plain, out.forced), "force does not change validation");
  require(!out.plain.valid() || same_metrics(out.plain, out.forced),
          "force does not change valid scores");
  return out;
}

// --- ner.iob2 --------------------------------------------------------------------------------

bool is_blank(std::string_view text) {
  return std::all_of(text.begin(), text.end(), [](char ch) { return is_space(ch); });
}

bool is_document_line(std::string_view text) {
  return text.substr(0, 11) == "###MEDLINE:";
}

// True when conlleval sees the sentences the criteria see: no token "-X-" (a boundary to
// conlleval) and no sentence ended by a ###MEDLINE line without a blank line (conlleval reads on
// into the next).
bool conll_comparable(std::string_view gold) {
  LineReader lines(without_bom(gold));
  Line line;
  bool in_sentence = false;
  std::array<std::string_view, 1> first;
  while (lines.next(line)) {
    if (is_blank(line.text)) {
      in_sentence = false;
    } else if (is_document_line(line.text)) {
      if (in_sentence) return false;
    } else {
      split_whitespace(line.text, first.data(), first.size());
      if (first[0] == "-X-") return false;
      in_sentence = true;
    }
  }
  return true;
}

// A file in the conlleval layout as two files, token TAB tag, or nothing when a line would read
// differently there (too many fields to split here, a token that would start a document line).
std::optional<std::pair<std::string, std::string>> split_layout(std::string_view both) {
  std::pair<std::string, std::string> out;
  LineReader lines(without_bom(both));
  Line line;
  std::array<std::string_view, 64> fields;
  while (lines.next(line)) {
    if (is_blank(line.text) || is_document_line(line.text)) {
      const std::string copy = is_blank(line.text) ? "\n" : std::string(line.text) + "\n";
      out.first += copy;
      out.second += copy;
      continue;
    }
    const std::size_t count = split_whitespace(line.text, fields.data(), fields.size());
    if (count < 3 || count > fields.size() || is_document_line(fields[0])) return std::nullopt;
    const std::string token(fields[0]);
    out.first += token + "\t" + std::string(fields[count - 2]) + "\n";
    out.second += token + "\t" + std::string(fields[count - 1]) + "\n";
  }
  return out;
}

// The default scheme in every mode; when `variants`, every other scheme, classes merged and
// classes ignored, each forced. Returns the plain result under the default options.
Result evaluate_iob2(const Case& c, std::string_view gold_text, bool variants) {
  const Iob2Setting setting{true, conll_comparable(gold_text)};
  const Iob2Setting other{false, false};
  Modes modes = evaluate_modes(c, Json::object(), &setting);
  if (!variants) return std::move(modes.plain);
  for (const char* scheme : {"iob1", "iobes", "bilou"}) {
    (void)evaluate_checked(c, {{"scheme", scheme}, {"force", true}}, Mode::score, &other);
  }
  const Json merged = {{"merge", "protein,DNA,RNA=macromolecule; cell_line,cell_type=cell"},
                       {"force", true}};
  const Json ignored = {{"ignore_type", true}, {"force", true}};
  const Result relaxed = evaluate_checked(c, merged, Mode::score, &other);
  Result untyped = evaluate_checked(c, ignored, Mode::score, &other);
  // Merging classes only adds compatible pairs: TP grows, the entities stay the same.
  const MetricMap t = metric_map(modes.forced), r = metric_map(relaxed), u = metric_map(untyped);
  for (const std::string_view criterion : kCriteria) {
    const std::string name(criterion);
    const double tp_t = value_of(t, name + ".tp"), tp_r = value_of(r, name + ".tp"),
                 tp_u = value_of(u, name + ".tp");
    require(tp_t <= tp_r && tp_r <= tp_u, "merging classes never loses a match");
    if (criterion == "fragment") continue;
    require(tp_t + value_of(t, name + ".fn") == tp_u + value_of(u, name + ".fn") &&
                tp_t + value_of(t, name + ".fp") == tp_u + value_of(u, name + ".fp"),
            "merging classes keeps the entities");
  }
  check_serialization(modes.forced);
  return std::move(modes.plain);
}

// A gold and a run; `variants` as above.
void fuzz_iob2_separate(std::string_view gold, std::string_view run, std::string_view only,
                        bool variants) {
  const Case c{find_task("ner.iob2"), {{"gold", gold}, {"run", run}}, only};
  evaluate_iob2(c, gold, variants);
}

// One file in the conlleval layout: when valid, it must score as the two files it holds.
void fuzz_iob2_single(std::string_view both) {
  const Case c{find_task("ner.iob2"), {{"run", both}}, "run"};
  const Result single = evaluate_iob2(c, both, true);
  if (!single.valid()) return;
  const auto files = split_layout(both);
  if (!files) return;
  const Case separate{find_task("ner.iob2"), {{"gold", files->first}, {"run", files->second}}, {}};
  const Iob2Setting setting{true, conll_comparable(files->first)};
  const Result two = evaluate_checked(separate, Json::object(), Mode::score, &setting);
  require(two.valid(), "the two files of a valid conlleval-layout file are valid");
  require(metric_map(single) == metric_map(two),
          "a file in the conlleval layout scores as its gold and run in two files");
}

// --- checks against the released input ----------------------------------------------------------

// The run's diagnostics, where they are: what a check against the released input and one against
// the gold must agree on (the messages name the one or the other).
std::vector<std::tuple<Severity, std::string, std::size_t, std::size_t>> run_places(
    const Result& result) {
  std::vector<std::tuple<Severity, std::string, std::size_t, std::size_t>> out;
  for (const Diagnostic& d : result.diagnostics.sorted()) {
    if (d.input == "run") out.emplace_back(d.severity, d.code, d.line, d.column);
  }
  return out;
}

// A run checked against the released input (`input`, standing in for the gold) and against the
// gold: the same findings on the run. A check only: the released input scores nothing.
void fuzz_check_against_input(const Case& with_input, const Case& with_gold) {
  const Result from_input = evaluate_checked(with_input, Json::object(), Mode::validate);
  const Result from_gold = evaluate_checked(with_gold, Json::object(), Mode::validate);
  require(run_places(from_input) == run_places(from_gold),
          "a check against the released input finds on the run what one against the gold finds");
}

void fuzz_checks(std::string_view bytes) {
  const Task& iob2 = find_task("ner.iob2");
  fuzz_check_against_input({iob2, {{"input", kIobInput}, {"run", bytes}}, "run"},
                           {iob2, {{"gold", kIobGold}, {"run", bytes}}, "run"});
  // The bytes as the released tokens: whatever they hold, no crash and the invariants.
  (void)evaluate_checked({iob2, {{"input", bytes}, {"run", kIobRun}}, {}}, Json::object(),
                         Mode::validate);
  const Task& bc2gm = find_task("ner.bc2gm");
  fuzz_check_against_input(
      {bc2gm, {{"sentences", kSentences}, {"run", bytes}}, "run"},
      {bc2gm, {{"gold", kGene}, {"sentences", kSentences}, {"run", bytes}}, "run"});
}

// --- ner.bc2gm -------------------------------------------------------------------------------

void fuzz_bc2gm(const std::vector<Part>& parts, std::string_view only) {
  const Case c{find_task("ner.bc2gm"), parts, only};
  Modes modes = evaluate_modes(c, Json::object(), nullptr);
  check_serialization(modes.forced);
}

// Inputs that must be valid: a fixture that is not would make every finding meaningless.
void check_fixtures() {
  const auto valid = [](const Case& c) {
    Inputs inputs;
    for (const Part& p : c.parts) inputs[std::string(p.role)].push_back({"f", p.bytes, {}});
    const Result result = evaluate(c.task, inputs, Json::object());
    return result.valid() && result.diagnostics.warning_count() == 0;
  };
  require(valid({find_task("ner.iob2"), {{"gold", kIobGold}, {"run", kIobRun}}, {}}),
          "the ner.iob2 fixtures are valid, without warnings");
  const auto checks_clean = [](const Case& c) {
    Inputs inputs;
    for (const Part& p : c.parts) inputs[std::string(p.role)].push_back({"f", p.bytes, {}});
    const Result result = evaluate(c.task, inputs, Json::object(), {}, Mode::validate);
    return result.valid() && result.diagnostics.warning_count() == 0;
  };
  require(checks_clean({find_task("ner.iob2"), {{"input", kIobInput}, {"run", kIobRun}}, {}}),
          "the ner.iob2 run checks clean against the released tokens");
  require(
      valid({find_task("ner.bc2gm"),
             {{"gold", kGene}, {"run", kSystem}, {"altgene", kAltGene}, {"sentences", kSentences}},
             {}}),
      "the ner.bc2gm fixtures are valid, without warnings");
}

}  // namespace
}  // namespace bioeval::fuzz

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  bioeval::fuzz::check_fixtures();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace bioeval::fuzz;
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  if (bytes.find('\xFF') == std::string_view::npos) {
    fuzz_iob2_separate(kIobGold, bytes, "run", false);
    fuzz_iob2_separate(bytes, kIobRun, {}, false);
    fuzz_iob2_single(bytes);
    fuzz_bc2gm({{"gold", kGene}, {"run", bytes}, {"altgene", kAltGene}, {"sentences", kSentences}},
               "run");
    fuzz_bc2gm(
        {{"gold", bytes}, {"run", kSystem}, {"altgene", kAltGene}, {"sentences", kSentences}},
        "gold");
    fuzz_bc2gm({{"gold", kGene}, {"run", kSystem}, {"altgene", bytes}, {"sentences", kSentences}},
               "altgene");
    fuzz_bc2gm({{"gold", kGene}, {"run", kSystem}, {"altgene", kAltGene}, {"sentences", bytes}},
               {});
    fuzz_bc2gm({{"gold", kGene}, {"run", bytes}}, "run");
    fuzz_checks(bytes);
    return 0;
  }
  // gold 0xFF run [0xFF altgene [0xFF sentences]]
  std::vector<std::string_view> pieces;
  std::string_view rest = bytes;
  for (auto split = rest.find('\xFF'); pieces.size() < 3 && split != std::string_view::npos;
       split = rest.find('\xFF')) {
    pieces.push_back(rest.substr(0, split));
    rest = rest.substr(split + 1);
  }
  pieces.push_back(rest);
  fuzz_iob2_separate(pieces[0], pieces[1], {}, true);
  static constexpr std::array<std::string_view, 4> kRoles = {"gold", "run", "altgene", "sentences"};
  std::vector<Part> parts;
  for (std::size_t i = 0; i < pieces.size(); ++i) parts.push_back({kRoles[i], pieces[i]});
  fuzz_bc2gm(parts, {});
  return 0;
}
