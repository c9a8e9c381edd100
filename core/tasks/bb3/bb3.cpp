// The six BB3 tasks (BioNLP-ST 2016 Bacteria Biotope): bb3.cat, bb3.cat+ner, bb3.event,
// bb3.event+ner, bb3.kb and bb3.kb+ner, each under the official evaluator's rules or the
// published definitions: what each declares, how it reads a submission once, and the scored run
// its result, a comparison's units and the document views come from. Specification:
// docs/tasks/bb3.md.
#include "tasks/bb3/bb3.hpp"

#include <memory>
#include <optional>
#include <vector>

#include "io/fields.hpp"
#include "tasks/bb3/checks.hpp"
#include "tasks/bb3/corpus.hpp"
#include "tasks/bb3/matching.hpp"
#include "tasks/bb3/metric_specs.hpp"
#include "tasks/bb3/read_corpus_files.hpp"
#include "tasks/bb3/read_ontology.hpp"
#include "tasks/bb3/read_resources.hpp"
#include "tasks/bb3/report.hpp"
#include "tasks/bb3/schema.hpp"
#include "tasks/bb3/sniff.hpp"
#include "tasks/bb3/subtask.hpp"
#include "tasks/bb3/text_shift.hpp"
#include "tasks/bb3/units.hpp"
#include "tasks/bb3/units_kb.hpp"
#include "tasks/bb3/views.hpp"

