// ZIP archives given as inputs (a BB3 submission, a corpus): read with libzip.
#pragma once

#include <string>
#include <vector>

namespace bioeval::cli {

struct ArchiveEntry {
  std::string name;   // the entry's path inside the archive ("dev/BB-cat-1.a2")
  std::string bytes;  // its content, decompressed
};

// True when the file at `path` starts as a ZIP archive does ("PK\3\4", or "PK\5\6" when empty).
bool is_zip(const std::string& path);

// Every file of the archive, in archive order: folders, hidden entries (a path component that
// starts with '.') and macOS's "__MACOSX" folder left out. Throws UsageError when the archive
// cannot be read.
std::vector<ArchiveEntry> read_zip(const std::string& path);

}  // namespace bioeval::cli
