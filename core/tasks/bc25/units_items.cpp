#include "tasks/bc25/units_items.hpp"

#include <algorithm>
#include <iterator>
#include <map>
#include <mutex>

#include "metrics/interpolated_pr.hpp"
#include "metrics/ratios.hpp"

namespace bioeval::bc25 {
namespace {

// The position among a document's gold items (in Item order) of the item of `hit`, or
// items.size(): hashes are compared first, and the item's text only when they are equal.
std::size_t find_gold_item(const std::vector<Item>& items, const Run& run, const Hit& hit) {
  const auto first =
      std::lower_bound(items.begin(), items.end(), hit.key,
                       [](const Item& item, std::uint64_t key) { return item.key < key; });
  for (auto it = first; it != items.end() && it->key == hit.key; ++it) {
    if (*it == run.item_of(hit)) return static_cast<std::size_t>(it - items.begin());
  }
  return items.size();
}

// An article that adds nothing, for lists of at most `longest` hits: its slots are the spare ones.
ItemArticle unevaluated(std::size_t longest, std::size_t far_depths) {
  ItemArticle article;
  article.length_slot = static_cast<std::uint32_t>(longest + 1);
  article.near_depths.fill(static_cast<std::uint32_t>(longest));
  article.far_begin = article.far_end = static_cast<std::uint32_t>(far_depths);
  return article;
}

// What taking an article from run b instead of run a changes in the sums; the changes of its
// relevant hits' depths are (depth, +1 or −1) pairs in a shared array.
struct ArticleDifference {
  std::uint32_t unit = 0;
  double precision = 0, recall = 0, f1 = 0, auc = 0;
  std::uint64_t tp = 0, fp = 0, fn = 0, documents = 0;  // b − a, wrapping
  std::uint32_t length_from = 0, length_to = 0;         // the list's length slot in a, in b
  std::uint32_t depths_begin = 0, depths_end = 0;
};

// The articles on which two runs differ.
struct PairDifferences {
  std::vector<ArticleDifference> articles;
  std::vector<std::pair<std::uint32_t, std::int32_t>> depth_changes;
};

// Every run's articles side by side, their spare slots moved to those of the longest list of
// all runs. A sample's metrics are item_metrics() of the sums its articles make.
class ItemUnitScorer : public UnitScorer {
 public:
  explicit ItemUnitScorer(const std::vector<std::shared_ptr<const ItemUnits>>& runs)
      : runs_(runs.size()), units_(runs.empty() ? 0 : runs.front()->articles.size()) {
    for (const auto& run : runs) longest_ = std::max(longest_, run->longest);
    entries_.reserve(runs_ * units_);
    for (const auto& run : runs) {
      const auto depths_from = static_cast<std::uint32_t>(depths_.size());
      depths_.insert(depths_.end(), run->far_depths.begin(), run->far_depths.end());
      for (const ItemArticle& article : run->articles) {
        entries_.push_back(moved(article, run->longest, depths_from));
      }
    }
    for (std::size_t r = 0; r < runs_; ++r) {
      totals_.push_back(ItemSums::empty(longest_));
      for (std::size_t u = 0; u < units_; ++u) {
        add_to(totals_.back(), entries_[r * units_ + u], depths_.data(), 1);
      }
    }
  }

  std::string unit() const override { return "article"; }
  std::size_t units() const override { return units_; }
  std::size_t runs() const override { return runs_; }
  std::vector<std::string> metrics() const override {
    return {"micro.precision", "micro.recall", "micro.f1", "micro.auc_ipr",
            "macro.precision", "macro.recall", "macro.f1", "macro.auc_ipr"};
  }

  MetricValues score(const std::vector<std::uint32_t>& weights,
                     const std::vector<std::uint32_t>& sources) const override {
    ItemSums sums = ItemSums::empty(longest_);
    for (std::size_t u = 0; u < units_; ++u) {
      if (weights[u]) add_to(sums, entries_[sources[u] * units_ + u], depths_.data(), weights[u]);
    }
    return values_of(sums);
  }

