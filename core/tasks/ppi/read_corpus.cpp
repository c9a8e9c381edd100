#include "tasks/ppi/read_corpus.hpp"

#include <pugixml.hpp>

#include <algorithm>
#include <iterator>
#include <map>
#include <optional>
#include <utility>

#include "base/line_index.hpp"
#include "framework/evaluation.hpp"
#include "io/fields.hpp"

namespace bioeval::ppi {
namespace {

std::uint64_t pair_key(std::uint32_t e1, std::uint32_t e2, bool directed) {
  if (!directed && e2 < e1) std::swap(e1, e2);
  return (static_cast<std::uint64_t>(e1) << 32) | e2;
}

// The candidate of two entities of `sentence` in the order add_all_pairs gives them; -1 when
// they are the same entity.
std::int64_t all_pairs_candidate(const Sentence& sentence, std::uint32_t e1, std::uint32_t e2,
                                 bool directed) {
  if (e1 == e2) return -1;
  const bool reversed = e2 < e1;
  const std::uint64_t n = sentence.end_entity - sentence.first_entity;
  const std::uint64_t i = (reversed ? e2 : e1) - sentence.first_entity;
  const std::uint64_t j = (reversed ? e1 : e2) - sentence.first_entity;
  // Pairs (i, ·) start after those of the entities before i: i(n-1) - i(i-1)/2 of them.
  const std::uint64_t k = i * (n - 1) - i * (i - 1) / 2 + (j - i - 1);
  const std::uint64_t place = directed ? 2 * k + (reversed ? 1 : 0) : k;
  return static_cast<std::int64_t>(sentence.first_candidate + place);
}

std::string_view attribute(const pugi::xml_node& node, const char* name) {
  const pugi::xml_attribute a = node.attribute(name);
  return a ? std::string_view(a.value()) : std::string_view();
}

bool has_attribute(const pugi::xml_node& node, const char* name) {
  return static_cast<bool>(node.attribute(name));
}

using Range = CharRange;

}  // namespace

std::optional<std::vector<CharRange>> parse_char_offsets(std::string_view text,
                                                         bool inclusive_end) {
  std::vector<CharRange> ranges;
  while (true) {
    const std::size_t comma = text.find(',');
    const std::string_view part = text.substr(0, comma);
    const std::size_t dash = part.find('-');
    if (dash == std::string_view::npos) return std::nullopt;
    const std::string_view a = part.substr(0, dash), b = part.substr(dash + 1);
    if (a.empty() || b.empty() || a.size() > 9 || b.size() > 9) return std::nullopt;
    for (const std::string_view number : {a, b}) {
      for (char c : number) {
        if (c < '0' || c > '9') return std::nullopt;
      }
    }
    const std::size_t start = std::stoul(std::string(a));
    const std::size_t end = std::stoul(std::string(b)) + (inclusive_end ? 1 : 0);
    if (end <= start) return std::nullopt;
    ranges.push_back({start, end});
    if (comma == std::string_view::npos) return ranges;
    text.remove_prefix(comma + 1);
  }
}

namespace {

bool parse_truth(std::string_view text, bool& value) {
  if (text == "True" || text == "true" || text == "TRUE") {
    value = true;
    return true;
  }
  if (text == "False" || text == "false" || text == "FALSE") {
    value = false;
    return true;
  }
  return false;
}

bool is_utf8_text(const char* value) {
  return !find_text_defect(value).has_value();
}

// The first node, in document order, whose value or an attribute's value is not UTF-8 text, or
// an empty node. The input is UTF-8, but pugixml writes a character reference to a code point
// that is no character (a surrogate, or one past U+10FFFF) as bytes that are not. Iterative: a
// file may nest elements deeply.
pugi::xml_node first_node_not_text(const pugi::xml_document& document) {
  pugi::xml_node node = document.first_child();
  while (node) {
    bool text = is_utf8_text(node.value());
    for (const pugi::xml_attribute& a : node.attributes()) text = text && is_utf8_text(a.value());
    if (!text) return node;
    if (node.first_child()) {
      node = node.first_child();
      continue;
    }
    while (node && !node.next_sibling()) node = node.parent();
    if (node) node = node.next_sibling();
  }
  return {};
}

}  // namespace

const std::vector<std::string>& corpus_diagnostic_codes() {
  static const std::vector<std::string> codes = {
      "xml-malformed",       "corpus-missing",   "attribute-missing",
      "id-duplicate",        "offset-invalid",   "offset-outside",
      "entity-text-differs", "interaction-self", "interaction-entity-unknown",
      "pair-label-invalid",  "pair-repeated",    "corpus-empty",
      "interaction-ignored"};
  return codes;
}

// The diagnostics of one file, held until the file is read to its end: a file read one
// <document> at a time may turn out to need reading whole, which reports differently. Beyond
// the messages Diagnostics keeps per code, only the occurrence is held.
class DeferredDiagnostics {
 public:
  explicit DeferredDiagnostics(std::size_t kept_per_code) : kept_per_code_(kept_per_code) {}

