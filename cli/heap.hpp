// How the command line's heap is laid out in memory.
#pragma once

namespace bioeval::cli {

// Grows the heap in steps of 1 GB of address space, takes blocks up to 32 MB from it, and marks
// it for transparent huge pages (glibc on Linux; nothing elsewhere). A page fault costs
// microseconds, more in a virtual machine, and scoring a large file builds its result in tens of
// megabytes of fresh memory: in 4 kB pages, that is thousands of faults, a fifth of the time; in 2
// MB pages, a few dozen.
void prefer_huge_pages();

}  // namespace bioeval::cli
