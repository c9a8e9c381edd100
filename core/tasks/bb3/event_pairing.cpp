#include "tasks/bb3/event_pairing.hpp"

#include <set>

namespace bioeval::bb3 {

GoldRelationGroup relation_group(const std::string& id, std::size_t bacteria_equivalents,
                                 std::size_t location_equivalents, bool official) {
  GoldRelationGroup group{id, 1, bacteria_equivalents > 1 || location_equivalents > 1};
  if (!group.saturated) return group;
  group.slots = official ? 1 + (bacteria_equivalents - 1) * location_equivalents
                         : bacteria_equivalents * location_equivalents;
  return group;
}

void pair_relations(std::size_t document, const std::vector<GoldRelationGroup>& gold,
                    const std::vector<std::string>& predicted_ids, const ItemSimilarity& similarity,
                    bool greedy, bool id_collision, PairList& out) {
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
    return id_collision && pair.prediction && saturated_ids.count(predicted_ids[*pair.prediction]);
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

}  // namespace bioeval::bb3
