// Properties of TAP that follow from the formulas of docs/tasks/tapk.md, and the whole task against
// a naive implementation of them, on seeded random retrieval lists.
//
// Notation: a query's records inside the threshold are n = n_q, r = r_q of them relevant,
// S = Σ p_i over those, T = T_q. For T ≥ 1 and n ≥ 1, TAP = (S + r/n) / (T + 1); for n = 0 it
// is 0; for T = 0 it is 1/(n + 1).
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "support/support.hpp"

using namespace bioeval;
using bioeval::test::codes;
using bioeval::test::metric;
using bioeval::test::run_task;

namespace {

constexpr double kClose = 1e-12;

struct Record {
  int relevant;
  double score;
};

struct List {
  std::string query;
  int weight = 1;  // written only when not 1
  std::uint64_t total = 0;
  std::vector<Record> records;
};

std::string number_text(double value) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.17g", value);
  return buffer;
}

std::string to_text(const std::vector<List>& lists) {
  std::string text;
  for (const List& list : lists) {
    if (!text.empty()) text += "\n";
    text += list.query;
    if (list.weight != 1) text += " " + std::to_string(list.weight);
    text += "\n" + std::to_string(list.total) + "\n";
    for (const Record& r : list.records) {
      text += std::to_string(r.relevant) + "\t" + number_text(r.score) + "\n";
    }
  }
  return text;
}

Json run(const std::vector<List>& lists, const Json& options) {
  return run_task("tapk", {{"run", to_text(lists)}}, options);
}

const Json& rows(const Json& result) {
  for (const Json& table : result.at("tables")) {
    if (table.at("id") == "queries") return table.at("rows");
  }
  FAIL("no table 'queries'");
  throw;  // not reached
}

// Per-query TAP at the i-th threshold or k of a run (the table's columns after the first 5).
double tap_of(const Json& result, std::size_t query, std::size_t threshold) {
  return rows(result).at(query).at(5 + threshold).get<double>();
}

bool inside(double score, double e0, bool ascending) {
  return ascending ? score <= e0 : score >= e0;
}

// ---- The naive implementation of docs/tasks/tapk.md ----

// TAP of one list at E0 (whole list without the r/n term when there is none).
double naive_tap(const List& list, std::optional<double> e0, bool ascending) {
  std::size_t n = 0, r = 0;
  double sum = 0;
  for (const Record& rec : list.records) {
    if (e0 && !inside(rec.score, *e0, ascending)) break;
    ++n;
    if (rec.relevant) sum += static_cast<double>(++r) / static_cast<double>(n);
  }
  if (list.total == 0) return 1.0 / static_cast<double>(n + 1);
  if (n == 0) return 0;
  if (e0) sum += static_cast<double>(r) / static_cast<double>(n);
  return sum / static_cast<double>(list.total + 1);
}

// E0: the E_k sorted most stringent first, the first where the running weight reaches q·W.
std::optional<double> naive_e0(const std::vector<List>& lists, std::size_t k, double q,
                               bool ascending) {
  std::vector<std::pair<double, double>> e_k;  // score, weight
  double total = 0;
  for (const List& list : lists) {
    total += list.weight;
    std::size_t errors = 0;
    for (const Record& rec : list.records) {
      if (!rec.relevant && ++errors == k) {
        e_k.emplace_back(rec.score, list.weight);
        break;
      }
    }
  }
  std::stable_sort(e_k.begin(), e_k.end(), [&](const auto& a, const auto& b) {
    return ascending ? a.first < b.first : a.first > b.first;
  });
  double cumulative = 0;
  for (const auto& [score, weight] : e_k) {
    cumulative += weight;
    if (cumulative >= q * total * (1 - 1e-12)) return score;
  }
  return std::nullopt;
}

double naive_mean_tap(const std::vector<List>& lists, std::optional<double> e0, bool ascending) {
  double weighted = 0, total = 0;
  for (const List& list : lists) {
    weighted += list.weight * naive_tap(list, e0, ascending);
    total += list.weight;
  }
  return weighted / total;
}

