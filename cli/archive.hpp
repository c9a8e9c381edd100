// ZIP archives given as inputs (a BB3 submission, a corpus): read with libzip under the caps of
// core/host/archive_policy.hpp.
#pragma once

#include <string>
#include <vector>

#include "host/archive_policy.hpp"

namespace bioeval::cli {

struct ArchiveEntry {
  std::string name;   // the entry's path inside the archive ("dev/BB-cat-1.a2")
  std::string bytes;  // its content, decompressed
};

// What is read of an archive.
struct ArchiveContent {
  std::vector<ArchiveEntry> entries;  // the files, in archive order
  std::vector<std::string> unsafe;    // entries skipped for their paths ('..', absolute, '\')
};

// True when the file at `path` starts as a ZIP archive does ("PK\3\4", or "PK\5\6" when empty).
bool is_zip(const std::string& path);

// Every file of the archive, in archive order: folders, hidden entries (a path component that
// starts with '.') and macOS's "__MACOSX" folder left out silently, unsafe paths skipped and
// listed. The sizes the archive declares are held to `limits` before anything is inflated, and
// the bytes inflated as they come, since declared sizes can lie. Throws ResourceLimitError when
// a cap is crossed, UsageError when the archive cannot be read (an entry inflating to more than
// it declares among the reasons).
ArchiveContent read_zip(const std::string& path, const ArchiveLimits& limits);

}  // namespace bioeval::cli
