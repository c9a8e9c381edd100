// The real BioCreative II GM test data of bc2gm/ of the test corpora (docs/data.md): the gold
// scored against itself (ner.bc2gm with alternatives and sentences; ner.iob2 on its token/tag
// version), the alternatives as a run (numbers checked with alt_eval.perl), and runs derived here
// from the gold, whose expected numbers are computed here with plain set logic and a simple
// matching: alt_eval.perl's rule re-implemented in a few lines for bc2gm.*, one-to-one pairing for
// the criteria.
#include <catch2/catch.hpp>

#include <algorithm>
#include <functional>
#include <map>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "support/support.hpp"

using namespace bioeval;
using bioeval::test::codes;
using bioeval::test::metric;
using bioeval::test::read_text_file;
using bioeval::test::run_task;
using bioeval::test::shared_data_path;

namespace {

constexpr double kExact = 1e-12;

const std::vector<std::string> kAllCriteria = {"exact",   "alternatives",  "left",
                                               "right",   "left_or_right", "approximate",
                                               "partial", "fragment"};

std::string data(const std::string& name) {
  return read_text_file(shared_data_path("bc2gm/" + name));
}

// A mention line "sentence|start end|text".
struct Mention {
  std::string sentence;
  int start = 0, end = 0;
  std::string text;
  bool operator<(const Mention& o) const {
    return std::tie(sentence, start, end) < std::tie(o.sentence, o.start, o.end);
  }
};

std::vector<Mention> parse_mentions(const std::string& text) {
  std::vector<Mention> out;
  std::size_t at = 0;
  while (at < text.size()) {
    const std::size_t end = text.find('\n', at);
    const std::string line = text.substr(at, end - at);
    at = end == std::string::npos ? text.size() : end + 1;
    if (line.empty()) continue;
    const std::size_t bar = line.find('|');
    const std::size_t second = line.find('|', bar + 1);
    const std::string offsets = line.substr(bar + 1, second - bar - 1);
    const std::size_t space = offsets.find(' ');
    Mention m;
    m.sentence = line.substr(0, bar);
    m.start = std::stoi(offsets.substr(0, space));
    m.end = std::stoi(offsets.substr(space + 1));
    m.text = second == std::string::npos ? "" : line.substr(second + 1);
    out.push_back(m);
  }
  return out;
}

std::string mention_file(const std::vector<Mention>& mentions) {
  std::string out;
  for (const Mention& m : mentions) {
    out += m.sentence + "|" + std::to_string(m.start) + " " + std::to_string(m.end);
    if (!m.text.empty()) out += "|" + m.text;
    out += "\n";
  }
  return out;
}

// Each sentence's number of non-space characters, from the sentence file ("id text").
std::map<std::string, int> sentence_lengths(const std::string& text) {
  std::map<std::string, int> out;
  std::size_t at = 0;
  while (at < text.size()) {
    const std::size_t end = text.find('\n', at);
    const std::string line = text.substr(at, end - at);
    at = end == std::string::npos ? text.size() : end + 1;
    const std::size_t space = line.find(' ');
    if (space == std::string::npos) continue;
    int n = 0;
    for (std::size_t i = space + 1; i < line.size(); ++i) n += line[i] != ' ' && line[i] != '\t';
    out[line.substr(0, space)] = n;
  }
  return out;
}

bool same_span(const Mention& a, const Mention& b) {
  return a.sentence == b.sentence && a.start == b.start && a.end == b.end;
}
bool overlap(const Mention& a, const Mention& b) {
  return a.sentence == b.sentence && std::max(a.start, b.start) <= std::min(a.end, b.end);
}

// The mentions of each sentence.
std::map<std::string, std::vector<Mention>> by_sentence(const std::vector<Mention>& mentions) {
  std::map<std::string, std::vector<Mention>> out;
  for (const Mention& m : mentions) out[m.sentence].push_back(m);
  return out;
}

// The largest one-to-one pairing of gold and system mentions, sentence by sentence, with
// Kuhn's augmenting paths (a sentence has few mentions).
int matching(const std::vector<Mention>& gold, const std::vector<Mention>& system,
             const std::function<bool(const Mention&, const Mention&)>& compatible) {
  const auto gold_of = by_sentence(gold);
  const auto system_of = by_sentence(system);
  int total = 0;
  for (const auto& entry : gold_of) {
    const auto found = system_of.find(entry.first);
    if (found == system_of.end()) continue;
    const std::vector<Mention>& g = entry.second;  // a named reference: lambdas capture it
    const std::vector<Mention>& s = found->second;
    std::vector<int> owner(s.size(), -1);
    std::vector<bool> seen;
    std::function<bool(std::size_t)> augment = [&](std::size_t i) {
      for (std::size_t j = 0; j < s.size(); ++j) {
        if (seen[j] || !compatible(g[i], s[j])) continue;
        seen[j] = true;
        if (owner[j] < 0 || augment(static_cast<std::size_t>(owner[j]))) {
          owner[j] = static_cast<int>(i);
          return true;
        }
      }
      return false;
    };
    for (std::size_t i = 0; i < g.size(); ++i) {
      seen.assign(s.size(), false);
      total += augment(i);
    }
  }
  return total;
}

struct Counts {
  double tp = 0, fp = 0, fn = 0;
};

Counts one_to_one(const std::vector<Mention>& gold, const std::vector<Mention>& system,
                  const std::function<bool(const Mention&, const Mention&)>& compatible) {
  const double tp = matching(gold, system, compatible);
  return {tp, static_cast<double>(system.size()) - tp, static_cast<double>(gold.size()) - tp};
}

// alt_eval.perl's rule: a gold mention is found when the system has its span, or the span of an
// alternative that overlaps it (each gold once); a system mention is an FP unless its span is a
// gold or alternative span of its sentence.
Counts alt_eval(const std::vector<Mention>& gold, const std::vector<Mention>& alternatives,
                const std::vector<Mention>& system) {
  const std::set<Mention> system_spans(system.begin(), system.end());
  std::set<Mention> answers(gold.begin(), gold.end());
  answers.insert(alternatives.begin(), alternatives.end());
  const auto alternatives_of = by_sentence(alternatives);
  Counts c;
  for (const Mention& g : gold) {
    bool found = system_spans.count(g) > 0;
    const auto alts = alternatives_of.find(g.sentence);
    if (alts != alternatives_of.end()) {
      for (const Mention& a : alts->second) {
        if (overlap(a, g) && system_spans.count(a)) found = true;
      }
    }
    if (found) {
      ++c.tp;
    } else {
      ++c.fn;
    }
  }
  for (const Mention& s : system) {
    if (answers.count(s) == 0) ++c.fp;
  }
  return c;
}

// The criterion `alternatives`: alt_eval.perl's compatibility, counted one to one.
Counts alternatives_criterion(const std::vector<Mention>& gold,
                              const std::vector<Mention>& alternatives,
                              const std::vector<Mention>& system) {
  const auto alternatives_of = by_sentence(alternatives);
  return one_to_one(gold, system, [&](const Mention& g, const Mention& s) {
    if (same_span(g, s)) return true;
    const auto alts = alternatives_of.find(g.sentence);
    if (alts == alternatives_of.end()) return false;
    for (const Mention& a : alts->second) {
      if (overlap(a, g) && same_span(a, s)) return true;
    }
    return false;
  });
}

// fragment: non-space characters, each counted once per side.
Counts fragment(const std::vector<Mention>& gold, const std::vector<Mention>& system) {
  std::set<std::pair<std::string, int>> g, s;
  for (const Mention& m : gold) {
    for (int x = m.start; x <= m.end; ++x) g.insert({m.sentence, x});
  }
  for (const Mention& m : system) {
    for (int x = m.start; x <= m.end; ++x) s.insert({m.sentence, x});
  }
  double both = 0;
  for (const auto& x : g) both += s.count(x);
  return {both, static_cast<double>(s.size()) - both, static_cast<double>(g.size()) - both};
}

void check_counts(const Json& r, const std::string& name, const Counts& c) {
  INFO(name << ": expected TP " << c.tp << ", FP " << c.fp << ", FN " << c.fn);
  CHECK(metric(r, name + ".tp") == c.tp);
  CHECK(metric(r, name + ".fp") == c.fp);
  CHECK(metric(r, name + ".fn") == c.fn);
}

// Scores `system` against the test gold (with alternatives and sentences) and compares exact,
// partial, alternatives, fragment and bc2gm.* with the numbers computed here.
Json check_derived_run(const std::vector<Mention>& system) {
  const std::vector<Mention> gold = parse_mentions(data("test_GENE.eval"));
  const std::vector<Mention> alternatives = parse_mentions(data("test_ALTGENE.eval"));
  const Json r = run_task("ner.bc2gm", {{"gold", data("test_GENE.eval")},
                                        {"altgene", data("test_ALTGENE.eval")},
                                        {"sentences", data("test_test.in")},
                                        {"run", mention_file(system)}});
  REQUIRE(r["valid"] == true);
  check_counts(r, "exact", one_to_one(gold, system, same_span));
  check_counts(r, "partial", one_to_one(gold, system, overlap));
  check_counts(r, "approximate", one_to_one(gold, system, [](const Mention& g, const Mention& s) {
                 return g.sentence == s.sentence && ((g.start <= s.start && s.end <= g.end) ||
                                                     (s.start <= g.start && g.end <= s.end));
               }));
  check_counts(r, "alternatives", alternatives_criterion(gold, alternatives, system));
  check_counts(r, "fragment", fragment(gold, system));
  const Counts official = alt_eval(gold, alternatives, system);
  check_counts(r, "bc2gm", official);
  const double p = official.tp / (official.tp + official.fp);
  const double rec = official.tp / (official.tp + official.fn);
  CHECK(metric(r, "bc2gm.precision") == Approx(p).margin(kExact));
  CHECK(metric(r, "bc2gm.recall") == Approx(rec).margin(kExact));
  CHECK(metric(r, "bc2gm.f1") == Approx(2 / (1 / p + 1 / rec)).margin(kExact));
  return r;
}

int line_count(const std::string& text) {
  return static_cast<int>(std::count(text.begin(), text.end(), '\n'));
}

}  // namespace

