// Properties of the criteria of docs/tasks/ner.md on seeded random IOB2 tag sequences (several
// classes, random sentence breaks, lenient I- starts included), through ner.iob2:
//  - relaxing a criterion never lowers TP: exact ≤ left, right ≤ left_or_right ≤ partial and
//    exact ≤ approximate ≤ partial; TP + FP and TP + FN do not depend on the criterion;
//  - merging classes (option merge) or ignoring them (ignore_type) never lowers any TP;
//  - on small inputs, every criterion's TP/FP/FN equals a brute-force maximum one-to-one
//    matching computed here from entities decoded here, and fragment equals token sets.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <map>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "support/support.hpp"

using namespace bioeval;
using bioeval::test::metric;
using bioeval::test::score;

namespace {

const std::vector<std::string> kCriteria = {"exact",         "left",        "right",
                                            "left_or_right", "approximate", "partial"};

// Sentences of tags ("O", "B-A", "I-C", …).
using Tagging = std::vector<std::vector<std::string>>;

struct Pair {
  Tagging gold, run;
};

// Random aligned gold and run taggings of `tokens` tokens in sentences of random lengths.
// The run is the gold with some tags changed, so that the criteria have something to match.
Pair random_pair(std::mt19937& rng, int tokens, const std::vector<std::string>& classes) {
  std::uniform_int_distribution<int> sentence_length(1, 8);
  std::uniform_int_distribution<std::size_t> pick_class(0, classes.size() - 1);
  std::uniform_real_distribution<double> u(0, 1);
  const auto random_tag = [&](const std::string& previous) {
    const double x = u(rng);
    if (x < 0.4) return std::string("O");
    // Mostly I- after an entity (continuing it), sometimes I- after O (lenient start).
    const bool inside = previous != "O" && x < 0.75;
    const std::string cls = inside && u(rng) < 0.8 ? previous.substr(2) : classes[pick_class(rng)];
    return (inside || x > 0.92 ? "I-" : "B-") + cls;
  };
  Pair pair;
  for (int left = tokens; left > 0;) {
    const int n = std::min(left, sentence_length(rng));
    left -= n;
    std::vector<std::string> gold, run;
    for (int i = 0; i < n; ++i) {
      gold.push_back(random_tag(gold.empty() ? "O" : gold.back()));
      run.push_back(u(rng) < 0.5 ? gold.back() : random_tag(run.empty() ? "O" : run.back()));
    }
    pair.gold.push_back(gold);
    pair.run.push_back(run);
  }
  return pair;
}

std::string token_file(const Tagging& tagging) {
  std::string out;
  int n = 0;
  for (const auto& sentence : tagging) {
    for (const std::string& tag : sentence) out += "t" + std::to_string(n++) + "\t" + tag + "\n";
    out += "\n";
  }
  return out;
}

// An entity decoded here: tokens [first, last] numbered across sentences, and its class.
struct Entity {
  int first, last;
  std::string cls;
};

// conlleval's reading of IOB2: B-X starts, I-X continues an entity of class X and starts one
// otherwise, O ends; a sentence break ends everything. Classes renamed by `rename`.
std::vector<Entity> decode(const Tagging& tagging,
                           const std::map<std::string, std::string>& rename) {
  std::vector<Entity> out;
  int position = 0;
  for (const auto& sentence : tagging) {
    bool open = false;
    std::string open_class;  // the class as written, for continuation
    for (const std::string& tag : sentence) {
      if (tag == "O") {
        open = false;
      } else {
        const std::string cls = tag.substr(2);
        if (tag[0] == 'I' && open && cls == open_class) {
          out.back().last = position;
        } else {
          const auto renamed = rename.find(cls);
          out.push_back({position, position, renamed == rename.end() ? cls : renamed->second});
          open = true;
          open_class = cls;
        }
      }
      ++position;
    }
  }
  return out;
}

bool compatible(const std::string& criterion, const Entity& g, const Entity& p) {
  if (g.cls != p.cls) return false;
  if (criterion == "exact") return g.first == p.first && g.last == p.last;
  if (criterion == "left") return g.first == p.first;
  if (criterion == "right") return g.last == p.last;
  if (criterion == "left_or_right") return g.first == p.first || g.last == p.last;
  if (criterion == "approximate") {
    return (g.first <= p.first && p.last <= g.last) || (p.first <= g.first && g.last <= p.last);
  }
  // partial: a shared token
  for (int t = g.first; t <= g.last; ++t) {
    if (p.first <= t && t <= p.last) return true;
  }
  return false;
}

// The size of a maximum one-to-one matching, by exhaustive search with memory: best(g, used)
// for gold entities g.. and the predicted entities not in `used` (at most 12 of them).
int brute_force_tp(const std::string& criterion, const std::vector<Entity>& gold,
                   const std::vector<Entity>& predicted) {
  REQUIRE(predicted.size() <= 12);
  const std::size_t masks = std::size_t{1} << predicted.size();
  std::vector<int> memo((gold.size() + 1) * masks, -1);
  std::function<int(std::size_t, std::size_t)> best = [&](std::size_t g, std::size_t used) {
    if (g == gold.size()) return 0;
    int& known = memo[g * masks + used];
    if (known >= 0) return known;
    int found = best(g + 1, used);
    for (std::size_t p = 0; p < predicted.size(); ++p) {
      if (used & (std::size_t{1} << p)) continue;
      if (!compatible(criterion, gold[g], predicted[p])) continue;
      found = std::max(found, 1 + best(g + 1, used | (std::size_t{1} << p)));
    }
    return known = found;
  };
  return best(0, 0);
}

struct Counts {
  double tp, fp, fn;
};

// fragment: tokens inside a gold and a predicted entity of the same class, and so on.
Counts fragment_counts(const std::vector<Entity>& gold, const std::vector<Entity>& predicted) {
  std::set<std::pair<int, std::string>> g, p;
  for (const Entity& e : gold) {
    for (int t = e.first; t <= e.last; ++t) g.insert({t, e.cls});
  }
  for (const Entity& e : predicted) {
    for (int t = e.first; t <= e.last; ++t) p.insert({t, e.cls});
  }
  double both = 0;
  for (const auto& x : g) both += p.count(x);
  return {both, static_cast<double>(p.size()) - both, static_cast<double>(g.size()) - both};
}

// Compares every criterion of `result` with the brute-force counts.
void check_against_brute_force(const Json& result, const Pair& pair,
                               const std::map<std::string, std::string>& rename) {
  const std::vector<Entity> gold = decode(pair.gold, rename);
  const std::vector<Entity> predicted = decode(pair.run, rename);
  for (const std::string& c : kCriteria) {
    INFO(c);
    const double tp = brute_force_tp(c, gold, predicted);
    CHECK(metric(result, c + ".tp") == tp);
    CHECK(metric(result, c + ".fp") == static_cast<double>(predicted.size()) - tp);
    CHECK(metric(result, c + ".fn") == static_cast<double>(gold.size()) - tp);
  }
  const Counts f = fragment_counts(gold, predicted);
  CHECK(metric(result, "fragment.tp") == f.tp);
  CHECK(metric(result, "fragment.fp") == f.fp);
  CHECK(metric(result, "fragment.fn") == f.fn);
}

// The chains of docs/tasks/ner.md: relaxing a criterion never lowers TP.
void check_relaxation(const Json& r) {
  const auto tp = [&](const std::string& c) { return metric(r, c + ".tp"); };
  CHECK(tp("exact") <= tp("left"));
  CHECK(tp("exact") <= tp("right"));
  CHECK(tp("left") <= tp("left_or_right"));
  CHECK(tp("right") <= tp("left_or_right"));
  CHECK(tp("left_or_right") <= tp("partial"));
  CHECK(tp("exact") <= tp("approximate"));
  CHECK(tp("approximate") <= tp("partial"));
  // The number of entities on each side does not depend on the criterion.
  for (const std::string& c : kCriteria) {
    CHECK(metric(r, c + ".tp") + metric(r, c + ".fp") ==
          metric(r, "exact.tp") + metric(r, "exact.fp"));
    CHECK(metric(r, c + ".tp") + metric(r, c + ".fn") ==
          metric(r, "exact.tp") + metric(r, "exact.fn"));
  }
}

// Every criterion's TP of `looser` is at least that of `stricter`.
void check_no_lower(const Json& stricter, const Json& looser) {
  for (const std::string& c : kCriteria) {
    INFO(c);
    CHECK(metric(stricter, c + ".tp") <= metric(looser, c + ".tp"));
  }
  CHECK(metric(stricter, "fragment.tp") <= metric(looser, "fragment.tp"));
}

}  // namespace

