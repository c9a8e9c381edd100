// An allocator for large arrays (a million hits): on Linux, memory mapped with transparent huge
// pages, so filling 40 MB takes about twenty page faults instead of ten thousand; elsewhere,
// WebAssembly included, the standard allocator.
#pragma once

#include <cstddef>
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

  LargeArrayAllocator() = default;
  template <class U>
  LargeArrayAllocator(const LargeArrayAllocator<U>&) {}

  T* allocate(std::size_t n) {
#ifdef BIOEVAL_HUGE_PAGES
    if (n * sizeof(T) >= kHugePage) {
      void* p = ::mmap(nullptr, n * sizeof(T), PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS,
                       -1, 0);
      if (p == MAP_FAILED) throw std::bad_alloc();
      ::madvise(p, n * sizeof(T), MADV_HUGEPAGE);  // a hint: without it, ordinary pages
      return static_cast<T*>(p);
    }
#endif
    return std::allocator<T>().allocate(n);
  }

  void deallocate(T* p, std::size_t n) {
#ifdef BIOEVAL_HUGE_PAGES
    if (n * sizeof(T) >= kHugePage) {
      ::munmap(p, n * sizeof(T));
      return;
    }
#endif
    std::allocator<T>().deallocate(p, n);
  }

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