TEST_CASE("bc2gm data: test_GENE.eval against itself", "[ner][data]") {
  const std::string gold = data("test_GENE.eval");
  const Json r = run_task("ner.bc2gm", {{"gold", gold},
                                        {"altgene", data("test_ALTGENE.eval")},
                                        {"sentences", data("test_test.in")},
                                        {"run", gold}});
  REQUIRE(r["valid"] == true);
  CHECK(codes(r).empty());  // every offset inside its sentence and covering its text
  for (const std::string& c : kAllCriteria) {
    INFO(c);
    CHECK(metric(r, c + ".precision") == 1);
    CHECK(metric(r, c + ".recall") == 1);
    CHECK(metric(r, c + ".f1") == 1);
  }
  const int mentions = line_count(gold);
  CHECK(mentions == 6331);
  CHECK(metric(r, "bc2gm.tp") == mentions);
  CHECK(metric(r, "bc2gm.fp") == 0);
  CHECK(metric(r, "bc2gm.fn") == 0);
  CHECK(metric(r, "exact.tp") == mentions);
  CHECK(metric(r, "bc2gm.f1") == 1);
}

TEST_CASE("bc2gm data: test_ALTGENE.eval as a run", "[ner][data]") {
  // Checked with alt_eval.perl: TP 3670, FP 0, FN 2661, Recall 0.579687253198547,
  // F 0.733926607339266.
  const std::vector<Mention> alternatives = parse_mentions(data("test_ALTGENE.eval"));
  const Json r = check_derived_run(alternatives);
  CHECK(codes(r).empty());
  CHECK(metric(r, "bc2gm.tp") == 3670);
  CHECK(metric(r, "bc2gm.fp") == 0);
  CHECK(metric(r, "bc2gm.fn") == 2661);
  CHECK(metric(r, "bc2gm.precision") == 1);
  CHECK(metric(r, "bc2gm.recall") == Approx(0.579687253198547).margin(1e-15));
  CHECK(metric(r, "bc2gm.f1") == Approx(0.733926607339266).margin(1e-15));
  // The layout's summary, as alt_eval.perl printed it.
  const std::string layout = find_task("ner.bc2gm").layout("bc2gm", r);
  const std::string summary =
      "\nTP: 3670\nFP: 0\nFN: 2661\nPrecision: 1 Recall: 0.579687253198547 F: "
      "0.733926607339266\n\n";
  REQUIRE(layout.size() > summary.size());
  CHECK(layout.substr(layout.size() - summary.size()) == summary);
  // One detail line per gold mention and per FP.
  CHECK(line_count(layout) == 6331 + 0 + 6);
}

