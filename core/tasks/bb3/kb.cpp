#include "tasks/bb3/kb.hpp"

#include <set>

namespace bioeval::bb3 {
namespace {

std::vector<std::string> capped(const std::vector<std::string>& taxa,
                                const std::map<std::string, std::string>* species) {
  return view_referents(taxa, ReferentView{species, nullptr});
}

// An entity's referents: its own side's, or both sides' for a given entity when merged.
template <typename Field>
std::vector<std::string> referents(const ScoredDocument& d, bool gold, std::size_t entity,
                                   bool merged, Field field) {
  const Entity& own = (gold ? d.gold : d.prediction).entities[entity];
  std::vector<std::string> out = own.*field;
  if (merged && own.given) {
    const Entity& other = (gold ? d.prediction : d.gold).entities[entity];
    out.insert(out.end(), (other.*field).begin(), (other.*field).end());
  }
  return out;
}

}  // namespace

std::vector<Association> knowledge_base(const std::vector<ScoredDocument>& documents, bool gold,
                                        bool merged,
                                        const std::map<std::string, std::string>* species) {
  std::vector<Association> out;
  std::set<std::pair<std::string, std::string>> seen;
  for (const ScoredDocument& d : documents) {
    for (const LivesIn& r : (gold ? d.gold : d.prediction).relations) {
      const auto taxa = capped(referents(d, gold, r.bacteria, merged, &Entity::taxa), species);
      const auto concepts = referents(d, gold, r.location, merged, &Entity::concepts);
      for (const std::string& taxon : taxa) {
        for (const std::string& concept_id : concepts) {
          if (seen.insert({taxon, concept_id}).second) out.push_back({taxon, concept_id});
        }
      }
    }
  }
  return out;
}

KbScore score_knowledge_bases(std::vector<Association> gold, std::vector<Association> predicted,
                              EntitySimilarity& similarity) {
  KbScore score{std::move(gold), std::move(predicted), {}, std::nullopt, 0};
  std::vector<double> sum(score.gold.size(), 0.0);
  std::vector<std::size_t> count(score.gold.size(), 0);
  for (std::size_t p = 0; p < score.predicted.size(); ++p) {
    KbAssignment assignment{p, std::nullopt, 0};
    for (std::size_t g = 0; g < score.gold.size(); ++g) {
      // Wang first, the taxon only when the concepts are similar at all (the evaluator's order).
      double s =
          similarity.concept_similarity(score.gold[g].concept_id, score.predicted[p].concept_id);
      if (s > 0 && score.gold[g].taxon != score.predicted[p].taxon) s = 0;
      if (s > 0 && s > assignment.similarity) assignment = {p, g, s};
    }
    if (assignment.gold) {
      sum[*assignment.gold] += assignment.similarity;
      ++count[*assignment.gold];
    }
    score.assignments.push_back(assignment);
  }
  if (!score.gold.empty()) {
    double total = 0;
    for (std::size_t g = 0; g < score.gold.size(); ++g) {
      total += count[g] ? sum[g] / static_cast<double>(count[g]) : 0.0;
      score.false_negatives += count[g] == 0;
    }
    score.mean_references = total / static_cast<double>(score.gold.size());
  }
  return score;
}

KbScore add_kb_metrics(Context& c, bool ner, Result& result) {
  const bool merged = c.rules.kb_merged && !ner;
  const auto add = [&](const std::string& prefix, const KbScore& score, bool defined) {
    result.metric(prefix + "standard_scoring.mean_references",
                  defined ? score.mean_references : std::nullopt);
    result.metric(prefix + "standard_scoring.predictions",
                  defined ? std::optional<double>(static_cast<double>(score.predicted.size()))
                          : std::nullopt);
    result.metric(
        prefix + "standard_scoring.false_negatives",
        defined ? std::optional<double>(static_cast<double>(score.false_negatives)) : std::nullopt);
  };
  KbScore standard =
      score_knowledge_bases(knowledge_base(c.documents, true, merged, nullptr),
                            knowledge_base(c.documents, false, merged, nullptr), c.similarity);
  add("", standard, true);
  const auto* species = c.resources.species ? &*c.resources.species : nullptr;
  const KbScore capped_score =
      species
          ? score_knowledge_bases(knowledge_base(c.documents, true, merged, species),
                                  knowledge_base(c.documents, false, merged, species), c.similarity)
          : KbScore{};
  add("cap_to_species.", capped_score, species != nullptr);
  return standard;
}

}  // namespace bioeval::bb3