  void error(std::string code, const Location& where, std::string message) {
    add(Severity::error, std::move(code), where, std::move(message));
  }
  void warning(std::string code, const Location& where, std::string message) {
    add(Severity::warning, std::move(code), where, std::move(message));
  }

  // Adds them to `diagnostics`, in the order they came.
  void replay(Diagnostics& diagnostics) const {
    for (const Held& held : held_) {
      diagnostics.add(held.severity, held.code, held.where, held.message);
    }
  }

 private:
  struct Held {
    Severity severity;
    std::string code;
    Location where;
    std::string message;
  };

  void add(Severity severity, std::string code, const Location& where, std::string message) {
    std::size_t& count = per_code_[code];
    if (count++ < kept_per_code_) {
      held_.push_back({severity, std::move(code), where, std::move(message)});
    } else {
      held_.push_back({severity, std::move(code), Location{where.input, {}, 0, 0, {}}, {}});
    }
  }

  std::size_t kept_per_code_;
  std::map<std::string, std::size_t> per_code_;
  std::vector<Held> held_;
};

namespace {

bool is_xml_space(char c) {
  return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

// Where a corpus file's parts are: its head (up to the end of the <corpus> start tag), its
// <document> elements, each from its '<' to the '>' of the first "</document>" after it, and
// the rest from the first thing after them that is not a <document> element. Whether these
// are the XML's elements is for pugixml to confirm.
struct Layout {
  std::size_t head_end = 0;
  std::vector<std::pair<std::size_t, std::size_t>> documents;  // [begin, end)
  std::size_t rest_begin = 0;
};

std::size_t skip_space(std::string_view text, std::size_t at) {
  while (at < text.size() && is_xml_space(text[at])) ++at;
  return at;
}

bool element_starts(std::string_view text, std::size_t at, std::string_view tag) {
  return text.compare(at, tag.size(), tag) == 0 && at + tag.size() < text.size() &&
         (is_xml_space(text[at + tag.size()]) || text[at + tag.size()] == '>');
}

// The end of the start tag at `at` (past its '>'), reading quoted values whole; npos when
// unterminated or empty (`/>`).
std::size_t start_tag_end(std::string_view text, std::size_t at) {
  char quote = 0;
  for (; at < text.size(); ++at) {
    const char c = text[at];
    if (quote) {
      if (c == quote) quote = 0;
    } else if (c == '"' || c == '\'') {
      quote = c;
    } else if (c == '>') {
      return text[at - 1] == '/' ? std::string_view::npos : at + 1;
    }
  }
  return std::string_view::npos;
}

// The layout of a file that opens with an optional BOM and XML declaration, then <corpus>;
// nothing for any other opening.
std::optional<Layout> layout_of(std::string_view text) {
  std::size_t at = text.compare(0, 3, "\xEF\xBB\xBF") == 0 ? 3 : 0;
  if (text.compare(at, 5, "<?xml") == 0) {
    const std::size_t end = text.find("?>", at);
    if (end == std::string_view::npos) return std::nullopt;
    at = skip_space(text, end + 2);
  }
  if (!element_starts(text, at, "<corpus")) return std::nullopt;
  Layout layout;
  layout.head_end = start_tag_end(text, at);
  if (layout.head_end == std::string_view::npos) return std::nullopt;
  constexpr std::string_view close = "</document>";
  at = skip_space(text, layout.head_end);
  while (element_starts(text, at, "<document")) {
    const std::size_t end = text.find(close, at);
    if (end == std::string_view::npos) return std::nullopt;
    layout.documents.push_back({at, end + close.size()});
    at = skip_space(text, end + close.size());
  }
  layout.rest_begin = at;
  return layout;
}

bool parse(pugi::xml_document& document, std::string_view text) {
  return static_cast<bool>(
      document.load_buffer(text.data(), text.size(), pugi::parse_default, pugi::encoding_utf8));
}

// True when a parsed piece is one <document> element and nothing else.
bool is_one_document(const pugi::xml_document& piece) {
  const pugi::xml_node first = piece.first_child();
  return first.type() == pugi::node_element && std::string_view(first.name()) == "document" &&
         !first.next_sibling();
}

bool has_pair_in_sentences(const pugi::xml_node& document) {
  for (const pugi::xml_node& s : document.children("sentence")) {
    if (s.child("pair")) return true;
  }
  return false;
}

}  // namespace

// Reads one file into the corpus, whole or one <document> element at a time.
class Corpus::FileReader {
 public:
  FileReader(Corpus& corpus, const TextInput& input, DeferredDiagnostics& diagnostics)
      : corpus_(corpus), input_(input), diagnostics_(diagnostics) {}

