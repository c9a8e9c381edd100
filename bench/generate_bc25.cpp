// bioeval_generate: writes a gold file and a run file of a BioCreative II.5 task (ACT, INT or
// IPT) for benchmarks. The files look like real submissions: DOIs as document ids, UniProt-like
// accessions, ranks 1..H per document with confidences in ]0, 1] that do not increase with rank,
// a few gold items per document (some retrieved, at various ranks), run documents the gold does
// not have and gold documents the run does not have. The same arguments and seed give
// byte-identical files: the only source of randomness is std::mt19937_64, and every draw is made
// from its raw output (the standard distributions differ between standard libraries).
#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <random>
#include <stdexcept>
#include <string>
#include <string_view>
#include <unordered_set>
#include <utility>
#include <vector>

#include "buffered_file.hpp"
#include "random.hpp"

namespace {

using bioeval::bench::Random;

constexpr const char* kUsage =
    "usage: bioeval_generate act|int|ipt --documents N [--hits H] [--seed S] --gold FILE --run "
    "FILE\n"
    "  --documents N  documents in the run (ACT: articles, one line each)\n"
    "  --hits H       hits per run document (INT, IPT; default 50; ACT has one line per "
    "article)\n"
    "  --seed S       seed of the generator (default 1); the same seed gives the same files\n"
    "  --gold FILE    where to write the gold file\n"
    "  --run FILE     where to write the run file\n";

// Share of document slots that only the gold has, and that only the run has.
constexpr double kGoldOnly = 0.02;
constexpr double kRunOnly = 0.10;
// Confidences are written with three decimals: 1..1000 thousandths.
constexpr std::uint32_t kConfidenceScale = 1000;

class UsageError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Buffered output to a file, flushed in blocks of about 1 MB.
class Output : public bioeval::bench::BufferedFile {
 public:
  using BufferedFile::BufferedFile;

