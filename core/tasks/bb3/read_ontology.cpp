#include "tasks/bb3/read_ontology.hpp"

#include <algorithm>

#include "io/fields.hpp"

namespace bioeval::bb3 {

std::optional<std::size_t> Ontology::find(std::string_view id) const {
  const auto found = index.find(id);
  if (found == index.end()) return std::nullopt;
  return found->second;
}

namespace {

// Where something was written, kept for diagnostics found once the whole file is read (the line
// text is a view into the input, which outlives the reading).
struct Source {
  std::size_t line = 0;
  std::size_t column = 1;
  std::string_view line_text;
};

Source source_of(const Line& line, std::string_view field) {
  return Source{line.number, column_of(line.text, offset_in(line.text, field)), line.text};
}

Location at(const TextInput& input, const Source& where) {
  return Location{input.role, input.file, where.line, where.column, where.line_text};
}

std::string_view trimmed(std::string_view text) {
  while (!text.empty() && is_space(text.front())) text.remove_prefix(1);
  while (!text.empty() && is_space(text.back())) text.remove_suffix(1);
  return text;
}

bool is_one_word(std::string_view text) {
  return !text.empty() && std::none_of(text.begin(), text.end(), is_space);
}

// An OBO value without its comment: the text before the first '!' that no backslash escapes.
std::string_view before_comment(std::string_view value) {
  for (std::size_t i = 0; i < value.size(); ++i) {
    if (value[i] == '\\') {
      ++i;
    } else if (value[i] == '!') {
      return trimmed(value.substr(0, i));
    }
  }
  return trimmed(value);
}

// An OBO value with its escapes resolved: a backslash stands for the character after it.
std::string unescaped(std::string_view value) {
  std::string out;
  for (std::size_t i = 0; i < value.size(); ++i) {
    if (value[i] == '\\' && i + 1 < value.size()) ++i;
    out += value[i];
  }
  return out;
}

// An is_a value without trailing modifiers ("OBT:000001 {source=\"x\"}").
std::string_view without_modifiers(std::string_view value) {
  if (value.empty() || value.back() != '}') return value;
  const std::size_t brace = value.rfind('{');
  return brace == std::string_view::npos ? value : trimmed(value.substr(0, brace));
}

// The ontology under construction, with where each of its is_a edges was written.
class Builder {
 public:
  explicit Builder(const TextInput& input) : input_(input) {}

  std::size_t intern(std::string_view id) {
    const auto found = ontology_.index.find(id);
    if (found != ontology_.index.end()) return found->second;
    const std::size_t i = ontology_.ids.size();
    ontology_.index.emplace(std::string(id), i);
    ontology_.ids.emplace_back(id);
    ontology_.names.emplace_back();
    ontology_.parents.emplace_back();
    ontology_.obsolete.push_back(false);
    edge_sources_.emplace_back();
    return i;
  }

  Ontology& ontology() { return ontology_; }

  // A repeated edge adds nothing: the parents hold each concept once.
  void add_edge(std::size_t child, std::size_t parent, const Source& where) {
    std::vector<std::size_t>& parents = ontology_.parents[child];
    if (std::find(parents.begin(), parents.end(), parent) != parents.end()) return;
    parents.push_back(parent);
    edge_sources_[child].push_back(where);
  }

  // The finished ontology, after the checks that need all of it: a cycle (Wang's ancestor walk
  // needs a hierarchy; the official evaluator never returns on one) and emptiness.
  Ontology finish(Diagnostics& diagnostics) {
    check_cycles(diagnostics);
    if (ontology_.ids.empty()) {
      diagnostics.error("ontology-empty", Location{input_.role, input_.file, 0, 0, {}},
                        "the ontology holds no concept: expected [Term] stanzas with an id (OBO) "
                        "or 'child<TAB>parent' lines");
    }
    return std::move(ontology_);
  }

 private:
  // Depth-first along the parents; an edge back to a concept still on the path closes a cycle,
  // reported once at the line of that edge.
  void check_cycles(Diagnostics& diagnostics) const {
    enum Mark : unsigned char { unvisited, on_path, done };
    const auto& parents = ontology_.parents;
    std::vector<Mark> mark(parents.size(), unvisited);
    struct Step {
      std::size_t concept_index, next_parent;
    };
    for (std::size_t start = 0; start < parents.size(); ++start) {
      if (mark[start] != unvisited) continue;
      std::vector<Step> path{{start, 0}};
      mark[start] = on_path;
      while (!path.empty()) {
        Step& step = path.back();
        if (step.next_parent == parents[step.concept_index].size()) {
          mark[step.concept_index] = done;
          path.pop_back();
          continue;
        }
        const std::size_t edge = step.next_parent++;
        const std::size_t parent = parents[step.concept_index][edge];
        if (mark[parent] == on_path) {
          report_cycle(path, parent, edge_sources_[step.concept_index][edge], diagnostics);
        } else if (mark[parent] == unvisited) {
          mark[parent] = on_path;
          path.push_back({parent, 0});
        }
      }
    }
  }