  // A file parsed whole: its root, the corpus.
  void read(const pugi::xml_document& document) {
    const pugi::xml_node root = document.document_element();
    if (std::string_view(root.name()) != "corpus") {
      diagnostics_.error(
          "corpus-missing", at(root),
          "the root element should be <corpus>, not " + quoted(root ? root.name() : "nothing"));
      return;
    }
    start(has_pair_elements(root) ? Variant::pairs : Variant::interactions);
    for (const pugi::xml_node& document_node : root.children("document")) {
      read_document(document_node);
    }
  }

  void start(Variant variant) {
    variant_ = variant;
    corpus_.variants_.push_back(variant_);
  }

  // A <document> element parsed on its own, from byte `begin` of the file.
  void read_document_at(const pugi::xml_node& node, std::size_t begin) {
    base_ = begin;
    read_document(node);
  }

  void malformed(const pugi::xml_parse_result& result) {
    diagnostics_.error("xml-malformed", at_offset(static_cast<std::size_t>(result.offset)),
                       std::string("the file is not well-formed XML: ") + result.description());
  }

  // False, with xml-malformed reported, when a character reference names no character: XML
  // makes it a well-formedness error, which pugixml does not check, and no message or result
  // could hold the bytes it would leave.
  bool references_characters(const pugi::xml_document& document) {
    const pugi::xml_node node = first_node_not_text(document);
    if (!node) return true;
    diagnostics_.error("xml-malformed",
                       at(node.type() == pugi::node_element ? node : node.parent()),
                       "the file is not well-formed XML: a character reference (&#…;) names no "
                       "character (a surrogate, or a code point past U+10FFFF)");
    return false;
  }

 private:
  static bool has_pair_elements(const pugi::xml_node& root) {
    for (const pugi::xml_node& d : root.children("document")) {
      for (const pugi::xml_node& s : d.children("sentence")) {
        if (s.child("pair")) return true;
      }
    }
    return false;
  }

  Location at_offset(std::size_t offset) {
    if (!lines_) lines_.emplace(input_.text);
    const TextPosition p = lines_->at(offset);
    const std::size_t line_start =
        static_cast<std::size_t>(p.line_text.data() - input_.text.data());
    // The line from the offset on: XML files are often one long line.
    const std::string_view rest =
        p.line_text.substr(std::min(offset - std::min(offset, line_start), p.line_text.size()));
    return Location{input_.role, input_.file, p.line, p.column, rest};
  }

