// bioeval_generate_ppi: writes a gold corpus in the unified PPI XML (the converted variant: all
// pairs of a sentence's entities are candidates, positive <interaction> elements) and a run for
// it, for benchmarks. Sentences hold 2 to 8 entities named from a small vocabulary (so that
// relations repeat within documents), about one pair in seven is positive, and the run scores
// positives higher on average; it names most pairs by pair id, some by their entities, and
// leaves a few out. The same arguments and seed give byte-identical files (bench/random.hpp).
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <stdexcept>
#include <string>
#include <vector>

#include "buffered_file.hpp"
#include "random.hpp"

namespace {

using bioeval::bench::BufferedFile;
using bioeval::bench::Random;

constexpr const char* kUsage =
    "usage: bioeval_generate_ppi --pairs N [--seed S] --gold FILE --run FILE\n"
    "  --pairs N    candidate pairs (at least; whole sentences are written)\n"
    "  --seed S     seed of the generator (default 1); the same seed gives the same files\n"
    "  --gold FILE  where to write the corpus (unified PPI XML)\n"
    "  --run FILE   where to write the run (pair_id or e1 e2, label, score; TAB-separated)\n";

constexpr const char* kNames[] = {
    "KinA", "KinB", "KinC", "Spo0A", "SinR", "SinI", "SigE", "SigK", "GerE", "SpoIIID", "AbrB",
    "ComK", "DegU", "CodY", "Hpr",   "ScoC", "RapA", "PhrA", "YkuD", "IL-2", "p53",     "MDM2"};
constexpr std::size_t kNameCount = sizeof kNames / sizeof kNames[0];
constexpr const char* kFiller[] = {" binds ",     " and ", " interacts with ", " but not ",
                                   " activates ", ", ",    " represses "};

struct Settings {
  std::uint64_t pairs = 0;
  std::uint64_t seed = 1;
  std::string gold, run;
};

Settings parse(int argc, char** argv) {
  Settings settings;
  for (int i = 1; i < argc; i += 2) {
    const std::string flag = argv[i];
    if (i + 1 >= argc) throw std::invalid_argument(flag + " needs a value");
    const std::string value = argv[i + 1];
    if (flag == "--pairs" || flag == "--seed") {
      char* end = nullptr;
      const unsigned long long n = std::strtoull(value.c_str(), &end, 10);
      if (value.empty() || *end != '\0') throw std::invalid_argument(flag + " takes a number");
      (flag == "--pairs" ? settings.pairs : settings.seed) = n;
    } else if (flag == "--gold") {
      settings.gold = value;
    } else if (flag == "--run") {
      settings.run = value;
    } else {
      throw std::invalid_argument("unknown argument " + flag);
    }
  }
  if (settings.pairs == 0 || settings.gold.empty() || settings.run.empty()) {
    throw std::invalid_argument("--pairs, --gold and --run are needed");
  }
  return settings;
}

// One sentence: its entities, interactions and run lines. Returns its number of pairs.
std::uint64_t write_sentence(Random& random, const std::string& id, BufferedFile& gold,
                             BufferedFile& run) {
  const std::uint64_t count = random.between(2, 8);
  std::vector<std::string> names;
  std::vector<std::pair<std::size_t, std::size_t>> offsets;
  std::string text;
  for (std::uint64_t e = 0; e < count; ++e) {
    if (e) text += kFiller[random.below(7)];
    names.push_back(kNames[random.below(kNameCount)]);
    offsets.push_back({text.size(), text.size() + names.back().size()});
    text += names.back();
  }
  text += '.';
  std::string& g = gold.buffer();
  g += "    <sentence id=\"" + id + "\" text=\"" + text + "\">\n";
  for (std::uint64_t e = 0; e < count; ++e) {
    g += "      <entity id=\"" + id + ".e" + std::to_string(e) + "\" charOffset=\"" +
         std::to_string(offsets[e].first) + "-" + std::to_string(offsets[e].second) + "\" text=\"" +
         names[e] + "\" type=\"protein\"/>\n";
  }
  std::uint64_t k = 0, interactions = 0;
  char line[160];
  for (std::uint64_t i = 0; i < count; ++i) {
    for (std::uint64_t j = i + 1; j < count; ++j, ++k) {
      const bool positive = random.chance(0.15);
      if (positive) {
        g += "      <interaction id=\"" + id + ".i" + std::to_string(interactions++) + "\" e1=\"" +
             id + ".e" + std::to_string(i) + "\" e2=\"" + id + ".e" + std::to_string(j) +
             "\" type=\"PPI\"/>\n";
      }
      if (random.chance(0.01)) continue;  // left out of the run
      const double score = (positive ? 0.35 : 0.0) + 0.65 * random.unit();
      const int label = score >= 0.5 ? 1 : 0;
      if (random.chance(0.1)) {
        std::snprintf(line, sizeof line, "%s.e%llu\t%s.e%llu\t%d\t%.4f\n", id.c_str(),
                      static_cast<unsigned long long>(j), id.c_str(),
                      static_cast<unsigned long long>(i), label, score);
      } else {
        std::snprintf(line, sizeof line, "%s.p%llu\t%d\t%.4f\n", id.c_str(),
                      static_cast<unsigned long long>(k), label, score);
      }
      run.buffer() += line;
      run.line_done();
    }
  }
  g += "    </sentence>\n";
  gold.line_done();
  return k;
}

void generate(const Settings& settings) {
  Random random(settings.seed);
  BufferedFile gold(settings.gold), run(settings.run);
  gold.buffer() += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<corpus source=\"Bench\">\n";
  std::uint64_t pairs = 0;
  for (std::uint64_t d = 0; pairs < settings.pairs; ++d) {
    const std::string document = "Bench.d" + std::to_string(d);
    gold.buffer() += "  <document id=\"" + document + "\" origId=\"" + std::to_string(d) + "\">\n";
    const std::uint64_t sentences = random.between(1, 10);
    for (std::uint64_t s = 0; s < sentences && pairs < settings.pairs; ++s) {
      pairs += write_sentence(random, document + ".s" + std::to_string(s), gold, run);
    }
    gold.buffer() += "  </document>\n";
  }
  gold.buffer() += "</corpus>\n";
  gold.close();
  run.close();
}

}  // namespace

int main(int argc, char** argv) {
  try {
    generate(parse(argc, argv));
    return 0;
  } catch (const std::exception& e) {
    std::cerr << "bioeval_generate_ppi: " << e.what() << "\n" << kUsage;
    return 2;
  }
}
