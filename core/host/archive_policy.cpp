#include "host/archive_policy.hpp"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <limits>

namespace bioeval {
namespace {

constexpr std::uint64_t kMaxUint64 = std::numeric_limits<std::uint64_t>::max();

// A sum that stays at the largest value rather than wrap: declared sizes are untrusted.
std::uint64_t saturating_add(std::uint64_t a, std::uint64_t b) {
  return b > kMaxUint64 - a ? kMaxUint64 : a + b;
}

// Unpacked against compressed size, a compressed size of 0 counted as 1.
double ratio_of(std::uint64_t unpacked, std::uint64_t packed) {
  return static_cast<double>(unpacked) / static_cast<double>(packed == 0 ? 1 : packed);
}

// "12,345": counts and ratios in the messages.
std::string grouped(std::uint64_t value) {
  std::string digits = std::to_string(value);
  for (std::size_t at = digits.size(); at > 3; at -= 3) digits.insert(at - 3, ",");
  return digits;
}

// A limit held as a double, as a count: never past the largest count.
std::uint64_t as_count(double value) {
  if (!(value < 18446744073709551615.0)) return kMaxUint64;
  return value <= 0 ? 0 : static_cast<std::uint64_t>(value);
}

// "1,030", "2.5", "1.84e+19": ratios in the messages, whole from 100 on.
std::string number_text(double value) {
  if (value >= 100 && value < 1e15) return grouped(static_cast<std::uint64_t>(std::llround(value)));
  char text[32];
  std::snprintf(text, sizeof text, "%.3g", value);
  return text;
}

// A found size and its limit, in bytes when their short forms would read the same.
std::pair<std::string, std::string> sizes_apart(std::uint64_t found, std::uint64_t limit) {
  const std::string a = byte_size_text(found);
  const std::string b = byte_size_text(limit);
  if (a != b) return {a, b};
  return {grouped(found) + " bytes", grouped(limit) + " bytes"};
}

bool is_unsafe(std::string_view name) {
  if (name.find('\\') != std::string_view::npos) return true;
  if (!name.empty() && name[0] == '/') return true;
  const bool drive = name.size() >= 2 && name[1] == ':' &&
                     ((name[0] >= 'A' && name[0] <= 'Z') || (name[0] >= 'a' && name[0] <= 'z'));
  if (drive) return true;
  for (std::size_t start = 0; start <= name.size();) {
    const std::size_t slash = std::min(name.find('/', start), name.size());
    if (name.substr(start, slash - start) == "..") return true;
    start = slash + 1;
  }
  return false;
}

bool is_left_out(std::string_view name) {
  if (name.empty() || name.back() == '/') return true;
  for (std::size_t start = 0; start < name.size();) {
    const std::size_t slash = std::min(name.find('/', start), name.size());
    const std::string_view component = name.substr(start, slash - start);
    if ((!component.empty() && component[0] == '.') || component == "__MACOSX") return true;
    start = slash + 1;
  }
  return false;
}

ArchiveStop ratio_stop(std::string entry, std::uint64_t unpacked, std::uint64_t packed,
                       const ArchiveLimits& limits, bool inflated) {
  ArchiveStop stop;
  stop.kind = ArchiveStopKind::ratio;
  stop.entry = std::move(entry);
  stop.unpacked_bytes = unpacked;
  stop.packed_bytes = packed;
  stop.limit = limits.max_ratio;
  stop.inflated = inflated;
  return stop;
}

bool over_ratio(std::uint64_t unpacked, std::uint64_t packed, const ArchiveLimits& limits) {
  return unpacked > kRatioCheckedFrom && ratio_of(unpacked, packed) > limits.max_ratio;
}

ArchiveStop unpacked_stop(std::uint64_t unpacked, const ArchiveLimits& limits, bool inflated) {
  ArchiveStop stop;
  stop.kind = ArchiveStopKind::unpacked_bytes;
  stop.unpacked_bytes = unpacked;
  stop.limit = static_cast<double>(limits.max_unpacked_bytes);
  stop.inflated = inflated;
  return stop;
}

std::string ratio_message(const ArchiveStop& stop) {
  const std::string subject = stop.entry.empty() ? "the entries" : "the entry " + stop.entry;
  const std::string verb = stop.inflated ? " unpacked to " : " would unpack to ";
  const std::string from = stop.entry.empty() ? " from an archive of " : " from ";
  return subject + verb + byte_size_text(stop.unpacked_bytes) + from +
         byte_size_text(stop.packed_bytes) + ", a ratio of " +
         number_text(ratio_of(stop.unpacked_bytes, stop.packed_bytes)) + ", over the limit of " +
         number_text(stop.limit);
}

}  // namespace

EntryName classify_entry_name(std::string_view name) {
  if (is_unsafe(name)) return EntryName::unsafe;
  if (is_left_out(name)) return EntryName::left_out;
  return EntryName::kept;
}

std::string_view ArchiveStop::option() const {
  switch (kind) {
    case ArchiveStopKind::entries:
      return "--max-entries";
    case ArchiveStopKind::unpacked_bytes:
      return "--max-unpacked";
    case ArchiveStopKind::ratio:
      return "--max-ratio";
    case ArchiveStopKind::size_mismatch:
      break;
  }
  return {};
}

std::string ArchiveStop::message() const {
  std::string text;
  if (kind == ArchiveStopKind::entries) {
    text = "the archive holds " + grouped(entries) + " entries, over the limit of " +
           grouped(as_count(limit));
  } else if (kind == ArchiveStopKind::unpacked_bytes) {
    const auto [found, cap] = sizes_apart(unpacked_bytes, as_count(limit));
    text = std::string(inflated ? "the entries unpacked to " : "the entries would unpack to ") +
           found + ", over the limit of " + cap;
  } else if (kind == ArchiveStopKind::ratio) {
    text = ratio_message(*this);
  } else {
    return "the entry " + entry + " unpacks to more than the " + grouped(as_count(limit)) +
           " bytes it declares (a damaged or hostile archive)";
  }
  return text + " (raise it with " + std::string(option()) + ")";
}

std::optional<ArchiveStop> check_entry_count(std::uint64_t entries, const ArchiveLimits& limits) {
  if (entries <= limits.max_entries) return std::nullopt;
  ArchiveStop stop;
  stop.kind = ArchiveStopKind::entries;
  stop.entries = entries;
  stop.limit = static_cast<double>(limits.max_entries);
  return stop;
}

ArchivePlan plan_archive(std::uint64_t archive_bytes, const std::vector<ListedEntry>& listing,
                         const ArchiveLimits& limits) {
  ArchivePlan plan;
  if ((plan.stop = check_entry_count(listing.size(), limits))) return plan;
  std::uint64_t total = 0;
  std::optional<ArchiveStop> entry_ratio;
  for (std::size_t i = 0; i < listing.size(); ++i) {
    const ListedEntry& entry = listing[i];
    const EntryName kind = classify_entry_name(entry.name);
    if (kind == EntryName::unsafe) plan.unsafe.push_back(entry.name);
    if (kind != EntryName::kept) continue;
    plan.inflate.push_back(i);
    total = saturating_add(total, entry.unpacked_bytes);
    if (!entry_ratio && over_ratio(entry.unpacked_bytes, entry.compressed_bytes, limits)) {
      entry_ratio =
          ratio_stop(entry.name, entry.unpacked_bytes, entry.compressed_bytes, limits, false);
    }
  }
  if (total > limits.max_unpacked_bytes) {
    plan.stop = unpacked_stop(total, limits, false);
  } else if (entry_ratio) {
    plan.stop = std::move(entry_ratio);
  } else if (over_ratio(total, archive_bytes, limits)) {
    plan.stop = ratio_stop("", total, archive_bytes, limits, false);
  }
  if (plan.stop) plan.inflate.clear();
  return plan;
}

InflateCounter::InflateCounter(std::uint64_t archive_bytes, const ArchiveLimits& limits)
    : limits_(limits), archive_bytes_(archive_bytes) {}

void InflateCounter::begin(const ListedEntry& entry) {
  entry_ = entry;
  entry_bytes_ = 0;
}

std::optional<ArchiveStop> InflateCounter::add(std::uint64_t bytes) {
  entry_bytes_ = saturating_add(entry_bytes_, bytes);
  total_bytes_ = saturating_add(total_bytes_, bytes);
  if (entry_bytes_ > entry_.unpacked_bytes) {
    ArchiveStop stop;
    stop.kind = ArchiveStopKind::size_mismatch;
    stop.entry = entry_.name;
    stop.unpacked_bytes = entry_bytes_;
    stop.packed_bytes = entry_.compressed_bytes;
    stop.limit = static_cast<double>(entry_.unpacked_bytes);
    stop.inflated = true;
    return stop;
  }
  if (auto stop = entry_ratio_crossed()) return stop;
  return archive_crossed();
}

std::optional<ArchiveStop> InflateCounter::entry_ratio_crossed() const {
  if (!over_ratio(entry_bytes_, entry_.compressed_bytes, limits_)) return std::nullopt;
  return ratio_stop(entry_.name, entry_bytes_, entry_.compressed_bytes, limits_, true);
}

std::optional<ArchiveStop> InflateCounter::archive_crossed() const {
  if (total_bytes_ > limits_.max_unpacked_bytes) return unpacked_stop(total_bytes_, limits_, true);
  if (over_ratio(total_bytes_, archive_bytes_, limits_)) {
    return ratio_stop("", total_bytes_, archive_bytes_, limits_, true);
  }
  return std::nullopt;
}

std::string skipped_entries_message(std::string_view archive,
                                    const std::vector<std::string>& names) {
  constexpr std::size_t kNamed = 20;
  std::string text = std::string(archive) + ": " + grouped(names.size()) +
                     (names.size() == 1 ? " entry" : " entries") +
                     " skipped, a path with '..', absolute or with a backslash:";
  for (std::size_t i = 0; i < names.size() && i < kNamed; ++i) {
    text += (i ? ", " : " ") + names[i];
  }
  if (names.size() > kNamed) text += " and " + grouped(names.size() - kNamed) + " more";
  return text;
}

Note skipped_entries_note(std::string_view archive, const std::vector<std::string>& names) {
  Note note;
  note.code = std::string(kArchiveEntriesSkipped);
  note.message = skipped_entries_message(archive, names);
  return note;
}

std::string byte_size_text(std::uint64_t bytes) {
  static const char* const kUnits[] = {"KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
  if (bytes < 1024) return std::to_string(bytes) + (bytes == 1 ? " byte" : " bytes");
  double value = static_cast<double>(bytes);
  int unit = -1;
  while (value >= 1024 && unit < 5) {
    value /= 1024;
    ++unit;
  }
  char text[32];
  std::snprintf(text, sizeof text, "%.1f", value);
  std::string out = text;
  if (out.size() > 2 && out.compare(out.size() - 2, 2, ".0") == 0) out.resize(out.size() - 2);
  return out + " " + kUnits[unit];
}

std::optional<std::uint64_t> parse_byte_size(std::string_view text) {
  std::uint64_t number = 0;
  const char* const end = text.data() + text.size();
  const auto [rest, error] = std::from_chars(text.data(), end, number);
  if (error != std::errc() || rest == text.data()) return std::nullopt;
  std::string_view suffix(rest, static_cast<std::size_t>(end - rest));
  int shift = 0;
  if (!suffix.empty()) {
    const std::string_view units = "KMGT";
    const std::size_t unit = units.find(static_cast<char>(suffix[0] & ~0x20));  // upper case
    if (unit == std::string_view::npos) return std::nullopt;
    shift = 10 * static_cast<int>(unit + 1);
    suffix.remove_prefix(1);
    if (!suffix.empty() && suffix != "iB") return std::nullopt;
  }
  if (shift > 0 && number > (kMaxUint64 >> shift)) return std::nullopt;
  return number << shift;
}

}  // namespace bioeval