  // The first sample is run a with the swapped articles taken from b; the second holds the
  // others, so its sums are both runs' totals less the first's. Only the articles on which the
  // two runs differ change the first sample (the pair's differences, made once).
  std::pair<MetricValues, MetricValues> score_swapped(std::uint32_t a, std::uint32_t b,
                                                      const SwapMask& swaps) const override {
    const PairDifferences& differences = differences_of(a, b);
    ItemSums first = totals_[a];
    for (const ArticleDifference& d : differences.articles) {
      // Applied times 0 or 1 rather than behind a branch: the coins are random.
      apply(first, d, differences.depth_changes, swapped(swaps, d.unit) ? 1 : 0);
    }
    return {values_of(first), values_of(rest_of(totals_[a], totals_[b], first))};
  }

 private:
  // The metrics compared, in the order metrics() names them.
  static MetricValues values_of(const ItemSums& sums) {
    const ItemMetrics m = item_metrics(sums);
    return {m.micro_precision, m.micro_recall, m.micro_f1, m.micro_auc_ipr,
            m.macro_precision, m.macro_recall, m.macro_f1, m.macro_auc_ipr};
  }

  // An article of a run whose longest list is `longest`, its spare slots moved to the scorer's
  // and its far depths to where the run's are in depths_.
  ItemArticle moved(ItemArticle article, std::size_t longest, std::uint32_t depths_from) const {
    if (article.length_slot == longest + 1) {
      article.length_slot = static_cast<std::uint32_t>(longest_ + 1);
    }
    for (std::uint32_t& depth : article.near_depths) {
      if (depth == longest) depth = static_cast<std::uint32_t>(longest_);
    }
    article.far_begin += depths_from;
    article.far_end += depths_from;
    return article;
  }

  // x + y − z, term by term.
  static ItemSums rest_of(const ItemSums& x, const ItemSums& y, const ItemSums& z) {
    ItemSums out = x;
    out.precision = x.precision + y.precision - z.precision;
    out.recall = x.recall + y.recall - z.recall;
    out.f1 = x.f1 + y.f1 - z.f1;
    out.auc = x.auc + y.auc - z.auc;
    out.documents = x.documents + y.documents - z.documents;
    out.micro.tp = x.micro.tp + y.micro.tp - z.micro.tp;
    out.micro.fp = x.micro.fp + y.micro.fp - z.micro.fp;
    out.micro.fn = x.micro.fn + y.micro.fn - z.micro.fn;
    for (std::size_t i = 0; i < out.lists_of_length.size(); ++i) {
      out.lists_of_length[i] = x.lists_of_length[i] + y.lists_of_length[i] - z.lists_of_length[i];
    }
    for (std::size_t i = 0; i < out.tp_at_depth.size(); ++i) {
      out.tp_at_depth[i] = x.tp_at_depth[i] + y.tp_at_depth[i] - z.tp_at_depth[i];
    }
    return out;
  }

  // The depths of an entry's relevant hits, ascending.
  std::vector<std::uint32_t> depths_of(const ItemArticle& e) const {
    std::vector<std::uint32_t> out;
    for (const std::uint32_t d : e.near_depths) {
      if (d != longest_) out.push_back(d);  // longest_ is the spare slot
    }
    for (std::uint32_t i = e.far_begin; i < e.far_end; ++i) out.push_back(depths_[i]);
    return out;
  }

  // The differences of two runs, made once per pair and kept (blocks of one pair may be scored
  // on several threads at once).
  const PairDifferences& differences_of(std::uint32_t a, std::uint32_t b) const {
    const std::lock_guard<std::mutex> lock(differences_lock_);
    auto& kept = differences_[{a, b}];
    if (!kept) kept = std::make_unique<PairDifferences>(make_differences(a, b));
    return *kept;
  }

