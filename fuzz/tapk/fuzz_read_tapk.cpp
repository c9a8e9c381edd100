// Fuzzes the retrieval list reader of the tapk task (ListReader): the bytes as one file, or, cut
// at a 0xFF byte, as two files read one after the other; without an order given, and with each
// order given (chosen by the input's size). What must hold: lists hold consecutive ranges of the
// records, which are all kept with a finite score and a relevance of 0 or 1; a list's relevant
// records are counted, and never exceed its T_q when T_q was read; weights are positive; when no
// order error is reported, every list follows the order found or given; an undetermined order
// means every list repeats one score.
#include <cmath>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "reader_checks.hpp"
#include "tasks/tapk/read_lists.hpp"

namespace bioeval::fuzz {
namespace {

using tapk::RetrievalList;
using tapk::RetrievalLists;

void check_list(const RetrievalLists& lists, const RetrievalList& list, std::size_t begin,
                const TextsByRole& texts) {
  require(list.begin == begin && list.end >= list.begin, "lists' records follow one another");
  require(std::isfinite(list.weight) && list.weight > 0, "a list's weight is positive");
  bool in_a_file = false;
  for (const auto& [role, text] : texts) in_a_file = in_a_file || is_within(list.query, text);
  require(in_a_file && !list.query.empty(), "a query id is a view into its file");
  std::size_t relevant = 0;
  for (std::size_t r = list.begin; r < list.end; ++r) {
    require(std::isfinite(lists.scores[r]), "a record's score is finite");
    require(lists.relevant[r] <= 1, "a record's relevance is 0 or 1");
    relevant += lists.relevant[r];
  }
  require(list.relevant_listed == relevant, "relevant_listed counts a list's relevant records");
  require(relevant <= list.total_relevant, "a list keeps no more relevant records than T_q");
}

bool follows(const RetrievalLists& lists, const RetrievalList& list, ScoreOrder order) {
  for (std::size_t r = list.begin + 1; r < list.end; ++r) {
    const double a = lists.scores[r - 1], b = lists.scores[r];
    if (order == ScoreOrder::ascending ? b < a : b > a) return false;
  }
  return true;
}

bool is_constant(const RetrievalLists& lists, const RetrievalList& list) {
  return follows(lists, list, ScoreOrder::ascending) &&
         follows(lists, list, ScoreOrder::descending);
}

void check_order(const RetrievalLists& lists, const Diagnostics& diagnostics, bool readable) {
  const bool order_errors =
      reported(diagnostics, "scores-not-monotone") || reported(diagnostics, "order-conflict");
  if (reported(diagnostics, "order-undetermined")) {
    require(!lists.order && readable, "an undetermined order is one found in no list");
    for (const RetrievalList& list : lists.lists) {
      require(is_constant(lists, list), "an undetermined order leaves every list constant");
    }
    return;
  }
  require(lists.order.has_value() || !readable, "a readable input settles the order");
  if (!lists.order || order_errors) return;
  for (const RetrievalList& list : lists.lists) {
    require(follows(lists, list, *lists.order), "without order errors, every list is in order");
  }
}

void read_files(const std::vector<std::string_view>& files, std::optional<ScoreOrder> given) {
  static const char* const kRoles[] = {"run", "run2"};
  Diagnostics diagnostics(1 << 20);
  RetrievalLists lists;
  tapk::ListReader reader(lists, given, diagnostics);
  TextsByRole texts;
  bool readable = true;
  for (std::size_t i = 0; i < files.size(); ++i) {
    const TextInput input = text_input(kRoles[i], kRoles[i], files[i], diagnostics);
    reader.read(input);
    texts[kRoles[i]] = input.text;
    readable = readable && input.ok;
  }
  reader.finish("run");
  require(reader.all_readable() == readable, "all_readable says whether every file was text");
  require(lists.scores.size() == lists.relevant.size(), "every record has a relevance");
  std::size_t next = 0;
  for (const RetrievalList& list : lists.lists) {
    check_list(lists, list, next, texts);
    next = list.end;
  }
  require(next == lists.scores.size(), "lists cover every record");
  if (given) require(lists.order == given, "a given order is the order");
  check_order(lists, diagnostics, readable);
  check_reader_diagnostics(diagnostics, texts, tapk::ListReader::diagnostic_codes());
}

void check_bytes(std::string_view bytes) {
  const std::vector<std::string_view> files = split_parts(bytes, 2);
  read_files(files, std::nullopt);
  read_files(files, bytes.size() % 2 ? ScoreOrder::ascending : ScoreOrder::descending);
}

}  // namespace
}  // namespace bioeval::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return bioeval::fuzz::run_reader_check("fuzz_read_tapk", data, size, bioeval::fuzz::check_bytes);
}