  Output& text(std::string_view s) {
    buffer().append(s.data(), s.size());
    return *this;
  }
  Output& ch(char c) {
    buffer().push_back(c);
    return *this;
  }
  // A decimal integer, with at least `width` digits (zero-padded).
  Output& number(std::uint64_t value, int width = 1) {
    char digits[24];
    int n = 0;
    do {
      digits[n++] = static_cast<char>('0' + value % 10);
      value /= 10;
    } while (value > 0);
    while (n < width) digits[n++] = '0';
    while (n > 0) buffer().push_back(digits[--n]);
    return *this;
  }
  // A confidence of `thousandths` / 1000 with three decimals: "0.875", "1.000".
  Output& confidence(std::uint32_t thousandths) {
    number(thousandths / kConfidenceScale).ch('.');
    return number(thousandths % kConfidenceScale, 3);
  }
  // Ends a line and writes the buffer out when it is full.
  void end_line() {
    buffer().push_back('\n');
    line_done();
  }
};

// The DOI of document slot `slot`, shaped like FEBS Letters DOIs of BC II.5
// (10.1016/j.febslet.2008.01.0NNNN): 10,000 articles per month, 12 months per year from 2008.
void write_document(Output& out, std::uint64_t slot) {
  out.text("10.1016/j.febslet.")
      .number(2008 + slot / 120000)
      .ch('.')
      .number(slot / 10000 % 12 + 1, 2)
      .text(".0")
      .number(slot % 10000, 4);
}

// UniProt-like accessions, all distinct and all matching docs/tasks/bc25.md's patterns:
// [OPQ][0-9][A-Z0-9]{3}[0-9] (P12345, Q9XYZ1) or [A-NR-Z][0-9]([A-Z][A-Z0-9]{2}[0-9]){1,2}
// (A2BC19, A0A023GPI8).
std::vector<std::string> accession_pool(Random& random, std::size_t size) {
  constexpr std::string_view kUpper = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  constexpr std::string_view kDigit = "0123456789";
  constexpr std::string_view kUpperOrDigit = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
  constexpr std::string_view kOpq = "OPQ";
  constexpr std::string_view kOtherFirst = "ABCDEFGHIJKLMNRSTUVWXYZ";
  auto pick = [&](std::string_view from) { return from[random.below(from.size())]; };
  auto block = [&](std::string& s) {
    s += pick(kUpper);
    s += pick(kUpperOrDigit);
    s += pick(kUpperOrDigit);
    s += pick(kDigit);
  };
  std::vector<std::string> pool;
  pool.reserve(size);
  std::unordered_set<std::string> seen;
  while (pool.size() < size) {
    std::string s;
    const double kind = random.unit();
    if (kind < 0.70) {  // Swiss-Prot style, as most BC II.5 interactors
      s += pick(kOpq);
      s += pick(kDigit);
      for (int i = 0; i < 3; ++i) s += pick(kUpperOrDigit);
      s += pick(kDigit);
    } else {  // the other six-character form, and now and then the ten-character one
      s += pick(kOtherFirst);
      s += pick(kDigit);
      block(s);
      if (kind > 0.95) block(s);
    }
    if (seen.insert(s).second) pool.push_back(std::move(s));
  }
  return pool;
}

enum class Slot { both, gold_only, run_only };

// The first slot is in both files, so that neither file is ever empty.
Slot draw_slot(Random& random, std::uint64_t slot) {
  const double u = random.unit();
  if (slot == 0) return Slot::both;
  if (u < kGoldOnly) return Slot::gold_only;
  if (u < kGoldOnly + kRunOnly) return Slot::run_only;
  return Slot::both;
}

// Confidences for ranks 1..n, in thousandths: the first between 550 and 1000, then never
// increasing and never below 1; equal neighbours happen, as with real systems.
void draw_confidences(Random& random, std::size_t n, std::vector<std::uint32_t>& out) {
  out.resize(n);
  std::uint32_t c = static_cast<std::uint32_t>(random.between(550, kConfidenceScale));
  for (std::size_t i = 0; i < n; ++i) {
    out[i] = c;
    const std::uint32_t step = static_cast<std::uint32_t>(random.below(30));
    c = c > step ? c - step : 1;
  }
}

// A rank in [0, n) for a retrieved gold item: usually near the top, sometimes deep.
std::size_t draw_gold_position(Random& random, std::size_t n) {
  const double u = random.unit();
  return std::min(n - 1, static_cast<std::size_t>(static_cast<double>(n) * u * u * u));
}

struct Settings {
  std::string task;
  std::uint64_t documents = 0;
  std::uint64_t hits = 50;
  std::uint64_t seed = 1;
  std::string gold;
  std::string run;
};

// INT (arity 1) and IPT (arity 2). An item is one accession, or an unordered pair of them,
// as indices into the pool.
struct Item {
  std::uint32_t a = 0;
  std::uint32_t b = 0;
  bool same(const Item& other) const {
    return (a == other.a && b == other.b) || (a == other.b && b == other.a);
  }
};

class ItemGenerator {
 public:
  ItemGenerator(const Settings& settings, std::size_t arity)
      : settings_(settings),
        arity_(arity),
        random_(settings.seed),
        pool_(accession_pool(
            random_,
            std::max<std::size_t>(25000, 4 * static_cast<std::size_t>(settings.hits) + 64))),
        stamp_(pool_.size(), 0) {}

