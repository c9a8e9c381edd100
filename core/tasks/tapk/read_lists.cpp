#include "tasks/tapk/read_lists.hpp"

#include <array>

#include "base/hot_loop.hpp"
#include "io/fields.hpp"

namespace bioeval::tapk {
namespace {

// A non-negative integer written in digits ("0", "12", "007"), or nothing.
std::optional<std::uint64_t> parse_count(std::string_view text) {
  while (text.size() > 1 && text.front() == '0') text.remove_prefix(1);
  if (text == "0") return 0;
  return parse_positive_integer(text);
}

// A line that reads as a record: a relevance and a number.
bool looks_like_record(const std::array<std::string_view, 2>& fields, std::size_t count) {
  return count >= 2 && (fields[0] == "0" || fields[0] == "1") && parse_decimal(fields[1]);
}

std::string direction_text(ScoreOrder order) {
  return order == ScoreOrder::ascending ? "increase" : "decrease";
}

// "increase from line 3 to line 4 (0.5 to 0.7)"
std::string step_text(const ListReader::Step& step) {
  return direction_text(step.order) + " from line " + std::to_string(step.previous_line) +
         " to line " + std::to_string(step.line) + " (" + std::string(step.previous_text) + " to " +
         std::string(step.score_text) + ")";
}

}  // namespace

std::string_view order_name(ScoreOrder order) {
  return order == ScoreOrder::ascending ? "asc" : "desc";
}

const std::vector<std::string>& ListReader::diagnostic_codes() {
  static const std::vector<std::string> codes = {
      "header-fields",  "weight-not-positive",  "tq-missing",       "tq-not-count",
      "record-fields",  "relevance-not-binary", "score-not-number", "scores-not-monotone",
      "order-conflict", "too-many-relevant",    "duplicate-query",  "order-undetermined"};
  return codes;
}

ListReader::ListReader(RetrievalLists& out, std::optional<ScoreOrder> given,
                       Diagnostics& diagnostics)
    : out_(out), given_(given), diagnostics_(diagnostics) {}

void ListReader::read(const TextInput& input, ProgressFn progress) {
  if (!input.ok) {
    unreadable_ = true;
    return;
  }
  Cursor cursor{LineReader(input.text, std::move(progress), input.text.size()), Expect::header, {}};
  while (read_block(input, cursor)) {
  }
  if (cursor.expect == Expect::total) {
    diagnostics_.error("tq-missing", location_of(input, cursor.header),
                       "query " + quoted(out_.lists.back().query) +
                           " has no T_q line: the file ends after the query id");
  }
}

// Up to 4096 lines; false at the end of the file. A block per call (hot_loop.hpp).
BIOEVAL_OUT_OF_LINE bool ListReader::read_block(const TextInput& input, Cursor& cursor) {
  Line line;
  // A list ends at a blank line or at the end of its file: lists do not continue into the next.
  for (int i = 0; i < 4096; ++i) {
    if (!cursor.lines.next(line)) return false;
    const bool blank = is_blank(line.text);
    switch (cursor.expect) {
      case Expect::header:
        if (blank) break;
        read_header(input, line);
        cursor.header = line;
        cursor.expect = Expect::total;
        break;
      case Expect::total:
        if (blank) {
          diagnostics_.error("tq-missing", location_of(input, cursor.header),
                             "query " + quoted(out_.lists.back().query) +
                                 " has no T_q line: the line after the query id must give the "
                                 "number of relevant records");
          cursor.expect = Expect::header;
          break;
        }
        read_total(input, line);
        cursor.expect = Expect::record;
        break;
      case Expect::record:
        if (blank) {
          cursor.expect = Expect::header;
          break;
        }
        read_record(input, line);
        break;
    }
  }
  return true;
}

void ListReader::read_header(const TextInput& input, const Line& line) {
  std::array<std::string_view, 3> fields;
  const std::size_t count = split_whitespace(line.text, fields.data(), fields.size());
  RetrievalList list;
  list.query = fields[0];
  list.begin = list.end = out_.scores.size();
  if (count > 2) {
    diagnostics_.error("header-fields", location_of(input, line, fields[2]),
                       "the line for a query should have at most 2 columns (query id and "
                       "weight); found " +
                           std::to_string(count));
  } else if (count == 2) {
    const auto weight = parse_decimal(fields[1]);
    if (weight && *weight > 0) {
      list.weight = *weight;
    } else {
      diagnostics_.error("weight-not-positive", location_of(input, line, fields[1]),
                         "the weight of query " + quoted(list.query) +
                             " should be a positive number, not " + quoted(fields[1]));
    }
  }
  const auto [place, added] =
      queries_.try_emplace(list.query, static_cast<std::uint32_t>(out_.lists.size()));
  if (!added) {
    const auto& [file, first_line] = query_places_[place->second];
    diagnostics_.warning("duplicate-query", location_of(input, line, fields[0]),
                         "query " + quoted(list.query) + " was already listed at line " +
                             std::to_string(first_line) +
                             (file != input.file ? " of " + file : "") + "; both lists are scored");
  }
  query_places_.emplace_back(std::string(input.file), line.number);
  out_.lists.push_back(list);
  open_ = Open{};
  open_.header_line = line.number;
  open_.header_is_record = looks_like_record({fields[0], fields[1]}, count);
}

bool ListReader::read_total(const TextInput& input, const Line& line) {
  std::array<std::string_view, 2> fields;
  const std::size_t count = split_whitespace(line.text, fields.data(), fields.size());
  const auto total = count == 1 ? parse_count(fields[0]) : std::nullopt;
  if (!total) {
    // Scored with force, the list's T_q is taken as the relevant records it lists.
    open_.total_known = false;
    std::string hint;
    if (open_.header_is_record) {
      hint = "; line " + std::to_string(open_.header_line) +
             " reads as a record: did a blank line above it end a list early?";
    } else if (looks_like_record(fields, count)) {
      hint = "; it reads as a record: is the T_q line missing?";
    }
    diagnostics_.error("tq-not-count", location_of(input, line, fields[0]),
                       "the line after query " + quoted(out_.lists.back().query) +
                           " should give T_q, the number of relevant records (a non-negative "
                           "integer), not " +
                           quoted(line.text) + hint);
    return false;
  }
  out_.lists.back().total_relevant = *total;
  return true;
}

// The common shape of a record line, "0<TAB>score" (one separator, then a number that runs to
// the line's end), read without splitting fields; false for anything else.
bool ListReader::parse_common_record(std::string_view text, Record& record) {
  if (text.size() < 3 || (text[0] != '0' && text[0] != '1') || !is_space(text[1])) return false;
  const auto score = parse_decimal(text.substr(2));
  if (!score) return false;
  record = {text.substr(0, 1), text.substr(2), *score};
  return true;
}

// Any other record line: its fields split, each checked; false, with the error reported, when it
// is not a record. Out of line, as every path that reports, so that the lines' common path stays
// small (hot_loop.hpp).
BIOEVAL_OUT_OF_LINE bool ListReader::parse_record(const TextInput& input, const Line& line,
                                                  Record& record) {
  std::array<std::string_view, 2> fields;
  const std::size_t count = split_whitespace(line.text, fields.data(), fields.size());
  if (count < 2) {
    diagnostics_.error("record-fields", location_of(input, line, fields[0]),
                       "a record needs a relevance (0 or 1) and a score; a new query must follow "
                       "a blank line");
    return false;
  }
  const std::string_view relevance = fields[0];
  if (relevance != "0" && relevance != "1") {
    diagnostics_.error("relevance-not-binary", location_of(input, line, relevance),
                       "the relevance should be 0 or 1, not " + quoted(relevance));
    return false;
  }
  const auto score = parse_decimal(fields[1]);
  if (!score) {
    diagnostics_.error(
        "score-not-number", location_of(input, line, fields[1]),
        "the score should be a finite number (a score or an E-value), not " + quoted(fields[1]));
    return false;
  }
  record = {relevance, fields[1], *score};
  return true;
}

// A call per record (hot_loop.hpp).
BIOEVAL_OUT_OF_LINE void ListReader::read_record(const TextInput& input, const Line& line) {
  Record record;
  if (!parse_common_record(line.text, record) && !parse_record(input, line, record)) return;
  RetrievalList& list = out_.lists.back();
  check_order(input, line, record.score_text, record.score);
  const bool is_relevant = record.relevance[0] == '1';
  if (is_relevant && open_.total_known && list.relevant_listed == list.total_relevant) {
    // Each relevant record past T_q is a line in error, left out when scoring is forced.
    report_too_many_relevant(input, line, record.relevance);
    return;
  }
  list.relevant_listed += is_relevant;
  if (!open_.total_known) list.total_relevant = list.relevant_listed;
  out_.scores.push_back(record.score);
  out_.relevant.push_back(is_relevant ? 1 : 0);
  list.end = out_.scores.size();
}

BIOEVAL_OUT_OF_LINE void ListReader::report_too_many_relevant(const TextInput& input,
                                                              const Line& line,
                                                              std::string_view relevance) {
  if (open_.reported_relevant) return;
  open_.reported_relevant = true;
  const RetrievalList& list = out_.lists.back();
  diagnostics_.error("too-many-relevant", location_of(input, line, relevance),
                     "query " + quoted(list.query) + " lists more relevant records than its T_q (" +
                         std::to_string(list.total_relevant) + ", line " +
                         std::to_string(open_.header_line + 1) + ")");
}

void ListReader::check_order(const TextInput& input, const Line& line, std::string_view score_field,
                             double score) {
  const RetrievalList& list = out_.lists.back();
  const bool first = list.end == list.begin;
  const ScoreOrder order =
      score > open_.last_score ? ScoreOrder::ascending : ScoreOrder::descending;
  const bool settled = first || score == open_.last_score || open_.reported_order ||
                       (open_.direction && open_.direction->order == order);
  if (!settled) {
    order_step(input, line,
               Step{open_.last_score_text, open_.last_line, score_field, line.number, order});
  }
  open_.last_score = score;
  open_.last_score_text = score_field;
  open_.last_line = line.number;
}

// A step that shows the list's order (its first) or breaks it. Out of line, as parse_record.
BIOEVAL_OUT_OF_LINE void ListReader::order_step(const TextInput& input, const Line& line,
                                                const Step& step) {
  const RetrievalList& list = out_.lists.back();
  if (!open_.direction) {
    open_.direction = Direction{step.order, std::string(list.query), std::string(input.file),
                                step.previous_line, step.line};
    const ScoreOrder* expected = given_             ? &*given_
                                 : first_direction_ ? &first_direction_->order
                                                    : nullptr;
    if (expected && *expected != step.order) {
      open_.reported_order = true;
      report_order_conflict(input, line, step);
    }
    if (!first_direction_) first_direction_ = open_.direction;
    return;
  }
  open_.reported_order = true;
  diagnostics_.error("scores-not-monotone", location_of(input, line, step.score_text),
                     "the scores of query " + quoted(list.query) + " are not monotone: they " +
                         direction_text(open_.direction->order) + " from line " +
                         std::to_string(open_.direction->from_line) + " to line " +
                         std::to_string(open_.direction->to_line) + " but " + step_text(step));
}

void ListReader::report_order_conflict(const TextInput& input, const Line& line, const Step& step) {
  std::string why;
  if (given_) {
    why = "but the option order is '" + std::string(order_name(*given_)) + "'";
  } else {
    const Direction& first = *first_direction_;
    why = "but those of query " + quoted(first.query) + " " + direction_text(first.order) +
          " (lines " + std::to_string(first.from_line) + "–" + std::to_string(first.to_line) +
          (first.file != input.file ? " of " + first.file : "") +
          "); all lists must share one order";
  }
  diagnostics_.error(
      "order-conflict", location_of(input, line, step.score_text),
      "the scores of query " + quoted(out_.lists.back().query) + " " + step_text(step) + " " + why);
}

void ListReader::finish(std::string_view role) {
  if (given_) {
    out_.order = given_;
  } else if (first_direction_) {
    out_.order = first_direction_->order;
  } else if (!unreadable_) {  // lists of an unreadable file might have shown the order
    diagnostics_.error("order-undetermined", Location{role, {}, 0, 0, {}},
                       "every retrieval list is empty or repeats one score, so whether scores "
                       "ascend (E-values) or descend cannot be told: set the option order to "
                       "'asc' or 'desc'");
  }
}

}  // namespace bioeval::tapk
