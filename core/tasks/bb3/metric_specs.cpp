#include "tasks/bb3/metric_specs.hpp"

#include <map>

#include "tasks/bb3/evaluations.hpp"

namespace bioeval::bb3 {
namespace {

std::string measure_definition(Measure measure) {
  switch (measure) {
    case Measure::precision:
      return "matches / predictions";
    case Measure::recall:
      return "matches / references";
    case Measure::f1:
      return "2PR / (P + R)";
    case Measure::ser:
      return "slot error rate (mismatches + insertions + deletions) / references";
    case Measure::iser:
      return "1 / (1 + SER)";
    case Measure::matches:
      return "Σ similarity of the pairs";
    case Measure::mismatches:
      return "Σ (1 − similarity) of the pairs: the substitutions";
    case Measure::insertions:
      return "predictions left unpaired";
    case Measure::deletions:
      return "gold items left unpaired";
    case Measure::predictions:
      return "predicted items";
    case Measure::references:
      return "gold items";
    case Measure::mean_references:
      return "mean over gold associations of the mean similarity of the predictions assigned to "
             "each (0 for none)";
    case Measure::false_negatives:
      return "gold associations no prediction is assigned to";
    default:
      return "Σ similarity / (pairs + insertions + deletions)";
  }
}

// Which way a measure gets better: the SER and its error terms (substitutions, insertions,
// deletions) lower; the shares of matches higher; the sizes and sums of a pairing neither.
Better measure_better(Measure measure) {
  switch (measure) {
    case Measure::precision:
    case Measure::recall:
    case Measure::f1:
    case Measure::iser:
    case Measure::mean_references:
    case Measure::mean_similarity:
      return Better::higher;
    case Measure::ser:
    case Measure::mismatches:
    case Measure::insertions:
    case Measure::deletions:
      return Better::lower;
    default:
      return Better::neither;  // matches, predictions, references, false_negatives
  }
}

// What each scoring keeps or how it measures, by its name.
std::string scoring_definition(const std::string& name) {
  static const std::map<std::string, std::string> about = {
      {"main_scoring", "every given Bacteria and Habitat entity"},
      {"standard_scoring", "every pair"},
      {"habitats_only", "Habitat entities"},
      {"habitats_exact",
       "Habitat entities, concept sets compared as ids (the profile's taxon-set formula) instead "
       "of Wang similarity"},
      {"habitats_only_cap_to_human",
       "Habitat entities, the concepts of the human_habitats list read as OBT:001804 (human)"},
      {"habitats_only_food_only",
       "Habitat entities with a concept of the food_habitats list, compared on those concepts"},
      {"habitats_only_new_in_dev",
       "Habitat entities with a concept of the new_in_dev_habitats list, compared on those"},
      {"habitats_only_new_in_test",
       "Habitat entities with a concept of the new_in_test_habitats list, compared on those"},
      {"habitats_only_unique_form_normalization",
       "the first gold Habitat of each (surface form, concept) in the corpus"},
      {"bacteria_only", "Bacteria entities"},
      {"bacteria_only_cap_to_species", "Bacteria entities, taxa capped to species (species list)"},
      {"multiple_normalizations", "entities with two or more taxa or concepts, gold or predicted"},
      {"multiple_normalizations_habitats", "Habitat entities with two or more concepts"},
      {"multiple_normalizations_bacteria", "Bacteria entities with two or more taxa"},
      {"ignore_boundaries", "the same pairs measured by their category similarity alone"},
      {"ignore_boundaries_habitats", "Habitat pairs measured by Wang similarity alone"},
      {"ignore_boundaries_bacteria", "Bacteria pairs measured by their taxa alone"},
      {"boundaries_scoring", "entities paired by boundary Jaccard alone, types ignored"},
      {"habitats_boundaries_only", "the boundary pairing, Habitat entities"},
      {"bacteria_boundaries_only", "the boundary pairing, Bacteria entities"},
      {"lives_in", "every Lives_In relation"},
      {"lives_in_habitat", "Lives_In relations with a Habitat location"},
      {"lives_in_geographical", "Lives_In relations with a Geographical location"},
      {"lives_in_inside_sentences",
       "Lives_In relations whose arguments lie in one sentence (sentences list)"},
      {"lives_in_ignore_boundaries", "every pair of relations counted as a match"},
      {"lives_in_habitat_ignore_boundaries", "Habitat locations, every pair counted as a match"},
      {"lives_in_geographical_ignore_boundaries",
       "Geographical locations, every pair counted as a match"}};
  const auto found = about.find(name);
  return found == about.end() ? name : found->second;
}

// The evaluations after the first pair again; the boundaries pairing says so in its scorings.
std::string evaluation_definition(const std::string& name) {
  return name == "cap_to_species" ? "Bacteria paired again with taxa capped to species; " : "";
}

}  // namespace

std::vector<MetricSpec> metric_specs(const SubTask& task) {
  std::vector<MetricSpec> out;
  if (task.kind == Kind::kb) {
    for (const char* prefix : {"", "cap_to_species."}) {
      const std::string about = *prefix ? "taxa capped to species (species list): " : "";
      for (Measure m : {Measure::mean_references, Measure::predictions, Measure::false_negatives}) {
        out.push_back(
            {std::string(prefix) + "standard_scoring." + measure_name(m),
             about + measure_definition(m) + (m == Measure::predictions ? " (associations)" : ""),
             measure_better(m)});
      }
    }
    return out;
  }
  // The scorings are those of an empty corpus: their names and measures do not depend on it.
  const std::vector<ScoredDocument> none;
  const Rules rules = official_rules();
  const Resources resources;
  EntitySimilarity similarity(rules, nullptr);
  Context context{none, rules, nullptr, resources, similarity};
  const std::vector<PairingEvaluation> evaluations = evaluations_of(task, context);
  for (const PairingEvaluation& e : evaluations) {
    for (const Scoring& s : e.scorings) {
      for (Measure m : s.measures) {
        out.push_back({metric_name(e, s, m),
                       measure_definition(m) + "; " + evaluation_definition(e.name) +
                           scoring_definition(s.name),
                       measure_better(m)});
      }
    }
  }
  return out;
}

}  // namespace bioeval::bb3