  void write() {
    Output gold(settings_.gold);
    Output run(settings_.run);
    std::uint64_t written = 0;
    for (std::uint64_t slot = 0; written < settings_.documents; ++slot) {
      const Slot kind = draw_slot(random_, slot);
      new_document();
      gold_.clear();
      if (kind != Slot::run_only) {
        const std::size_t n = arity_ == 1 ? random_.between(1, 6) : random_.between(1, 4);
        while (gold_.size() < n) {
          const Item item = fresh_item();
          gold_.push_back(item);
        }
        for (const Item& item : gold_) {
          write_document(gold, slot);
          write_item(gold.ch('\t'), item, random_.chance(0.5));
          gold.end_line();
        }
      }
      if (kind == Slot::gold_only) continue;
      fill_hits();
      draw_confidences(random_, hits_.size(), confidences_);
      for (std::size_t i = 0; i < hits_.size(); ++i) {
        write_document(run, slot);
        write_item(run.ch('\t'), hits_[i], random_.chance(0.5));
        run.ch('\t').number(i + 1).ch('\t').confidence(confidences_[i]);
        run.end_line();
      }
      ++written;
    }
    gold.close();
    run.close();
  }

 private:
  void new_document() {
    if (++document_ == 0) {  // the stamps wrapped around: start again from clean stamps
      std::fill(stamp_.begin(), stamp_.end(), 0);
      document_ = 1;
    }
    items_.clear();
  }

  std::uint32_t random_accession() {
    return static_cast<std::uint32_t>(random_.below(pool_.size()));
  }

  // An item not yet used in the current document (neither in its gold nor among its hits).
  Item fresh_item() {
    while (true) {
      if (arity_ == 1) {
        const std::uint32_t a = random_accession();
        if (stamp_[a] == document_) continue;
        stamp_[a] = document_;
        return {a, a};
      }
      // A pair: one of its accessions is often a protein the article already names.
      const std::uint32_t a = !items_.empty() && random_.chance(0.6)
                                  ? items_[random_.below(items_.size())].a
                                  : random_accession();
      const std::uint32_t b = random_accession();
      if (a == b) continue;
      const Item item{a, b};
      bool used = false;
      for (const Item& other : items_) used = used || other.same(item);
      if (used) continue;
      items_.push_back(item);
      return item;
    }
  }

  // The hits of the current document: some gold items at various ranks, other items elsewhere.
  void fill_hits() {
    const std::size_t n = static_cast<std::size_t>(settings_.hits);
    hits_.assign(n, Item{});
    taken_.assign(n, false);
    for (const Item& item : gold_) {
      if (!random_.chance(0.7)) continue;
      std::size_t at = draw_gold_position(random_, n);
      std::size_t tries = 0;
      while (taken_[at] && tries++ < n) at = (at + 1) % n;
      if (taken_[at]) break;
      taken_[at] = true;
      hits_[at] = item;
    }
    for (std::size_t i = 0; i < n; ++i) {
      if (!taken_[i]) hits_[i] = fresh_item();
    }
  }

  void write_item(Output& out, const Item& item, bool swap) const {
    if (arity_ == 1) {
      out.text(pool_[item.a]);
      return;
    }
    const std::uint32_t first = swap ? item.b : item.a;
    const std::uint32_t second = swap ? item.a : item.b;
    out.text(pool_[first]).ch('\t').text(pool_[second]);
  }

