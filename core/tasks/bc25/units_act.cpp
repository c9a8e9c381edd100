#include "tasks/bc25/units_act.hpp"

#include <algorithm>
#include <iterator>

namespace bioeval::bc25 {
namespace {

// Sorts [first, last) by `before` unless it already is (runs list each class in rank order).
template <class It, class Before>
void sort_unless_sorted(It first, It last, Before before) {
  if (!std::is_sorted(first, last, before)) std::sort(first, last, before);
}

class ActUnitScorer : public UnitScorer {
 public:
  ActUnitScorer(const std::vector<const ActUnits*>& runs, const ActSettings& settings)
      : samples_(runs, settings), undefined_zero_(settings.undefined_zero) {}

  std::string unit() const override { return "article"; }
  std::size_t units() const override { return samples_.units(); }
  std::size_t runs() const override { return samples_.runs(); }
  std::vector<std::string> metrics() const override {
    return {"ranking.auc_ipr", "ranking.p_at_full_r", "class.mcc",
            "class.accuracy",  "class.sensitivity",   "class.specificity"};
  }

  MetricValues score(const std::vector<std::uint32_t>& weights,
                     const std::vector<std::uint32_t>& sources) const override {
    const ActMetrics m =
        act_metrics(samples_.counts([&weights](std::size_t u) { return weights[u]; },
                                    [&sources](std::size_t u) { return sources[u]; }),
                    undefined_zero_);
    return {m.auc_ipr.value,  m.p_at_full_r,       m.mcc,
            m.accuracy.value, m.sensitivity.value, m.specificity.value};
  }

 private:
  ActSamples samples_;
  bool undefined_zero_;
};

}  // namespace

ActSettings act_settings(const Json& options) {
  ActSettings settings;
  settings.cutoff = options.at("cutoff").get<std::uint64_t>();
  settings.all_documents = options.at("all_documents").get<bool>();
  settings.undefined_zero = options.value("profile", std::string("official")) != "published";
  return settings;
}

std::shared_ptr<ActUnits> act_units(std::shared_ptr<const std::vector<GoldArticle>> gold,
                                    const RunArticles& run) {
  auto units = std::make_shared<ActUnits>();
  const std::vector<GoldArticle>& articles = *gold;
  units->gold = std::move(gold);
  units->entries.assign(articles.size(), ArticleEntry{0, 0, 0, 0});
  for (std::size_t g = 0; g < articles.size(); ++g) {
    units->entries[g].named = run.gold_named_at[g] != 0;
  }
  std::vector<std::uint32_t>& ranking = units->ranking;
  std::size_t positives = 0;
  for (const bool positive : {true, false}) {
    for (const RunArticle& article : run.articles) {
      if (article.gold == kNotInGold || article.positive != positive) continue;
      ArticleEntry& entry = units->entries[article.gold];
      entry.classified = true;
      entry.positive = article.positive;
      entry.rank = article.rank;
      ranking.push_back(article.gold);
    }
    if (positive) positives = ranking.size();
  }
  // Class 0 is listed by ascending rank, most often: reversed, it needs no sorting.
  const auto negatives = ranking.begin() + static_cast<std::ptrdiff_t>(positives);
  std::reverse(negatives, ranking.end());
  const auto before = [&](std::uint32_t x, std::uint32_t y) {
    const ArticleEntry& a = units->entries[x];
    const ArticleEntry& b = units->entries[y];
    return joined_before(a.positive, a.rank, articles[x].name, b.positive, b.rank,
                         articles[y].name);
  };
  sort_unless_sorted(ranking.begin(), negatives, before);
  sort_unless_sorted(negatives, ranking.end(), before);
  return units;
}

ActSamples::ActSamples(const std::vector<const ActUnits*>& runs, const ActSettings& settings)
    : runs_(runs.size()), settings_(settings) {
  const std::vector<GoldArticle>& gold = *runs.front()->gold;
  labels_.reserve(gold.size());
  for (const GoldArticle& article : gold) labels_.push_back(article.label);
  outcomes_.reserve(runs_ * gold.size());
  for (const ActUnits* run : runs) {
    for (std::size_t u = 0; u < gold.size(); ++u) {
      const ArticleEntry& entry = run->entries[u];
      const bool label = labels_[u];
      // Only an article the run never names counts as classified 0 (all_documents).
      if (!entry.classified && (entry.named || !settings_.all_documents)) {
        outcomes_.push_back(Outcome::none);
      } else if (entry.classified && entry.positive) {
        outcomes_.push_back(label ? Outcome::tp : Outcome::fp);
      } else {
        outcomes_.push_back(label ? Outcome::fn : Outcome::tn);
      }
    }
  }
  // Each run's joined ranking, merged: one article's entries of several runs may tie (a sample
  // takes only one of them), the earlier run's first.
  const auto before = [&](const Ranked& x, const Ranked& y) {
    const ArticleEntry& a = runs[x.run]->entries[x.unit];
    const ArticleEntry& b = runs[y.run]->entries[y.unit];
    return joined_before(a.positive, a.rank, gold[x.unit].name, b.positive, b.rank,
                         gold[y.unit].name);
  };
  for (std::uint32_t r = 0; r < runs_; ++r) {
    std::vector<Ranked> own;
    own.reserve(runs[r]->ranking.size());
    for (const std::uint32_t unit : runs[r]->ranking) own.push_back({r, unit});
    if (r == 0) {
      ranking_ = std::move(own);
      continue;
    }
    std::vector<Ranked> merged;
    merged.reserve(ranking_.size() + own.size());
    std::merge(ranking_.begin(), ranking_.end(), own.begin(), own.end(), std::back_inserter(merged),
               before);
    ranking_ = std::move(merged);
  }
}

void ActSamples::add_outcome(Confusion& c, Outcome outcome, std::uint64_t weight) {
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

ActCounts act_counts(const ActUnits& units, const ActSettings& settings) {
  const ActSamples samples({&units}, settings);
  return samples.counts([](std::size_t) { return std::uint32_t{1}; },
                        [](std::size_t) { return std::uint32_t{0}; });
}

std::unique_ptr<UnitScorer> act_unit_scorer(
    const std::vector<std::shared_ptr<const ActUnits>>& runs, const ActSettings& settings) {
  std::vector<const ActUnits*> units;
  for (const auto& run : runs) units.push_back(run.get());
  return std::make_unique<ActUnitScorer>(units, settings);
}

}  // namespace bioeval::bc25
