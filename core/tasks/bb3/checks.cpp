#include "tasks/bb3/checks.hpp"

namespace bioeval::bb3 {
namespace {

// The rules every sub-task applies: files, lines and references.
std::vector<CheckRule> common_rules() {
  return {
      {"every file of the submission is UTF-8 text without NUL bytes; a submission predicting "
       "nothing is scored, with a warning",
       {"invalid-utf8", "nul-byte", "run-empty"},
       Needs::run_only},
      {"the submission is read for its .a2 files, one per document (other files are left out "
       "with a warning)",
       {"file-ignored", "file-repeated"},
       Needs::run_only},
      {"every .a2 is for a document of the test set, and every document has one (empty for none)",
       {"document-unknown", "prediction-missing"},
       Needs::input_or_gold},
      {"every line is 'ID<TAB>annotation' of its kind's shape (T, R, N or *), fragments "
       "in order without overlap",
       {"tab-missing", "annotation-kind-unknown", "line-ill-formed", "fragments-unsorted"},
       Needs::run_only},
      {"ids are unique in the document, an .a2 reusing none of its .a1's; every argument, "
       "normalization target and Equiv member is an annotation of the .a1 or the .a2",
       {"id-duplicate", "reference-unresolved"},
       Needs::input_or_gold},
      {"fragments lie inside the document's text, and an entity's text is the text at its "
       "offsets",
       {"fragment-outside-text", "text-differs"},
       Needs::input_or_gold},
      {"the .a2 holds only the annotations, types and relation roles of the sub-task; an Equiv "
       "line is ignored with a warning",
       {"annotation-not-expected", "type-unknown", "argument-role-wrong", "argument-missing",
        "equiv-ignored"},
       Needs::run_only},
  };
}

}  // namespace

std::vector<CheckRule> check_rules(const SubTask& task) {
  std::vector<CheckRule> rules = common_rules();
  if (task.has_relations()) {
    rules.push_back({task.kind == Kind::kb
                         ? "a Lives_In's Bacteria is a Bacteria entity and its Location a Habitat"
                         : "a Lives_In's Bacteria is a Bacteria entity and its Location a "
                           "Habitat or a Geographical",
                     {"argument-type-wrong"},
                     Needs::input_or_gold});
  }
  if (task.has_normalizations()) {
    rules.push_back(
        {"NCBI_Taxonomy normalizes Bacteria entities only, OntoBiotope Habitat "
         "entities only",
         {"normalization-type-wrong"},
         Needs::input_or_gold});
    rules.push_back(
        {"every taxon is a number, every OntoBiotope referent a concept of the "
         "ontology (the ontology input)",
         {"referent-unknown"},
         Needs::run_only});
    rules.push_back(
        {"every Bacteria entity has one or two taxa, every Habitat at least one "
         "concept",
         {"normalization-count"},
         Needs::input_or_gold});
  }
  return rules;
}

}  // namespace bioeval::bb3