  PairDifferences make_differences(std::uint32_t a, std::uint32_t b) const {
    PairDifferences out;
    for (std::uint32_t u = 0; u < units_; ++u) {
      const ItemArticle& x = entries_[a * units_ + u];
      const ItemArticle& y = entries_[b * units_ + u];
      ArticleDifference d{u,
                          y.precision - x.precision,
                          y.recall - x.recall,
                          y.f1 - x.f1,
                          y.auc - x.auc,
                          y.tp - x.tp,
                          y.fp - x.fp,
                          y.fn - x.fn,
                          std::uint64_t{y.documents} - x.documents,
                          x.length_slot,
                          y.length_slot,
                          static_cast<std::uint32_t>(out.depth_changes.size()),
                          0};
      const std::vector<std::uint32_t> from = depths_of(x), to = depths_of(y);
      std::vector<std::uint32_t> gone, added;
      std::set_difference(from.begin(), from.end(), to.begin(), to.end(), std::back_inserter(gone));
      std::set_difference(to.begin(), to.end(), from.begin(), from.end(),
                          std::back_inserter(added));
      for (const std::uint32_t depth : gone) out.depth_changes.emplace_back(depth, -1);
      for (const std::uint32_t depth : added) out.depth_changes.emplace_back(depth, +1);
      d.depths_end = static_cast<std::uint32_t>(out.depth_changes.size());
      const bool same = d.precision == 0 && d.recall == 0 && d.f1 == 0 && d.auc == 0 && d.tp == 0 &&
                        d.fp == 0 && d.fn == 0 && d.documents == 0 &&
                        d.length_from == d.length_to && d.depths_begin == d.depths_end;
      if (!same) out.articles.push_back(d);
    }
    return out;
  }

  // Adds `times` (0 or 1) the difference to the sums.
  static void apply(ItemSums& sums, const ArticleDifference& d,
                    const std::vector<std::pair<std::uint32_t, std::int32_t>>& depth_changes,
                    std::uint64_t times) {
    const auto scale = static_cast<double>(times);
    sums.precision += scale * d.precision;
    sums.recall += scale * d.recall;
    sums.f1 += scale * d.f1;
    sums.auc += scale * d.auc;
    sums.documents += times * d.documents;
    sums.micro.tp += times * d.tp;
    sums.micro.fp += times * d.fp;
    sums.micro.fn += times * d.fn;
    sums.lists_of_length[d.length_from] -= times;
    sums.lists_of_length[d.length_to] += times;
    for (std::uint32_t i = d.depths_begin; i < d.depths_end; ++i) {
      sums.tp_at_depth[depth_changes[i].first] +=
          times * static_cast<std::uint64_t>(static_cast<std::int64_t>(depth_changes[i].second));
    }
  }

