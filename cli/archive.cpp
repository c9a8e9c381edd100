#include "archive.hpp"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <string>
#include <system_error>

#include "exit_status.hpp"
#include "framework/options.hpp"
#include "libzip.hpp"

namespace bioeval::cli {
namespace {

// Entries are inflated in pieces of this size, the counter consulted after each.
constexpr std::size_t kChunk = std::size_t{1} << 20;

using Archive = std::unique_ptr<zip_t, ArchiveCloser>;
using Entry = std::unique_ptr<zip_file_t, EntryCloser>;

Archive open_archive(const std::string& path) {
  const LibZip& zip = LibZip::get();
  int error = 0;
  Archive archive(zip.open(path.c_str(), ZIP_RDONLY, &error));
  if (!archive) {
    zip_error_t reason;
    zip.error_init_with_code(&reason, error);
    const std::string message = zip.error_strerror(&reason);
    zip.error_fini(&reason);
    throw UsageError("cannot read the ZIP archive " + path + ": " + message);
  }
  return archive;
}

// A cap crossed is a resource limit; an entry inflating past its size, an unreadable archive.
[[noreturn]] void stop_reading(const std::string& path, const ArchiveStop& stop) {
  if (stop.kind == ArchiveStopKind::size_mismatch) {
    throw UsageError("cannot read the ZIP archive " + path + ": " + stop.message());
  }
  throw ResourceLimitError("archive " + path + ": " + stop.message());
}

// The listing as the archive's central directory declares it, the entry count checked first.
std::vector<ListedEntry> list_entries(zip_t* archive, const std::string& path,
                                      const ArchiveLimits& limits) {
  const LibZip& zip = LibZip::get();
  const zip_int64_t count = std::max<zip_int64_t>(zip.get_num_entries(archive, 0), 0);
  if (const auto stop = check_entry_count(static_cast<std::uint64_t>(count), limits)) {
    stop_reading(path, *stop);
  }
  constexpr zip_uint64_t kNeeded = ZIP_STAT_NAME | ZIP_STAT_SIZE | ZIP_STAT_COMP_SIZE;
  std::vector<ListedEntry> listing;
  listing.reserve(static_cast<std::size_t>(count));
  for (zip_int64_t i = 0; i < count; ++i) {
    zip_stat_t stat;
    zip.stat_init(&stat);
    if (zip.stat_index(archive, static_cast<zip_uint64_t>(i), 0, &stat) != 0 ||
        (stat.valid & kNeeded) != kNeeded) {
      throw UsageError("cannot read the ZIP archive " + path + ": entry " + std::to_string(i) +
                       ": " + zip.strerror(archive));
    }
    listing.push_back({stat.name, stat.comp_size, stat.size});
  }
  return listing;
}

std::uint64_t archive_size(const std::string& path) {
  std::error_code error;
  const std::uintmax_t size = std::filesystem::file_size(path, error);
  if (error) throw UsageError("cannot read the ZIP archive " + path + ": " + error.message());
  return size;
}

[[noreturn]] void entry_unreadable(const std::string& path, const std::string& name,
                                   const std::string& reason) {
  throw UsageError("cannot read " + name + " in the ZIP archive " + path + ": " + reason);
}

// The entry's bytes, inflated in pieces, stopped as soon as `counter` finds a reason.
std::string inflate(zip_t* archive, zip_uint64_t index, const ListedEntry& entry,
                    InflateCounter& counter, const std::string& path) {
  const LibZip& zip = LibZip::get();
  const Entry file(zip.fopen_index(archive, index, 0));
  if (!file) entry_unreadable(path, entry.name, zip.strerror(archive));
  counter.begin(entry);
  std::string bytes(static_cast<std::size_t>(entry.unpacked_bytes), '\0');
  std::size_t filled = 0;
  char beyond[1];  // reads past the declared size, which the counter stops
  for (;;) {
    const bool full = filled == bytes.size();
    char* const into = full ? beyond : bytes.data() + filled;
    const std::size_t room = full ? sizeof beyond : std::min(kChunk, bytes.size() - filled);
    const zip_int64_t got = zip.fread(file.get(), into, room);
    if (got < 0) entry_unreadable(path, entry.name, zip.file_strerror(file.get()));
    if (got == 0) break;
    if (const auto stop = counter.add(static_cast<std::uint64_t>(got))) stop_reading(path, *stop);
    filled += static_cast<std::size_t>(got);
  }
  if (filled != bytes.size()) {
    entry_unreadable(path, entry.name,
                     "it ends after " + std::to_string(filled) + " of the " +
                         std::to_string(bytes.size()) + " bytes it declares");
  }
  return bytes;
}

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

ArchiveContent read_zip(const std::string& path, const ArchiveLimits& limits) {
  const Archive archive = open_archive(path);
  const std::vector<ListedEntry> listing = list_entries(archive.get(), path, limits);
  const std::uint64_t archive_bytes = archive_size(path);
  ArchivePlan plan = plan_archive(archive_bytes, listing, limits);
  if (plan.stop) stop_reading(path, *plan.stop);
  InflateCounter counter(archive_bytes, limits);
  ArchiveContent content;
  content.unsafe = std::move(plan.unsafe);
  for (const std::size_t index : plan.inflate) {
    const ListedEntry& entry = listing[index];
    content.entries.push_back({entry.name, inflate(archive.get(), index, entry, counter, path)});
  }
  return content;
}

}  // namespace bioeval::cli
