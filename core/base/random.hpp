// A small random generator whose sequence is fixed by its seed: the same numbers natively and in
// WebAssembly, on any number of threads (each stream seeded on its own).
#pragma once

#include <cstdint>

namespace bioeval {

// One step of splitmix64 on the state `x`: a well-mixed 64-bit value, and the next state.
std::uint64_t splitmix64(std::uint64_t& x);

// xoshiro256** seeded through splitmix64.
class Random {
 public:
  explicit Random(std::uint64_t seed);
  std::uint64_t next();
  // Uniform in [0, n), n > 0, without modulo bias.
  std::uint64_t below(std::uint64_t n);
  bool coin() { return (next() >> 63) != 0; }

 private:
  std::uint64_t state_[4];
};

}  // namespace bioeval
