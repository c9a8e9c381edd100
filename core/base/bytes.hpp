// Byte scanning eight bytes at a time (SWAR). Lines and fields are short, so a word-at-a-time
// loop beats a library call per search, above all in WebAssembly, where memchr and memcmp go
// byte by byte.
#pragma once

#include <cstdint>
#include <cstring>
#include <string_view>

namespace bioeval {

static_assert(__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__, "byte scanning assumes little endian");

inline std::uint64_t load_word(const char* p) {
  std::uint64_t word;
  std::memcpy(&word, p, 8);
  return word;
}

// The high bit of each byte of `word` that equals `byte`, and no other bit (exact: no carry
// crosses bytes).
inline std::uint64_t byte_mask(std::uint64_t word, unsigned char byte) {
  constexpr std::uint64_t kLow7 = 0x7F7F7F7F7F7F7F7FULL;
  const std::uint64_t x = word ^ (0x0101010101010101ULL * byte);
  return ~(((x & kLow7) + kLow7) | x | kLow7);
}

// The high bit of each byte of `word` that is at most 0x20 (space and the control characters,
// among them every whitespace character), and no other bit (exact: no carry crosses bytes).
inline std::uint64_t space_or_control_mask(std::uint64_t word) {
  constexpr std::uint64_t kLow7 = 0x7F7F7F7F7F7F7F7FULL;
  // A byte's low seven bits plus 0x5F reach its high bit when they are 0x21 or more.
  const std::uint64_t above = (word & kLow7) + 0x5F5F5F5F5F5F5F5FULL;
  return ~(above | word | kLow7);
}

// Bit i set for each byte p[i] of the 32 at p that is at most 0x20: where the fields of a short
// line end, found at once.
inline std::uint32_t space_or_control_bits(const char* p) {
  std::uint32_t bits = 0;
  for (int w = 0; w < 4; ++w) {
    // The high bits of the mask gathered into its top byte, in byte order.
    const std::uint64_t mask = space_or_control_mask(load_word(p + 8 * w));
    bits |= static_cast<std::uint32_t>((mask * 0x0002040810204081ULL) >> 56) << (8 * w);
  }
  return bits;
}

// The high bit of each byte of `word` below 0x20 (the control characters, without the space), and
// no other bit (exact: no carry crosses bytes).
inline std::uint64_t control_mask(std::uint64_t word) {
  constexpr std::uint64_t kLow7 = 0x7F7F7F7F7F7F7F7FULL;
  // A byte's low seven bits plus 0x60 reach its high bit when they are 0x20 or more.
  const std::uint64_t above = (word & kLow7) + 0x6060606060606060ULL;
  return ~(above | word | kLow7);
}

// The first `byte` in [p, end), or end, eight bytes at a time: for a byte expected within a few
// words (the end of a short line), where a library call costs more than the search.
inline const char* find_byte_nearby(const char* p, const char* end, char byte) {
  const auto b = static_cast<unsigned char>(byte);
  for (; end - p >= 8; p += 8) {
    if (const std::uint64_t mask = byte_mask(load_word(p), b)) {
      return p + __builtin_ctzll(mask) / 8;
    }
  }
  while (p != end && *p != byte) ++p;
  return p;
}

// The first `byte` in [p, end), or end.
inline const char* find_byte(const char* p, const char* end, char byte) {
#ifndef __EMSCRIPTEN__
  // Natively, the C library's vectorized memchr is faster still.
  const void* found = std::memchr(p, byte, static_cast<std::size_t>(end - p));
  return found ? static_cast<const char*>(found) : end;
#else
  return find_byte_nearby(p, end, byte);
#endif
}

// The first byte at most 0x20 in [p, end) (a space, a TAB, a line end or another control
// character: where a field ends), or end.
inline const char* find_space_or_control(const char* p, const char* end) {
  for (; end - p >= 8; p += 8) {
    if (const std::uint64_t mask = space_or_control_mask(load_word(p))) {
      return p + __builtin_ctzll(mask) / 8;
    }
  }
  while (p != end && static_cast<unsigned char>(*p) > 0x20) ++p;
  return p;
}

// a == b, comparing eight bytes at a time (the last eight overlapping the ones before).
inline bool same_text(std::string_view a, std::string_view b) {
  const std::size_t n = a.size();
  if (n != b.size()) return false;
  const char* p = a.data();
  const char* q = b.data();
  if (n >= 8) {
    for (std::size_t i = 0; i + 8 < n; i += 8) {
      if (load_word(p + i) != load_word(q + i)) return false;
    }
    return load_word(p + n - 8) == load_word(q + n - 8);
  }
  for (std::size_t i = 0; i < n; ++i) {
    if (p[i] != q[i]) return false;
  }
  return true;
}

}  // namespace bioeval
