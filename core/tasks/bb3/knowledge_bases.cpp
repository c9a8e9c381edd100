#include "tasks/bb3/knowledge_bases.hpp"

#include <set>

#include "tasks/bb3/java_hash_order.hpp"
#include "tasks/bb3/similarities.hpp"

namespace bioeval::bb3 {
namespace {

// An entity's referents: its own side's, or both sides' for a given entity when merged.
template <typename Field>
std::vector<std::string_view> referents(const ScoredDocument& d, bool gold, std::size_t entity,
                                        bool merged, Field field) {
  const Entity& own = (gold ? d.gold : d.prediction).entities[entity];
  std::vector<std::string_view> out = own.*field;
  if (merged && own.given) {
    const Entity& other = (gold ? d.prediction : d.gold).entities[entity];
    out.insert(out.end(), (other.*field).begin(), (other.*field).end());
  }
  return out;
}

// The distinct referents in the order they are walked: as listed, or in the order of the
// evaluator's HashSet of them.
std::vector<std::string> walked(const std::vector<std::string_view>& referents, bool java_order) {
  std::vector<std::string> distinct = view_referents(referents, {});
  return java_order ? in_java_hash_order(std::move(distinct)) : distinct;
}

// KBLivesIn.hashCode: 31·(31 + taxon.hashCode()) + concept.hashCode(), in 32-bit arithmetic.
std::int32_t association_hash(const Association& a) {
  const auto taxon = static_cast<std::uint32_t>(java_string_hash(a.taxon));
  const auto concept_id = static_cast<std::uint32_t>(java_string_hash(a.concept_id));
  return static_cast<std::int32_t>(31u * (31u + taxon) + concept_id);
}

// The associations of a knowledge base in the order it is walked: of insertion, or of the
// evaluator's HashMap of them.
std::vector<Association> walked(std::vector<Association> kb, bool java_order) {
  if (!java_order) return kb;
  std::vector<std::int32_t> hashes;
  for (const Association& a : kb) hashes.push_back(association_hash(a));
  std::vector<Association> out;
  for (std::size_t i : java_hash_map_order(hashes)) out.push_back(std::move(kb[i]));
  return out;
}

using Seen = std::set<std::pair<std::string, std::string>>;

// Appends `a` unless already there.
void add_once(Association a, Seen& seen, std::vector<Association>& kb) {
  if (seen.insert({a.taxon, a.concept_id}).second) kb.push_back(std::move(a));
}

// Appends the associations of a document's relations not yet in `kb`: each taxon of the
// Bacteria with each concept of the Location, relations in file order.
void add_document(const ScoredDocument& d, bool gold, bool merged, bool java_order, Seen& seen,
                  std::vector<Association>& kb) {
  for (const LivesIn& r : (gold ? d.gold : d.prediction).relations) {
    const auto taxa = walked(referents(d, gold, r.bacteria, merged, &Entity::taxa), java_order);
    const auto concepts =
        walked(referents(d, gold, r.location, merged, &Entity::concepts), java_order);
    for (const std::string& taxon : taxa) {
      for (const std::string& concept_id : concepts) add_once({taxon, concept_id}, seen, kb);
    }
  }
}

// The knowledge base capped to species: its associations in its order, each taxon mapped,
// deduplicated.
std::vector<Association> capped_to_species(const std::vector<Association>& kb,
                                           const std::map<std::string, std::string>& species) {
  std::vector<Association> capped;
  Seen seen;
  for (const Association& a : kb) {
    const auto mapped = species.find(a.taxon);
    add_once({mapped == species.end() ? a.taxon : mapped->second, a.concept_id}, seen, capped);
  }
  return capped;
}

}  // namespace

std::vector<Association> knowledge_base(const std::vector<ScoredDocument>& documents, bool gold,
                                        bool merged, bool java_order,
                                        const std::map<std::string, std::string>* species) {
  std::vector<Association> kb;
  Seen seen;
  for (const ScoredDocument& d : documents) add_document(d, gold, merged, java_order, seen, kb);
  kb = walked(std::move(kb), java_order);
  if (!species) return kb;
  return walked(capped_to_species(kb, *species), java_order);
}

std::vector<Association> document_associations(const ScoredDocument& document, bool gold,
                                               bool merged,
                                               const std::map<std::string, std::string>* species) {
  std::vector<Association> kb;
  Seen seen;
  add_document(document, gold, merged, false, seen, kb);
  return species ? capped_to_species(kb, *species) : kb;
}

}  // namespace bioeval::bb3