std::optional<double> naive_ap(const List& list) {
  if (list.total == 0) return std::nullopt;
  double sum = 0;
  std::size_t found = 0;
  for (std::size_t i = 0; i < list.records.size(); ++i) {
    if (list.records[i].relevant) sum += static_cast<double>(++found) / static_cast<double>(i + 1);
  }
  return sum / static_cast<double>(list.total);
}

std::optional<double> naive_roc(const std::vector<int>& relevant, std::uint64_t total,
                                std::size_t n) {
  if (total == 0) return std::nullopt;
  std::vector<double> t;
  double above = 0;
  for (int r : relevant) {
    if (r) {
      ++above;
    } else {
      t.push_back(above);
    }
  }
  double sum = 0;
  for (std::size_t i = 0; i < n; ++i) sum += i < t.size() ? t[i] : above;
  return sum / (static_cast<double>(n) * static_cast<double>(total));
}

std::optional<double> naive_roc(const List& list, std::size_t n) {
  std::vector<int> relevant;
  for (const Record& rec : list.records) relevant.push_back(rec.relevant);
  return naive_roc(relevant, list.total, n);
}

std::optional<double> naive_pooled(const std::vector<List>& lists, std::size_t n, bool ascending) {
  std::vector<Record> all;
  std::uint64_t total = 0;
  for (const List& list : lists) {
    all.insert(all.end(), list.records.begin(), list.records.end());
    total += list.total;
  }
  std::stable_sort(all.begin(), all.end(), [&](const Record& a, const Record& b) {
    return ascending ? a.score < b.score : a.score > b.score;
  });
  std::vector<int> relevant;
  for (const Record& rec : all) relevant.push_back(rec.relevant);
  return naive_roc(relevant, total, n);
}

std::optional<double> mean_of(const std::vector<std::optional<double>>& values) {
  double sum = 0;
  std::size_t count = 0;
  for (const auto& v : values) {
    if (v) {
      sum += *v;
      ++count;
    }
  }
  if (count == 0) return std::nullopt;
  return sum / static_cast<double>(count);
}

void check_value(const Json& actual, std::optional<double> expected) {
  if (!expected) {
    CHECK(actual.is_null());
  } else {
    REQUIRE(actual.is_number());
    CHECK(actual.get<double>() == Approx(*expected).margin(kClose));
  }
}

// ---- Random lists ----

// Lists with scores from a few values (ties within and across lists), monotone in the order,
// T_q ≥ the relevant records listed, sometimes T_q = 0 (no relevant listed) or empty lists.
std::vector<List> random_lists(std::mt19937& rng, bool ascending, bool weighted) {
  std::uniform_int_distribution<int> lists_of(1, 8);
  std::uniform_int_distribution<int> size_of(0, 12);
  std::uniform_int_distribution<int> score_of(0, 8);
  std::uniform_int_distribution<int> weight_of(1, 3);
  std::uniform_int_distribution<int> extra_of(0, 2);
  std::bernoulli_distribution relevant_of(0.4);
  std::bernoulli_distribution no_relevant(0.15);
  std::vector<List> lists(static_cast<std::size_t>(lists_of(rng)));
  for (std::size_t l = 0; l < lists.size(); ++l) {
    List& list = lists[l];
    list.query = "q" + std::to_string(l);
    list.weight = weighted ? weight_of(rng) : 1;
    std::vector<double> scores(static_cast<std::size_t>(size_of(rng)));
    for (double& s : scores) s = score_of(rng) / 4.0;
    std::sort(scores.begin(), scores.end());
    if (!ascending) std::reverse(scores.begin(), scores.end());
    const bool none = no_relevant(rng);
    std::uint64_t listed = 0;
    for (double s : scores) {
      const int r = !none && relevant_of(rng) ? 1 : 0;
      list.records.push_back({r, s});
      listed += static_cast<std::uint64_t>(r);
    }
    list.total = none ? 0 : listed + static_cast<std::uint64_t>(extra_of(rng));
  }
  return lists;
}

