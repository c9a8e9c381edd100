#include "tasks/bb3/sniff.hpp"

#include <algorithm>

#include "base/text.hpp"
#include "io/fields.hpp"
#include "io/sniff.hpp"

namespace bioeval::bb3 {
namespace {

// What the first lines of a standoff file hold, to tell the sub-tasks apart.
struct StandoffHead {
  bool standoff = false;  // lines of the standoff grammar
  bool sections = false;  // Title or Paragraph: an .a1
  bool entities = false;  // Bacteria, Habitat or Geographical text-bound annotations
  bool geographical = false;
  bool normalizations = false;
  bool relations = false;
};

StandoffHead read_head(std::string_view head) {
  StandoffHead out;
  LineReader lines(head);
  Line line;
  int seen = 0;
  while (lines.next(line) && seen < 200) {
    if (is_blank(line.text)) continue;
    ++seen;
    const std::size_t tab = line.text.find('\t');
    if (tab == std::string_view::npos || tab < 1) return {};
    const char kind = line.text[0];
    const std::string_view rest = line.text.substr(tab + 1);
    const std::string_view type = rest.substr(0, rest.find(' '));
    if (kind == 'T') {
      out.sections |= type == "Title" || type == "Paragraph";
      out.entities |= type == "Bacteria" || type == "Habitat" || type == "Geographical";
      out.geographical |= type == "Geographical";
    } else if (kind == 'N') {
      out.normalizations = true;
    } else if (kind == 'R') {
      out.relations |= type == "Lives_In";
    } else if (kind != '*') {
      return {};
    }
  }
  out.standoff = seen > 0 && (out.sections || out.entities || out.normalizations || out.relations);
  return out;
}

// How well a standoff file fits a sub-task: an .a1 by the entities it gives, an .a2 by the kinds
// of annotation it holds.
double standoff_fit(const SubTask& task, const StandoffHead& h) {
  if (!h.standoff) return 0;
  if (h.sections) {  // an .a1: entities given (cat, event, kb) or not (+ner)
    if (h.entities != !task.ner) return 0.35;
    if (h.geographical) return task.kind == Kind::event ? 0.6 : 0.35;
    return 0.55;
  }
  if (h.entities != task.ner) return 0.35;
  const bool expects_normalizations = task.kind != Kind::event;
  const bool expects_relations = task.kind != Kind::cat;
  if (h.normalizations == expects_normalizations && h.relations == expects_relations) return 0.6;
  return 0.4;
}

bool ends_with(std::string_view name, std::string_view suffix) {
  return name.size() >= suffix.size() && name.substr(name.size() - suffix.size()) == suffix;
}

bool all_digits(std::string_view text) {
  return !text.empty() &&
         std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// "OBT:000965": an OntoBiotope concept.
bool is_concept(std::string_view text) {
  return text.size() > 4 && text.substr(0, 4) == "OBT:" && all_digits(text.substr(4));
}

// The fields of a TAB-separated line, when it has exactly `n`.
template <std::size_t N>
bool fields_of(std::string_view line, std::string_view (&out)[N]) {
  return split_tabs(line, out, N) == N;
}

bool is_sentence_line(std::string_view line) {
  std::string_view f[3];
  return fields_of(line, f) && !f[0].empty() && all_digits(f[1]) && all_digits(f[2]);
}

bool is_species_line(std::string_view line) {
  std::string_view f[2];
  return fields_of(line, f) && all_digits(f[0]) && all_digits(f[1]);
}

bool is_concept_pair_line(std::string_view line) {
  std::string_view f[2];
  return fields_of(line, f) && is_concept(f[0]) && is_concept(f[1]);
}

bool is_concept_line(std::string_view line) {
  std::string_view f[1];
  return fields_of(line, f) && is_concept(f[0]);
}

// The share of lines of the right shape, when nearly every line has it.
double mostly(double share, double fit) {
  return share >= 0.9 ? fit * share : 0;
}

double ontology_fit(std::string_view head) {
  if (head.find("[Term]") != std::string_view::npos || head.substr(0, 15) == "format-version:") {
    return 0.9;
  }
  return mostly(line_share(head, is_concept_pair_line), 0.6);
}

double resource_fit(std::string_view role, std::string_view head) {
  if (role == "ontology") return ontology_fit(head);
  if (role == "species") return mostly(line_share(head, is_species_line), 0.9);
  if (role == "sentences") return mostly(line_share(head, is_sentence_line), 0.9);
  if (role == "human_habitats") return mostly(line_share(head, is_concept_pair_line), 0.8);
  return mostly(line_share(head, is_concept_line), 0.8);  // the lists of concepts
}

// An .a1 or .a2 with no annotation: a document where nothing was given or predicted.
bool empty_standoff(const FileHead& file) {
  return (ends_with(file.name, ".a1") || ends_with(file.name, ".a2")) && is_blank(file.head);
}

}  // namespace

bool is_corpus_role(std::string_view role) {
  return role == "gold" || role == "run" || role == "input";
}

double file_fit(const SubTask& task, std::string_view role, const FileHead& file) {
  if (!is_corpus_role(role)) return resource_fit(role, file.head);
  // The texts of a corpus are recognized with the corpus (corpus_fit), not alone.
  if (ends_with(file.name, ".txt")) return 0;
  // A released input holds no answers: an .a2 is a gold's or a run's.
  if (role == "input" && ends_with(file.name, ".a2")) return 0;
  if (empty_standoff(file)) return 0.5;
  const StandoffHead head = read_head(file.head);
  if (role == "run" && head.sections) return 0;  // an .a1 is given, never submitted
  return standoff_fit(task, head);
}

double corpus_fit(const SubTask& task, std::string_view role, const std::vector<FileHead>& files) {
  if (!is_corpus_role(role) || files.empty()) return 0;
  bool texts = false, given = false, answers = false;
  double sum = 0;
  std::size_t counted = 0;
  for (const FileHead& file : files) {
    const bool text = ends_with(file.name, ".txt");
    texts |= text;
    given |= ends_with(file.name, ".a1");
    answers |= ends_with(file.name, ".a2");
    if (text && role != "run") continue;  // a text fits any sub-task's gold or input
    sum += file_fit(task, role, file);
    ++counted;
  }
  const double mean = counted ? sum / static_cast<double>(counted) : 0;
  if (role == "run") return mean;
  // A gold gives the texts and the given annotations besides the answers; a released input the
  // texts and the given annotations only (a set without answers is more likely the input).
  const bool complete = texts && given && (role == "input" || answers);
  return complete ? mean : mean / 2;
}

}  // namespace bioeval::bb3