  Location at(const pugi::xml_node& node) {
    const std::ptrdiff_t offset = node.offset_debug();
    if (offset < 0) return Location{input_.role, input_.file, 0, 0, {}};
    // offset_debug points at the element's name; the diagnostic points at its '<'.
    const auto at_name = base_ + static_cast<std::size_t>(offset);
    return at_offset(at_name > 0 ? at_name - 1 : at_name);
  }

  // The id of an element, checked present and unique in `ids`; empty when missing.
  std::string_view read_id(const pugi::xml_node& node, TextIndex& ids, std::uint32_t index) {
    const std::string_view id = attribute(node, "id");
    if (!has_attribute(node, "id") || id.empty()) {
      missing(node, "id");
      return {};
    }
    const auto [place, inserted] = ids.insert({corpus_.texts_.keep(id), index});
    if (!inserted) {
      diagnostics_.error("id-duplicate", at(node),
                         std::string("the id ") + quoted(id) + " of this <" + node.name() +
                             "> is used before in " + std::string(corpus_.name_));
      return {};
    }
    return place->first;
  }

  void missing(const pugi::xml_node& node, const char* name) {
    diagnostics_.error("attribute-missing", at(node),
                       std::string("<") + node.name() + "> needs the attribute " + name);
  }

  void read_document(const pugi::xml_node& node) {
    const auto index = static_cast<std::uint32_t>(corpus_.documents_.size());
    const std::string_view id = read_id(node, corpus_.document_ids_, index);
    if (id.empty()) return;
    corpus_.documents_.push_back({id, static_cast<std::uint32_t>(corpus_.sentences_.size())});
    for (const pugi::xml_node& sentence : node.children("sentence")) {
      read_sentence(sentence, index);
    }
  }

  void read_sentence(const pugi::xml_node& node, std::uint32_t document) {
    const auto index = static_cast<std::uint32_t>(corpus_.sentences_.size());
    const std::string_view id = read_id(node, corpus_.sentence_ids_, index);
    if (id.empty()) return;
    Sentence sentence;
    sentence.id = id;
    sentence.text = corpus_.texts_.keep(attribute(node, "text"));
    sentence.document = document;
    sentence.variant = variant_;
    sentence.first_entity = static_cast<std::uint32_t>(corpus_.entities_.size());
    const bool has_text = has_attribute(node, "text");
    const std::string_view text = attribute(node, "text");
    for (const pugi::xml_node& entity : node.children("entity")) {
      read_entity(entity, index, has_text ? &text : nullptr);
    }
    sentence.end_entity = static_cast<std::uint32_t>(corpus_.entities_.size());
    sentence.first_candidate = static_cast<std::uint32_t>(corpus_.candidates_.size());
    if (variant_ == Variant::interactions) {
      add_all_pairs(sentence);
      // The released input's interactions, if any, are answers: not read.
      for (const pugi::xml_node& interaction : node.children("interaction")) {
        if (corpus_.labels_) read_interaction(interaction, sentence);
      }
    } else {
      for (const pugi::xml_node& pair : node.children("pair")) read_pair(pair, sentence);
      if (corpus_.labels_ && !node.child("pair") && node.child("interaction")) {
        diagnostics_.warning("interaction-ignored", at(node.child("interaction")),
                             "sentence " + quoted(id) +
                                 " has <interaction> elements but no <pair>: in a file with "
                                 "<pair> elements, only they give candidates, so its "
                                 "interactions are not read");
      }
    }
    sentence.end_candidate = static_cast<std::uint32_t>(corpus_.candidates_.size());
    corpus_.sentences_.push_back(sentence);
  }

  void read_entity(const pugi::xml_node& node, std::uint32_t sentence,
                   const std::string_view* sentence_text) {
    const auto index = static_cast<std::uint32_t>(corpus_.entities_.size());
    const std::string_view id = read_id(node, corpus_.entity_ids_, index);
    if (id.empty()) return;
    const std::string_view text = attribute(node, "text");
    corpus_.entities_.push_back({id, corpus_.texts_.keep(text),
                                 corpus_.texts_.keep(attribute(node, "charOffset")), sentence});
    if (has_attribute(node, "charOffset")) {
      check_offsets(node, attribute(node, "charOffset"), text, sentence_text);
    }
  }