namespace bioeval::bb3 {
namespace {

struct ResourceRole {
  const char* name;
  const char* format;
  const char* help;
  std::vector<std::string> name_hints;
};

// The optional lists of docs/tasks/bb3.md, "Input roles", with the alternates they enable.
std::vector<ResourceRole> resource_roles(const SubTask& task) {
  const ResourceRole species{"species",
                             "bb3-species",
                             "Bacteria_species.txt: 'taxon<TAB>species taxon' per line, for the "
                             "cap-to-species scores",
                             {"species"}};
  if (task.kind == Kind::event) {
    return {{"sentences",
             "bb3-sentences",
             "BB-sentences.txt: 'document<TAB>start<TAB>end' per sentence, for the "
             "inside-sentences scores",
             {"sentence*"}}};
  }
  if (task.kind == Kind::kb) return {species};
  return {species,
          {"human_habitats",
           "bb3-concept-map",
           "Habitats_human.txt: 'concept<TAB>OBT:001804' per line, for the cap-to-human scores",
           {"human"}},
          {"food_habitats",
           "bb3-concept-list",
           "Habitats_food.txt: one concept per line, for the food-only scores",
           {"food"}},
          {"new_in_dev_habitats",
           "bb3-concept-list",
           "Habitats_new-in-dev.txt: one concept per line, for the new-in-dev scores",
           {"new-in-dev"}},
          {"new_in_test_habitats",
           "bb3-concept-list",
           "one concept per line, for the new-in-test scores (the official list is empty)",
           {"new-in-test"}}};
}

std::string title_of(const SubTask& task) {
  const std::string what = task.kind == Kind::cat     ? "categorization of entities"
                           : task.kind == Kind::event ? "Lives_In event extraction"
                                                      : "knowledge-base population";
  return "BioNLP-ST 2016 Bacteria Biotope: " + what +
         (task.ner ? ", entities predicted" : ", entities given");
}

// How a gold taxon set R and a predicted one P compare under each profile (docs/tasks/bb3.md,
// "Profiles"): the published Jaccard penalizes extra predicted taxa, the evaluator's formula not.
const char* const kTaxonSets =
    "Taxon sets: published profile |R∩P| / |R∪P| (Jaccard of the two sets, 1 only when equal); "
    "official profile |R∩P| / (|R| + |R\\P|) (extra predicted taxa cost nothing).";

std::string summary_of(const SubTask& task) {
  switch (task.kind) {
    case Kind::cat:
      return std::string(
                 task.ner ? "Bacteria and Habitat entities paired with the gold by boundary "
                            "Jaccard × category similarity (Wang on OntoBiotope, taxa), scored by "
                            "slot error rate. "
                          : "The categories of the given Bacteria and Habitat entities: mean Wang "
                            "similarity of habitat concepts and agreement of taxa. ") +
             kTaxonSets;
    case Kind::event:
      return task.ner
                 ? "Lives_In relations between predicted entities, paired by the boundary "
                   "Jaccard of their arguments (Equiv sets count as one), scored by F1 and SER."
                 : "Lives_In relations between the given entities (Equiv sets count as one), "
                   "scored by F1.";
    default:
      return "The (taxon, habitat concept) associations of the Lives_In relations over the corpus, "
             "each predicted one assigned to its closest gold one: mean similarity per gold "
             "association.";
  }
}

std::vector<NamedText> named_texts(Evaluation& evaluation, const char* role) {
  std::vector<NamedText> out;
  const auto files = evaluation.inputs.find(role);
  if (files == evaluation.inputs.end()) return out;
  for (const InputFile& file : files->second) {
    // A document without annotations has an empty .a1 or .a2.
    out.push_back({file.name, evaluation.text(role, file, Emptiness::allowed)});
  }
  return out;
}

// The single file of an optional role, read by `read`; nothing when the role is absent.
template <typename Read>
auto optional_input(Evaluation& evaluation, const char* role, Read read)
    -> std::optional<decltype(read(std::declval<TextInput>(), evaluation.diagnostics()))> {
  if (!evaluation.has(role)) return std::nullopt;
  // A list may be empty (the official new-in-test list is); the ontology may not.
  const Emptiness empty =
      std::string_view(role) == "ontology" ? Emptiness::rejected : Emptiness::allowed;
  return read(evaluation.single(role, empty).text, evaluation.diagnostics());
}

// The optional lists given, each read once.
Resources read_lists(Evaluation& evaluation) {
  Resources r;
  r.species = optional_input(evaluation, "species", read_species);
  r.human_habitats = optional_input(evaluation, "human_habitats", read_concept_map);
  r.food_habitats = optional_input(evaluation, "food_habitats", read_concept_list);
  r.new_in_dev_habitats = optional_input(evaluation, "new_in_dev_habitats", read_concept_list);
  r.new_in_test_habitats = optional_input(evaluation, "new_in_test_habitats", read_concept_list);
  r.sentences = optional_input(evaluation, "sentences", read_sentences);
  return r;
}

// The documents the submission is read against: the gold's, or in a check without the gold the
// released input's (.txt and .a1; an .a2 there is left out with a note). A gold given beside
// the input is read and the input not.
std::vector<Document> read_reference(Evaluation& evaluation) {
  Diagnostics& diagnostics = evaluation.diagnostics();
  if (!evaluation.against_input()) {
    if (evaluation.has("input")) {
      evaluation.result.note("input-unread",
                             "the gold was given: the submission is checked against it, and the "
                             "released input is not read");
    }
    return read_gold_documents(named_texts(evaluation, "gold"), diagnostics);
  }
  ReleasedInput input = read_released_input(named_texts(evaluation, "input"), diagnostics);
  if (input.answer_files > 0) {
    evaluation.result.note(
        "input-answers-ignored",
        "the released input holds " + std::to_string(input.answer_files) +
            " .a2 file(s): a check against the released input reads the .txt and .a1 only "
            "(give these files as the gold to check the answers too)");
  }
  return std::move(input.documents);
}

// What the cautions about text-differs and file-ignored count over (the run's text-bound
// annotations, and its files), and the shift behind differing texts.
void find_cautions(Evaluation& evaluation, const std::vector<Document>& reference,
                   const std::map<std::string, Annotations>& predicted) {
  std::size_t entities = 0;
  for (const auto& [document, annotations] : predicted) entities += annotations.text_bounds.size();
  std::vector<std::pair<std::string_view, const Annotations*>> files;
  for (const Document& d : reference) {
    const auto p = predicted.find(d.id);
    if (p != predicted.end()) files.emplace_back(d.text, &p->second);
  }
  evaluation.cautions.items["entities"] = entities;
  evaluation.cautions.items["files"] = evaluation.inputs.at("run").size();
  if (const auto shift = text_shift_pattern(files)) {
    evaluation.cautions.patterns["text-differs"] = *shift;
  }
}

Rules rules_of(bool published) {
  return published ? published_rules() : official_rules();
}

bool published_profile(const Json& options) {
  return options.value("profile", std::string("official")) == "published";
}

// A submission read and paired once, under the chosen profile.
class Bb3Run : public ScoredRun {
 public:
  Bb3Run(const SubTask& task, std::unique_ptr<Corpus> corpus, bool published)
      : task_(task), published_(published), corpus_(std::move(corpus)) {
    const Rules rules = rules_of(published_);
    if (task_.kind == Kind::kb) {
      kb_ = kb_units(task_, *corpus_, rules, true);
    } else {
      matching_ = match(task_, *corpus_, rules, true);
    }
  }

