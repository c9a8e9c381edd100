// INT and IPT runs as units: the gold's articles, each with what it contributes to one run's
// scores, matched once when the run is read (bc25_items.cpp); the sums of any multiset of them
// give its metrics (metrics_items.hpp), for the result and for a comparison
// (core/host/compare.hpp).
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <vector>

#include "base/json.hpp"
#include "framework/scored_run.hpp"
#include "framework/unit_scorer.hpp"
#include "tasks/bc25/metrics_items.hpp"
#include "tasks/bc25/read_items.hpp"

namespace bioeval::bc25 {

// The options that decide which articles are scored and how far down their lists.
struct ItemSettings {
  std::uint64_t cutoff = 0;    // the first k hits of each list; 0: all
  bool all_documents = false;  // gold articles without hits are scored as zero
};
ItemSettings item_settings(const Json& options);

// An article's contribution to one run, kept flat so that adding it takes no branch: counts and
// per-article values (zero for an article the task does not evaluate), the slot of its list's
// length, and the depths (0-based ranks) of its relevant hits, the first few in the entry and the
// others in a shared array. Slots an article does not fill are the spare slots of the sums
// (ItemSums: lists_of_length[longest + 1], tp_at_depth[longest]).
constexpr std::size_t kNearDepths = 4;

struct ItemArticle {
  double precision = 0, recall = 0, f1 = 0, auc = 0;
  std::uint64_t tp = 0, fp = 0, fn = 0;
  std::uint32_t documents = 0;    // 1 when evaluated
  std::uint32_t length_slot = 0;  // hits after the cutoff
  std::array<std::uint32_t, kNearDepths> near_depths{};
  std::uint32_t far_begin = 0, far_end = 0;  // the other depths, in ItemUnits::far_depths
};

// A run's articles: the gold's, in gold order.
class ItemUnits : public RunUnits {
 public:
  std::size_t longest = 0;  // the most hits an evaluated article has after the cutoff
  std::vector<ItemArticle> articles;
  std::vector<std::uint32_t> far_depths;

  bool evaluated(const ItemArticle& article) const { return article.documents != 0; }
  // Its hits after the cutoff, in rank order: relevant (a gold item found first) or not.
  std::vector<bool> relevant(const ItemArticle& article) const;
  // The cumulative counts down its hits after the cutoff, from which its AUC iP/R comes.
  std::vector<RankCounts> walk(const ItemArticle& article) const;
};

// `article` taken `weight` times: its values are added one copy after another, so that the sums
// are those of a gold listing it that many times in a row. `far_depths` is its units' array.
void add_to(ItemSums& sums, const ItemArticle& article, const std::uint32_t* far_depths,
            std::uint32_t weight);

// The sums of every article of a run once: what the result reports.
ItemSums item_sums(const ItemUnits& units);

// A run matched against the gold, once: its units, and which gold items its hits found.
struct ItemMatching {
  std::shared_ptr<ItemUnits> units;
  // Per gold item, the items of gold document g from first_item[g] on: found by a hit after the
  // cutoff (first_item has one more entry, the end).
  std::vector<bool> retrieved;
  std::vector<std::size_t> first_item;
};

// Each gold article's hits matched against its gold items (docs/tasks/bc25.md): a hit is relevant
// when its item is a gold item not found by a hit above it.
ItemMatching match_articles(const Gold& gold, const Run& run, const ItemSettings& settings);

// Runs over the same gold side by side, as a comparison's units.
std::unique_ptr<UnitScorer> item_unit_scorer(
    const std::vector<std::shared_ptr<const ItemUnits>>& runs);

}  // namespace bioeval::bc25