// One list with strictly decreasing scores m, m-1, …, 1 and the given relevance.
List strict_list(const std::string& query, std::uint64_t total, const std::vector<int>& relevance) {
  List list{query, 1, total, {}};
  const auto m = static_cast<double>(relevance.size());
  for (std::size_t i = 0; i < relevance.size(); ++i) {
    list.records.push_back({relevance[i], m - static_cast<double>(i)});
  }
  return list;
}

}  // namespace

TEST_CASE("tapk properties: the task agrees with a naive implementation of the spec", "[tapk]") {
  std::mt19937 rng(17082010);
  const std::vector<double> quantiles = {0.25, 1.0 / 3, 0.5, 0.8, 1.0};
  std::uniform_int_distribution<std::size_t> quantile_of(0, quantiles.size() - 1);
  std::uniform_int_distribution<int> grid_of(0, 8);
  const std::size_t ns[] = {1, 3, 50};
  const std::vector<std::size_t> ks = {1, 2, 3, 5};
  for (int round = 0; round < 120; ++round) {
    const bool ascending = round % 2 == 1;
    const std::vector<List> lists = random_lists(rng, ascending, round % 3 != 0);
    const double q = quantiles[quantile_of(rng)];
    const std::size_t n = ns[round % 3];
    const double grid_threshold = grid_of(rng) / 4.0;
    const std::string order = ascending ? "asc" : "desc";
    INFO("round " << round << " q " << q << " order " << order << "\n" << to_text(lists));

    std::vector<std::size_t> reachable;
    std::size_t unreachable = 0;
    for (std::size_t k : ks) {
      if (naive_e0(lists, k, q, ascending)) {
        reachable.push_back(k);
      } else {
        ++unreachable;
      }
    }
    const Json options = {{"order", order}, {"quantile", q}, {"rocn", n}};
    // Every k: invalid with one quantile-unreachable per k without E0.
    Json all = options;
    all["k"] = ks;
    const Json every = run(lists, all);
    CHECK(every["valid"] == (unreachable == 0));
    CHECK(codes(every) == std::vector<std::string>(unreachable, "quantile-unreachable"));

    // The chart of mean TAP against k: k = 1, 2, … while E0 exists (E_k of every list is no
    // more stringent than its E_{k-1} and fewer lists have one, so once E0 is missing it stays
    // missing), each point the mean TAP at that E0.
    {
      Json o = options;
      o["pad"] = true;  // scored even when the requested k has no E0
      const Json r = run(lists, o);
      REQUIRE(r["valid"] == true);
      std::size_t largest = 0;
      while (naive_e0(lists, largest + 1, q, ascending)) ++largest;
      const Json* curve = nullptr;
      for (const Json& c : r["curves"]) {
        if (c["id"] == "tap.k") curve = &c;
      }
      if (largest == 0) {
        CHECK(curve == nullptr);
      } else {
        REQUIRE(curve != nullptr);
        const Json& points = (*curve)["points"];
        REQUIRE(points.size() == largest);
        for (std::size_t k = 1; k <= largest; ++k) {
          INFO("curve k " << k);
          CHECK(points[k - 1][0] == k);
          CHECK(points[k - 1][1].get<double>() ==
                Approx(naive_mean_tap(lists, naive_e0(lists, k, q, ascending), ascending))
                    .margin(kClose));
        }
      }
    }

    // The k with an E0, and two fixed thresholds.
    for (const bool fixed : {false, true}) {
      Json o = options;
      std::vector<std::optional<double>> e0s;
      if (fixed) {
        // One on the score grid (records tied with it are inside), one between grid values.
        const std::vector<double> thresholds = {grid_threshold, 0.875};
        o["threshold"] = thresholds;
        for (double t : thresholds) e0s.push_back(t);
      } else {
        if (reachable.empty()) continue;
        o["k"] = reachable;
        for (std::size_t k : reachable) e0s.push_back(naive_e0(lists, k, q, ascending));
      }
      const Json r = run(lists, o);
      REQUIRE(r["valid"] == true);
      for (std::size_t i = 0; i < e0s.size(); ++i) {
        const std::string name =
            fixed ? "t=" + o["threshold"][i].dump() : "k=" + std::to_string(reachable[i]);
        INFO(name);
        CHECK(metric(r, name + ".e0") == *e0s[i]);
        CHECK(metric(r, name + ".tap") ==
              Approx(naive_mean_tap(lists, e0s[i], ascending)).margin(kClose));
        for (std::size_t l = 0; l < lists.size(); ++l) {
          const double tap = tap_of(r, l, i);
          CHECK(tap == Approx(naive_tap(lists[l], e0s[i], ascending)).margin(kClose));
          CHECK(tap >= 0.0);
          CHECK(tap <= 1.0);
        }
      }
      std::vector<std::optional<double>> aps, rocs;
      for (std::size_t l = 0; l < lists.size(); ++l) {
        aps.push_back(naive_ap(lists[l]));
        rocs.push_back(naive_roc(lists[l], n));
        const Json& row = rows(r)[l];
        CHECK(row[0] == lists[l].query);
        CHECK(row[1] == static_cast<double>(lists[l].weight));
        CHECK(row[2] == lists[l].total);
        CHECK(row[3] == lists[l].records.size());
        check_value(row[5 + e0s.size()], aps.back());
        check_value(row[6 + e0s.size()], rocs.back());
      }
      CHECK(metric(r, "queries") == static_cast<double>(lists.size()));
      check_value(r["metrics"]["map"], mean_of(aps));
      check_value(r["metrics"]["rocn.mean"], mean_of(rocs));
      check_value(r["metrics"]["rocn.pooled"], naive_pooled(lists, n, ascending));
    }
  }
}