  void check_offsets(const pugi::xml_node& node, std::string_view offsets, std::string_view text,
                     const std::string_view* sentence_text) {
    const bool inclusive = variant_ == Variant::pairs;
    const auto ranges = parse_char_offsets(offsets, inclusive);
    if (!ranges) {
      diagnostics_.error("offset-invalid", at(node),
                         "charOffset should be start-end character ranges separated by commas " +
                             std::string(inclusive ? "(ends inclusive, as in files with <pair> "
                                                     "elements)"
                                                   : "(ends exclusive, as in files without "
                                                     "<pair> elements)") +
                             ", not " + quoted(offsets));
      return;
    }
    if (!sentence_text) return;
    std::string covered;
    for (const Range& range : *ranges) {
      const auto piece = character_range(*sentence_text, range.start, range.end);
      if (!piece) {
        diagnostics_.error("offset-outside", at(node),
                           "charOffset " + quoted(offsets) + " of entity " +
                               quoted(attribute(node, "id")) +
                               " goes past the end of its sentence's text (" +
                               std::to_string(character_count(*sentence_text)) + " characters)");
        return;
      }
      if (!covered.empty()) covered += ' ';
      covered += *piece;
    }
    if (has_attribute(node, "text") && covered != text) {
      diagnostics_.warning("entity-text-differs", at(node),
                           "the text " + quoted(text) + " of entity " +
                               quoted(attribute(node, "id")) + " differs from " +
                               quoted(std::string_view(covered)) +
                               ", the sentence's text at charOffset " + quoted(offsets));
    }
  }

  void add_candidate(std::uint32_t e1, std::uint32_t e2, bool positive) {
    corpus_.by_entities_.insert({pair_key(e1, e2, corpus_.directed_),
                                 static_cast<std::uint32_t>(corpus_.candidates_.size())});
    corpus_.candidates_.push_back({e1, e2, positive});
  }

  // Every unordered pair of distinct entities, (e0,e1), (e0,e2), …, (e1,e2), …; when directed,
  // each followed by its reverse. Not in by_entities_: find_candidate computes their place.
  void add_all_pairs(const Sentence& sentence) {
    for (std::uint32_t i = sentence.first_entity; i < sentence.end_entity; ++i) {
      for (std::uint32_t j = i + 1; j < sentence.end_entity; ++j) {
        corpus_.candidates_.push_back({i, j, false});
        if (corpus_.directed_) corpus_.candidates_.push_back({j, i, false});
      }
    }
  }

  // The entity of `sentence` named by attribute `name`; nothing (reported) otherwise.
  std::optional<std::uint32_t> member(const pugi::xml_node& node, const char* name,
                                      const Sentence& sentence) {
    if (!has_attribute(node, name)) {
      missing(node, name);
      return std::nullopt;
    }
    const std::string_view id = attribute(node, name);
    const auto found = corpus_.entity_ids_.find(id);
    if (found != corpus_.entity_ids_.end() && found->second >= sentence.first_entity &&
        found->second < sentence.end_entity) {
      return found->second;
    }
    diagnostics_.warning("interaction-entity-unknown", at(node),
                         std::string("<") + node.name() + "> names " + name + " = " + quoted(id) +
                             ", not an entity of sentence " + quoted(sentence.id) +
                             ": the pair is left out");
    return std::nullopt;
  }

  // Both entities of an interaction or pair, distinct; nothing (reported) otherwise.
  std::optional<std::pair<std::uint32_t, std::uint32_t>> members(const pugi::xml_node& node,
                                                                 const Sentence& sentence) {
    const auto e1 = member(node, "e1", sentence);
    const auto e2 = member(node, "e2", sentence);
    if (!e1 || !e2) return std::nullopt;
    if (*e1 == *e2) {
      diagnostics_.warning("interaction-self", at(node),
                           std::string("<") + node.name() + "> pairs entity " +
                               quoted(corpus_.entities_[*e1].id) +
                               " with itself: candidates pair distinct entities, so it is left "
                               "out");
      return std::nullopt;
    }
    return std::make_pair(*e1, *e2);
  }

