// Pairing Lives_In relations when the gold has Equiv sets (docs/tasks/bb3.md, "Equiv"):
// predictions equivalent to one gold relation are credited once, the others neither matches nor
// insertions.
#pragma once

#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "tasks/bb3/pairing.hpp"

namespace bioeval::bb3 {

// A gold relation as the official evaluator's Equiv rules see it.
struct GoldRelationGroup {
  std::string id;
  // How many predictions the relation can absorb; 1 with no Equiv on either argument.
  std::size_t slots = 1;
  bool saturated = false;  // an argument has equivalents
};

// The groups of the official evaluator: |EB| = |EL| = 1 is unsaturated; otherwise
// 1 + (|EB| − 1) · |EL| slots (its copies only vary the Bacteria).
GoldRelationGroup relation_group(const std::string& id, std::size_t bacteria_equivalents,
                                 std::size_t location_equivalents);

// The official evaluator's pairing: one document's gold relations (with their groups) and
// predicted relations (with their ids) paired by `similarity`, greedily or optimally, each gold
// relation taking as many predictions as it has slots and crediting the best. A prediction whose
// id is that of a saturated gold relation is dropped wherever it was paired (and so is the gold
// relation it was paired with), unless it is the best of its own group.
void pair_relation_groups(std::size_t document, const std::vector<GoldRelationGroup>& gold,
                          const std::vector<std::string>& predicted_ids,
                          const ItemSimilarity& similarity, bool greedy, PairList& out);

// A combination of Equiv members, as gold entity indices: (Bacteria, Location).
using Combination = std::pair<std::size_t, std::size_t>;

// combinations(gold, prediction): the combinations of the gold relation's Equiv members that the
// prediction's arguments match exactly (similarity 1 each); empty when it does not match.
using MatchedCombinations = std::function<std::vector<Combination>(std::size_t, std::size_t)>;

// Which entries of `pairs` (one document's one-to-one pairing) are extras: predictions left alone
// that match a gold relation, itself matched by its credited prediction, through a combination
// that neither the credited prediction nor an earlier extra of it matches through (an exact
// duplicate repeats a combination and stays an insertion). The first such gold relation, in
// index order, takes each extra.
std::vector<bool> equivalent_extras(const PairList& pairs, std::size_t gold_count,
                                    const MatchedCombinations& combinations);

// The published pairing: gold and predicted relations paired one-to-one by `similarity`
// (greedily or optimally), then the extras left out: neither matches nor insertions.
void pair_relations_one_to_one(std::size_t document, std::size_t gold_count,
                               std::size_t predicted_count, const ItemSimilarity& similarity,
                               const MatchedCombinations& combinations, bool greedy, PairList& out);

}  // namespace bioeval::bb3
