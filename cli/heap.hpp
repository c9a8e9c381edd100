// How the command line's heap is laid out in memory.
#pragma once

namespace bioeval::cli {

// Grows the heap in steps of 1 GB of address space, takes blocks up to 32 MB from it, and marks
// it for transparent huge pages (glibc on Linux; nothing elsewhere). Scoring a large file builds
// its result in fresh memory, and each page's first touch is a fault, dearer in a virtual
// machine: huge pages take a fault for what would be hundreds of ordinary ones.
void prefer_huge_pages();

}  // namespace bioeval::cli
