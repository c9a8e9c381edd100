// ACT runs as units: the gold's articles, each with its entry in one run (class and rank), and
// the run's joined ranking, made once when the run is read (bc25_act.cpp). The counts of any
// multiset of them (ActSamples) give its metrics (metrics_act.hpp), for the result and for a
// comparison (core/host/compare.hpp).
#pragma once

#include <algorithm>
#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

#include "base/json.hpp"
#include "framework/scored_run.hpp"
#include "framework/unit_scorer.hpp"
#include "tasks/bc25/metrics_act.hpp"
#include "tasks/bc25/read_act.hpp"

namespace bioeval::bc25 {

// ACT's settings, from the resolved options.
struct ActSettings {
  std::uint64_t cutoff = 0;     // first k articles of the joined ranking; 0: all
  bool all_documents = false;   // missing articles count as classified 0
  bool undefined_zero = false;  // profile official: undefined ratios read 0
};
ActSettings act_settings(const Json& options);

// The joined ranking's order: class 1 by ascending rank, then class 0 by descending rank (the
// least-confident negative first); equal ranks by document id.
inline bool joined_before(bool positive_x, std::uint64_t rank_x, std::string_view name_x,
                          bool positive_y, std::uint64_t rank_y, std::string_view name_y) {
  if (positive_x != positive_y) return positive_x;
  if (rank_x != rank_y) return positive_x ? rank_x < rank_y : rank_x > rank_y;
  return name_x < name_y;
}

// A gold article's entry in one run, in 8 bytes (ranks have at most 18 digits).
struct ArticleEntry {
  std::uint64_t rank : 61;
  std::uint64_t classified : 1;  // the run has it: it is ranked and classified
  std::uint64_t named : 1;     // the run names it, on a line left out (forced) when not classified
  std::uint64_t positive : 1;  // the predicted class
};

// A run's articles: the gold's, in gold order.
class ActUnits : public RunUnits {
 public:
  std::shared_ptr<const std::vector<GoldArticle>> gold;  // ids and labels
  std::vector<ArticleEntry> entries;                     // per gold article
  std::vector<std::uint32_t> ranking;  // the classified gold articles in joined order, uncut
};

// The run's entries and joined ranking over the gold articles.
std::shared_ptr<ActUnits> act_units(std::shared_ptr<const std::vector<GoldArticle>> gold,
                                    const RunArticles& run);

// Runs over the same gold side by side (one run, for its result): the counts of a sample, unit u
// taken weight(u) times from run source(u), its joined ranking rebuilt from the sampled entries
// (an article taken twice appears twice in a row) and cut at the cutoff.
class ActSamples {
 public:
  ActSamples(const std::vector<const ActUnits*>& runs, const ActSettings& settings);
  std::size_t units() const { return labels_.size(); }
  std::size_t runs() const { return runs_; }

  template <class Weight, class Source>
  ActCounts counts(const Weight& weight, const Source& source) const;

 private:
  enum class Outcome : std::uint8_t { none, tp, fp, fn, tn };
  struct Ranked {
    std::uint32_t run = 0, unit = 0;
  };
  static void add_outcome(Confusion& c, Outcome outcome, std::uint64_t weight);

  std::vector<bool> labels_;
  std::size_t runs_;
  ActSettings settings_;
  std::vector<Outcome> outcomes_;  // [run * units + unit]
  std::vector<Ranked> ranking_;    // every run's entries in joined order
};

// The counts of a run's articles, every one once: what its result reports.
ActCounts act_counts(const ActUnits& units, const ActSettings& settings);

// Runs over the same gold side by side, as a comparison's units.
std::unique_ptr<UnitScorer> act_unit_scorer(
    const std::vector<std::shared_ptr<const ActUnits>>& runs, const ActSettings& settings);

template <class Weight, class Source>
ActCounts ActSamples::counts(const Weight& weight, const Source& source) const {
  ActCounts out;
  const std::size_t units = labels_.size();
  for (std::size_t u = 0; u < units; ++u) {
    const std::uint64_t w = weight(u);
    out.positives += w * (labels_[u] ? 1 : 0);
    add_outcome(out.confusion, outcomes_[source(u) * units + u], w);
  }
  const std::uint64_t cutoff = settings_.cutoff;
  out.walk.reserve(cutoff ? std::min<std::uint64_t>(cutoff, units) : units);
  RankCounts counts;
  for (const Ranked& entry : ranking_) {
    if (source(entry.unit) != entry.run) continue;
    for (std::uint64_t copy = weight(entry.unit); copy > 0; --copy) {
      if (cutoff && out.walk.size() == cutoff) return out;
      (labels_[entry.unit] ? counts.tp : counts.fp) += 1;
      out.walk.push_back(counts);
    }
  }
  return out;
}

}  // namespace bioeval::bc25