  // The cycle runs from `parent` (on the path) down the path to its end, then back to `parent`
  // by the edge at `where`. Long cycles are shown by their first and last concepts.
  template <typename Path>
  void report_cycle(const Path& path, std::size_t parent, const Source& where,
                    Diagnostics& diagnostics) const {
    std::vector<std::string_view> cycle;
    bool on_cycle = false;
    for (const auto& step : path) {
      on_cycle = on_cycle || step.concept_index == parent;
      if (on_cycle) cycle.push_back(ontology_.ids[step.concept_index]);
    }
    cycle.push_back(ontology_.ids[parent]);
    constexpr std::size_t shown = 8;
    const bool cut = cycle.size() > shown;
    if (cut) cycle.erase(cycle.begin() + shown - 3, cycle.end() - 2);
    std::string chain;
    for (std::size_t i = 0; i < cycle.size(); ++i) {
      if (i > 0) chain += " is_a ";
      if (cut && i == shown - 3) chain += "… is_a ";
      chain += cycle[i];
    }
    diagnostics.error("ontology-cycle", at(input_, where),
                      "concept " + quoted(ontology_.ids[parent]) + " is its own ancestor (" +
                          chain + "): is_a edges must form a hierarchy without cycles");
  }

  const TextInput& input_;
  Ontology ontology_;
  std::vector<std::vector<Source>> edge_sources_;  // parallel to ontology_.parents
};

// One [Term] stanza as read, committed once its end is reached (its id need not come first).
struct TermStanza {
  Source header;
  std::optional<std::pair<std::string_view, Source>> id;
  std::optional<std::string> name;
  bool obsolete = false;
  std::vector<std::pair<std::string_view, Source>> is_a;
};

class OboReader {
 public:
  OboReader(const TextInput& input, Diagnostics& diagnostics)
      : input_(input), diagnostics_(diagnostics), builder_(input) {}

  Ontology read() {
    LineReader lines(input_.text);
    Line line;
    while (lines.next(line)) read_line(line);
    finish_term();
    resolve_parents();
    return builder_.finish(diagnostics_);
  }

 private:
  void error(const char* code, const Line& line, std::string_view field, std::string message) {
    diagnostics_.error(code, at(input_, source_of(line, field)), std::move(message));
  }

  void read_line(const Line& line) {
    const std::string_view text = trimmed(line.text);
    if (text.empty() || text.front() == '!') return;
    if (text.front() == '[') {
      finish_term();
      if (text.size() < 3 || text.back() != ']') {
        in_term_ = false;
        error(
            "obo-line-invalid", line, text,
            "a stanza header is '[Name]' alone on its line, such as '[Term]', not " + quoted(text));
        return;
      }
      in_term_ = text == "[Term]";
      if (in_term_) term_ = TermStanza{source_of(line, text), {}, {}, false, {}};
      return;
    }
    const std::size_t colon = text.find(':');
    const std::string_view tag = text.substr(0, colon);
    if (colon == std::string_view::npos || !is_one_word(tag)) {
      error("obo-line-invalid", line, text,
            "an OBO line is 'tag: value', a stanza header '[Name]' or a comment '! …', not " +
                quoted(text));
      return;
    }
    if (in_term_) read_term_tag(line, tag, trimmed(text.substr(colon + 1)));
  }

  void read_term_tag(const Line& line, std::string_view tag, std::string_view value) {
    const std::string_view word = before_comment(value);
    if (tag == "id") {
      if (!is_one_word(word)) {
        error("obo-line-invalid", line, value.empty() ? tag : value,
              "a term's id is one word such as 'OBT:000953', not " + quoted(word));
      } else if (term_.id) {
        error("obo-tag-repeated", line, word,
              "a [Term] has one id: this one has " + quoted(term_.id->first) + " on line " +
                  std::to_string(term_.id->second.line) + " and " + quoted(word) + " here");
      } else {
        term_.id.emplace(word, source_of(line, word));
      }
    } else if (tag == "name") {
      if (term_.name) {
        diagnostics_.warning("obo-tag-repeated", at(input_, source_of(line, value)),
                             "a [Term] has one name: this one is already named " +
                                 quoted(*term_.name) + ", so " + quoted(word) + " is ignored");
      } else {
        term_.name = unescaped(word);
      }
    } else if (tag == "is_a") {
      const std::string_view parent = without_modifiers(word);
      if (!is_one_word(parent)) {
        error("obo-line-invalid", line, value.empty() ? tag : value,
              "an is_a line is 'is_a: PARENT_ID ! parent name', its value one concept id, not " +
                  quoted(value));
      } else {
        term_.is_a.emplace_back(parent, source_of(line, parent));
      }
    } else if (tag == "is_obsolete") {
      if (word != "true" && word != "false") {
        error("obo-line-invalid", line, value.empty() ? tag : value,
              "is_obsolete is 'true' or 'false', not " + quoted(word));
      } else {
        term_.obsolete = word == "true";
      }
    }
  }

