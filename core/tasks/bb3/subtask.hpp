// The six BB3 sub-tasks: what a submission predicts (categories, events or both as a knowledge
// base) and whether it finds the entities itself (+ner). Specification: docs/tasks/bb3.md, "Files".
#pragma once

#include <string>
#include <vector>

namespace bioeval::bb3 {

enum class Kind { cat, event, kb };

struct SubTask {
  Kind kind;
  bool ner;  // the .a1 gives only Title and Paragraph: predictions hold their own entities

  // "cat", "event+ner", …
  std::string name() const {
    const char* base = kind == Kind::cat ? "cat" : kind == Kind::event ? "event" : "kb";
    return std::string(base) + (ner ? "+ner" : "");
  }
  // Entity types the sub-task scores: Geographical only in the event sub-tasks.
  std::vector<std::string> entity_types() const {
    if (kind == Kind::event) return {"Bacteria", "Habitat", "Geographical"};
    return {"Bacteria", "Habitat"};
  }
  bool has_normalizations() const { return kind != Kind::event; }
  bool has_relations() const { return kind != Kind::cat; }
  bool needs_ontology() const { return kind != Kind::event; }
};

}  // namespace bioeval::bb3
