#include "tasks/bb3/read_standoff.hpp"

#include <algorithm>
#include <optional>
#include <set>

#include "io/fields.hpp"

namespace bioeval::bb3 {
namespace {

// Words separated by single spaces, as the standoff grammar writes them.
std::vector<std::string_view> words(std::string_view text) {
  std::vector<std::string_view> out;
  while (true) {
    const std::size_t space = text.find(' ');
    out.push_back(text.substr(0, space));
    if (space == std::string_view::npos) return out;
    text.remove_prefix(space + 1);
  }
}

std::optional<std::size_t> offset(std::string_view text) {
  if (text == "0") return 0;
  if (text.size() > 1 && text[0] == '0') return std::nullopt;
  const auto value = parse_positive_integer(text);
  if (!value) return std::nullopt;
  return static_cast<std::size_t>(*value);
}

class LineParser {
 public:
  LineParser(const TextInput& input, std::string_view document, Annotations& out,
             Diagnostics& diagnostics)
      : input_(input), document_(document), out_(out), diagnostics_(diagnostics) {}

  void parse(const Line& line, std::set<std::string>& ids) {
    const std::size_t tab = line.text.find('\t');
    if (tab == std::string_view::npos) {
      error("tab-missing", line, {}, "a standoff line is 'ID<TAB>annotation': this one has no TAB");
      return;
    }
    const std::string_view id = line.text.substr(0, tab);
    const std::string_view rest = line.text.substr(tab + 1);
    if (id.find(' ') != std::string_view::npos) {
      error("tab-missing", line, id.substr(id.find(' ')),
            "the annotation id must be followed by a TAB, not a space");
      return;
    }
    const char kind = id.empty() ? ' ' : id[0];
    if (kind != '*') {
      if (!valid_id(id)) {
        error("annotation-kind-unknown", line, id,
              "an annotation id is T, R, N or * followed by digits (T: text-bound, R: relation, "
              "N: normalization, *: equivalence), not " +
                  quoted(id));
        return;
      }
      if (!ids.insert(std::string(id)).second) {
        error("id-duplicate", line, id,
              "the id " + quoted(id) + " is used before in this document (its .a1 or .a2)");
        return;
      }
    }
    switch (kind) {
      case 'T':
        return text_bound(line, id, rest);
      case 'R':
        return relation(line, id, rest);
      case 'N':
        return normalization(line, id, rest);
      default:
        return equivalence(line, rest);
    }
  }

 private:
  static bool valid_id(std::string_view id) {
    if (id.size() < 2 || (id[0] != 'T' && id[0] != 'R' && id[0] != 'N')) return false;
    return std::all_of(id.begin() + 1, id.end(), [](char c) { return c >= '0' && c <= '9'; });
  }

  void error(const char* code, const Line& line, std::string_view field, std::string message) {
    diagnostics_.error(code, location_of(input_, line, field), std::move(message));
  }

  void text_bound(const Line& line, std::string_view id, std::string_view rest) {
    const std::size_t tab = rest.find('\t');
    const std::string_view head = rest.substr(0, tab);
    const std::size_t space = head.find(' ');
    if (tab == std::string_view::npos || space == std::string_view::npos || space == 0) {
      error("line-ill-formed", line, rest,
            "a text-bound line is 'T1<TAB>Type START END[;START END]…<TAB>text'");
      return;
    }
    TextBound t{std::string(id),
                std::string(head.substr(0, space)),
                {},
                rest.substr(tab + 1),
                line.number,
                line.text,
                {}};
    std::string_view spans = head.substr(space + 1);
    while (true) {
      const std::size_t semicolon = spans.find(';');
      const std::vector<std::string_view> pair = words(spans.substr(0, semicolon));
      const auto start = pair.size() == 2 ? offset(pair[0]) : std::nullopt;
      const auto end = pair.size() == 2 ? offset(pair[1]) : std::nullopt;
      if (!start || !end || *end <= *start) {
        error("line-ill-formed", line, spans.substr(0, semicolon),
              "a fragment is 'START END', two offsets with START < END, not " +
                  quoted(spans.substr(0, semicolon)));
        return;
      }
      if (!t.fragments.empty() && *start <= t.fragments.back().end) {
        error("fragments-unsorted", line, spans.substr(0, semicolon),
              "fragment " + quoted(spans.substr(0, semicolon)) +
                  " starts before the end of the one before it: fragments must be sorted and "
                  "must not overlap or touch");
        return;
      }
      t.fragments.push_back({*start, *end});
      if (semicolon == std::string_view::npos) break;
      spans.remove_prefix(semicolon + 1);
    }
    auto form = covered_text(line, t);
    if (!form) return;
    t.form = *form;
    out_.text_bounds.push_back(std::move(t));
  }

  // The document's text at the fragments, joined by spaces (kept in joined_forms when there are
  // several); nothing (an error) when a fragment lies outside the document. A third column that
  // says otherwise is warned about.
  std::optional<std::string_view> covered_text(const Line& line, const TextBound& t) {
    std::vector<std::string_view> pieces;
    for (const Fragment& f : t.fragments) {
      const auto piece = character_range(document_, f.start, f.end);
      if (!piece) {
        error("fragment-outside-text", line, {},
              "fragment " + std::to_string(f.start) + " " + std::to_string(f.end) + " of " +
                  quoted(t.id) + " ends past the end of the document's text");
        return std::nullopt;
      }
      pieces.push_back(*piece);
    }
    const std::string_view covered = pieces.size() == 1 ? pieces.front() : joined(pieces);
    if (covered != t.text) {
      diagnostics_.warning("text-differs", location_of(input_, line, {}),
                           "the text " + quoted(t.text) + " of " + quoted(t.id) +
                               " differs from the document's text at its offsets, " +
                               quoted(covered));
      out_.text_differs.push_back(out_.text_bounds.size());  // t is pushed next
    }
    return covered;
  }

