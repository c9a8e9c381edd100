// Retrieval lists in the tap.pl format, read once with every check of docs/tasks/tapk.md:
//   query_id [weight]
//   T_q
//   relevance score [ignored columns]     (one record per line, best first)
//   <blank line>
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "base/diagnostics.hpp"
#include "base/hash.hpp"
#include "base/large_array.hpp"
#include "base/text.hpp"
#include "metrics/tap.hpp"

namespace bioeval::tapk {

struct RetrievalList {
  std::string_view query;
  double weight = 1;
  std::uint64_t total_relevant = 0;  // T_q
  std::size_t begin = 0;             // records [begin, end) of RetrievalLists' arrays
  std::size_t end = 0;
  std::size_t relevant_listed = 0;
  std::size_t size() const { return end - begin; }
};

// The lists of every input file, their records one after another.
struct RetrievalLists {
  std::vector<RetrievalList> lists;
  LargeVector<double> scores;
  LargeVector<std::uint8_t> relevant;
  std::optional<ScoreOrder> order;  // the order the lists show, or the one the user gave
};

// Reads the lists of every file into `out`. `given` is the order the user set (nothing: auto).
// Reports each defect with its line; at the end `order-undetermined` when no list shows an order
// and none was given.
class ListReader {
 public:
  ListReader(RetrievalLists& out, std::optional<ScoreOrder> given, Diagnostics& diagnostics);

  // Two consecutive records of a list whose scores differ.
  struct Step {
    std::string_view previous_text;
    std::size_t previous_line;
    std::string_view score_text;
    std::size_t line;
    ScoreOrder order;  // the way the scores go
  };

  // The codes a ListReader reports.
  static const std::vector<std::string>& diagnostic_codes();

  void read(const TextInput& input, ProgressFn progress = {});
  // Settles the order after the last file.
  void finish(std::string_view role);
  // False when a file was rejected as text: conclusions about all lists (their order, E0) would
  // then be drawn without some of them.
  bool all_readable() const { return !unreadable_; }

 private:
  // The order a list showed first: where, and which way.
  struct Direction {
    ScoreOrder order;
    std::string query;
    std::string file;
    std::size_t from_line = 0;  // the two records that showed it
    std::size_t to_line = 0;
  };
  // The list being read.
  struct Open {
    std::size_t header_line = 0;
    double last_score = 0;
    std::string_view last_score_text;  // as written, for messages
    std::size_t last_line = 0;
    std::optional<Direction> direction;
    bool reported_order = false;
    bool reported_relevant = false;
    bool total_known = true;        // T_q was read
    bool header_is_record = false;  // the query line reads as a record
  };

  // Where the reading of one file stands.
  enum class Expect { header, total, record };
  struct Cursor {
    LineReader lines;
    Expect expect;
    Line header;  // of the list being read
  };
  bool read_block(const TextInput& input, Cursor& cursor);
  void read_header(const TextInput& input, const Line& line);
  bool read_total(const TextInput& input, const Line& line);
  struct Record {
    std::string_view relevance;   // "0" or "1"
    std::string_view score_text;  // as written
    double score = 0;
  };
  static bool parse_common_record(std::string_view text, Record& record);
  bool parse_record(const TextInput& input, const Line& line, Record& record);
  void read_record(const TextInput& input, const Line& line);
  void report_too_many_relevant(const TextInput& input, const Line& line,
                                std::string_view relevance);
  void check_order(const TextInput& input, const Line& line, std::string_view score_field,
                   double score);
  void order_step(const TextInput& input, const Line& line, const Step& step);
  void report_order_conflict(const TextInput& input, const Line& line, const Step& step);

  RetrievalLists& out_;
  std::optional<ScoreOrder> given_;
  Diagnostics& diagnostics_;
  std::optional<Direction> first_direction_;  // of the lists read so far
  TextIndex queries_;                         // query -> index of its first list
  std::vector<std::pair<std::string, std::size_t>> query_places_;  // file and header line
  Open open_;
  bool unreadable_ = false;
};

std::string_view order_name(ScoreOrder order);

}  // namespace bioeval::tapk
