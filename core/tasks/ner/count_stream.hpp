// Counts kept compactly: a sequence of numbers, most of them small, each in as few bytes as it
// needs (7 bits a byte, LEB128), read back in order. A unit's counts of a sentence take a byte
// each, not four; the bytes are kept in blocks that grow with the stream and are never moved.
#pragma once

#include <algorithm>
#include <cstdint>
#include <memory>
#include <vector>

namespace bioeval::ner {

class CountStream {
 public:
  void push(std::uint32_t value) {
    if (end_ - next_ < kLongest) add_block();
    while (value >= 0x80) {
      *next_++ = static_cast<std::uint8_t>(value | 0x80);
      value >>= 7;
    }
    *next_++ = static_cast<std::uint8_t>(value);
  }

  // The bytes the blocks take.
  std::size_t bytes() const { return held_; }

  // Reads the numbers from the first on (no more than were pushed).
  class Reader {
   public:
    explicit Reader(const CountStream& stream) : stream_(stream) {}
    std::uint32_t next() {
      if (next_ == end_) next_block();
      std::uint32_t value = 0;
      for (unsigned shift = 0;; shift += 7) {
        const std::uint8_t byte = *next_++;
        value |= static_cast<std::uint32_t>(byte & 0x7F) << shift;
        if (byte < 0x80) return value;
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
  static constexpr std::ptrdiff_t kLongest = 5;  // bytes of a number
  static constexpr std::size_t kFirstBlock = 256;
  static constexpr std::size_t kLargestBlock = std::size_t{1} << 16;

  // A number never straddles two blocks: a block ends where the next number might not fit.
  void add_block() {
    if (!blocks_.empty()) used_.push_back(static_cast<std::size_t>(next_ - blocks_.back().get()));
    const std::size_t size = std::clamp(held_, kFirstBlock, kLargestBlock);
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

}  // namespace bioeval::ner
