#include "tasks/bb3/similarities.hpp"

#include <algorithm>
#include <limits>

#include "metrics/boundary_jaccard.hpp"
#include "metrics/taxon_similarity.hpp"
#include "tasks/bb3/java_hash_order.hpp"

namespace bioeval::bb3 {
namespace {

constexpr double kUndefined = std::numeric_limits<double>::quiet_NaN();

const ParentLists& parents_of(const Ontology* ontology) {
  static const ParentLists none;
  return ontology ? ontology->parents : none;
}

double set_similarity(const std::vector<std::string>& r, const std::vector<std::string>& p,
                      bool official) {
  if (r.empty()) return kUndefined;
  return official ? taxon_set_official(r, p) : taxon_set_jaccard(r, p);
}

bool first_of_its_value(const std::vector<std::string_view>& list, std::size_t i) {
  return std::find(list.begin(), list.begin() + static_cast<std::ptrdiff_t>(i), list[i]) ==
         list.begin() + static_cast<std::ptrdiff_t>(i);
}

// set_similarity of the distinct referents of two lists read as they are, without copying them.
double set_similarity_as_listed(const std::vector<std::string_view>& r,
                                const std::vector<std::string_view>& p, bool official) {
  std::size_t references = 0, predictions = 0, shared = 0;
  for (std::size_t i = 0; i < r.size(); ++i) {
    if (!first_of_its_value(r, i)) continue;
    ++references;
    shared += std::find(p.begin(), p.end(), r[i]) != p.end();
  }
  if (references == 0) return kUndefined;
  for (std::size_t i = 0; i < p.size(); ++i) predictions += first_of_its_value(p, i);
  if (official) {
    const double denominator = static_cast<double>(references + (references - shared));
    return static_cast<double>(shared) / denominator;
  }
  const std::size_t either = references + predictions - shared;
  return static_cast<double>(shared) / static_cast<double>(either);
}

}  // namespace

std::vector<std::string> view_referents(const std::vector<std::string_view>& referents,
                                        const ReferentView& view) {
  std::vector<std::string> out;
  for (const std::string_view referent : referents) {
    std::string value(referent);
    if (view.map) {
      const auto mapped = view.map->find(value);
      if (mapped != view.map->end()) value = mapped->second;
    }
    if (view.keep && !view.keep->count(value)) continue;
    if (std::find(out.begin(), out.end(), value) == out.end()) out.push_back(std::move(value));
  }
  return out;
}

EntitySimilarity::EntitySimilarity(const Rules& rules, const Ontology* ontology)
    : rules_(rules),
      ontology_(ontology),
      order_(ontology ? java_summation_order(*ontology) : JavaSummationOrder{}),
      wang_(parents_of(ontology), wang_is_a_weight, &order_) {
  wang_.identity_through_sums(rules.wang_identity_by_sums);
}

double EntitySimilarity::boundaries(const Entity& gold, const Entity& predicted) const {
  return rules_.jaccard_walk ? boundary_jaccard_official(gold.fragments, predicted.fragments)
                             : boundary_jaccard(gold.fragments, predicted.fragments);
}

double EntitySimilarity::taxa(const Entity& gold, const Entity& predicted,
                              const ReferentView& view) const {
  if (!view.map && !view.keep) {
    return set_similarity_as_listed(gold.taxa, predicted.taxa, rules_.taxa_official);
  }
  return set_similarity(view_referents(gold.taxa, view), view_referents(predicted.taxa, view),
                        rules_.taxa_official);
}

std::vector<ConceptIndex> EntitySimilarity::indices_of(const std::vector<std::string>& ids) const {
  std::vector<ConceptIndex> out;
  for (const std::string& id : ids) out.push_back(ontology_ ? ontology_->find(id) : std::nullopt);
  return out;
}

double EntitySimilarity::habitat(const Entity& gold, const Entity& predicted,
                                 const ReferentView& view) {
  if (!view.map && !view.keep) {
    const auto& r = gold.concept_indices;
    const auto& p = predicted.concept_indices;
    if (r.empty() && p.empty()) return kUndefined;
    return wang_.sets(r, p);
  }
  // Each side's distinct referents, as read through the view, in the evaluator's HashSet order.
  const auto r = in_java_hash_order(view_referents(gold.concepts, view));
  const auto p = in_java_hash_order(view_referents(predicted.concepts, view));
  if (r.empty() && p.empty()) return kUndefined;
  return wang_.sets(indices_of(r), indices_of(p));
}

double EntitySimilarity::concept_similarity(const std::string& gold, const std::string& predicted) {
  if (!ontology_) return 0;
  return wang_.concepts(ontology_->find(gold), ontology_->find(predicted));
}

double EntitySimilarity::habitat_exact(const Entity& gold, const Entity& predicted) const {
  return set_similarity_as_listed(gold.concepts, predicted.concepts, rules_.taxa_official);
}

double EntitySimilarity::category(const Entity& gold, const Entity& predicted) {
  if (gold.type != predicted.type) return 0;
  if (gold.type == "Habitat") return habitat(gold, predicted);
  if (gold.type == "Bacteria") return taxa(gold, predicted);
  return 1;
}

}  // namespace bioeval::bb3
