#include "tasks/bb3/event_pairing.hpp"

#include <algorithm>
#include <optional>
#include <set>

namespace bioeval::bb3 {
namespace {

// Whether `combinations` holds one that `taken` does not: a way of matching not used yet.
bool has_new_combination(const std::vector<Combination>& combinations,
                         const std::set<Combination>& taken) {
  return std::any_of(combinations.begin(), combinations.end(),
                     [&taken](const Combination& c) { return taken.count(c) == 0; });
}

}  // namespace

GoldRelationGroup relation_group(const std::string& id, std::size_t bacteria_equivalents,
                                 std::size_t location_equivalents) {
  GoldRelationGroup group{id, 1, bacteria_equivalents > 1 || location_equivalents > 1};
  if (group.saturated) group.slots = 1 + (bacteria_equivalents - 1) * location_equivalents;
  return group;
}

void pair_relation_groups(std::size_t document, const std::vector<GoldRelationGroup>& gold,
                          const std::vector<std::string>& predicted_ids,
                          const ItemSimilarity& similarity, bool greedy, PairList& out) {
  // One row per slot: a gold relation and its copies score alike.
  std::vector<std::size_t> rows;
  std::set<std::string> saturated_ids;
  for (std::size_t g = 0; g < gold.size(); ++g) {
    rows.insert(rows.end(), gold[g].slots, g);
    if (gold[g].saturated) saturated_ids.insert(gold[g].id);
  }
  std::vector<std::size_t> predicted(predicted_ids.size());
  for (std::size_t p = 0; p < predicted.size(); ++p) predicted[p] = p;
  std::vector<std::size_t> row_indices(rows.size());
  for (std::size_t r = 0; r < rows.size(); ++r) row_indices[r] = r;
  PairList slots;
  pair_items(
      document, row_indices, predicted,
      [&](std::size_t row, std::size_t p) { return similarity(rows[row], p); }, greedy, slots);

  // The best prediction of each saturated relation (first slot on ties).
  std::vector<const Pair*> best(gold.size(), nullptr);
  for (const Pair& pair : slots) {
    if (!pair.gold || !pair.prediction) continue;
    const std::size_t g = rows[*pair.gold];
    if (gold[g].saturated && (!best[g] || pair.similarity > best[g]->similarity)) best[g] = &pair;
  }
  const auto collides = [&](const Pair& pair) {
    return pair.prediction && saturated_ids.count(predicted_ids[*pair.prediction]);
  };
  for (const Pair& pair : slots) {
    if (pair.gold && gold[rows[*pair.gold]].saturated) continue;
    if (collides(pair)) continue;
    out.push_back({document,
                   pair.gold ? std::optional<std::size_t>(rows[*pair.gold]) : std::nullopt,
                   pair.prediction, pair.similarity});
  }
  for (std::size_t g = 0; g < gold.size(); ++g) {
    if (!gold[g].saturated) continue;
    if (best[g]) {
      out.push_back({document, g, best[g]->prediction, best[g]->similarity});
    } else {
      out.push_back({document, g, std::nullopt, 0});
    }
  }
}

std::vector<bool> equivalent_extras(const PairList& pairs, std::size_t gold_count,
                                    const MatchedCombinations& combinations) {
  // Per gold relation its credited prediction matches, the combinations taken so far.
  std::vector<std::optional<std::set<Combination>>> taken(gold_count);
  for (const Pair& pair : pairs) {
    if (!pair.gold || !pair.prediction) continue;
    const std::vector<Combination> credited = combinations(*pair.gold, *pair.prediction);
    if (!credited.empty()) taken[*pair.gold].emplace(credited.begin(), credited.end());
  }
  std::vector<bool> extra(pairs.size(), false);
  for (std::size_t i = 0; i < pairs.size(); ++i) {
    if (pairs[i].gold || !pairs[i].prediction) continue;
    for (std::size_t g = 0; g < gold_count && !extra[i]; ++g) {
      if (!taken[g]) continue;
      const std::vector<Combination> matched = combinations(g, *pairs[i].prediction);
      if (!has_new_combination(matched, *taken[g])) continue;
      taken[g]->insert(matched.begin(), matched.end());
      extra[i] = true;
    }
  }
  return extra;
}

void pair_relations_one_to_one(std::size_t document, std::size_t gold_count,
                               std::size_t predicted_count, const ItemSimilarity& similarity,
                               const MatchedCombinations& combinations, bool greedy,
                               PairList& out) {
  std::vector<std::size_t> gold(gold_count), predicted(predicted_count);
  for (std::size_t g = 0; g < gold_count; ++g) gold[g] = g;
  for (std::size_t p = 0; p < predicted_count; ++p) predicted[p] = p;
  PairList pairs;
  pair_items(document, gold, predicted, similarity, greedy, pairs);
  const std::vector<bool> extra = equivalent_extras(pairs, gold_count, combinations);
  for (std::size_t i = 0; i < pairs.size(); ++i) {
    if (!extra[i]) out.push_back(pairs[i]);
  }
}

}  // namespace bioeval::bb3
