#include "tasks/ner/layouts.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string_view>

#include "framework/options.hpp"
#include "framework/result.hpp"
#include "tasks/ner/reference_scorers.hpp"

namespace bioeval::ner {
namespace {

template <class... Args>
std::string printf_text(const char* format, Args... args) {
  char buffer[256];
  std::snprintf(buffer, sizeof buffer, format, args...);
  return buffer;
}

// The rows of table `id`, each as an object keyed by column name.
std::vector<Json> table_rows(const Json& result, std::string_view id) {
  if (auto rows = find_table_rows(result, id)) return std::move(*rows);
  throw UsageError("the result has no table '" + std::string(id) +
                   "' (was it scored?): no layout to print");
}

std::uint64_t count_of(const Json& value) {
  return value.get<std::uint64_t>();
}

// --- evalIOB2.pl ----------------------------------------------------------------------------

// A Perl format field of `width` centred characters: cut when longer, the extra space on the
// right when the padding is odd.
std::string centred(std::string text, std::size_t width) {
  if (text.size() >= width) return text.substr(0, width);
  const std::size_t left = (width - text.size()) / 2;
  return std::string(left, ' ') + text + std::string(width - text.size() - left, ' ');
}

// "@###": a right-aligned number of four characters, "####" when it does not fit.
std::string four_digits(std::uint64_t value) {
  return value > 9999 ? "####" : printf_text("%4llu", static_cast<unsigned long long>(value));
}

// evalIOB2.pl's perfs(): "count (recall% / precision% / f-score%)".
std::string perfs(std::uint64_t count, std::uint64_t reference, std::uint64_t answer) {
  const JnlpbaRatios r = jnlpba_ratios(count, reference, answer);
  return printf_text("%4llu (%5.2f%% / %5.2f%% / %5.2f%%)", static_cast<unsigned long long>(count),
                     r.recall * 100, r.precision * 100, r.f1 * 100);
}

constexpr std::string_view kTitle =
    "                              Biomedical Entity Recognition Performance (Genaral)        "
    "                                 \n";
constexpr std::string_view kLegend =
    "                                                                                         "
    "number(recall/precision/f-score) \n";
constexpr std::string_view kBorder =
    "+------------------+---------------------------------+---------------------------------+--"
    "-------------------------------+\n";
constexpr std::string_view kColumns =
    "|                  |          complete match         |       right boundary match      |  "
    "     left boundary match       |\n";

// --- conlleval ------------------------------------------------------------------------------

// conlleval's percentages: 100·correct/found and 100·correct/gold (0 without phrases), and
// FB1 = 2PR/(P+R) of those.
struct Percentages {
  double precision = 0, recall = 0, fb1 = 0;
};

Percentages percentages(std::uint64_t correct, std::uint64_t found, std::uint64_t gold) {
  Percentages p;
  const double c = static_cast<double>(correct);
  if (found > 0) p.precision = 100 * c / static_cast<double>(found);
  if (gold > 0) p.recall = 100 * c / static_cast<double>(gold);
  if (p.precision + p.recall > 0) p.fb1 = 2 * p.precision * p.recall / (p.precision + p.recall);
  return p;
}

// --- alt_eval.perl --------------------------------------------------------------------------

// A number as Perl prints it.
std::string perl_number(double value) {
  return printf_text("%.15g", value);
}

std::string text_or_empty(const Json& value) {
  return value.is_string() ? value.get<std::string>() : std::string();
}

std::string verdict_line(const Json& row) {
  const std::string kind = row.at("verdict").get<std::string>();
  const std::string sentence = row.at("sentence").get<std::string>();
  if (kind == "FN") {
    return "FN|" + sentence + "|" + text_or_empty(row.at("gold offsets")) + "|" +
           text_or_empty(row.at("gold text")) + "\n";
  }
  if (kind == "FP") {
    const Json& text = row.at("system text");
    return "FP|" + sentence + "|" + text_or_empty(row.at("system offsets")) +
           (text.is_string() ? "|" + text.get<std::string>() : "") + "\n";
  }
  return kind + "|" + sentence + "|" + text_or_empty(row.at("gold text")) + "|" +
         text_or_empty(row.at("gold offsets")) + "|" + text_or_empty(row.at("system text")) + "|" +
         text_or_empty(row.at("system offsets")) + "\n";
}

}  // namespace

std::string jnlpba_layout(const Json& result) {
  std::string out;
  out += kTitle;
  out += kLegend;
  out += kBorder;
  out += kColumns;
  out += kBorder;
  for (const Json& row : table_rows(result, "jnlpba")) {
    const std::uint64_t reference = count_of(row.at("reference"));
    const std::uint64_t answer = count_of(row.at("answer"));
    out += "| " + centred(row.at("class").get<std::string>(), 9) + " (" + four_digits(reference) +
           ") |";
    for (const char* kind : {"complete", "right", "left"}) {
      out += " " + centred(perfs(count_of(row.at(kind)), reference, answer), 31) + " |";
    }
    out += "\n";
    out += kBorder;
  }
  out += "\n\n\n";
  return out;
}

std::string conlleval_layout(const Json& result) {
  const Json& metrics = result.at("metrics");
  const auto tokens = count_of(metrics.at("conlleval.tokens"));
  const auto phrases = count_of(metrics.at("conlleval.phrases"));
  const auto found = count_of(metrics.at("conlleval.found"));
  const auto correct = count_of(metrics.at("conlleval.correct"));
  const auto llu = [](std::uint64_t v) { return static_cast<unsigned long long>(v); };
  std::string out =
      printf_text("processed %llu tokens with %llu phrases; ", llu(tokens), llu(phrases));
  out += printf_text("found: %llu phrases; correct: %llu.\n", llu(found), llu(correct));
  if (tokens > 0) {
    // The accuracy is a ratio of counts: the count of agreeing tags is recovered exactly.
    const double agreeing =
        std::round(metrics.at("conlleval.accuracy").get<double>() * static_cast<double>(tokens));
    const Percentages p = percentages(correct, found, phrases);
    out += printf_text("accuracy: %6.2f%%; ", 100 * agreeing / static_cast<double>(tokens));
    out += printf_text("precision: %6.2f%%; ", p.precision);
    out += printf_text("recall: %6.2f%%; ", p.recall);
    out += printf_text("FB1: %6.2f\n", p.fb1);
  }
  for (const Json& row : table_rows(result, "conlleval")) {
    const std::string type = row.at("type").get<std::string>();
    const auto gold = count_of(row.at("gold"));
    const auto found_here = count_of(row.at("found"));
    const Percentages p = percentages(count_of(row.at("correct")), found_here, gold);
    // conlleval lists the types of its gold and of its run, sorted, dropping repeats unless the
    // type is one Perl reads as false: the empty type is listed once from each side.
    const int times = type.empty() ? std::max(1, (gold > 0) + (found_here > 0)) : 1;
    for (int i = 0; i < times; ++i) {
      out += printf_text("%17s: ", type.c_str());
      out += printf_text("precision: %6.2f%%; ", p.precision);
      out += printf_text("recall: %6.2f%%; ", p.recall);
      out += printf_text("FB1: %6.2f  %llu\n", p.fb1, llu(found_here));
    }
  }
  return out;
}

std::string bc2gm_layout(const Json& result) {
  std::string out;
  for (const Json& row : table_rows(result, "bc2gm")) out += verdict_line(row);
  const Json& metrics = result.at("metrics");
  const auto tp = count_of(metrics.at("bc2gm.tp"));
  const auto fp = count_of(metrics.at("bc2gm.fp"));
  const auto fn = count_of(metrics.at("bc2gm.fn"));
  if (tp == 0) {
    // alt_eval.perl divides by zero here and stops without its summary.
    return out + "Illegal division by zero at alt_eval.perl line 263.\n";
  }
  const double precision = static_cast<double>(tp) / static_cast<double>(tp + fp);
  const double recall = static_cast<double>(tp) / static_cast<double>(fn + tp);
  const double f = 2 / (1 / precision + 1 / recall);
  out += "\nTP: " + std::to_string(tp) + "\nFP: " + std::to_string(fp) +
         "\nFN: " + std::to_string(fn) + "\nPrecision: " + perl_number(precision) +
         " Recall: " + perl_number(recall) + " F: " + perl_number(f) + "\n\n";
  return out;
}

}  // namespace bioeval::ner
