#include "tasks/bc25/units.hpp"

#include <algorithm>
#include <array>
#include <iterator>
#include <map>
#include <memory>
#include <mutex>
#include <numeric>

#include "metrics/interpolated_pr.hpp"
#include "metrics/ratios.hpp"

namespace bioeval::bc25 {
namespace {

// An article's contribution to one run, kept flat so that adding it takes no branch: counts and
// per-article values (zero for an article the task does not evaluate), the slot of its list's
// length, and the depths (0-based ranks) of its relevant hits, the first few in the entry and the
// others in a shared array. Slots an article does not fill point at spare slots of the sums.
constexpr std::size_t kNearDepths = 4;

struct ItemEntry {
  double precision = 0, recall = 0, f1 = 0, auc = 0;
  std::uint64_t tp = 0, fp = 0, fn = 0;
  std::uint32_t documents = 0;    // 1 when evaluated
  std::uint32_t length_slot = 0;  // hits after the cutoff
  std::array<std::uint32_t, kNearDepths> near_depths{};
  std::uint32_t far_begin = 0, far_end = 0;  // the other depths, in depths_
};

// The sums a sample of articles makes.
struct ItemSums {
  Confusion micro;
  double precision = 0, recall = 0, f1 = 0, auc = 0;
  std::uint64_t documents = 0;
  // [L]: evaluated articles with L hits; then a spare slot.
  std::vector<std::uint64_t> lists_of_length;
  // [d]: relevant hits at depth d; then a spare slot.
  std::vector<std::uint64_t> tp_at_depth;
};

std::optional<double> mean_of(double sum, std::uint64_t count) {
  if (count == 0) return std::nullopt;
  return sum / static_cast<double>(count);
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

class ItemUnitScorer : public UnitScorer {
 public:
  explicit ItemUnitScorer(const std::vector<std::vector<ArticleHits>>& runs)
      : runs_(runs.size()), units_(runs.empty() ? 0 : runs.front().size()) {
    for (const auto& run : runs) {
      for (const ArticleHits& article : run) {
        if (article.evaluated) longest_ = std::max(longest_, article.relevant.size());
      }
    }
    entries_.reserve(runs_ * units_);
    for (const auto& run : runs) {
      for (const ArticleHits& article : run) add(article);
    }
    for (std::size_t r = 0; r < runs_; ++r) {
      totals_.push_back(empty_sums());
      for (std::size_t u = 0; u < units_; ++u) add_to(totals_.back(), entries_[r * units_ + u], 1);
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
    ItemSums sums = empty_sums();
    for (std::size_t u = 0; u < units_; ++u) {
      if (weights[u]) add_to(sums, entries_[sources[u] * units_ + u], weights[u]);
    }
    return metrics_of(sums);
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
    return {metrics_of(first), metrics_of(rest_of(totals_[a], totals_[b], first))};
  }

 private:
  ItemSums empty_sums() const {
    ItemSums sums;
    sums.lists_of_length.assign(longest_ + 2, 0);
    sums.tp_at_depth.assign(longest_ + 1, 0);
    return sums;
  }

  MetricValues metrics_of(const ItemSums& sums) const {
    const auto walk = micro_walk(sums, longest_);
    const auto micro_p = precision(sums.micro.tp, sums.micro.fp);
    const auto micro_r = recall(sums.micro.tp, sums.micro.fn);
    const std::optional<double> micro_auc =
        sums.documents
            ? std::optional<double>(auc_ipr(interpolated_pr(walk, sums.micro.tp + sums.micro.fn)))
            : std::nullopt;
    return {micro_p,
            micro_r,
            f1(micro_p, micro_r),
            micro_auc,
            mean_of(sums.precision, sums.documents),
            mean_of(sums.recall, sums.documents),
            mean_of(sums.f1, sums.documents),
            mean_of(sums.auc, sums.documents)};
  }

  void add(const ArticleHits& article) {
    ItemEntry entry;
    entry.length_slot = static_cast<std::uint32_t>(longest_ + 1);
    entry.near_depths.fill(static_cast<std::uint32_t>(longest_));
    entry.far_begin = entry.far_end = static_cast<std::uint32_t>(depths_.size());
    if (article.evaluated) {  // else skipped by the task (no hits, all_documents unset)
      entry.precision = article.precision;
      entry.recall = article.recall;
      entry.f1 = article.f1;
      entry.auc = article.auc;
      entry.tp = article.tp;
      entry.fp = article.fp;
      entry.fn = article.fn;
      entry.documents = 1;
      entry.length_slot = static_cast<std::uint32_t>(article.relevant.size());
      std::size_t near = 0;
      for (std::size_t d = 0; d < article.relevant.size(); ++d) {
        if (!article.relevant[d]) continue;
        if (near < kNearDepths) {
          entry.near_depths[near++] = static_cast<std::uint32_t>(d);
        } else {
          depths_.push_back(static_cast<std::uint32_t>(d));
        }
      }
      entry.far_end = static_cast<std::uint32_t>(depths_.size());
    }
    entries_.push_back(entry);
  }

  // An article taken `weight` times: its values are added one copy after another, so that the
  // sums are those of a gold listing it that many times in a row.
  void add_to(ItemSums& sums, const ItemEntry& e, std::uint32_t weight) const {
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
    for (std::uint32_t i = e.far_begin; i < e.far_end; ++i) sums.tp_at_depth[depths_[i]] += weight;
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
  std::vector<std::uint32_t> depths_of(const ItemEntry& e) const {
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
      const ItemEntry& x = entries_[a * units_ + u];
      const ItemEntry& y = entries_[b * units_ + u];
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

  // Cumulative counts after depth 1 … D, pooling the d-th hit of every article: the hits at
  // depth d are the articles with more than d hits, the relevant ones counted per depth.
  static std::vector<RankCounts> micro_walk(const ItemSums& sums, std::size_t longest) {
    std::size_t deepest = longest + 1;  // the spare slot left out
    while (deepest > 0 && sums.lists_of_length[deepest - 1] == 0) --deepest;
    std::vector<RankCounts> walk;
    walk.reserve(deepest);
    std::uint64_t longer = sums.documents;  // articles with more than d hits
    RankCounts counts;
    for (std::size_t d = 0; d + 1 < deepest; ++d) {
      longer -= sums.lists_of_length[d];
      counts.tp += sums.tp_at_depth[d];
      counts.fp += longer - sums.tp_at_depth[d];
      walk.push_back(counts);
    }
    return walk;
  }

  std::size_t runs_, units_;
  std::size_t longest_ = 0;
  std::vector<ItemEntry> entries_;  // [run * units + unit]
  std::vector<std::uint32_t> depths_;
  std::vector<ItemSums> totals_;  // [run]: every article once
  mutable std::mutex differences_lock_;
  mutable std::map<std::pair<std::uint32_t, std::uint32_t>, std::unique_ptr<PairDifferences>>
      differences_;
};

// An ACT article's entry in one run, in the order of the joined ranking.
struct Ranked {
  std::uint32_t run = 0, unit = 0;
};

class ActUnitScorer : public UnitScorer {
 public:
  ActUnitScorer(std::vector<bool> labels, const std::vector<std::string>& names,
                const std::vector<std::vector<ArticleEntry>>& runs, const ActSettings& settings)
      : labels_(std::move(labels)), runs_(runs.size()), settings_(settings) {
    outcomes_.reserve(runs_ * labels_.size());
    for (std::uint32_t r = 0; r < runs_; ++r) {
      for (std::uint32_t u = 0; u < labels_.size(); ++u) {
        const ArticleEntry& entry = runs[r][u];
        outcomes_.push_back(outcome(entry, labels_[u]));
        if (entry.classified) ranking_.push_back({r, u});
      }
    }
    // The joined ranking of evaluate(): class 1 by ascending rank, then class 0 by descending
    // rank, equal ranks by document id. One article's entries of several runs may tie; a
    // sample takes only one of them.
    std::stable_sort(ranking_.begin(), ranking_.end(), [&](const Ranked& a, const Ranked& b) {
      const ArticleEntry& x = runs[a.run][a.unit];
      const ArticleEntry& y = runs[b.run][b.unit];
      if (x.positive != y.positive) return x.positive;
      if (x.rank != y.rank) return x.positive ? x.rank < y.rank : x.rank > y.rank;
      return names[a.unit] < names[b.unit];
    });
  }

  std::string unit() const override { return "article"; }
  std::size_t units() const override { return labels_.size(); }
  std::size_t runs() const override { return runs_; }
  std::vector<std::string> metrics() const override {
    return {"ranking.auc_ipr", "ranking.p_at_full_r", "class.mcc",
            "class.accuracy",  "class.sensitivity",   "class.specificity"};
  }

  std::vector<std::optional<double>> score(
      const std::vector<std::uint32_t>& weights,
      const std::vector<std::uint32_t>& sources) const override {
    std::uint64_t positives = 0;  // gold positives of the sample, ranked or not
    Confusion confusion;
    for (std::size_t u = 0; u < labels_.size(); ++u) {
      positives += weights[u] * (labels_[u] ? 1 : 0);
      add_outcome(confusion, outcomes_[sources[u] * labels_.size() + u], weights[u]);
    }
    const std::vector<RankCounts> walk = joined_walk(weights, sources);
    const auto levels = interpolated_pr(walk, positives);
    return {as_profile(positives ? std::optional<double>(auc_ipr(levels)) : std::nullopt),
            precision_at_full_recall(walk, positives),
            mcc(confusion),
            as_profile(accuracy(confusion)),
            as_profile(sensitivity(confusion)),
            as_profile(specificity(confusion))};
  }

 private:
  enum class Outcome : std::uint8_t { none, tp, fp, fn, tn };

  Outcome outcome(const ArticleEntry& entry, bool label) const {
    // Only an article the run never names counts as classified 0 (all_documents).
    if (!entry.classified && (entry.named || !settings_.all_documents)) return Outcome::none;
    const bool positive = entry.classified && entry.positive;
    if (positive) return label ? Outcome::tp : Outcome::fp;
    return label ? Outcome::fn : Outcome::tn;
  }

  static void add_outcome(Confusion& c, Outcome outcome, std::uint64_t weight) {
    switch (outcome) {
      case Outcome::tp:
        c.tp += weight;
        break;
      case Outcome::fp:
        c.fp += weight;
        break;
      case Outcome::fn:
        c.fn += weight;
        break;
      case Outcome::tn:
        c.tn += weight;
        break;
      case Outcome::none:
        break;
    }
  }

  // The sample's joined ranking, cut at the cutoff, as cumulative counts: an article taken
  // twice appears twice in a row.
  std::vector<RankCounts> joined_walk(const std::vector<std::uint32_t>& weights,
                                      const std::vector<std::uint32_t>& sources) const {
    const std::uint64_t cutoff = settings_.cutoff;
    std::vector<RankCounts> walk;
    RankCounts counts;
    for (const Ranked& entry : ranking_) {
      if (sources[entry.unit] != entry.run) continue;
      for (std::uint32_t copy = 0; copy < weights[entry.unit]; ++copy) {
        if (cutoff && walk.size() == cutoff) return walk;
        (labels_[entry.unit] ? counts.tp : counts.fp) += 1;
        walk.push_back(counts);
      }
    }
    return walk;
  }

  // An undefined ratio as the profile reports it: 0 (official, as bc-evaluate), or null.
  std::optional<double> as_profile(std::optional<double> value) const {
    return value || !settings_.undefined_zero ? value : 0.0;
  }

  std::vector<bool> labels_;
  std::size_t runs_;
  ActSettings settings_;
  std::vector<Outcome> outcomes_;  // [run * units + unit]
  std::vector<Ranked> ranking_;    // every run's entries in joined-ranking order
};

}  // namespace

TextInput reread(std::string_view role, const Inputs& submission, Diagnostics& diagnostics) {
  const InputFile& file = submission.at(std::string(role)).front();
  return check_text(role, file.name, file.bytes, scan_text(without_bom(file.bytes)), diagnostics,
                    emptiness_of(role));
}

std::unique_ptr<UnitScorer> item_unit_scorer(std::vector<std::vector<ArticleHits>> runs) {
  return std::make_unique<ItemUnitScorer>(runs);
}

std::unique_ptr<UnitScorer> act_unit_scorer(std::vector<bool> labels,
                                            std::vector<std::string> names,
                                            std::vector<std::vector<ArticleEntry>> runs,
                                            const ActSettings& settings) {
  return std::make_unique<ActUnitScorer>(std::move(labels), names, runs, settings);
}

}  // namespace bioeval::bc25
