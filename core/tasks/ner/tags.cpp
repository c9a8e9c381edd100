#include "tasks/ner/tags.hpp"

namespace bioeval::ner {
namespace {

// The prefixes a scheme allows besides O, with their roles.
bool allows(Scheme scheme, char prefix) {
  switch (scheme) {
    case Scheme::iob2:
    case Scheme::iob1:
      return prefix == 'B' || prefix == 'I';
    case Scheme::iobes:
      return prefix == 'B' || prefix == 'I' || prefix == 'E' || prefix == 'S';
    case Scheme::bilou:
      return prefix == 'B' || prefix == 'I' || prefix == 'L' || prefix == 'U';
  }
  return false;
}

bool ends_entity(char prefix) {
  return prefix == 'E' || prefix == 'L';
}
bool single_token(char prefix) {
  return prefix == 'S' || prefix == 'U';
}

// Reads tags one by one and closes entities as the scheme says.
class Decoder {
 public:
  Decoder(const TagTable& table, const TagId* tags, std::vector<TaggedEntity>& entities,
          std::vector<SequenceIssue>* issues)
      : table_(table), tags_(tags), entities_(entities), issues_(issues) {}

  void read(std::uint32_t i) {
    if (tags_[i] == kOutside && !open_) return;  // O outside an entity: most tokens, no change
    const TagInfo& tag = table_[tags_[i]];
    const char prefix = tag.valid ? tag.prefix : 'O';
    const bool continues = open_ && open_type_ == tag.type;
    switch (table_.scheme()) {
      case Scheme::iob2:
      case Scheme::iob1:
        read_iob(i, prefix, tag.type, continues);
        break;
      case Scheme::iobes:
      case Scheme::bilou:
        read_iobes(i, prefix, tag.type, continues);
        break;
    }
  }

  void finish() {
    if (open_ && closable() && issues_) {
      issues_->push_back({last_, "the entity opened by '" + opener() + "' is not closed by " +
                                     closer() + " before the sentence ends; read as ending there"});
    }
    close();
  }

 private:
  bool closable() const {
    return table_.scheme() == Scheme::iobes || table_.scheme() == Scheme::bilou;
  }

  void read_iob(std::uint32_t i, char prefix, std::uint32_t type, bool continues) {
    if (prefix == 'O') return close();
    if (prefix == 'I' && continues) return extend(i);
    if (prefix == 'I' && table_.scheme() == Scheme::iob2) {
      issue(i, "under IOB2 an entity starts with B-; read as the start of an entity");
    }
    if (prefix == 'B' && !continues && table_.scheme() == Scheme::iob1) {
      issue(i, "under IOB1 B- only separates two adjacent entities of one class");
    }
    close();
    open(i, type);
  }

  void read_iobes(std::uint32_t i, char prefix, std::uint32_t type, bool continues) {
    if ((prefix == 'I' || ends_entity(prefix)) && continues) {
      extend(i);
      if (ends_entity(prefix)) close();
      return;
    }
    if (open_) {
      issue(i, "the entity opened by '" + opener() + "' is not closed by " + closer() +
                   "; read as ending before this token");
    }
    close();
    if (prefix == 'O') return;
    if (prefix == 'I' || ends_entity(prefix)) {
      issue(i, std::string("an entity starts with B- or is a single ") +
                   (table_.scheme() == Scheme::iobes ? "S-" : "U-") +
                   " token; read as the start of one");
    }
    open(i, type);
    if (ends_entity(prefix) || single_token(prefix)) close();
  }

  void open(std::uint32_t i, std::uint32_t type) {
    open_ = true;
    open_type_ = type;
    first_ = last_ = i;
  }
  void extend(std::uint32_t i) { last_ = i; }
  void close() {
    if (open_) entities_.push_back({first_, last_, open_type_});
    open_ = false;
  }

  std::string opener() const { return std::string(table_[tags_[first_]].text); }
  std::string closer() const { return table_.scheme() == Scheme::iobes ? "E-" : "L-"; }

  void issue(std::uint32_t i, const std::string& rule) {
    if (!issues_ || !table_[tags_[i]].valid) return;  // an invalid tag is an error of its own
    const std::string& before = i == 0 ? std::string("starts the sentence")
                                       : "follows '" + std::string(table_[tags_[i - 1]].text) + "'";
    issues_->push_back({i, "'" + std::string(table_[tags_[i]].text) + "' " + before + ": " + rule});
  }

  const TagTable& table_;
  const TagId* tags_;
  std::vector<TaggedEntity>& entities_;
  std::vector<SequenceIssue>* issues_;
  bool open_ = false;
  std::uint32_t open_type_ = 0;
  std::uint32_t first_ = 0;
  std::uint32_t last_ = 0;
};

}  // namespace

std::optional<Scheme> scheme_named(std::string_view name) {
  if (name == "iob2") return Scheme::iob2;
  if (name == "iob1") return Scheme::iob1;
  if (name == "iobes") return Scheme::iobes;
  if (name == "bilou") return Scheme::bilou;
  return std::nullopt;
}

std::string_view scheme_name(Scheme scheme) {
  switch (scheme) {
    case Scheme::iob2:
      return "iob2";
    case Scheme::iob1:
      return "iob1";
    case Scheme::iobes:
      return "iobes";
    case Scheme::bilou:
      return "bilou";
  }
  return "";
}

std::string_view scheme_tags(Scheme scheme) {
  switch (scheme) {
    case Scheme::iob2:
    case Scheme::iob1:
      return "O, B-<class> or I-<class>";
    case Scheme::iobes:
      return "O, B-<class>, I-<class>, E-<class> or S-<class>";
    case Scheme::bilou:
      return "O, B-<class>, I-<class>, L-<class> or U-<class>";
  }
  return "";
}

std::uint32_t TypeTable::intern(std::string_view name) {
  const auto found = ids_.find(name);
  if (found != ids_.end()) return found->second;
  const auto id = static_cast<std::uint32_t>(names_.size());
  names_.emplace_back(name);
  ids_.emplace(names_.back(), id);
  return id;
}

TagTable::TagTable(Scheme scheme, TypeTable& types) : scheme_(scheme), types_(types) {
  intern("O");  // kOutside
}

TagId TagTable::intern(std::string_view text) {
  const auto found = ids_.find(text);
  if (found != ids_.end()) return static_cast<TagId>(found->second);
  if (tags_.size() >= kOverflow) {
    if (tags_.size() == kOverflow) tags_.emplace_back();  // the overflow's entry: invalid
    return kOverflow;
  }
  TagInfo tag;
  tag.text = text;
  if (text == "O") {
    tag.valid = true;
  } else if (text.size() > 2 && text[1] == '-' && allows(scheme_, text[0])) {
    tag.prefix = text[0];
    tag.type = types_.intern(text.substr(2));
    tag.valid = true;
  }
  const auto id = static_cast<TagId>(tags_.size());
  tags_.push_back(tag);
  ids_.emplace(text, id);
  return id;
}

void decode_entities(const TagTable& table, const TagId* tags, std::size_t count,
                     std::vector<TaggedEntity>& entities, std::vector<SequenceIssue>* issues) {
  Decoder decoder(table, tags, entities, issues);
  for (std::uint32_t i = 0; i < count; ++i) decoder.read(i);
  decoder.finish();
}

}  // namespace bioeval::ner