TEST_CASE("NER properties: relaxation and merging never lower TP", "[ner]") {
  std::mt19937 rng(20060313);  // Tsai et al., BMC Bioinformatics 7:92
  const std::vector<std::string> classes = {"protein", "DNA", "RNA", "cell_type", "cell_line"};
  for (int round = 0; round < 150; ++round) {
    INFO("round " << round);
    const Pair pair = random_pair(rng, 50 + round * 3, classes);
    const std::string gold = token_file(pair.gold), run = token_file(pair.run);
    const Json plain = score("ner.iob2", gold, run);
    const Json bc2gm = score("ner.iob2", gold, run, {{"merge", "bc2gm"}});
    const Json tsai = score("ner.iob2", gold, run, {{"merge", "tsai-relaxed"}});
    const Json any = score("ner.iob2", gold, run, {{"ignore_type", true}});
    REQUIRE(plain["valid"] == true);
    for (const Json* r : {&plain, &bc2gm, &tsai, &any}) check_relaxation(*r);
    // bc2gm merges three classes, tsai-relaxed those three and two more; ignore_type all.
    check_no_lower(plain, bc2gm);
    check_no_lower(bc2gm, tsai);
    check_no_lower(tsai, any);
  }
}

TEST_CASE("NER properties: every criterion equals a brute-force matching", "[ner]") {
  std::mt19937 rng(92);
  const std::vector<std::string> classes = {"A", "B", "C"};
  const std::map<std::string, std::string> none;
  const std::map<std::string, std::string> merge_ab = {{"A", "AB"}, {"B", "AB"}};
  const std::map<std::string, std::string> all_one = {{"A", "any"}, {"B", "any"}, {"C", "any"}};
  for (int round = 0; round < 400; ++round) {
    INFO("round " << round);
    const Pair pair = random_pair(rng, 4 + round % 9, classes);  // at most 12 tokens
    const std::string gold = token_file(pair.gold), run = token_file(pair.run);
    const Json plain = score("ner.iob2", gold, run);
    REQUIRE(plain["valid"] == true);
    check_against_brute_force(plain, pair, none);
    check_against_brute_force(score("ner.iob2", gold, run, {{"merge", "A,B=AB"}}), pair, merge_ab);
    check_against_brute_force(score("ner.iob2", gold, run, {{"ignore_type", true}}), pair, all_one);
  }
}

TEST_CASE("NER properties: identical gold and run score 1 under every criterion", "[ner]") {
  std::mt19937 rng(7);
  const std::vector<std::string> classes = {"A", "B"};
  for (int round = 0; round < 30; ++round) {
    const Pair pair = random_pair(rng, 40, classes);
    const std::string gold = token_file(pair.gold);
    const Json r = score("ner.iob2", gold, gold);
    REQUIRE(r["valid"] == true);
    const double entities = metric(r, "exact.tp");
    for (const std::string& c : kCriteria) {
      INFO(c);
      CHECK(metric(r, c + ".tp") == entities);
      CHECK(metric(r, c + ".fp") == 0);
      CHECK(metric(r, c + ".fn") == 0);
    }
    CHECK(metric(r, "fragment.fp") == 0);
    CHECK(metric(r, "fragment.fn") == 0);
    CHECK(entities == static_cast<double>(decode(pair.gold, {}).size()));
  }
}
