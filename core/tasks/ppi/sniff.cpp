#include "tasks/ppi/sniff.hpp"

#include <array>

#include "io/fields.hpp"

namespace bioeval::ppi {
namespace {

// "AIMed.d0.s0.p0" or "AIMed.d0.s0.e0": an id of the unified format, ending in .s<n>.<p|e><n>.
bool looks_like_pair_or_entity_id(std::string_view id) {
  const std::size_t dot = id.rfind('.');
  if (dot == std::string_view::npos || dot + 2 >= id.size()) return false;
  if (id[dot + 1] != 'p' && id[dot + 1] != 'e') return false;
  for (char c : id.substr(dot + 2)) {
    if (c < '0' || c > '9') return false;
  }
  return id.substr(0, dot).find(".s") != std::string_view::npos;
}

// What the head of a corpus XML shows of its answers.
enum class Answers { shown, pairs_unlabelled, unseen };

Answers answers_in(std::string_view head) {
  if (head.find("<interaction") != std::string_view::npos ||
      head.find(" interaction=") != std::string_view::npos) {
    return Answers::shown;
  }
  return head.find("<pair") != std::string_view::npos ? Answers::pairs_unlabelled : Answers::unseen;
}

// A corpus for the gold or the released input: answers in sight make a gold, <pair> elements
// without labels a released input; neither (a released converted corpus, or a gold whose first
// sentences have no interaction, as AIMed's train part) leans to the input, close enough for
// the name to decide (the gold's hints name training and development parts).
double corpus_fit(std::string_view role, std::string_view head) {
  if (head.find("<corpus") == std::string_view::npos ||
      head.find("<document") == std::string_view::npos) {
    return 0;
  }
  const Answers answers = answers_in(head);
  if (role == "gold") {
    return answers == Answers::shown ? 0.95 : answers == Answers::unseen ? 0.7 : 0.3;
  }
  return answers == Answers::shown ? 0.3 : answers == Answers::unseen ? 0.75 : 0.95;
}

}  // namespace

double sniff_input(std::string_view role, const FileHead& file) {
  const std::string_view head = file.head;
  if (role == "gold" || role == "input") return corpus_fit(role, head);
  if (role != "run" && role != "folds") return 0;
  LineReader lines(head);
  Line line;
  int seen = 0;
  while (lines.next(line) && seen < 5) {
    if (is_blank(line.text)) continue;
    std::array<std::string_view, 5> fields;
    const std::size_t count = split_whitespace(line.text, fields.data(), fields.size());
    if (role == "run") {
      if (count < 2 || count > 4 || !looks_like_pair_or_entity_id(fields[0])) return 0;
    } else if (count != 2 || fields[0].find(".d") == std::string_view::npos ||
               looks_like_pair_or_entity_id(fields[0])) {
      return 0;
    }
    ++seen;
  }
  return seen == 0 ? 0 : role == "run" ? 0.9 : 0.5;
}

}  // namespace bioeval::ppi