TEST_CASE("bc2gm data: every 10th gold mention dropped", "[ner][data]") {
  const std::vector<Mention> gold = parse_mentions(data("test_GENE.eval"));
  std::vector<Mention> run;
  for (std::size_t i = 0; i < gold.size(); ++i) {
    if (i % 10 != 9) run.push_back(gold[i]);
  }
  const Json r = check_derived_run(run);
  CHECK(codes(r).empty());
  // What remains is all right: 6331 - 633.
  CHECK(metric(r, "exact.tp") == 5698);
  CHECK(metric(r, "exact.fp") == 0);
  CHECK(metric(r, "bc2gm.fp") == 0);
  CHECK(metric(r, "bc2gm.tp") >= 5698);  // some dropped ones are found through alternatives
}

TEST_CASE("bc2gm data: the end of every 7th gold mention shifted by one", "[ner][data]") {
  const std::vector<Mention> gold = parse_mentions(data("test_GENE.eval"));
  const std::map<std::string, int> lengths = sentence_lengths(data("test_test.in"));
  std::vector<Mention> run;
  int shifted = 0;
  for (std::size_t i = 0; i < gold.size(); ++i) {
    Mention m = gold[i];
    m.text.clear();  // the text would no longer match the offsets
    if (i % 7 == 6 && m.end + 1 < lengths.at(m.sentence)) {
      ++m.end;
      ++shifted;
    }
    run.push_back(m);
  }
  CHECK(shifted > 800);
  const Json r = check_derived_run(run);
  CHECK(codes(r).empty());
  // Every shifted mention still starts where its gold does.
  CHECK(metric(r, "left.tp") == 6331);
}