TEST_CASE("tapk properties: padded, unreachable k score whole lists without the sentinel",
          "[tapk]") {
  // Only lists with T_q ≥ 1 here: docs/tasks/tapk.md gives Σ p_i / (T_q + 1) for padded lists and
  // 1/(n_q + 1) for T_q = 0 without saying which wins when both apply.
  std::mt19937 rng(20101);
  const std::vector<std::size_t> ks = {1, 2, 4, 8, 13};
  for (int round = 0; round < 60; ++round) {
    const bool ascending = round % 2 == 0;
    std::vector<List> lists = random_lists(rng, ascending, true);
    for (List& list : lists) list.total = std::max<std::uint64_t>(list.total, 1);
    const Json r = run(lists, {{"k", ks}, {"pad", true}, {"order", ascending ? "asc" : "desc"}});
    INFO("round " << round << "\n" << to_text(lists));
    REQUIRE(r["valid"] == true);
    for (std::size_t i = 0; i < ks.size(); ++i) {
      const std::string name = "k=" + std::to_string(ks[i]);
      const auto e0 = naive_e0(lists, ks[i], 0.5, ascending);
      INFO(name);
      if (e0) {
        CHECK(metric(r, name + ".e0") == *e0);
      } else {
        CHECK(r["metrics"][name + ".e0"].is_null());
      }
      CHECK(metric(r, name + ".tap") ==
            Approx(naive_mean_tap(lists, e0, ascending)).margin(kClose));
      for (std::size_t l = 0; l < lists.size(); ++l) {
        CHECK(tap_of(r, l, i) == Approx(naive_tap(lists[l], e0, ascending)).margin(kClose));
      }
    }
  }
}