  void read_interaction(const pugi::xml_node& node, const Sentence& sentence) {
    const auto pair = members(node, sentence);
    if (!pair) return;
    const std::int64_t found =
        all_pairs_candidate(sentence, pair->first, pair->second, corpus_.directed_);
    if (found >= 0) corpus_.candidates_[static_cast<std::size_t>(found)].positive = true;
  }

  // The gold label of a <pair>; false when missing or invalid (reported).
  bool read_label(const pugi::xml_node& node, bool& positive) {
    if (!has_attribute(node, "interaction")) {
      missing(node, "interaction");
      return false;
    }
    if (!parse_truth(attribute(node, "interaction"), positive)) {
      diagnostics_.error("pair-label-invalid", at(node),
                         "the interaction attribute of a <pair> should be True or False, not " +
                             quoted(attribute(node, "interaction")));
      return false;
    }
    return true;
  }

  void read_pair(const pugi::xml_node& node, const Sentence& sentence) {
    const std::string_view id = attribute(node, "id");
    if (!has_attribute(node, "id") || id.empty()) return missing(node, "id");
    bool positive = false;
    if (corpus_.labels_ && !read_label(node, positive)) return;
    const auto pair = members(node, sentence);
    if (!pair) return;
    const std::uint64_t key = pair_key(pair->first, pair->second, corpus_.directed_);
    const auto found = corpus_.by_entities_.find(key);
    std::uint32_t index;
    const std::string_view kept_id = corpus_.texts_.keep(id);
    if (found != corpus_.by_entities_.end()) {
      index = found->second;
      corpus_.candidates_[index].positive |= positive;
      diagnostics_.warning("pair-repeated", at(node),
                           "pair " + quoted(id) + " repeats the entities of an earlier pair" +
                               (corpus_.directed_ ? "" : " (undirected)") +
                               ": one candidate, positive if either is");
    } else {
      index = static_cast<std::uint32_t>(corpus_.candidates_.size());
      add_candidate(pair->first, pair->second, positive);
      corpus_.candidate_ids_.resize(corpus_.candidates_.size());
      corpus_.candidate_ids_[index] = kept_id;
    }
    if (!corpus_.pair_ids_.insert({kept_id, index}).second) {
      diagnostics_.error("id-duplicate", at(node),
                         "the id " + quoted(id) + " of this <pair> is used before in " +
                             std::string(corpus_.name_));
    }
  }

