#include "tasks/bb3/bb3.hpp"

#include "tasks/bb3/bb3_task.hpp"

#include "framework/scratch_evaluation.hpp"
#include "io/fields.hpp"
#include "tasks/bb3/checks.hpp"
#include "tasks/bb3/metric_specs.hpp"
#include "tasks/bb3/read_corpus_files.hpp"
#include "tasks/bb3/read_resources.hpp"
#include "tasks/bb3/report.hpp"
#include "tasks/bb3/schema.hpp"
#include "tasks/bb3/sniff.hpp"
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

Resources read_resources(Evaluation& evaluation) {
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

}  // namespace

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
  spec_.checks = check_rules(subtask);
}

double Bb3Task::sniff(std::string_view role, const FileHead& file) const {
  return file_fit(subtask_, role, file);
}

double Bb3Task::sniff_group(std::string_view role, const std::vector<FileHead>& files) const {
  return corpus_fit(subtask_, role, files);
}

std::unique_ptr<Bb3Task::Corpus> Bb3Task::read_corpus(Evaluation& evaluation) const {
  Diagnostics& diagnostics = evaluation.diagnostics();
  const bool released = evaluation.against_input();
  std::vector<Document> reference = read_reference(evaluation);
  std::map<std::string, Annotations> predicted =
      read_predictions(named_texts(evaluation, "run"), reference, diagnostics, released);
  auto corpus = std::make_unique<Corpus>();
  if (subtask_.needs_ontology()) {
    corpus->ontology = optional_input(evaluation, "ontology", read_ontology);
  }
  // Referents are checked against an ontology that could be read.
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
  corpus->resources = read_resources(evaluation);
  if (!evaluation.may_score()) return nullptr;
  corpus->documents = scored_documents(subtask_, reference, predicted);
  index_concepts(corpus->documents, vocabulary);
  return corpus;
}

void Bb3Task::evaluate(Evaluation& evaluation) const {
  const std::unique_ptr<Corpus> corpus = read_corpus(evaluation);
  if (!corpus) return;
  report({subtask_, corpus->documents, corpus->vocabulary(), corpus->resources,
          evaluation.result.profile == "published"},
         evaluation.result);
}

std::unique_ptr<UnitScorer> Bb3Task::legacy_unit_scorer(const std::vector<Inputs>& submissions,
                                                        const Json& options) const {
  if (submissions.empty()) return nullptr;
  const bool published = options.value("profile", std::string("official")) == "published";
  if (subtask_.kind == Kind::kb) return kb_unit_scorer(submissions, options, published);
  std::vector<RunSums> runs;
  for (const Inputs& inputs : submissions) {
    ScratchEvaluation evaluation(spec(), inputs, options);
    const std::unique_ptr<Corpus> corpus = read_corpus(evaluation.get());
    if (!corpus) return nullptr;
    runs.push_back(run_sums(
        {subtask_, corpus->documents, corpus->vocabulary(), corpus->resources, published}));
  }
  return document_scorer(subtask_, published, std::move(runs));
}

std::unique_ptr<DocumentViews> Bb3Task::document_views(const Inputs& inputs,
                                                       const Json& options) const {
  // What the views read stays alive with them: the evaluation holds the inputs' decoded text,
  // the corpus the documents, the ontology and the lists.
  struct Read {
    std::unique_ptr<ScratchEvaluation> evaluation;
    std::unique_ptr<Corpus> corpus;
  };
  auto read = std::make_shared<Read>();
  read->evaluation = std::make_unique<ScratchEvaluation>(spec(), inputs, options);
  read->corpus = read_corpus(read->evaluation->get());
  read->evaluation->require_scorable();
  if (!read->corpus) return nullptr;
  const Corpus& corpus = *read->corpus;
  const bool published = options.value("profile", std::string("official")) == "published";
  return open_document_views(
      {subtask_, corpus.documents, corpus.vocabulary(), corpus.resources, published},
      std::move(read));
}

std::unique_ptr<UnitScorer> Bb3Task::kb_unit_scorer(const std::vector<Inputs>& submissions,
                                                    const Json& options, bool published) const {
  // Every run read at once: their knowledge bases share the numbering of associations.
  std::vector<std::unique_ptr<ScratchEvaluation>> evaluations;
  std::vector<std::unique_ptr<Corpus>> corpora;
  std::vector<ReportInputs> runs;
  for (const Inputs& inputs : submissions) {
    evaluations.push_back(std::make_unique<ScratchEvaluation>(spec(), inputs, options));
    corpora.push_back(read_corpus(evaluations.back()->get()));
    const Corpus* corpus = corpora.back().get();
    if (!corpus) return nullptr;
    runs.push_back(
        {subtask_, corpus->documents, corpus->vocabulary(), corpus->resources, published});
  }
  return kb_document_scorer(runs);
}

std::vector<const Task*> tasks() {
  static const Bb3Task cat({Kind::cat, false}), cat_ner({Kind::cat, true}),
      event({Kind::event, false}), event_ner({Kind::event, true}), kb({Kind::kb, false}),
      kb_ner({Kind::kb, true});
  return {&cat, &cat_ner, &event, &event_ner, &kb, &kb_ner};
}

}  // namespace bioeval::bb3
