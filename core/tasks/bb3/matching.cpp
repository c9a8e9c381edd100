#include "tasks/bb3/matching.hpp"

#include <algorithm>
#include <stdexcept>

#include "tasks/bb3/evaluations.hpp"

namespace bioeval::bb3 {
namespace {

// Where each document's pairs start: the pairings append document after document.
std::vector<std::size_t> document_starts(const PairList& pairs, std::size_t documents) {
  std::vector<std::size_t> first(documents + 1, pairs.size());
  std::size_t document = 0;  // the first document whose start is not known yet
  for (std::size_t i = 0; i < pairs.size(); ++i) {
    if (pairs[i].document + 1 < document) {
      throw std::logic_error("bb3: pairs out of document order");
    }
    while (document <= pairs[i].document) first[document++] = i;
  }
  return first;
}

// The sums of one scoring per document, its pairs visited as the evaluator visits them; `kept`,
// when given, marks the pairs it keeps (and the sums, kept too, take no more room than they
// need). `paired_items`: the pairs of both items, the most similarities the scoring can keep.
ScoringSums sums_of(const PairList& pairs, std::size_t paired_items, const Scoring& scoring,
                    std::size_t documents, std::vector<bool>* kept) {
  ScoringSums sums;
  sums.similarities.reserve(paired_items);
  sums.references.assign(documents, 0);
  sums.predictions.assign(documents, 0);
  std::vector<std::uint32_t> paired(documents, 0);
  if (kept) kept->assign(pairs.size(), false);
  for_each_kept_pair(pairs, scoring, [&](const Pair& pair, std::optional<double> similarity) {
    const std::size_t d = pair.document;
    sums.references[d] += pair.gold.has_value();
    sums.predictions[d] += pair.prediction.has_value();
    if (kept) (*kept)[static_cast<std::size_t>(&pair - pairs.data())] = true;
    if (!similarity) return;
    sums.similarities.push_back(*similarity);  // in document order, as the pairs are
    ++paired[d];
  });
  if (kept) sums.similarities.shrink_to_fit();
  sums.first.assign(documents + 1, 0);
  for (std::size_t d = 0; d < documents; ++d) sums.first[d + 1] = sums.first[d] + paired[d];
  return sums;
}

}  // namespace

Matching match(const SubTask& task, const Corpus& corpus, const Rules& rules, bool keep_pairs) {
  // What the evaluations' filters and similarities refer to, for as long as they are used.
  const Rules profile = rules;
  EntitySimilarity similarity(profile, corpus.vocabulary());
  Context context{corpus.documents, profile, corpus.vocabulary(), corpus.resources, similarity};
  std::vector<PairingEvaluation> evaluations = evaluations_of(task, context);

  const std::vector<std::string> available = corpus.resources.available();
  const std::size_t documents = corpus.documents.size();
  auto units = std::make_shared<PairingUnits>();
  units->documents = documents;
  Matching out;
  for (std::size_t e = 0; e < evaluations.size(); ++e) {
    PairingEvaluation& evaluation = evaluations[e];
    const auto paired_items = static_cast<std::size_t>(
        std::count_if(evaluation.pairs.begin(), evaluation.pairs.end(),
                      [](const Pair& pair) { return pair.gold && pair.prediction; }));
    for (const Scoring& scoring : evaluation.scorings) {
      ScoringSpec spec{(evaluation.name.empty() ? "" : evaluation.name + ".") + scoring.name,
                       scoring.measures, e, scoring.needs, true};
      spec.defined = scoring.needs.empty() || std::find(available.begin(), available.end(),
                                                        scoring.needs) != available.end();
      std::vector<bool> kept;
      // A scoring whose list is not given is not computed at all (the evaluator skips it).
      units->sums.push_back(spec.defined ? sums_of(evaluation.pairs, paired_items, scoring,
                                                   documents, keep_pairs ? &kept : nullptr)
                                         : ScoringSums{});
      units->scorings.push_back(std::move(spec));
      if (keep_pairs) out.kept.push_back(std::move(kept));
    }
    if (keep_pairs) {
      std::vector<std::size_t> first = document_starts(evaluation.pairs, documents);
      out.evaluations.push_back({evaluation.name, std::move(evaluation.pairs), std::move(first)});
    }
  }
  out.units = std::move(units);
  return out;
}

}  // namespace bioeval::bb3
