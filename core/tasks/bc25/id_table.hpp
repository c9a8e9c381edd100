// Document ids to numbers 0, 1, 2, … in one flat table of 8-byte slots (a hash tag and the
// number), sized once for the ids expected. The ids stay where they are (in the input text):
// the caller says which id a number stands for, and numbers stay below 2^32 - 1.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "base/hash.hpp"

namespace bioeval::bc25 {

class IdTable {
 public:
  static constexpr std::uint32_t kNone = 0xFFFFFFFF;

  // Room for `expected` distinct ids with at most half the slots taken; more make it grow.
  explicit IdTable(std::size_t expected = 0) { allocate(expected); }

  // The number of `id`, or kNone. `id_of(number)` is the id a number stands for.
  template <class IdOf>
  std::uint32_t find(std::string_view id, const IdOf& id_of) const {
    const std::uint64_t hash = hash_text(id);
    const auto tag = static_cast<std::uint32_t>(hash >> 32);
    for (std::size_t at = static_cast<std::size_t>(hash) & mask_;; at = (at + 1) & mask_) {
      const Slot& slot = slots_[at];
      if (slot.number_plus_one == 0) return kNone;
      if (slot.tag == tag && id_of(slot.number_plus_one - 1) == id) {
        return slot.number_plus_one - 1;
      }
    }
  }

  // The number of `id` if the table has it; otherwise `id` takes `fresh`, which is answered.
  template <class IdOf>
  std::uint32_t find_or_add(std::string_view id, std::uint32_t fresh, const IdOf& id_of) {
    if (2 * (count_ + 1) > slots_.size()) grow(id_of);
    const std::uint64_t hash = hash_text(id);
    const auto tag = static_cast<std::uint32_t>(hash >> 32);
    for (std::size_t at = static_cast<std::size_t>(hash) & mask_;; at = (at + 1) & mask_) {
      Slot& slot = slots_[at];
      if (slot.number_plus_one == 0) {
        slot = {tag, fresh + 1};
        ++count_;
        return fresh;
      }
      if (slot.tag == tag && id_of(slot.number_plus_one - 1) == id) {
        return slot.number_plus_one - 1;
      }
    }
  }

  // Asks the cache for the slot where looking up an id of hash `hash` begins (a hint only).
  void prefetch(std::uint64_t hash) const {
    __builtin_prefetch(&slots_[static_cast<std::size_t>(hash) & mask_]);
  }

  // The number in the first slot of the probe that has the tag of `hash` (kNone without one):
  // which id a lookup will compare, for a prefetch.
  std::uint32_t first_candidate(std::uint64_t hash) const {
    const auto tag = static_cast<std::uint32_t>(hash >> 32);
    for (std::size_t at = static_cast<std::size_t>(hash) & mask_;; at = (at + 1) & mask_) {
      const Slot& slot = slots_[at];
      if (slot.number_plus_one == 0) return kNone;
      if (slot.tag == tag) return slot.number_plus_one - 1;
    }
  }

 private:
  struct Slot {
    std::uint32_t tag = 0;              // the hash's high half
    std::uint32_t number_plus_one = 0;  // 0: empty
  };

  void allocate(std::size_t expected) {
    std::size_t slots = 16;
    while (slots < 2 * expected) slots *= 2;
    slots_.assign(slots, Slot{});
    mask_ = slots - 1;
    count_ = 0;
  }

  // Twice the slots, every number placed again.
  template <class IdOf>
  void grow(const IdOf& id_of) {
    std::vector<Slot> old = std::move(slots_);
    allocate(old.size());
    for (const Slot& slot : old) {
      if (slot.number_plus_one == 0) continue;
      const std::uint32_t number = slot.number_plus_one - 1;
      std::size_t at = static_cast<std::size_t>(hash_text(id_of(number))) & mask_;
      while (slots_[at].number_plus_one != 0) at = (at + 1) & mask_;
      slots_[at] = slot;
      ++count_;
    }
  }

  std::vector<Slot> slots_;
  std::size_t mask_ = 0;
  std::size_t count_ = 0;
};

}  // namespace bioeval::bc25