  std::size_t runs_, units_;
  std::size_t longest_ = 0;
  std::vector<ItemArticle> entries_;  // [run * units + unit]
  std::vector<std::uint32_t> depths_;
  std::vector<ItemSums> totals_;  // [run]: every article once
  mutable std::mutex differences_lock_;
  mutable std::map<std::pair<std::uint32_t, std::uint32_t>, std::unique_ptr<PairDifferences>>
      differences_;
};

}  // namespace

ItemSettings item_settings(const Json& options) {
  return {options.at("cutoff").get<std::uint64_t>(), options.at("all_documents").get<bool>()};
}

std::vector<bool> ItemUnits::relevant(const ItemArticle& article) const {
  std::vector<bool> out(evaluated(article) ? article.length_slot : 0, false);
  for (const std::uint32_t d : article.near_depths) {
    if (d != longest) out[d] = true;  // longest is the spare slot
  }
  for (std::uint32_t i = article.far_begin; i < article.far_end; ++i) out[far_depths[i]] = true;
  return out;
}

std::vector<RankCounts> ItemUnits::walk(const ItemArticle& article) const {
  return walk_ranking(relevant(article));
}

void add_to(ItemSums& sums, const ItemArticle& e, const std::uint32_t* far_depths,
            std::uint32_t weight) {
  for (std::uint32_t copy = 0; copy < weight; ++copy) {
    sums.precision += e.precision;
    sums.recall += e.recall;
    sums.f1 += e.f1;
    sums.auc += e.auc;
  }
  sums.documents += std::uint64_t{weight} * e.documents;
  sums.micro.tp += weight * e.tp;
  sums.micro.fp += weight * e.fp;
  sums.micro.fn += weight * e.fn;
  sums.lists_of_length[e.length_slot] += weight;
  for (const std::uint32_t d : e.near_depths) sums.tp_at_depth[d] += weight;
  for (std::uint32_t i = e.far_begin; i < e.far_end; ++i) sums.tp_at_depth[far_depths[i]] += weight;
}

ItemSums item_sums(const ItemUnits& units) {
  ItemSums sums = ItemSums::empty(units.longest);
  for (const ItemArticle& article : units.articles) {
    add_to(sums, article, units.far_depths.data(), 1);
  }
  return sums;
}

ItemMatching match_articles(const Gold& gold, const Run& run, const ItemSettings& settings) {
  std::vector<const RunDocument*> of_gold(gold.documents.size(), nullptr);
  for (const RunDocument& document : run.documents) {
    if (document.gold >= 0) of_gold[static_cast<std::size_t>(document.gold)] = &document;
  }
  // Its hits after the cutoff; an article is evaluated when it has hits, or with all_documents.
  const auto length_of = [&settings](const RunDocument* document) -> std::size_t {
    if (!document) return 0;
    return settings.cutoff ? std::min<std::size_t>(document->hit_count, settings.cutoff)
                           : document->hit_count;
  };
  const auto evaluated = [&](std::size_t g) { return of_gold[g] || settings.all_documents; };
  ItemMatching out;
  out.units = std::make_shared<ItemUnits>();
  ItemUnits& units = *out.units;
  std::size_t items = 0;
  out.first_item.reserve(gold.documents.size() + 1);
  for (std::size_t g = 0; g < gold.documents.size(); ++g) {
    if (evaluated(g)) units.longest = std::max(units.longest, length_of(of_gold[g]));
    out.first_item.push_back(items);
    items += gold.documents[g].items.size();
  }
  out.first_item.push_back(items);
  out.retrieved.assign(items, false);

  units.articles.reserve(gold.documents.size());
  for (std::size_t g = 0; g < gold.documents.size(); ++g) {
    ItemArticle article = unevaluated(units.longest, units.far_depths.size());
    if (!evaluated(g)) {
      units.articles.push_back(article);
      continue;
    }
    const std::vector<Item>& gold_items = gold.documents[g].items;
    const std::size_t length = length_of(of_gold[g]);
    article.documents = 1;
    article.length_slot = static_cast<std::uint32_t>(length);
    std::size_t near = 0;
    const Hit* hits = of_gold[g] ? run.begin(*of_gold[g]) : nullptr;
    for (std::size_t i = 0; i < length; ++i) {
      const std::size_t at = find_gold_item(gold_items, run, hits[i]);
      // A gold item counts once: a repeat (possible only when forced) is a false positive.
      const bool relevant = at < gold_items.size() && !out.retrieved[out.first_item[g] + at];
      if (!relevant) {
        ++article.fp;
        continue;
      }
      out.retrieved[out.first_item[g] + at] = true;
      ++article.tp;
      if (near < kNearDepths) {
        article.near_depths[near++] = static_cast<std::uint32_t>(i);
      } else {
        units.far_depths.push_back(static_cast<std::uint32_t>(i));
      }
    }
    article.far_end = static_cast<std::uint32_t>(units.far_depths.size());
    article.fn = gold_items.size() - article.tp;
    article.precision = precision(article.tp, article.fp).value_or(0.0);
    article.recall = recall(article.tp, article.fn).value_or(0.0);
    article.f1 = f1(article.precision, article.recall);
    article.auc = auc_ipr(interpolated_pr(units.walk(article), gold_items.size()));
    units.articles.push_back(article);
  }
  return out;
}

std::unique_ptr<UnitScorer> item_unit_scorer(
    const std::vector<std::shared_ptr<const ItemUnits>>& runs) {
  return std::make_unique<ItemUnitScorer>(runs);
}

}  // namespace bioeval::bc25
