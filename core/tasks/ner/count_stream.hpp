// Counts kept compactly: a sequence of numbers, most of them small, each in as few bytes as it
// needs (7 bits a byte, LEB128), read back in order; rows of counts with a mask of those that are
// not 0 first (push_row), so that a 0 takes no byte. A unit's counts of a sentence, written as
// differences that are mostly 0, take a few bytes, not four each; the bytes are kept in blocks
// that grow with the stream and are never moved.
#pragma once

#include <algorithm>
#include <cstdint>
#include <memory>
#include <vector>

namespace bioeval::ner {

class CountStream {
 public:
  // Room for `bytes` in a first block, taken now: by the thread that will free it, when another
  // thread writes the stream (memory goes back to the pool of the thread that took it).
  void reserve(std::size_t bytes) {
    if (blocks_.empty()) add_block(std::max(bytes, kFirstBlock));
  }

  void push(std::uint64_t value) {
    if (end_ - next_ < kLongest) add_block(std::clamp(held_, kFirstBlock, kLargestBlock));
    while (value >= 0x80) {
      *next_++ = static_cast<std::uint8_t>(value | 0x80);
      value >>= 7;
    }
    *next_++ = static_cast<std::uint8_t>(value);
  }

  // A row of `count` numbers (at most 64): a mask of those that are not 0, then those.
  void push_row(const std::uint64_t* values, std::size_t count) {
    std::uint64_t nonzero = 0;
    for (std::size_t i = 0; i < count; ++i) nonzero |= std::uint64_t{values[i] != 0} << i;
    push(nonzero);
    for (std::size_t i = 0; i < count; ++i) {
      if (values[i] != 0) push(values[i]);
    }
  }

  // The bytes the blocks take.
  std::size_t bytes() const { return held_; }

  // Reads the numbers from the first on (no more than were pushed).
  class Reader {
   public:
    explicit Reader(const CountStream& stream) : stream_(stream) {}
    std::uint64_t next() {
      if (next_ == end_) next_block();
      std::uint8_t byte = *next_++;
      if (byte < 0x80) return byte;  // most
      std::uint64_t value = byte & 0x7F;
      for (unsigned shift = 7;; shift += 7) {
        byte = *next_++;
        value |= static_cast<std::uint64_t>(byte & 0x7F) << shift;
        if (byte < 0x80) return value;
      }
    }
    // A row of `count` numbers (at most 64) as push_row wrote it.
    void next_row(std::uint64_t* values, std::size_t count) {
      std::fill_n(values, count, 0);
      for (std::uint64_t nonzero = next(); nonzero != 0; nonzero &= nonzero - 1) {
        values[__builtin_ctzll(nonzero)] = next();
      }
    }

   private:
    void next_block() {
      next_ = stream_.blocks_[block_].get();
      end_ = next_ + stream_.used(block_);
      ++block_;
    }
    const CountStream& stream_;
    std::size_t block_ = 0;
    const std::uint8_t* next_ = nullptr;
    const std::uint8_t* end_ = nullptr;
  };

 private:
  static constexpr std::ptrdiff_t kLongest = 10;  // bytes of a number
  static constexpr std::size_t kFirstBlock = 256;
  static constexpr std::size_t kLargestBlock = std::size_t{1} << 16;

  // A number never straddles two blocks: a block ends where the next number might not fit.
  void add_block(std::size_t size) {
    if (!blocks_.empty()) used_.push_back(static_cast<std::size_t>(next_ - blocks_.back().get()));
    blocks_.emplace_back(new std::uint8_t[size]);
    held_ += size;
    next_ = blocks_.back().get();
    end_ = next_ + size;
  }
  std::size_t used(std::size_t block) const {
    return block < used_.size() ? used_[block]
                                : static_cast<std::size_t>(next_ - blocks_.back().get());
  }

  std::vector<std::unique_ptr<std::uint8_t[]>> blocks_;
  std::vector<std::size_t> used_;  // the bytes of each block but the last
  std::size_t held_ = 0;
  std::uint8_t* next_ = nullptr;  // in the last block
  std::uint8_t* end_ = nullptr;
};

// A signed difference as a number: 0, -1, 1, -2, 2 … as 0, 1, 2, 3, 4 … (small either way).
inline std::uint64_t zigzag(std::int64_t value) {
  return (static_cast<std::uint64_t>(value) << 1) ^ static_cast<std::uint64_t>(value >> 63);
}
inline std::int64_t unzigzag(std::uint64_t value) {
  return static_cast<std::int64_t>(value >> 1) ^ -static_cast<std::int64_t>(value & 1);
}
// The difference a - b of two counts, as a number.
inline std::uint64_t difference(std::uint64_t a, std::uint64_t b) {
  return zigzag(static_cast<std::int64_t>(a) - static_cast<std::int64_t>(b));
}

}  // namespace bioeval::ner
