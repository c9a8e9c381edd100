// Pairing Lives_In relations when the gold has Equiv sets (spec/bb3.md, "Pairing and measures"):
// predictions equivalent to one gold relation are credited once, the best of them as its pair,
// the others neither matches nor insertions.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "tasks/bb3/pairing.hpp"

namespace bioeval::bb3 {

// A gold relation as the Equiv rules see it.
struct GoldRelationGroup {
  std::string id;
  // How many predictions the relation can absorb: the combinations of equivalent arguments it
  // stands for; 1 with no Equiv on either argument.
  std::size_t slots = 1;
  bool saturated = false;  // an argument has equivalents
};

// The groups of the official evaluator: |EB| = |EL| = 1 is unsaturated; otherwise 1 + (|EB| − 1)
// · |EL| slots (its copies only vary the Bacteria), or all |EB| · |EL| combinations.
GoldRelationGroup relation_group(const std::string& id, std::size_t bacteria_equivalents,
                                 std::size_t location_equivalents, bool official);

// Pairs one document's gold relations (with their groups) and predicted relations (with their
// ids) by `similarity`, greedily or optimally. With `id_collision` (the official evaluator), a
// prediction whose id is that of a saturated gold relation is dropped wherever it was paired (and
// so is the gold relation it was paired with), unless it is the best of its own group.
void pair_relations(std::size_t document, const std::vector<GoldRelationGroup>& gold,
                    const std::vector<std::string>& predicted_ids, const ItemSimilarity& similarity,
                    bool greedy, bool id_collision, PairList& out);

}  // namespace bioeval::bb3
