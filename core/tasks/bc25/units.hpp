// BC II.5 runs as units for a comparison (core/host/compare.hpp): INT/IPT articles with their ranked
// hits, ACT articles with their entry in the joined ranking. The tasks read the files and hand
// over what each unit contributes; the scorers here recompute the metrics on any sample.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "framework/unit_scorer.hpp"
#include "framework/task.hpp"

namespace bioeval::bc25 {

// The one file of `role` in a submission as checked text, read again for a comparison after
// evaluate() has validated it (`diagnostics` takes what it already reported).
TextInput reread(std::string_view role, const Inputs& submission, Diagnostics& diagnostics);

// INT/IPT: what a gold article contributes to one run's scores.
struct ArticleHits {
  bool evaluated = false;  // it has hits in the run, or all_documents scores it as zero
  std::uint64_t tp = 0, fp = 0, fn = 0;
  double precision = 0, recall = 0, f1 = 0, auc = 0;  // as evaluate() computes them
  std::vector<bool> relevant;                         // its hits after the cutoff, in rank order
};

// [run][article]: every run over the same gold articles, in gold order.
std::unique_ptr<UnitScorer> item_unit_scorer(std::vector<std::vector<ArticleHits>> runs);

// ACT: a gold article's entry in one run.
struct ArticleEntry {
  bool classified = false;  // the run has it: it is ranked and classified
  bool named = false;       // the run names it, on a line left out (forced) when not classified
  bool positive = false;    // the predicted class
  std::uint64_t rank = 0;
};

// ACT's settings, from the resolved options.
struct ActSettings {
  std::uint64_t cutoff = 0;     // first k articles of the joined ranking; 0: all
  bool all_documents = false;   // missing articles count as classified 0
  bool undefined_zero = false;  // profile official: undefined ratios read 0
};

// `labels` and `names` per gold article (names order equal ranks in the joined ranking);
// `runs` [run][article].
std::unique_ptr<UnitScorer> act_unit_scorer(std::vector<bool> labels,
                                            std::vector<std::string> names,
                                            std::vector<std::vector<ArticleEntry>> runs,
                                            const ActSettings& settings);

}  // namespace bioeval::bc25