  Corpus& corpus_;
  const TextInput& input_;
  DeferredDiagnostics& diagnostics_;
  std::optional<LineIndex> lines_;  // made for the first diagnostic
  std::size_t base_ = 0;            // where the parsed text begins in the file
  Variant variant_ = Variant::interactions;
};

Corpus::Corpus() = default;
Corpus::~Corpus() = default;

std::string_view Corpus::TextStore::keep(std::string_view text) {
  if (text.empty()) return {};
  if (text.size() > room_) {
    constexpr std::size_t block = 1 << 20;
    room_ = std::max(block, text.size());
    blocks_.push_back(std::unique_ptr<char[]>(new char[room_]));  // not zeroed
    next_ = blocks_.back().get();
  }
  std::copy(text.begin(), text.end(), next_);
  const std::string_view kept(next_, text.size());
  next_ += text.size();
  room_ -= text.size();
  return kept;
}

Corpus::Mark Corpus::mark() const {
  return {documents_.size(), sentences_.size(), entities_.size(), candidates_.size(),
          variants_.size()};
}

namespace {

// Removes the entries whose value is `first` or more.
template <typename Map>
void erase_from(Map& map, std::size_t first) {
  for (auto it = map.begin(); it != map.end();) {
    it = it->second >= first ? map.erase(it) : std::next(it);
  }
}

}  // namespace

void Corpus::roll_back(const Mark& mark) {
  documents_.resize(mark.documents);
  sentences_.resize(mark.sentences);
  entities_.resize(mark.entities);
  candidates_.resize(mark.candidates);
  candidate_ids_.resize(std::min(candidate_ids_.size(), mark.candidates));
  variants_.resize(mark.variants);
  erase_from(document_ids_, mark.documents);
  erase_from(sentence_ids_, mark.sentences);
  erase_from(entity_ids_, mark.entities);
  erase_from(pair_ids_, mark.candidates);
  erase_from(by_entities_, mark.candidates);
}

// A file whose layout layout_of finds, its head and rest well-formed around a <corpus> root
// without other <document> children, and each <document> well-formed on its own, is the same
// XML parsed whole; one <document>'s tree is held at a time. False (the corpus part-read) when
// the file is not such a file.
bool Corpus::read_by_documents(const TextInput& input, DeferredDiagnostics& diagnostics) {
  const std::string_view text = input.text;
  const std::optional<Layout> layout = layout_of(text);
  if (!layout) return false;
  pugi::xml_document piece;
  const std::string outline =
      std::string(text.substr(0, layout->head_end)).append(text.substr(layout->rest_begin));
  if (!parse(piece, outline) || first_node_not_text(piece)) return false;
  const pugi::xml_node root = piece.document_element();
  if (std::string_view(root.name()) != "corpus" || root.child("document")) return false;
  const auto document_text = [&](std::size_t d) {
    const auto [begin, end] = layout->documents[d];
    return text.substr(begin, end - begin);
  };
  Variant variant = Variant::interactions;
  if (text.find("<pair") != std::string_view::npos) {
    for (std::size_t d = 0; d < layout->documents.size(); ++d) {
      if (document_text(d).find("<pair") == std::string_view::npos) continue;
      if (!parse(piece, document_text(d)) || !is_one_document(piece)) return false;
      if (has_pair_in_sentences(piece.first_child())) {
        variant = Variant::pairs;
        break;
      }
    }
  }
  FileReader reader(*this, input, diagnostics);
  reader.start(variant);
  for (std::size_t d = 0; d < layout->documents.size(); ++d) {
    if (!parse(piece, document_text(d)) || !is_one_document(piece) || first_node_not_text(piece)) {
      return false;
    }
    reader.read_document_at(piece.first_child(), layout->documents[d].first);
  }
  return true;
}

void Corpus::read_whole(const TextInput& input, DeferredDiagnostics& diagnostics) {
  pugi::xml_document document;
  FileReader reader(*this, input, diagnostics);
  const pugi::xml_parse_result parsed = document.load_buffer(
      input.text.data(), input.text.size(), pugi::parse_default, pugi::encoding_utf8);
  if (!parsed) return reader.malformed(parsed);
  if (!reader.references_characters(document)) return;
  reader.read(document);
}

void Corpus::read(const TextInput& input, const ReadOptions& options, Diagnostics& diagnostics) {
  directed_ = options.directed;
  labels_ = options.labels;
  name_ = options.name;
  if (!input.ok) return;
  const Mark before = mark();
  {
    DeferredDiagnostics deferred(diagnostics.kept_per_code());
    if (read_by_documents(input, deferred)) return deferred.replay(diagnostics);
  }
  roll_back(before);
  DeferredDiagnostics deferred(diagnostics.kept_per_code());
  read_whole(input, deferred);
  deferred.replay(diagnostics);
}

std::int64_t Corpus::find_pair(std::string_view id) const {
  const auto found = pair_ids_.find(id);
  if (found != pair_ids_.end()) return found->second;
  // <sentence id>.p<k> of a converted file: the k-th pair in entity order.
  const std::size_t dot = id.rfind(".p");
  if (dot == std::string_view::npos) return -1;
  const std::string_view k_text = id.substr(dot + 2);
  const auto sentence_found = sentence_ids_.find(id.substr(0, dot));
  if (sentence_found == sentence_ids_.end() || k_text.empty()) return -1;
  if (k_text.size() > 1 && k_text[0] == '0') return -1;
  const auto k = k_text == "0" ? std::optional<std::uint64_t>(0) : parse_positive_integer(k_text);
  const Sentence& sentence = sentences_[sentence_found->second];
  if (!k || sentence.variant != Variant::interactions) return -1;
  const std::uint64_t step = directed_ ? 2 : 1;
  if (*k * step >= sentence.end_candidate - sentence.first_candidate) return -1;
  return static_cast<std::int64_t>(sentence.first_candidate + *k * step);
}

std::int64_t Corpus::find_entity(std::string_view id) const {
  const auto found = entity_ids_.find(id);
  return found == entity_ids_.end() ? -1 : static_cast<std::int64_t>(found->second);
}

std::int64_t Corpus::find_candidate(std::uint32_t e1, std::uint32_t e2) const {
  if (e1 >= entities_.size() || e2 >= entities_.size()) return -1;
  const Sentence& sentence = sentences_[entities_[e1].sentence];
  if (sentence.variant == Variant::interactions) {
    return entities_[e2].sentence == entities_[e1].sentence
               ? all_pairs_candidate(sentence, e1, e2, directed_)
               : -1;
  }
  const auto found = by_entities_.find(pair_key(e1, e2, directed_));
  return found == by_entities_.end() ? -1 : static_cast<std::int64_t>(found->second);
}

std::string Corpus::pair_id(std::uint32_t sentence, std::uint32_t c) const {
  const Candidate& candidate = candidates_[c];
  if (c < candidate_ids_.size() && !candidate_ids_[c].empty()) {
    return std::string(candidate_ids_[c]);
  }
  const Sentence& s = sentences_[sentence];
  const std::uint32_t position = c - s.first_candidate;
  if (s.variant == Variant::interactions && (!directed_ || position % 2 == 0)) {
    return std::string(s.id) + ".p" + std::to_string(directed_ ? position / 2 : position);
  }
  return std::string(entities_[candidate.e1].id) + " " + std::string(entities_[candidate.e2].id);
}

void Corpus::release_indexes() {
  for (TextIndex* index : {&document_ids_, &sentence_ids_, &entity_ids_, &pair_ids_}) {
    TextIndex().swap(*index);
  }
  decltype(by_entities_)().swap(by_entities_);
}

std::uint64_t Corpus::positives() const {
  std::uint64_t count = 0;
  for (const Candidate& c : candidates_) count += c.positive;
  return count;
}

namespace {

// Which variant each file of the corpus (the gold, or the released input) was read as.
void variant_note(const Corpus& corpus, const std::vector<InputFile>& files, bool released,
                  Result& result) {
  std::string message = std::string(released ? "the released input" : "the gold") + " was read as ";
  for (std::size_t i = 0; i < corpus.variants().size() && i < files.size(); ++i) {
    if (i) message += "; ";
    message += files[i].name + ": " +
               (corpus.variants()[i] == Variant::pairs
                    ? "pairs (the original variant: <pair> elements list every candidate, "
                      "charOffset ends inclusive)"
                : released ? "entities only (no <pair> element: every two entities of a "
                             "sentence are a candidate, charOffset ends exclusive, as in "
                             "the converted variant)"
                           : "interactions (the converted variant: <interaction> elements "
                             "list the positives, every two entities of a sentence are a "
                             "candidate, charOffset ends exclusive)");
  }
  result.note(released ? "input-variant" : "gold-variant", message);
}

}  // namespace

void read_corpus(Evaluation& evaluation, Corpus& corpus) {
  const bool released = evaluation.against_input();
  const std::string role = released ? "input" : "gold";
  const std::vector<InputFile>& files = evaluation.inputs.at(role);
  const ReadOptions read_options{evaluation.options.at("directed").get<bool>(), !released,
                                 released ? "the released input" : "the gold"};
  for (const InputFile& file : files) {
    corpus.read(evaluation.text(role, file), read_options, evaluation.diagnostics());
  }
  if (!corpus.variants().empty()) variant_note(corpus, files, released, evaluation.result);
  if (corpus.variants().size() == files.size() && corpus.candidates().empty()) {
    evaluation.diagnostics().error(
        "corpus-empty", Location{role, files.front().name, 0, 0, {}},
        std::string(corpus.name()) +
            " has no candidate pair (no sentence with two entities): nothing to " +
            (released ? "check" : "score"));
  }
  if (!released && evaluation.has("input")) {
    evaluation.result.note("input-unread",
                           "the gold was given: the run is compared with it, and the released "
                           "input is not read");
  }
}

}  // namespace bioeval::ppi
