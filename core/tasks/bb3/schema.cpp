#include "tasks/bb3/schema.hpp"

#include <algorithm>
#include <map>

namespace bioeval::bb3 {
namespace {

constexpr const char* kTaxonomy = "NCBI_Taxonomy";
constexpr const char* kOntoBiotope = "OntoBiotope";

bool contains(const std::vector<std::string>& list, const std::string& value) {
  return std::find(list.begin(), list.end(), value) != list.end();
}

std::string listed(const std::vector<std::string>& names) {
  std::string out;
  for (std::size_t i = 0; i < names.size(); ++i) {
    out += (i == 0 ? "" : i + 1 == names.size() ? " or " : ", ") + names[i];
  }
  return out;
}

bool all_digits(std::string_view text) {
  return !text.empty() &&
         std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

class SchemaCheck {
 public:
  SchemaCheck(const SubTask& task, Origin origin, const Annotations& given, const Annotations& file,
              const Ontology* ontology, Diagnostics& diagnostics)
      : task_(task), origin_(origin), file_(file), ontology_(ontology), diagnostics_(diagnostics) {
    for (const TextBound& t : given.text_bounds) type_of_[t.id] = t.type;
    // Entities of an .a2 count only where the sub-task predicts them (the others are reported).
    for (const TextBound& t : file.text_bounds) {
      if (task.ner) {
        type_of_[t.id] = t.type;
        line_of_[t.id] = &t;
      }
    }
    for (const Relation& r : file.relations) type_of_[r.id] = r.type;
  }

  void run() {
    if (!file_.source.ok) return;  // not read: its text was reported
    for (const TextBound& t : file_.text_bounds) text_bound(t);
    for (const Relation& r : file_.relations) relation(r);
    for (const Normalization& n : file_.normalizations) normalization(n);
    for (const Equivalence& e : file_.equivalences) equivalence(e);
    if (origin_ == Origin::prediction && task_.has_normalizations()) cardinalities();
  }

 private:
  template <typename Line>
  void error(const char* code, const Line& line, std::string message) {
    diagnostics_.error(code, location_of(file_, line.line, line.line_text), std::move(message));
  }

  std::string task_name() const { return "the " + task_.name() + " sub-task"; }

  void text_bound(const TextBound& t) {
    if (!task_.ner) {
      error("annotation-not-expected", t,
            task_name() + " gives the entities in the .a1: an .a2 holds no text-bound " +
                "annotation (" + t.id + ")");
      return;
    }
    const std::vector<std::string> types = task_.entity_types();
    if (!contains(types, t.type)) {
      error("type-unknown", t,
            "entity type " + quoted(t.type) + " of " + t.id + " is not one of " + task_name() +
                ": " + listed(types));
    }
  }

  void relation(const Relation& r) {
    if (!task_.has_relations()) {
      error("annotation-not-expected", r,
            task_name() + " predicts categories only: an .a2 holds no relation (" + r.id + ")");
      return;
    }
    if (r.type != "Lives_In") {
      error("type-unknown", r,
            "relation type " + quoted(r.type) + " of " + r.id + " is not Lives_In, the only one " +
                "of " + task_name());
      return;
    }
    std::map<std::string, const std::string*> by_role;
    for (const auto& [role, id] : r.arguments) {
      if (role != "Bacteria" && role != "Location") {
        error("argument-role-wrong", r,
              "Lives_In " + r.id + " has a role " + quoted(role) +
                  ": its roles are Bacteria and Location");
      } else if (!by_role.emplace(role, &id).second) {
        error("argument-role-wrong", r,
              "Lives_In " + r.id + " names its " + role + " twice: each role takes one entity");
      }
    }
    argument(r, by_role, "Bacteria", {"Bacteria"});
    argument(r, by_role, "Location",
             task_.kind == Kind::kb ? std::vector<std::string>{"Habitat"}
                                    : std::vector<std::string>{"Habitat", "Geographical"});
  }

  void argument(const Relation& r, const std::map<std::string, const std::string*>& by_role,
                const std::string& role, const std::vector<std::string>& types) {
    const auto found = by_role.find(role);
    if (found == by_role.end()) {
      error("argument-missing", r, "Lives_In " + r.id + " has no " + role + " argument");
      return;
    }
    const auto type = type_of_.find(*found->second);
    if (type == type_of_.end()) return;  // unresolved: reported by check_references
    if (!contains(types, type->second)) {
      error("argument-type-wrong", r,
            "the " + role + " of Lives_In " + r.id + " is " + *found->second + ", a " +
                type->second + ": it must be a " + listed(types));
    }
  }

  void normalization(const Normalization& n) {
    if (!task_.has_normalizations()) {
      error("annotation-not-expected", n,
            task_name() + " predicts relations only: an .a2 holds no normalization (" + n.id + ")");
      return;
    }
    const bool taxon = n.type == kTaxonomy;
    if (!taxon && n.type != kOntoBiotope) {
      error("type-unknown", n,
            "normalization type " + quoted(n.type) + " of " + n.id + " is not " + kTaxonomy +
                " or " + kOntoBiotope);
      return;
    }
    const auto type = type_of_.find(n.annotation);
    const char* expected = taxon ? "Bacteria" : "Habitat";
    if (type != type_of_.end() && type->second != expected) {
      error("normalization-type-wrong", n,
            n.type + " " + n.id + " normalizes " + n.annotation + ", a " + type->second + ": " +
                n.type + " applies to " + expected + " entities only");
      return;
    }
    if (taxon && !all_digits(n.referent)) {
      error("referent-unknown", n,
            "the referent " + quoted(n.referent) + " of " + n.id +
                " is no NCBI taxon id (a number such as 562)");
    } else if (!taxon && ontology_ && !ontology_->find(n.referent)) {
      error("referent-unknown", n,
            "the referent " + quoted(n.referent) + " of " + n.id +
                " is not a concept of the ontology");
    }
    if (type != type_of_.end()) ++referents_[{n.annotation, taxon}];
  }

  void equivalence(const Equivalence& e) {
    if (origin_ == Origin::prediction) {
      diagnostics_.warning("equiv-ignored", location_of(file_, e.line, e.line_text),
                           "Equiv lines belong to the gold: a prediction's are ignored");
    } else if (!task_.has_relations()) {
      error("annotation-not-expected", e,
            task_name() + " has no relations: an Equiv line has no use in its gold");
    }
  }

  // Every Bacteria entity has one or two taxa, every Habitat at least one concept.
  void cardinalities() {
    for (const auto& [id, type] : type_of_) {
      if (type != "Bacteria" && type != "Habitat") continue;
      const bool taxon = type == "Bacteria";
      const auto found = referents_.find({id, taxon});
      const std::size_t count = found == referents_.end() ? 0 : found->second;
      const auto line = line_of_.find(id);
      const Location where = line == line_of_.end()
                                 ? Location{file_.source.role, file_.source.file, 0, 0, {}}
                                 : location_of(file_, line->second->line, line->second->line_text);
      if (taxon && (count < 1 || count > 2)) {
        diagnostics_.error("normalization-count", where,
                           "Bacteria " + id + " has " + std::to_string(count) +
                               " NCBI_Taxonomy normalizations: it needs one or two");
      } else if (!taxon && count < 1) {
        diagnostics_.error("normalization-count", where,
                           "Habitat " + id + " has no OntoBiotope normalization: it needs one");
      }
    }
  }

  const SubTask& task_;
  Origin origin_;
  const Annotations& file_;
  const Ontology* ontology_;
  Diagnostics& diagnostics_;
  std::map<std::string, std::string> type_of_;                     // id → type, .a1 and .a2
  std::map<std::string, const TextBound*> line_of_;                // the .a2's entities
  std::map<std::pair<std::string, bool>, std::size_t> referents_;  // (entity, taxon?) → count
};

}  // namespace

void check_schema(const SubTask& task, Origin origin, const Annotations& given,
                  const Annotations& file, const Ontology* ontology, Diagnostics& diagnostics) {
  SchemaCheck(task, origin, given, file, ontology, diagnostics).run();
}

const std::vector<std::string>& schema_diagnostic_codes() {
  static const std::vector<std::string> codes = {
      "annotation-not-expected", "type-unknown",        "argument-role-wrong",
      "argument-missing",        "argument-type-wrong", "normalization-type-wrong",
      "referent-unknown",        "equiv-ignored",       "normalization-count"};
  return codes;
}

}  // namespace bioeval::bb3
