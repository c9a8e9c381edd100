// bioeval_generate_tapk: writes retrieval lists in the tap.pl format for benchmarks. The lists
// look like a database search's: numeric query ids, a weight on some queries, T_q from 0 to 12,
// E-values ascending down each list (best first) with relevant records more likely near the top,
// and some ties. The same arguments and seed give byte-identical files (bench/random.hpp).
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <stdexcept>
#include <string>
#include <vector>

#include "random.hpp"

namespace {

using bioeval::bench::Random;

constexpr const char* kUsage =
    "usage: bioeval_generate_tapk --queries N [--records R] [--seed S] --out FILE\n"
    "  --queries N   retrieval lists\n"
    "  --records R   records per list (default 100)\n"
    "  --seed S      seed of the generator (default 1); the same seed gives the same file\n"
    "  --out FILE    where to write the lists\n";

struct Settings {
  std::uint64_t queries = 0;
  std::uint64_t records = 100;
  std::uint64_t seed = 1;
  std::string out;
};

std::uint64_t parse_count(const std::string& flag, const std::string& text) {
  char* end = nullptr;
  const unsigned long long value = std::strtoull(text.c_str(), &end, 10);
  if (text.empty() || *end != '\0') throw std::invalid_argument(flag + " takes a number");
  return value;
}

Settings parse(int argc, char** argv) {
  Settings settings;
  for (int i = 1; i < argc; i += 2) {
    const std::string flag = argv[i];
    if (i + 1 >= argc) throw std::invalid_argument(flag + " needs a value");
    const std::string value = argv[i + 1];
    if (flag == "--queries") {
      settings.queries = parse_count(flag, value);
    } else if (flag == "--records") {
      settings.records = parse_count(flag, value);
    } else if (flag == "--seed") {
      settings.seed = parse_count(flag, value);
    } else if (flag == "--out") {
      settings.out = value;
    } else {
      throw std::invalid_argument("unknown argument " + flag);
    }
  }
  if (settings.queries == 0 || settings.out.empty()) {
    throw std::invalid_argument("--queries and --out are needed");
  }
  return settings;
}

// One list: header, T_q, then records with ascending E-values.
void write_list(Random& random, std::uint64_t query, std::uint64_t records, std::string& out) {
  char line[64];
  const bool weighted = random.chance(0.1);
  std::snprintf(line, sizeof line, weighted ? "%llu\t%llu\n" : "%llu\n",
                static_cast<unsigned long long>(10000000 + query * 7919 % 20000000),
                static_cast<unsigned long long>(random.between(2, 5)));
  out += line;
  const std::uint64_t total = random.chance(0.05) ? 0 : random.between(1, 12);
  std::snprintf(line, sizeof line, "%llu\n", static_cast<unsigned long long>(total));
  out += line;
  std::uint64_t relevant = 0;
  double log_e = -60.0 + 40.0 * random.unit();  // log10 of the best E-value
  for (std::uint64_t r = 0; r < records; ++r) {
    const double p_relevant = 0.6 * std::exp(-static_cast<double>(r) / 8.0);
    const bool is_relevant = relevant < total && random.chance(p_relevant);
    relevant += is_relevant;
    if (!random.chance(0.05)) log_e += 1.5 * random.unit();  // 5 % ties
    std::snprintf(line, sizeof line, "%d\t%.6g\n", is_relevant ? 1 : 0, std::pow(10.0, log_e));
    out += line;
  }
  out += '\n';
}

void write(const Settings& settings) {
  std::FILE* file = std::fopen(settings.out.c_str(), "wb");
  if (!file) throw std::runtime_error("cannot write " + settings.out);
  Random random(settings.seed);
  std::string block;
  for (std::uint64_t q = 0; q < settings.queries; ++q) {
    write_list(random, q, settings.records, block);
    if (block.size() >= (1u << 20) || q + 1 == settings.queries) {
      if (std::fwrite(block.data(), 1, block.size(), file) != block.size()) {
        std::fclose(file);
        throw std::runtime_error("cannot write " + settings.out);
      }
      block.clear();
    }
  }
  if (std::fclose(file) != 0) throw std::runtime_error("cannot write " + settings.out);
}

}  // namespace

int main(int argc, char** argv) {
  try {
    write(parse(argc, argv));
    return 0;
  } catch (const std::invalid_argument& error) {
    std::cerr << "bioeval_generate_tapk: " << error.what() << "\n\n" << kUsage;
    return 2;
  } catch (const std::exception& error) {
    std::cerr << "bioeval_generate_tapk: " << error.what() << "\n";
    return 1;
  }
}
