#include "tasks/ner/alternatives.hpp"

#include <tsl/robin_map.h>

#include <algorithm>

#include "metrics/bipartite_matching.hpp"
#include "metrics/ratios.hpp"

namespace bioeval::ner {
namespace {

// A mention's sentence and offsets in one key.
struct SpanKey {
  std::uint32_t sentence, start, end;
  bool operator==(const SpanKey& other) const {
    return sentence == other.sentence && start == other.start && end == other.end;
  }
};

struct SpanKeyHash {
  std::size_t operator()(const SpanKey& key) const {
    std::uint64_t h = (std::uint64_t{key.sentence} << 32 | key.start) * 0x9E3779B97F4A7C15ULL;
    h ^= key.end + 0x632BE59BD9B4E019ULL + (h << 6) + (h >> 2);
    return static_cast<std::size_t>(h ^ (h >> 29));
  }
};

SpanKey key_of(const Mention& m) {
  return {m.sentence, m.start, m.end};
}

// The system mentions of each span, in file order.
using SpanIndex = tsl::robin_map<SpanKey, std::vector<std::uint32_t>, SpanKeyHash>;

SpanIndex index_spans(const std::vector<Mention>& mentions) {
  SpanIndex index;
  for (std::uint32_t i = 0; i < mentions.size(); ++i) index[key_of(mentions[i])].push_back(i);
  return index;
}

std::vector<Span> spans_of(const std::vector<Mention>& mentions) {
  std::vector<Span> spans;
  spans.reserve(mentions.size());
  for (const Mention& m : mentions) spans.push_back(mention_span(m));
  return spans;
}

// For each gold mention, the alternatives that overlap it (ends included).
std::vector<std::vector<std::uint32_t>> overlapping_alternatives(
    const std::vector<Mention>& gold, const std::vector<Mention>& alternatives) {
  std::vector<std::vector<std::uint32_t>> out(gold.size());
  for (const auto& [g, a] : overlapping_pairs(spans_of(gold), spans_of(alternatives))) {
    out[g].push_back(a);
  }
  for (auto& list : out) std::sort(list.begin(), list.end());
  return out;
}

// alt_eval.perl's mark for an alternative `s` that overlaps gold `g`, in its order of tests:
// inside, around, overlapping the right end, overlapping the left end.
std::string_view alternative_kind(const Mention& g, const Mention& s) {
  if (s.start >= g.start && s.end <= g.end) return "*TP";
  if (g.start >= s.start && g.end <= s.end) return "**TP";
  if (g.start <= s.start && s.start <= g.end && g.end <= s.end) return "***TP";
  return "****TP";
}

}  // namespace

Span mention_span(const Mention& mention) {
  const std::uint64_t base = std::uint64_t{mention.sentence} << 32;
  return {base + mention.start, base + mention.end};
}

AltEvalScore alt_eval_score(const std::vector<Mention>& gold,
                            const std::vector<Mention>& alternatives,
                            const std::vector<Mention>& system) {
  AltEvalScore score;
  const SpanIndex system_spans = index_spans(system);
  const auto first_system = [&](const Mention& m) {
    const auto found = system_spans.find(key_of(m));
    return found == system_spans.end() ? kUnmatched : found->second.front();
  };
  const auto alternatives_of = overlapping_alternatives(gold, alternatives);
  // The reference walks the system mentions of the sentence in order and, for each, tries the
  // gold span and then every alternative: the earliest system mention that fits wins.
  for (std::uint32_t g = 0; g < gold.size(); ++g) {
    AltEvalVerdict verdict{"TP", g, first_system(gold[g])};
    for (const std::uint32_t a : alternatives_of[g]) {
      const std::uint32_t s = first_system(alternatives[a]);
      if (s < verdict.system) verdict = {alternative_kind(gold[g], alternatives[a]), g, s};
    }
    if (verdict.system == kUnmatched) {
      verdict.kind = "FN";
      ++score.fn;
    } else {
      ++score.tp;
    }
    score.verdicts.push_back(verdict);
  }
  tsl::robin_map<SpanKey, bool, SpanKeyHash> answered;  // gold and alternative spans
  for (const Mention& m : gold) answered[key_of(m)] = true;
  for (const Mention& m : alternatives) answered[key_of(m)] = true;
  for (std::uint32_t s = 0; s < system.size(); ++s) {
    if (answered.count(key_of(system[s]))) continue;
    ++score.fp;
    score.verdicts.push_back({"FP", kUnmatched, s});
  }
  return score;
}

AltEvalRatios alt_eval_ratios(std::uint64_t tp, std::uint64_t fp, std::uint64_t fn) {
  AltEvalRatios out{precision(tp, fp), recall(tp, fn), std::nullopt};
  const auto& p = out.precision;
  const auto& r = out.recall;
  if (p && r) out.f1 = *p > 0 && *r > 0 ? 2 / (1 / *p + 1 / *r) : 0.0;  // alt_eval.perl's form
  return out;
}

namespace {

// A maximum one-to-one matching of gold mentions with system mentions of their span or of an
// overlapping alternative's; `match_of_gold` is filled when given.
std::size_t match_alternatives(const std::vector<Mention>& gold,
                               const std::vector<std::vector<std::uint32_t>>& alternatives_of,
                               const std::vector<Mention>& alternatives,
                               const std::vector<Mention>& system,
                               std::vector<std::uint32_t>* match_of_gold) {
  const SpanIndex system_spans = index_spans(system);
  BipartiteEdges edges;
  const auto connect = [&](std::uint32_t g, const Mention& span) {
    const auto found = system_spans.find(key_of(span));
    if (found == system_spans.end()) return;
    for (const std::uint32_t s : found->second) edges.emplace_back(g, s);
  };
  for (std::uint32_t g = 0; g < gold.size(); ++g) {
    connect(g, gold[g]);
    for (const std::uint32_t a : alternatives_of[g]) connect(g, alternatives[a]);
  }
  // An alternative with the gold span, or two alternatives with one span, repeat an edge.
  std::sort(edges.begin(), edges.end());
  edges.erase(std::unique(edges.begin(), edges.end()), edges.end());
  return maximum_matching(gold.size(), system.size(), edges, match_of_gold);
}

}  // namespace

AlternativesMatching alternatives_matching(const std::vector<Mention>& gold,
                                           const std::vector<Mention>& alternatives,
                                           const std::vector<Mention>& system) {
  AlternativesMatching out;
  const auto alternatives_of = overlapping_alternatives(gold, alternatives);
  match_alternatives(gold, alternatives_of, alternatives, system, &out.match_of_gold);
  out.alternative_of_gold.assign(gold.size(), kUnmatched);
  for (std::uint32_t g = 0; g < gold.size(); ++g) {
    const std::uint32_t s = out.match_of_gold[g];
    if (s == kUnmatched || key_of(system[s]) == key_of(gold[g])) continue;
    for (const std::uint32_t a : alternatives_of[g]) {
      if (key_of(alternatives[a]) == key_of(system[s])) {
        out.alternative_of_gold[g] = a;
        break;
      }
    }
  }
  return out;
}

}  // namespace bioeval::ner
