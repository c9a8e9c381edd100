// The ACT readers: gold labels per article, and run lines (class, rank, confidence) with every
// per-line rule and the rank rules of each class.
#include "tasks/bc25/read_act.hpp"

#include <algorithm>
#include <array>

#include "io/tsv.hpp"
#include "tasks/bc25/ranks.hpp"
#include "tasks/bc25/values.hpp"

namespace bioeval::bc25 {
namespace {

// Walks the lines of a file ahead of its reader and asks the cache for what looking up their
// ids in the gold will read: the table's slot, then the gold article it names, then that
// article's id. A hint only: lines skipped or miscounted change nothing but the speed.
class GoldPrefetch {
 public:
  GoldPrefetch(const GoldArticles& gold, std::string_view text, bool articles)
      : gold_(gold), next_(text.data()), end_(text.data() + text.size()), articles_(articles) {
    for (std::size_t i = 0; i < kAhead; ++i) advance();
  }

  // Called once per line read: one line further ahead.
  void advance() {
    at_ = (at_ + 1) % kAhead;
    if (next_ != end_) {
      const std::string_view line = take_line(next_, end_);
      hashes_[at_] = hash_text(line.substr(0, line.find('\t')));
      gold_.index.prefetch(hashes_[at_]);
    }
    if (!articles_) return;
    const std::uint32_t g = gold_.index.first_candidate(hashes_[(at_ + kAhead / 2) % kAhead]);
    if (g != kNotInGold) __builtin_prefetch(&gold_.articles[g]);
    const std::uint32_t h = gold_.index.first_candidate(hashes_[(at_ + kAhead / 4) % kAhead]);
    if (h != kNotInGold) __builtin_prefetch(gold_.articles[h].name.data());
  }

 private:
  static constexpr std::size_t kAhead = 16;
  const GoldArticles& gold_;
  const char* next_;
  const char* end_;
  bool articles_;  // also the articles and their ids (lookups), or the slots only (inserts)
  std::array<std::uint64_t, kAhead> hashes_{};
  std::size_t at_ = 0;
};

// The documents of a run that the gold does not have, each with the line that first names it.
class UnknownDocuments {
 public:
  // The line that named `id` before, or 0 when this is its first.
  std::uint32_t name(std::string_view id, std::uint32_t line) {
    const auto fresh = static_cast<std::uint32_t>(ids_.size());
    const std::uint32_t number =
        index_.find_or_add(id, fresh, [this](std::uint32_t n) { return ids_[n]; });
    if (number != fresh) return named_at_[number];
    ids_.push_back(id);
    named_at_.push_back(line);
    return 0;
  }

 private:
  std::vector<std::string_view> ids_;
  std::vector<std::uint32_t> named_at_;
  IdTable index_;
};

const RankFields kRunFields{2, 3};

}  // namespace

GoldArticles read_act_gold(const TextInput& input, Diagnostics& diagnostics, ProgressFn progress) {
  const std::size_t lines = count_lines(input.text);
  GoldArticles gold{{}, IdTable(lines), input.text.data() + input.text.size()};
  gold.articles.reserve(lines);
  RecordReader reader(input, {"ACT gold", {"document", "label"}}, diagnostics, std::move(progress));
  GoldPrefetch prefetch(gold, input.text, false);
  Record record;
  while (reader.next(record)) {
    prefetch.advance();
    const auto label = read_binary(reader, record, 1, "label-not-binary", diagnostics);
    const auto fresh = static_cast<std::uint32_t>(gold.articles.size());
    const std::uint32_t first = gold.index.find_or_add(
        record[0], fresh, [&gold](std::uint32_t g) { return gold.id_of(g); });
    if (first != fresh) {
      diagnostics.error("duplicate-gold-line", reader.at(record, 0),
                        "the gold lists document '" + std::string(record[0]) + "' twice (lines " +
                            std::to_string(gold.articles[first].line) + " and " +
                            std::to_string(record.line.number) + "); the first line is used");
      continue;
    }
    gold.articles.push_back(
        {record[0], static_cast<std::uint32_t>(record.line.number), label.value_or(false)});
  }
  return gold;
}

namespace {

// A run article as the rank rules read it.
struct RankedArticle {
  std::uint64_t rank;
  double confidence;
  const RunArticle* article;
};

// The rank rules per predicted class: sorted by rank (then line), ranks 1..N and confidences
// that do not increase.
void check_run_ranks(const TextInput& input, const RunArticles& run, Diagnostics& diagnostics) {
  const RankReport report{input, kRunFields, diagnostics};
  const auto to_ranked = [&run](const RankedArticle& a) {
    return Ranked{a.rank, a.confidence, run.line_of(*a.article)};
  };
  std::vector<RankedArticle> by_rank;
  for (const bool positive : {true, false}) {
    by_rank.clear();
    for (const auto& article : run.articles) {
      if (article.positive == positive) {
        by_rank.push_back({article.rank, article.confidence, &article});
      }
    }
    // Articles are in line order: equal ranks stay in line order.
    const auto by_rank_then_line = [](const RankedArticle& a, const RankedArticle& b) {
      return a.rank != b.rank ? a.rank < b.rank : a.article < b.article;
    };
    if (!std::is_sorted(by_rank.begin(), by_rank.end(), by_rank_then_line)) {
      std::sort(by_rank.begin(), by_rank.end(), by_rank_then_line);
    }
    const RankGroup group{"class", positive ? "1" : "0", false};
    // With lines left out, ranks cannot be judged: those lines are reported.
    if (!run.lines_rejected) {
      check_ranks_are_sequence(by_rank.begin(), by_rank.end(), to_ranked, group, report);
    }
    check_confidences(by_rank.begin(), by_rank.end(), to_ranked, group, report);
  }
}

}  // namespace

RunArticles read_act_run(const TextInput& input, const GoldArticles& gold, Diagnostics& diagnostics,
                         ProgressFn progress) {
  RunArticles out;
  out.text_end = input.text.data() + input.text.size();
  out.gold_named_at.assign(gold.articles.size(), 0);
  out.articles.reserve(count_lines(input.text));
  UnknownDocuments unknown;
  RecordReader reader(input, {"ACT run", {"document", "class", "rank", "confidence"}}, diagnostics,
                      std::move(progress));
  GoldPrefetch prefetch(gold, input.text, true);
  Record record;
  while (reader.next(record)) {
    prefetch.advance();
    const auto positive = read_binary(reader, record, 1, "class-not-binary", diagnostics);
    const auto rank = read_rank(reader, record, kRunFields.rank, diagnostics);
    const auto confidence = read_confidence(reader, record, kRunFields.confidence, diagnostics);
    const auto line_number = static_cast<std::uint32_t>(record.line.number);
    const std::uint32_t gold_index = gold.find(record[0]);
    std::uint32_t named_at = 0;
    if (gold_index != kNotInGold) {
      auto& seen = out.gold_named_at[gold_index];
      named_at = seen;
      if (!seen) seen = line_number;
    } else {
      named_at = unknown.name(record[0], line_number);
    }
    if (named_at) {
      diagnostics.error("duplicate-document", reader.at(record, 0),
                        "document '" + std::string(record[0]) +
                            "' was already classified at line " + std::to_string(named_at) +
                            "; give each document once");
      continue;
    }
    if (!positive || !rank || !confidence) {
      out.lines_rejected = true;
      continue;
    }
    out.articles.push_back({record[0], *rank, *confidence, line_number, gold_index, *positive});
  }
  out.lines_rejected |= !reader.rejected_lines().empty();
  check_run_ranks(input, out, diagnostics);
  return out;
}

}  // namespace bioeval::bc25