TEST_CASE("bc2gm data: gold mentions replaced by an overlapping alternative", "[ner][data]") {
  const std::vector<Mention> gold = parse_mentions(data("test_GENE.eval"));
  const std::vector<Mention> alternatives = parse_mentions(data("test_ALTGENE.eval"));
  const auto alternatives_of = by_sentence(alternatives);
  std::vector<Mention> run;
  int replaced = 0;
  for (const Mention& g : gold) {
    Mention m = g;
    const auto alts = alternatives_of.find(g.sentence);
    if (alts != alternatives_of.end()) {
      for (const Mention& a : alts->second) {
        if (!overlap(a, g)) continue;
        m = a;  // the first overlapping alternative in file order
        ++replaced;
        break;
      }
    }
    run.push_back(m);
  }
  CHECK(replaced > 3000);
  const Json r = check_derived_run(run);
  for (const std::string& code : codes(r)) CHECK(code == "mention-duplicate");
  // Every replaced mention is still found through its alternative, and no system mention is an
  // FP: the official score is perfect.
  CHECK(metric(r, "bc2gm.tp") == 6331);
  CHECK(metric(r, "bc2gm.fp") == 0);
}

TEST_CASE("bc2gm data: conll_test.tsv against itself with ner.iob2", "[ner][data]") {
  const std::string tokens = data("conll_test.tsv");
  const Json r = run_task("ner.iob2", {{"gold", tokens}, {"run", tokens}});
  REQUIRE(r["valid"] == true);
  CHECK(codes(r).empty());
  for (const std::string& c : kAllCriteria) {
    if (c == "alternatives") continue;  // ner.bc2gm only
    INFO(c);
    CHECK(metric(r, c + ".precision") == 1);
    CHECK(metric(r, c + ".recall") == 1);
    CHECK(metric(r, c + ".f1") == 1);
  }
  for (const char* m : {"accuracy", "precision", "recall", "f1", "GENE.f1"}) {
    INFO(m);
    CHECK(metric(r, std::string("conlleval.") + m) == 1);
  }
  // Counted here: a B-GENE starts each entity; every non-blank line is a token.
  int entities = 0, token_lines = 0;
  std::size_t at = 0;
  while (at < tokens.size()) {
    const std::size_t end = tokens.find('\n', at);
    const std::string line = tokens.substr(at, end - at);
    at = end == std::string::npos ? tokens.size() : end + 1;
    if (line.empty()) continue;
    ++token_lines;
    entities += line.size() > 7 && line.compare(line.size() - 7, 7, "\tB-GENE") == 0;
  }
  CHECK(metric(r, "exact.tp") == entities);
  CHECK(metric(r, "conlleval.phrases") == entities);
  CHECK(metric(r, "conlleval.correct") == entities);
  CHECK(metric(r, "conlleval.tokens") == token_lines);
}
