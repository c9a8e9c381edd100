#include "heap.hpp"

#include <cstdlib>  // defines __GLIBC__ when the C library is glibc

#if defined(__linux__) && defined(__GLIBC__)
#include <malloc.h>
#include <sys/mman.h>
#include <unistd.h>

#include <cstdint>
#include <vector>
#endif

namespace bioeval::cli {

#if defined(__linux__) && defined(__GLIBC__)
namespace {

constexpr std::size_t kHugePage = std::size_t{2} << 20;
// Address space, not memory: only the pages written to are ever backed.
constexpr std::size_t kStep = std::size_t{1} << 30;
// glibc's largest: blocks up to 32 MB come from the heap, in its huge pages, not from mmap.
constexpr int kMmapThreshold = 32 << 20;

char* program_break() {
  return static_cast<char*>(::sbrk(0));
}

}  // namespace

void prefer_huge_pages() {
  // Each growth of the heap asks the kernel for kStep more than needed, and a free never
  // returns less than that: the heap grows once or twice, not thousands of times.
  if (!::mallopt(M_TOP_PAD, static_cast<int>(kStep))) return;
  ::mallopt(M_TRIM_THRESHOLD, static_cast<int>(kStep));
  ::mallopt(M_MMAP_THRESHOLD, kMmapThreshold);
  // Small blocks until the heap grows once: that growth brings kStep of address space, marked
  // here. Growths after it (above 1 GB) stay in small pages.
  char* const before = program_break();
  std::vector<void*> blocks;
  while (program_break() == before && blocks.size() < 64) {
    void* block = std::malloc(64 << 10);
    if (!block) break;
    blocks.push_back(block);
  }
  char* const after = program_break();
  for (void* block : blocks) std::free(block);
  const auto first =
      (reinterpret_cast<std::uintptr_t>(before) + kHugePage - 1) / kHugePage * kHugePage;
  const auto last = reinterpret_cast<std::uintptr_t>(after) / kHugePage * kHugePage;
  if (after != before && last > first) {
    ::madvise(reinterpret_cast<void*>(first), last - first, MADV_HUGEPAGE);
  }
}

#else

void prefer_huge_pages() {}

#endif

}  // namespace bioeval::cli