TEST_CASE("tapk properties: a perfect list", "[tapk]") {
  // R ≥ 1 relevant records first, then m irrelevant, T = R. With n records inside:
  //   n = 0: TAP = 0;
  //   1 ≤ n ≤ R: p_i = 1 for i ≤ n, r = n: TAP = (n + 1) / (R + 1);
  //   n > R: S = R, r = R: TAP = (R + R/n) / (R + 1).
  // So TAP = 1 exactly when the threshold cuts right after the relevant records (n = R), and is
  // below 1 at every other threshold. Over the whole list AP = R / R = 1 and every t_i of ROC_n
  // is R, so ROC_n = 1.
  // With T = R + u (u ≥ 1 relevant records not retrieved): AP = R / (R + u), and the largest
  // TAP, at n = R, is (R + 1) / (R + u + 1) < 1.
  std::mt19937 rng(1708);
  std::uniform_int_distribution<int> relevant_of(1, 6);
  std::uniform_int_distribution<int> irrelevant_of(0, 6);
  std::uniform_int_distribution<int> missing_of(0, 3);
  for (int round = 0; round < 60; ++round) {
    const auto big_r = static_cast<std::size_t>(relevant_of(rng));
    const auto m = static_cast<std::size_t>(irrelevant_of(rng));
    const auto u = static_cast<std::uint64_t>(missing_of(rng));
    std::vector<int> relevance(big_r, 1);
    relevance.resize(big_r + m, 0);
    const std::vector<List> lists = {strict_list("perfect", big_r + u, relevance)};
    // Thresholds: above the top (n = 0), then at each record's score (n = 1, 2, …).
    std::vector<double> thresholds = {static_cast<double>(big_r + m) + 0.5};
    for (const Record& rec : lists[0].records) thresholds.push_back(rec.score);
    const Json r = run(lists, {{"threshold", thresholds}, {"order", "desc"}});
    INFO("R " << big_r << " m " << m << " u " << u);
    REQUIRE(r["valid"] == true);
    const double T = static_cast<double>(big_r + u);
    const double R = static_cast<double>(big_r);
    for (std::size_t n = 0; n < thresholds.size(); ++n) {
      const double tap = tap_of(r, 0, n);
      const double N = static_cast<double>(n);
      INFO("n " << n);
      if (n == 0) {
        CHECK(tap == 0.0);
      } else if (n <= big_r) {
        CHECK(tap == Approx((N + 1) / (T + 1)).margin(kClose));
      } else {
        CHECK(tap == Approx((R + R / N) / (T + 1)).margin(kClose));
      }
      if (u == 0 && n == big_r) {
        CHECK(tap == 1.0);
      } else {
        CHECK(tap < 1.0);
      }
    }
    CHECK(metric(r, "map") == Approx(R / T).margin(kClose));
    if (u == 0) {
      CHECK(metric(r, "map") == 1.0);
      CHECK(metric(r, "rocn.mean") == 1.0);
      CHECK(metric(r, "rocn.pooled") == 1.0);
    }
  }
}

TEST_CASE("tapk properties: an irrelevant record inside the threshold never raises TAP", "[tapk]") {
  // Inserting an irrelevant record at position j ≤ n + 1 (inside the threshold) shifts the
  // relevant records from j on down by one, so each p_i = i / k_i stays or falls, and r/n
  // becomes r/(n + 1) ≤ r/n; for T = 0, 1/(n + 2) < 1/(n + 1). So TAP never rises, and falls
  // strictly when r ≥ 1 (the sentinel r/n falls) or T = 0. For T ≥ 1 and r = 0 it stays 0.
  std::mt19937 rng(2010);
  std::uniform_int_distribution<int> size_of(0, 12);
  std::uniform_int_distribution<int> score_of(0, 8);
  std::bernoulli_distribution relevant_of(0.5);
  std::uniform_int_distribution<int> extra_of(0, 2);
  for (int round = 0; round < 200; ++round) {
    List original{"original", 1, 0, {}};
    std::vector<double> scores(static_cast<std::size_t>(size_of(rng)));
    for (double& s : scores) s = score_of(rng) / 4.0;
    std::sort(scores.rbegin(), scores.rend());  // descending, with ties
    const bool none = round % 5 == 0;           // some lists with T = 0
    for (double s : scores) original.records.push_back({!none && relevant_of(rng) ? 1 : 0, s});
    std::uint64_t listed = 0;
    for (const Record& rec : original.records) listed += static_cast<std::uint64_t>(rec.relevant);
    original.total = none ? 0 : listed + static_cast<std::uint64_t>(extra_of(rng));
    const double t = score_of(rng) / 4.0;
    std::size_t n = 0, r = 0;  // inside the threshold
    while (n < scores.size() && scores[n] >= t)
      r += static_cast<std::size_t>(original.records[n++].relevant);
    // The new record goes before position j ∈ [0, n] (0-based), with its predecessor's score
    // (or, first, the larger of t and the first score): the list stays monotone and the
    // record is inside.
    const auto j = std::uniform_int_distribution<std::size_t>(0, n)(rng);
    const double score = j > 0 ? scores[j - 1] : std::max(t, scores.empty() ? t : scores.front());
    List inserted = original;
    inserted.query = "inserted";
    inserted.records.insert(inserted.records.begin() + static_cast<std::ptrdiff_t>(j), {0, score});
    const Json result = run({original, inserted}, {{"threshold", {t}}, {"order", "desc"}});
    INFO("round " << round << " t " << t << " j " << j << "\n" << to_text({original, inserted}));
    REQUIRE(result["valid"] == true);
    const double before = tap_of(result, 0, 0);
    const double after = tap_of(result, 1, 0);
    CHECK(after <= before);
    if (r >= 1 || original.total == 0) CHECK(after < before);
    if (r == 0 && original.total >= 1) CHECK(after == 0.0);
  }
}

