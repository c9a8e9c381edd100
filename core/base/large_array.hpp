// An allocator for large arrays (a million hits): on Linux, memory mapped with transparent huge
// pages, so that filling it takes a page fault per huge page instead of one per ordinary page;
// elsewhere, WebAssembly included, the standard allocator.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <new>
#include <vector>

#if defined(__linux__) && !defined(__EMSCRIPTEN__)
#include <sys/mman.h>
#define BIOEVAL_HUGE_PAGES 1
#endif

namespace bioeval {

template <class T>
struct LargeArrayAllocator {
  using value_type = T;
  static constexpr std::size_t kHugePage = std::size_t{2} << 20;
  // From half a huge page up, one huge page fault is cheaper than the 256 small ones.
  static constexpr std::size_t kMappedFrom = kHugePage / 2;

  LargeArrayAllocator() = default;
  template <class U>
  LargeArrayAllocator(const LargeArrayAllocator<U>&) {}

  T* allocate(std::size_t n) {
#ifdef BIOEVAL_HUGE_PAGES
    if (n * sizeof(T) >= kMappedFrom) return static_cast<T*>(map_aligned(mapped_size(n)));
#endif
    return std::allocator<T>().allocate(n);
  }

  void deallocate(T* p, std::size_t n) {
#ifdef BIOEVAL_HUGE_PAGES
    if (n * sizeof(T) >= kMappedFrom) {
      ::munmap(p, mapped_size(n));
      return;
    }
#endif
    std::allocator<T>().deallocate(p, n);
  }

#ifdef BIOEVAL_HUGE_PAGES
 private:
  // Whole huge pages: only the 2 MB blocks of a mapping that lie entirely inside it can be huge.
  static std::size_t mapped_size(std::size_t n) {
    return (n * sizeof(T) + kHugePage - 1) / kHugePage * kHugePage;
  }

  // `bytes` (a multiple of 2 MB) starting at a 2 MB boundary: mapped with one huge page to
  // spare, then trimmed, as the kernel aligns mappings by itself only in some versions.
  static void* map_aligned(std::size_t bytes) {
    const std::size_t spare = bytes + kHugePage;
    void* raw = ::mmap(nullptr, spare, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (raw == MAP_FAILED) throw std::bad_alloc();
    char* first = static_cast<char*>(raw);
    const auto address = reinterpret_cast<std::uintptr_t>(first);
    char* aligned = first + (kHugePage - address % kHugePage) % kHugePage;
    if (aligned != first) ::munmap(first, static_cast<std::size_t>(aligned - first));
    char* tail = aligned + bytes;
    if (tail != first + spare) ::munmap(tail, static_cast<std::size_t>(first + spare - tail));
    ::madvise(aligned, bytes, MADV_HUGEPAGE);  // a hint: without it, ordinary pages
    return aligned;
  }

 public:
#endif
  template <class U>
  bool operator==(const LargeArrayAllocator<U>&) const {
    return true;
  }
  template <class U>
  bool operator!=(const LargeArrayAllocator<U>&) const {
    return false;
  }
};

// A vector of a million items or more.
template <class T>
using LargeVector = std::vector<T, LargeArrayAllocator<T>>;

}  // namespace bioeval