  // Pieces joined by one space, kept with the annotations.
  std::string_view joined(const std::vector<std::string_view>& pieces) {
    std::string out;
    for (const std::string_view piece : pieces) {
      if (!out.empty()) out += ' ';
      out += piece;
    }
    out_.joined_forms.push_front(std::move(out));
    return out_.joined_forms.front();
  }

  // "Type Role:ID Role:ID…"
  void relation(const Line& line, std::string_view id, std::string_view rest) {
    const std::vector<std::string_view> parts = words(rest);
    Relation r{std::string(id), std::string(parts[0]), {}, line.number, line.text};
    for (std::size_t i = 1; i < parts.size(); ++i) {
      const std::size_t colon = parts[i].find(':');
      if (colon == std::string_view::npos || colon == 0 || colon + 1 == parts[i].size()) {
        error("line-ill-formed", line, parts[i],
              "a relation argument is 'Role:ID', not " + quoted(parts[i]));
        return;
      }
      r.arguments.emplace_back(parts[i].substr(0, colon), parts[i].substr(colon + 1));
    }
    if (r.type.empty() || r.arguments.empty()) {
      error("line-ill-formed", line, rest, "a relation line is 'R1<TAB>Type Role:ID Role:ID'");
      return;
    }
    out_.relations.push_back(std::move(r));
  }

  // "Type Annotation:ID Referent:REF" (the referent may hold colons: OBT:000965).
  void normalization(const Line& line, std::string_view id, std::string_view rest) {
    const std::vector<std::string_view> parts = words(rest);
    const auto value = [&](std::size_t i, std::string_view key) -> std::string_view {
      if (parts.size() != 3 || parts[i].substr(0, key.size()) != key) return {};
      return parts[i].substr(key.size());
    };
    const std::string_view annotation = value(1, "Annotation:");
    const std::string_view referent = value(2, "Referent:");
    if (annotation.empty() || referent.empty()) {
      error(
          "line-ill-formed", line, rest,
          "a normalization line is 'N1<TAB>Type Annotation:ID Referent:REF', not " + quoted(rest));
      return;
    }
    out_.normalizations.push_back({std::string(id), std::string(parts[0]), std::string(annotation),
                                   referent, line.number, line.text});
  }

  // "Equiv ID ID…"
  void equivalence(const Line& line, std::string_view rest) {
    const std::vector<std::string_view> parts = words(rest);
    if (parts[0] != "Equiv" || parts.size() < 3) {
      error("line-ill-formed", line, rest, "an equivalence line is '*<TAB>Equiv ID ID…'");
      return;
    }
    Equivalence e{{}, line.number, line.text};
    for (std::size_t i = 1; i < parts.size(); ++i) e.members.emplace_back(parts[i]);
    out_.equivalences.push_back(std::move(e));
  }

  const TextInput& input_;
  std::string_view document_;
  Annotations& out_;
  Diagnostics& diagnostics_;
};

}  // namespace

const std::vector<std::string>& standoff_diagnostic_codes() {
  static const std::vector<std::string> codes = {
      "tab-missing",        "annotation-kind-unknown", "id-duplicate", "line-ill-formed",
      "fragments-unsorted", "fragment-outside-text",   "text-differs", "reference-unresolved"};
  return codes;
}

void read_standoff(const TextInput& input, std::string_view document,
                   const std::vector<std::string>& known_ids, Annotations& out,
                   Diagnostics& diagnostics) {
  out.source = input;
  if (!input.ok) return;
  std::set<std::string> ids(known_ids.begin(), known_ids.end());
  LineParser parser(input, document, out, diagnostics);
  LineReader lines(input.text);
  Line line;
  while (lines.next(line)) {
    if (is_blank(line.text)) continue;
    parser.parse(line, ids);
  }
  // A corpus keeps every document's annotations until it is scored: no room to spare.
  out.text_bounds.shrink_to_fit();
  out.normalizations.shrink_to_fit();
}

std::string_view id_in_line(const TextBound& t) {
  return t.line_text.substr(0, t.id.size());
}

std::string_view type_in_line(const TextBound& t) {
  return t.line_text.substr(t.id.size() + 1, t.type.size());
}

Location location_of(const Annotations& annotations, std::size_t line, std::string_view line_text) {
  return Location{annotations.source.role, annotations.source.file, line, 0, line_text};
}

std::set<std::string> annotation_ids(const Annotations& annotations) {
  std::set<std::string> ids;
  for (const TextBound& t : annotations.text_bounds) ids.insert(t.id);
  for (const Relation& r : annotations.relations) ids.insert(r.id);
  return ids;
}

void check_references(const TextInput& input, const Annotations& file,
                      const std::set<std::string>& ids, Diagnostics& diagnostics) {
  const auto check = [&](const std::string& id, std::size_t line, std::string_view line_text,
                         const std::string& what) {
    if (ids.count(id)) return;
    diagnostics.error("reference-unresolved", Location{input.role, input.file, line, 0, line_text},
                      what + " names " + quoted(id) + ", which is no annotation of the document");
  };
  for (const Relation& r : file.relations) {
    for (const auto& [role, id] : r.arguments)
      check(id, r.line, r.line_text, "argument " + role + " of " + r.id);
  }
  for (const Normalization& n : file.normalizations) {
    check(n.annotation, n.line, n.line_text, "normalization " + n.id);
  }
  for (const Equivalence& e : file.equivalences) {
    for (const std::string& id : e.members) check(id, e.line, e.line_text, "an Equiv");
  }
}

}  // namespace bioeval::bb3
