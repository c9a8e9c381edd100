// The benchmark generators' source of randomness: std::mt19937_64 only, every draw made from its
// raw output (the standard distributions differ between standard libraries), so the same seed
// gives byte-identical files everywhere.
#pragma once

#include <cstdint>
#include <random>

namespace bioeval::bench {

// Draws from std::mt19937_64 without the standard distributions, so that the files do not
// depend on the standard library.
class Random {
 public:
  explicit Random(std::uint64_t seed) : engine_(seed) {}
  // An integer in [0, n), n > 0 (the modulo bias is below 2^-32 for the n used here).
  std::uint64_t below(std::uint64_t n) { return engine_() % n; }
  // An integer in [lo, hi].
  std::uint64_t between(std::uint64_t lo, std::uint64_t hi) { return lo + below(hi - lo + 1); }
  // A real number in [0, 1).
  double unit() { return static_cast<double>(engine_() >> 11) * 0x1.0p-53; }
  bool chance(double p) { return unit() < p; }

 private:
  std::mt19937_64 engine_;
};

}  // namespace bioeval::bench
