// The similarities BB3 pairs and scores entities with (docs/tasks/bb3.md, "Similarities"):
// boundaries, taxa, habitat concepts and the category of an entity, under the rules of a profile.
#pragma once

#include <map>
#include <set>
#include <string>

#include "metrics/wang_similarity.hpp"
#include "tasks/bb3/corpus.hpp"
#include "tasks/bb3/read_ontology.hpp"
#include "tasks/bb3/rules.hpp"

namespace bioeval::bb3 {

// How referents are read before comparing them: each replaced through `map` when listed there
// (cap to species, cap to human), then kept only when listed in `keep` (food only, new in dev).
struct ReferentView {
  const std::map<std::string, std::string>* map = nullptr;
  const std::set<std::string>* keep = nullptr;
};

// The distinct referents of a list as `view` reads them, in their first order.
std::vector<std::string> view_referents(const std::vector<std::string_view>& referents,
                                        const ReferentView& view);

class EntitySimilarity {
 public:
  // `ontology` must outlive this object (it may be null when no habitat is compared).
  EntitySimilarity(const Rules& rules, const Ontology* ontology);

  // J of the two entities' fragments: the evaluator's walk or the exact value.
  double boundaries(const Entity& gold, const Entity& predicted) const;
  // The taxon sets: official |R∩P| / (|R| + |R\P|) or the Jaccard of sets; NaN when the gold has
  // none (0/0 in the evaluator), 0 when the prediction has none.
  double taxa(const Entity& gold, const Entity& predicted, const ReferentView& view = {}) const;
  // Wang similarity of the concept sets; NaN when neither has a concept, 0 when one has none.
  double habitat(const Entity& gold, const Entity& predicted, const ReferentView& view = {});
  // Wang similarity of two concepts by id; 0 when either is not in the ontology.
  double concept_similarity(const std::string& gold, const std::string& predicted);
  // The concept sets compared as ids (habitats exact), with the rule of the taxon sets.
  double habitat_exact(const Entity& gold, const Entity& predicted) const;
  // 0 across types; Wang for habitats, taxa for bacteria; 1 for other types.
  double category(const Entity& gold, const Entity& predicted);
  // Starts afresh where the evaluator builds a new similarity: for each pairing, and for each
  // scoring that names its own. Until then a pair of concepts answers both directions alike.
  void start_new_cache() { wang_.start_new_cache(); }

 private:
  std::vector<ConceptIndex> indices_of(const std::vector<std::string>& ids) const;

  Rules rules_;
  const Ontology* ontology_;
  JavaSummationOrder order_;  // before wang_, which points to it
  WangSimilarity wang_;
};

}  // namespace bioeval::bb3
