#include "archive.hpp"

#include <zip.h>

#include <cstdio>
#include <memory>

#include "options.hpp"

namespace bioeval::cli {
namespace {

// An entry to leave out: a folder, or anything under a hidden or __MACOSX component.
bool left_out(const std::string& name) {
  if (name.empty() || name.back() == '/') return true;
  std::size_t start = 0;
  while (start < name.size()) {
    const std::size_t slash = name.find('/', start);
    const std::string component = name.substr(start, slash - start);
    if ((!component.empty() && component[0] == '.') || component == "__MACOSX") return true;
    if (slash == std::string::npos) break;
    start = slash + 1;
  }
  return false;
}

struct ArchiveCloser {
  void operator()(zip_t* archive) const { zip_discard(archive); }
};
struct EntryCloser {
  void operator()(zip_file_t* entry) const { zip_fclose(entry); }
};

}  // namespace

bool is_zip(const std::string& path) {
  std::unique_ptr<std::FILE, int (*)(std::FILE*)> file(std::fopen(path.c_str(), "rb"),
                                                       &std::fclose);
  if (!file) return false;
  unsigned char head[4] = {};
  if (std::fread(head, 1, 4, file.get()) != 4) return false;
  return head[0] == 'P' && head[1] == 'K' &&
         ((head[2] == 3 && head[3] == 4) || (head[2] == 5 && head[3] == 6));
}

std::vector<ArchiveEntry> read_zip(const std::string& path) {
  int error = 0;
  std::unique_ptr<zip_t, ArchiveCloser> archive(zip_open(path.c_str(), ZIP_RDONLY, &error));
  if (!archive) {
    zip_error_t reason;
    zip_error_init_with_code(&reason, error);
    const std::string message = zip_error_strerror(&reason);
    zip_error_fini(&reason);
    throw UsageError("cannot read the ZIP archive " + path + ": " + message);
  }
  std::vector<ArchiveEntry> entries;
  const zip_int64_t count = zip_get_num_entries(archive.get(), 0);
  for (zip_int64_t i = 0; i < count; ++i) {
    zip_stat_t stat;
    zip_stat_init(&stat);
    if (zip_stat_index(archive.get(), static_cast<zip_uint64_t>(i), 0, &stat) != 0) continue;
    const std::string name = stat.name ? stat.name : "";
    if (left_out(name)) continue;
    std::unique_ptr<zip_file_t, EntryCloser> entry(
        zip_fopen_index(archive.get(), static_cast<zip_uint64_t>(i), 0));
    if (!entry) {
      throw UsageError("cannot read " + name + " in the ZIP archive " + path + ": " +
                       zip_strerror(archive.get()));
    }
    std::string bytes(static_cast<std::size_t>(stat.size), '\0');
    const zip_int64_t got = zip_fread(entry.get(), bytes.data(), stat.size);
    if (got < 0 || static_cast<zip_uint64_t>(got) != stat.size) {
      throw UsageError("cannot read " + name + " in the ZIP archive " + path + ": " +
                       zip_file_strerror(entry.get()));
    }
    entries.push_back({name, std::move(bytes)});
  }
  return entries;
}

}  // namespace bioeval::cli