  void report(Result& result) override {
    const ReportInputs in{task_, *corpus_, published_};
    if (kb_) {
      report_kb(in, *kb_, result);
    } else {
      report_pairing(in, matching_, result);
    }
  }

  std::shared_ptr<const RunUnits> units() const override {
    if (kb_) return kb_;
    return matching_.units;
  }

  std::unique_ptr<DocumentViews> views() const override {
    if (kb_) return kb_views(*corpus_, *kb_);
    return pairing_views(task_, *corpus_, rules_of(published_), matching_);
  }

 private:
  SubTask task_;
  bool published_;
  std::unique_ptr<Corpus> corpus_;     // what the matching, the units and the views refer to
  Matching matching_;                  // cat, cat+ner, event, event+ner
  std::shared_ptr<const KbUnits> kb_;  // kb, kb+ner
};

class Bb3Task : public DeclaredTask {
 public:
  explicit Bb3Task(SubTask subtask);
  double sniff(std::string_view role, const FileHead& file) const override {
    return file_fit(subtask_, role, file);
  }
  double sniff_group(std::string_view role, const std::vector<FileHead>& files) const override {
    return corpus_fit(subtask_, role, files);
  }
  std::unique_ptr<ScoredRun> read(Evaluation& evaluation) const override;
  // Units: the documents; for kb and kb+ner, the associations each document states
  // (docs/tasks/bb3.md, "Comparing runs").
  std::unique_ptr<UnitScorer> unit_scorer(const std::vector<std::shared_ptr<const RunUnits>>& runs,
                                          const Json& options) const override;