TEST_CASE("tapk properties: relaxing the threshold by one record", "[tapk]") {
  // Scores strictly decreasing, the threshold at the n-th record's score: n records inside.
  // From n - 1 to n records (T ≥ 1):
  //   record n relevant: S gains (r+1)/n and the sentinel goes from r/(n-1) to (r+1)/n, and
  //     (r+1)/n ≥ r/(n-1) since r ≤ n - 1: TAP rises by at least (r+1)/(n(T+1)) > 0 (from 0
  //     when n = 1);
  //   record n irrelevant: the sentinel goes from r/(n-1) to r/n: TAP falls when r ≥ 1 and
  //     stays 0 when r = 0.
  // T = 0: 1/(n+1) < 1/n, TAP falls at every record.
  std::mt19937 rng(714);
  std::uniform_int_distribution<int> size_of(1, 15);
  std::bernoulli_distribution relevant_of(0.4);
  for (int round = 0; round < 100; ++round) {
    std::vector<int> relevance(static_cast<std::size_t>(size_of(rng)));
    const bool none = round % 6 == 0;
    std::uint64_t listed = 0;
    for (int& rel : relevance)
      listed += static_cast<std::uint64_t>(rel = !none && relevant_of(rng));
    const std::uint64_t total = none ? 0 : listed + static_cast<std::uint64_t>(round % 3);
    const std::vector<List> lists = {strict_list("q", total, relevance)};
    std::vector<double> thresholds = {static_cast<double>(relevance.size()) + 1};  // n = 0
    for (const Record& rec : lists[0].records) thresholds.push_back(rec.score);
    const Json r = run(lists, {{"threshold", thresholds}, {"order", "desc"}});
    INFO("round " << round << "\n" << to_text(lists));
    REQUIRE(r["valid"] == true);
    CHECK(tap_of(r, 0, 0) == (total == 0 ? 1.0 : 0.0));
    std::size_t found = 0;  // r before record n
    for (std::size_t n = 1; n < thresholds.size(); ++n) {
      const double previous = tap_of(r, 0, n - 1);
      const double current = tap_of(r, 0, n);
      INFO("n " << n << " relevant " << relevance[n - 1] << " found before " << found);
      if (total == 0) {
        CHECK(current < previous);
      } else if (relevance[n - 1]) {
        CHECK(current - previous >=
              static_cast<double>(found + 1) / static_cast<double>(n * (total + 1)) - kClose);
        CHECK(current > previous);
      } else if (found >= 1) {
        CHECK(current < previous);
      } else {
        CHECK(current == 0.0);
      }
      found += static_cast<std::size_t>(relevance[n - 1]);
    }
  }
}