  const Settings& settings_;
  std::size_t arity_;
  Random random_;
  std::vector<std::string> pool_;
  std::vector<std::uint32_t> stamp_;  // == document_: accession used in the current document
  std::uint32_t document_ = 0;
  std::vector<Item> items_;  // IPT: the pairs of the current document so far
  std::vector<Item> gold_;
  std::vector<Item> hits_;
  std::vector<bool> taken_;
  std::vector<std::uint32_t> confidences_;
};

// ACT: one line per article. About a third of the gold articles are positive; the run predicts
// the gold label most of the time, more confidently when it is right. The run lists articles by
// decreasing confidence, and ranks count 1, 2, … down the lines within each predicted class.
void write_act(const Settings& settings) {
  Random random(settings.seed);
  struct Article {
    std::uint64_t slot;
    bool positive;
    std::uint32_t confidence;
  };
  std::vector<Article> articles;
  articles.reserve(static_cast<std::size_t>(settings.documents));
  Output gold(settings.gold);
  for (std::uint64_t slot = 0; articles.size() < settings.documents; ++slot) {
    const Slot kind = draw_slot(random, slot);
    const bool label = random.chance(0.3);
    if (kind != Slot::run_only) {
      write_document(gold, slot);
      gold.ch('\t').ch(label ? '1' : '0');
      gold.end_line();
    }
    if (kind == Slot::gold_only) continue;
    const bool right = kind == Slot::both ? random.chance(0.85) : random.chance(0.5);
    const auto confidence = static_cast<std::uint32_t>(right ? random.between(400, kConfidenceScale)
                                                             : random.between(1, 800));
    articles.push_back({slot, right ? label : !label, confidence});
  }
  gold.close();

  std::sort(articles.begin(), articles.end(), [](const Article& x, const Article& y) {
    return x.confidence != y.confidence ? x.confidence > y.confidence : x.slot < y.slot;
  });
  Output run(settings.run);
  std::uint64_t ranks[2] = {0, 0};
  for (const Article& article : articles) {
    write_document(run, article.slot);
    run.ch('\t').ch(article.positive ? '1' : '0').ch('\t');
    run.number(++ranks[article.positive ? 1 : 0]).ch('\t').confidence(article.confidence);
    run.end_line();
  }
  run.close();
}

std::uint64_t parse_count(const std::string& option, const std::string& text) {
  std::uint64_t value = 0;
  if (text.empty() || text.size() > 18) throw UsageError(option + " needs a number");
  for (char c : text) {
    if (c < '0' || c > '9') throw UsageError(option + " needs a number, not '" + text + "'");
    value = value * 10 + static_cast<std::uint64_t>(c - '0');
  }
  return value;
}

Settings parse(const std::vector<std::string>& args) {
  Settings settings;
  bool have_documents = false;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& arg = args[i];
    if (arg == "-h" || arg == "--help") {
      std::cout << kUsage;
      std::exit(0);
    }
    if (arg.rfind("--", 0) != 0) {
      if (!settings.task.empty()) throw UsageError("unexpected argument '" + arg + "'");
      settings.task = arg;
      continue;
    }
    if (i + 1 >= args.size()) throw UsageError(arg + " needs a value");
    const std::string& value = args[++i];
    if (arg == "--documents") {
      settings.documents = parse_count(arg, value);
      have_documents = true;
    } else if (arg == "--hits") {
      settings.hits = parse_count(arg, value);
    } else if (arg == "--seed") {
      settings.seed = parse_count(arg, value);
    } else if (arg == "--gold") {
      settings.gold = value;
    } else if (arg == "--run") {
      settings.run = value;
    } else {
      throw UsageError("unknown option " + arg);
    }
  }
  if (settings.task != "act" && settings.task != "int" && settings.task != "ipt") {
    throw UsageError("the task is act, int or ipt");
  }
  if (!have_documents || settings.documents == 0)
    throw UsageError("--documents N (N > 0) is needed");
  if (settings.task != "act" && (settings.hits == 0 || settings.hits > 100000)) {
    throw UsageError("--hits is between 1 and 100000");
  }
  if (settings.gold.empty() || settings.run.empty())
    throw UsageError("--gold and --run are needed");
  if (settings.gold == settings.run) throw UsageError("--gold and --run must be different files");
  return settings;
}

}  // namespace

int main(int argc, char** argv) {
  try {
    const Settings settings = parse(std::vector<std::string>(argv + 1, argv + argc));
    if (settings.task == "act") {
      write_act(settings);
    } else {
      ItemGenerator(settings, settings.task == "int" ? 1 : 2).write();
    }
    return 0;
  } catch (const UsageError& error) {
    std::cerr << "bioeval_generate: " << error.what() << "\n\n" << kUsage;
    return 2;
  } catch (const std::exception& error) {
    std::cerr << "bioeval_generate: " << error.what() << "\n";
    return 1;
  }
}