  void finish_term() {
    if (!in_term_) return;
    in_term_ = false;
    if (!term_.id) {
      diagnostics_.error("obo-id-missing", at(input_, term_.header),
                         "this [Term] stanza has no 'id:' line: every term needs an id (the "
                         "stanza is ignored)");
      return;
    }
    const auto [id, where] = *term_.id;
    const auto first = term_lines_.find(id);
    if (first != term_lines_.end()) {
      diagnostics_.error("obo-id-duplicate", at(input_, where),
                         "the term " + quoted(id) + " is defined before, on line " +
                             std::to_string(first->second) +
                             ": each id has one [Term] stanza (this one is ignored)");
      return;
    }
    term_lines_.emplace(id, where.line);
    const std::size_t i = builder_.intern(id);
    Ontology& ontology = builder_.ontology();
    ontology.names[i] = term_.name.value_or("");
    ontology.obsolete[i] = term_.obsolete;
    for (const auto& [parent, source] : term_.is_a) pending_.push_back({i, parent, source});
  }

  // A parent may be defined after its children, so edges are resolved once every term is read.
  void resolve_parents() {
    for (const PendingEdge& e : pending_) {
      const auto parent = builder_.ontology().find(e.parent);
      if (!parent) {
        diagnostics_.warning("is-a-unknown", at(input_, e.where),
                             "the parent " + quoted(e.parent) + " of " +
                                 quoted(builder_.ontology().ids[e.child]) +
                                 " is not a [Term] of this file: the is_a edge is ignored");
        continue;
      }
      builder_.add_edge(e.child, *parent, e.where);
    }
  }

  struct PendingEdge {
    std::size_t child;
    std::string_view parent;
    Source where;
  };

  const TextInput& input_;
  Diagnostics& diagnostics_;
  Builder builder_;
  bool in_term_ = false;
  TermStanza term_;
  std::map<std::string_view, std::size_t> term_lines_;  // id → line of its id: tag
  std::vector<PendingEdge> pending_;
};

}  // namespace

Ontology read_obo(const TextInput& input, Diagnostics& diagnostics) {
  if (!input.ok) return {};
  return OboReader(input, diagnostics).read();
}

Ontology read_child_parent_tsv(const TextInput& input, Diagnostics& diagnostics) {
  if (!input.ok) return {};
  Builder builder(input);
  LineReader lines(input.text);
  Line line;
  while (lines.next(line)) {
    if (is_blank(line.text)) continue;
    std::string_view fields[2];
    const std::size_t count = split_tabs(line.text, fields, 2);
    const std::string_view child = trimmed(fields[0]);
    const std::string_view parent = count == 2 ? trimmed(fields[1]) : std::string_view{};
    if (count != 2 || child.empty() || parent.empty()) {
      diagnostics.error("ontology-tsv-fields", at(input, source_of(line, line.text)),
                        "a child–parent line is 'CHILD_ID<TAB>PARENT_ID', two ids, not " +
                            quoted(line.text) + " (" + std::to_string(count) + " field" +
                            (count == 1 ? "" : "s") + ")");
      continue;
    }
    const std::size_t c = builder.intern(child);
    builder.add_edge(c, builder.intern(parent), source_of(line, parent));
  }
  return builder.finish(diagnostics);
}

Ontology read_ontology(const TextInput& input, Diagnostics& diagnostics) {
  LineReader lines(input.text);
  Line line;
  while (lines.next(line)) {
    const std::string_view text = trimmed(line.text);
    if (text.empty() || text.front() == '!') continue;
    if (line.text.find('\t') != std::string_view::npos) {
      return read_child_parent_tsv(input, diagnostics);
    }
    break;
  }
  return read_obo(input, diagnostics);
}

const std::vector<std::string>& ontology_diagnostic_codes() {
  static const std::vector<std::string> codes = {
      "obo-line-invalid", "obo-id-missing", "obo-id-duplicate",    "obo-tag-repeated",
      "is-a-unknown",     "ontology-cycle", "ontology-tsv-fields", "ontology-empty"};
  return codes;
}

}  // namespace bioeval::bb3
