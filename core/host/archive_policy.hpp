// What of a ZIP archive given as an input is read, and the caps that keep an archive from
// unpacking to more than a machine can hold (an archive bomb). The host lists the archive and
// inflates its entries (the command line with libzip); this decides, from the sizes the listing
// declares before anything is inflated, and again from the bytes actually inflated, since
// declared sizes can lie.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "framework/result.hpp"

namespace bioeval {

// The caps on one archive, each raised by a command-line option (ArchiveStop::option).
//
// Why these defaults: every unpacked entry is held in memory while it is scored, and scoring
// takes a few times its input again, so `max_unpacked_bytes` is 1 GiB: many times the corpora of
// the shared tasks, yet no more than an ordinary machine can hold with room to score. A corpus
// is hundreds to tens of thousands of files (a BB3 set copied a hundred times is about 11,000),
// each a document to read and report: `max_entries` is 100,000. Text compresses a few to a few
// tens of times, and deflate cannot compress more than about 1,032 times, so `max_ratio` is 1,000
// of unpacked to compressed size: it refuses an entry that is nearly all one repeated byte, which
// no input of these tasks is, and methods beyond deflate's limit (bzip2, zstd); held to the whole
// archive (its entries' declared total against the archive's size), it refuses archives whose
// entries share compressed data, which is how a few kilobytes declare gigabytes.
struct ArchiveLimits {
  std::uint64_t max_unpacked_bytes = std::uint64_t{1} << 30;
  std::uint64_t max_entries = 100000;
  double max_ratio = 1000;
};

// An entry, or an archive's entries together, is held to max_ratio from this unpacked size on:
// below it an entry costs little memory whatever its ratio (a short file of blanks may compress
// a thousand times).
inline constexpr std::uint64_t kRatioCheckedFrom = std::uint64_t{1} << 20;

// What becomes of an entry, by its name alone.
enum class EntryName {
  kept,      // a file to read
  left_out,  // a folder, or under a hidden component ('.' first) or macOS's "__MACOSX": silent
  unsafe,    // a ".." component, an absolute path ("/…", "C:…") or a backslash: skipped and
             // reported, since unpacked it would land outside its folder, or elsewhere on Windows
};
EntryName classify_entry_name(std::string_view name);

// One row of an archive's listing, as its central directory declares it.
struct ListedEntry {
  std::string name;
  std::uint64_t compressed_bytes = 0;
  std::uint64_t unpacked_bytes = 0;
};

enum class ArchiveStopKind {
  entries,         // more entries than max_entries
  unpacked_bytes,  // the kept entries unpack to more than max_unpacked_bytes
  ratio,           // an entry, or the archive as a whole, over max_ratio
  size_mismatch,   // an entry inflates to more than it declares: a damaged or hostile archive
};

// Why an archive is not read (further).
struct ArchiveStop {
  ArchiveStopKind kind = ArchiveStopKind::entries;
  std::string entry;                 // the entry concerned; empty for the archive as a whole
  std::uint64_t entries = 0;         // kind entries: how many the archive holds
  std::uint64_t unpacked_bytes = 0;  // the size concerned: declared, or inflated so far
  std::uint64_t packed_bytes = 0;    // the entry's compressed size, or the archive's size
  double limit = 0;                  // the cap crossed; for size_mismatch, the declared size
  bool inflated = false;             // found while inflating, not from the declared sizes

  // The command-line option that raises the cap crossed ("--max-unpacked"); empty for
  // size_mismatch, which no option lifts.
  std::string_view option() const;
  // What was found, against which cap, and how to raise it: "the entries would unpack to
  // 5.1 GiB, over the limit of 1 GiB (raise it with --max-unpacked)".
  std::string message() const;
};

// What to read of an archive.
struct ArchivePlan {
  std::vector<std::size_t> inflate;  // indices in the listing of the entries to read, in order
  std::vector<std::string> unsafe;   // names of the entries skipped as unsafe, in order
  std::optional<ArchiveStop> stop;   // a cap crossed: nothing is to be read
};

// A cap on the number of entries, checked before the listing is read.
std::optional<ArchiveStop> check_entry_count(std::uint64_t entries, const ArchiveLimits& limits);

// Checks a whole listing before anything is inflated: the entry count, then the declared total
// of the kept entries, then each kept entry's ratio, then the archive's. The stop names the
// first cap crossed, with the whole declared total when that is the cap.
ArchivePlan plan_archive(std::uint64_t archive_bytes, const std::vector<ListedEntry>& listing,
                         const ArchiveLimits& limits);

// Counts the bytes inflated from one archive's entries, the host calling add() after each
// chunk, to stop as soon as an entry exceeds its declared size or the caps are crossed.
class InflateCounter {
 public:
  InflateCounter(std::uint64_t archive_bytes, const ArchiveLimits& limits);
  // The entry whose bytes follow.
  void begin(const ListedEntry& entry);
  // Adds `bytes` inflated from the current entry; the reason to stop, if there is one.
  std::optional<ArchiveStop> add(std::uint64_t bytes);

 private:
  std::optional<ArchiveStop> entry_ratio_crossed() const;
  std::optional<ArchiveStop> archive_crossed() const;

  ArchiveLimits limits_;
  std::uint64_t archive_bytes_ = 0;
  ListedEntry entry_;
  std::uint64_t entry_bytes_ = 0;
  std::uint64_t total_bytes_ = 0;
};

// The note (code "archive-entries-skipped") and warning for entries skipped as unsafe: names
// the archive and the entries (the first 20, then how many more).
inline constexpr std::string_view kArchiveEntriesSkipped = "archive-entries-skipped";
std::string skipped_entries_message(std::string_view archive,
                                    const std::vector<std::string>& names);
Note skipped_entries_note(std::string_view archive, const std::vector<std::string>& names);

// "1 GiB", "5.1 GiB", "300 bytes": sizes in the messages, in units of 1,024.
std::string byte_size_text(std::uint64_t bytes);

// A size as the options take it: a number of bytes, or one with a suffix K, M, G or T (units
// of 1,024), alone or followed by "iB": "1073741824", "500M", "2G", "2GiB". Nothing for anything
// else, or a size past 2^64.
std::optional<std::uint64_t> parse_byte_size(std::string_view text);

}  // namespace bioeval