TEST_CASE("tapk properties: weights", "[tapk]") {
  // Doubling every weight doubles W, every running weight and the target q·W exactly (powers of
  // 2), and Σ 2w·TAP / Σ 2w = Σ w·TAP / Σ w: E0 and every mean are unchanged, bit for bit.
  // `unweighted` scores as if every weight were 1.
  std::mt19937 rng(5);
  for (int round = 0; round < 60; ++round) {
    const bool ascending = round % 2 == 0;
    const std::vector<List> lists = random_lists(rng, ascending, true);
    std::vector<List> doubled = lists, ones = lists;
    for (List& list : doubled) list.weight *= 2;
    for (List& list : ones) list.weight = 1;
    const Json options = {{"k", {1, 2, 3}},
                          {"threshold", Json::array()},
                          {"pad", true},
                          {"order", ascending ? "asc" : "desc"}};
    Json unweighted = options;
    unweighted["unweighted"] = true;
    const Json a = run(lists, options);
    const Json b = run(doubled, options);
    const Json u = run(lists, unweighted);
    const Json o = run(ones, options);
    INFO("round " << round << "\n" << to_text(lists));
    REQUIRE(a["valid"] == true);
    CHECK(a["metrics"] == b["metrics"]);
    CHECK(u["metrics"] == o["metrics"]);
    CHECK(rows(u) == rows(o));
    // The weighted mean by hand from the per-query TAPs.
    for (std::size_t i = 0; i < 3; ++i) {
      double weighted = 0, total = 0;
      for (std::size_t l = 0; l < lists.size(); ++l) {
        weighted += lists[l].weight * tap_of(a, l, i);
        total += lists[l].weight;
      }
      CHECK(metric(a, "k=" + std::to_string(i + 1) + ".tap") ==
            Approx(weighted / total).margin(kClose));
    }
  }
}

TEST_CASE("tapk properties: E-values are negated scores", "[tapk]") {
  // score ≥ E0 ⟺ −score ≤ −E0, and the most stringent E_k of scores are the most stringent of
  // their negations: ascending lists of −s score as descending lists of s, with E0 negated.
  std::mt19937 rng(42);
  for (int round = 0; round < 60; ++round) {
    const std::vector<List> lists = random_lists(rng, false, round % 2 == 0);
    std::vector<List> negated = lists;
    for (List& list : negated) {
      for (Record& rec : list.records) rec.score = -rec.score;
    }
    const Json k = {{"k", {1, 2, 3, 4}}, {"pad", true}, {"quantile", 0.4}};
    Json kd = k, ka = k;
    kd["order"] = "desc";
    ka["order"] = "asc";
    const Json d = run(lists, kd);
    const Json a = run(negated, ka);
    INFO("round " << round << "\n" << to_text(lists));
    REQUIRE(d["valid"] == true);
    REQUIRE(a["valid"] == true);
    for (int i = 1; i <= 4; ++i) {
      const std::string name = "k=" + std::to_string(i);
      CHECK(a["metrics"][name + ".tap"] == d["metrics"][name + ".tap"]);
      if (d["metrics"][name + ".e0"].is_null()) {
        CHECK(a["metrics"][name + ".e0"].is_null());
      } else {
        CHECK(metric(a, name + ".e0") == -metric(d, name + ".e0"));
      }
    }
    CHECK(rows(a) == rows(d));
    CHECK(a["metrics"]["map"] == d["metrics"]["map"]);
    CHECK(a["metrics"]["rocn.pooled"] == d["metrics"]["rocn.pooled"]);
    const Json td = run(lists, {{"threshold", {0.5}}, {"order", "desc"}});
    const Json ta = run(negated, {{"threshold", {-0.5}}, {"order", "asc"}});
    CHECK(td["metrics"]["t=0.5.tap"] == ta["metrics"]["t=-0.5.tap"]);
    CHECK(rows(td) == rows(ta));
  }
}