 private:
  // Reads and checks the inputs; the corpus to score, or nothing when scoring is not allowed.
  std::unique_ptr<Corpus> read_corpus(Evaluation& evaluation) const;
  SubTask subtask_;
};

Bb3Task::Bb3Task(SubTask subtask) : subtask_(subtask) {
  spec_.id = "bb3." + subtask.name();
  spec_.group_label = "BioNLP-ST BB3";
  spec_.title = title_of(subtask);
  spec_.summary = summary_of(subtask);
  spec_.reference = "the BioNLP-ST 2016 evaluator (Bibliome, Java): its task " +
                    std::string("BB-") + subtask.name() + ", with -alternate";
  spec_.profiles = {"official", "published"};
  spec_.roles = {
      {"gold", "bb3-standoff",
       "the gold: a ZIP or folder of <id>.txt, <id>.a1 and <id>.a2 (BioNLP-ST standoff)", true,
       true},
      {"run", "bb3-standoff",
       "the submission: a ZIP or folder of <id>.a2, one per gold document (empty for none)", true,
       true},
      {"input",
       "bb3-standoff",
       "the test set as released, to check a submission before the gold is out: a ZIP or folder "
       "of <id>.txt and <id>.a1 (any .a2 is left out)",
       false,
       true,
       {"input", "released", "test"},
       "gold"}};
  if (subtask.needs_ontology()) {
    spec_.roles.push_back({"ontology",
                           "obo",
                           "OntoBiotope as an OBO file (is_a edges), or 'child<TAB>parent' lines",
                           true,
                           false,
                           {"obo", "ontobiotope", "ontology", "parents"}});
  }
  for (const ResourceRole& r : resource_roles(subtask)) {
    spec_.roles.push_back({r.name, r.format, r.help, false, false, r.name_hints});
  }
  spec_.diagnostics = run_text_diagnostic_codes();
  for (const auto* codes : {&documents_diagnostic_codes(), &schema_diagnostic_codes(),
                            &ontology_diagnostic_codes(), &resources_diagnostic_codes()}) {
    spec_.diagnostics.insert(spec_.diagnostics.end(), codes->begin(), codes->end());
  }
  spec_.metrics = metric_specs(subtask);
  // The headline is the evaluator's first measure of its first scoring, the one it prints first:
  // cat precision, cat+ner SER, event and event+ner F1, kb and kb+ner mean_references.
  spec_.main_metric = spec_.metrics.front().name;
  spec_.checks = check_rules(subtask);
  // An entity is scored by its offsets: a text that differs says they miss what the system
  // found. A file of another extension is not read: its predictions are lost.
  spec_.costly_warnings = {
      {"text-differs", "run", "entities", "do not match the document text at their offsets"},
      {"file-ignored", "run", "files", "are not read (only .a2 files are)"}};
}

std::unique_ptr<Corpus> Bb3Task::read_corpus(Evaluation& evaluation) const {
  Diagnostics& diagnostics = evaluation.diagnostics();
  const bool released = evaluation.against_input();
  std::vector<Document> reference = read_reference(evaluation);
  std::map<std::string, Annotations> predicted =
      read_predictions(named_texts(evaluation, "run"), reference, diagnostics, released);
  find_cautions(evaluation, reference, predicted);
  auto corpus = std::make_unique<Corpus>();
  if (subtask_.needs_ontology()) {
    std::optional<Ontology> ontology = optional_input(evaluation, "ontology", read_ontology);
    // Referents are checked against an ontology that could be read.
    if (ontology && ontology->size() > 0) {
      corpus->ontology = std::make_shared<const Ontology>(std::move(*ontology));
    }
  }
  const Ontology* vocabulary = corpus->vocabulary();
  for (const Document& d : reference) {
    if (!released) {
      check_schema(subtask_, Origin::gold, d.given, d.reference, vocabulary, diagnostics);
    }
    const auto p = predicted.find(d.id);
    if (p != predicted.end()) {
      check_schema(subtask_, Origin::prediction, d.given, p->second, vocabulary, diagnostics);
    }
  }
  corpus->resources = read_lists(evaluation);
  if (!evaluation.may_score()) return nullptr;
  corpus->documents = scored_documents(subtask_, reference, predicted);
  index_concepts(corpus->documents, vocabulary);
  return corpus;
}

std::unique_ptr<ScoredRun> Bb3Task::read(Evaluation& evaluation) const {
  std::unique_ptr<Corpus> corpus = read_corpus(evaluation);
  if (!corpus) return nullptr;
  return std::make_unique<Bb3Run>(subtask_, std::move(corpus),
                                  published_profile(evaluation.options));
}

std::unique_ptr<UnitScorer> Bb3Task::unit_scorer(
    const std::vector<std::shared_ptr<const RunUnits>>& runs, const Json& options) const {
  if (subtask_.kind == Kind::kb) {
    auto kb = units_as<KbUnits>(runs);
    return kb.empty() ? nullptr : kb_document_scorer(std::move(kb));
  }
  auto pairing = units_as<PairingUnits>(runs);
  if (pairing.empty()) return nullptr;
  return document_scorer(subtask_, rules_of(published_profile(options)), std::move(pairing));
}

}  // namespace

std::vector<const Task*> tasks() {
  static const Bb3Task cat({Kind::cat, false}), cat_ner({Kind::cat, true}),
      event({Kind::event, false}), event_ner({Kind::event, true}), kb({Kind::kb, false}),
      kb_ner({Kind::kb, true});
  return {&cat, &cat_ner, &event, &event_ner, &kb, &kb_ner};
}

}  // namespace bioeval::bb3
