// Fuzzes the archive policy of core/io (what of a ZIP archive is read, within which caps): a
// listing made of the fuzzed bytes is planned (plan_archive), then "inflated" entry by entry at its
// declared sizes (InflateCounter), each against what the policy promises. The first four bytes
// set the caps; each further line is "name<TAB>compressed<TAB>unpacked" (sizes in bytes, any text
// a size of 0); the archive's size is the input's.
#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "host/archive_policy.hpp"
#include "invariants.hpp"

namespace bioeval::fuzz {
namespace {

std::uint64_t size_of(std::string_view text) {
  std::uint64_t value = 0;
  for (const char c : text) {
    if (c < '0' || c > '9') return 0;
    value =
        value > (UINT64_MAX - 9) / 10 ? UINT64_MAX : value * 10 + static_cast<unsigned>(c - '0');
  }
  return value;
}

std::vector<ListedEntry> listing_of(std::string_view text) {
  std::vector<ListedEntry> listing;
  while (!text.empty()) {
    const std::size_t end = std::min(text.find('\n'), text.size());
    const std::string_view line = text.substr(0, end);
    text.remove_prefix(std::min(end + 1, text.size()));
    const std::size_t first = line.find('\t');
    const std::size_t second = first == std::string_view::npos ? first : line.find('\t', first + 1);
    ListedEntry entry{std::string(line.substr(0, first)), 0, 0};
    if (second != std::string_view::npos) {
      entry.compressed_bytes = size_of(line.substr(first + 1, second - first - 1));
      entry.unpacked_bytes = size_of(line.substr(second + 1));
    }
    listing.push_back(std::move(entry));
  }
  return listing;
}

// A name with a ".." component, a leading '/', a drive letter or a backslash is unsafe.
void check_names(const std::vector<ListedEntry>& listing) {
  for (const ListedEntry& entry : listing) {
    const std::string& name = entry.name;
    const bool dotdot = name == ".." || name.rfind("../", 0) == 0 ||
                        name.find("/../") != std::string::npos ||
                        (name.size() >= 3 && name.compare(name.size() - 3, 3, "/..") == 0);
    const bool unsafe_shape = dotdot || name.rfind('/', 0) == 0 || name.find('\\') != name.npos;
    if (unsafe_shape) {
      require(classify_entry_name(name) == EntryName::unsafe,
              "a path leaving its folder is unsafe");
    }
  }
}

void check_plan(const ArchivePlan& plan, const std::vector<ListedEntry>& listing,
                const ArchiveLimits& limits) {
  std::size_t last = 0;
  for (std::size_t i = 0; i < plan.inflate.size(); ++i) {
    const std::size_t index = plan.inflate[i];
    require(index < listing.size(), "an entry to read is in the listing");
    require(i == 0 || index > last, "entries are read in listing order, once each");
    require(classify_entry_name(listing[index].name) == EntryName::kept,
            "only kept entries are read");
    last = index;
  }
  std::size_t unsafe = 0;
  for (const ListedEntry& entry : listing)
    unsafe += classify_entry_name(entry.name) == EntryName::unsafe;
  if (plan.stop) {
    require(!plan.stop->message().empty(), "a cap crossed is explained");
    require(!plan.stop->option().empty(), "a cap crossed from the listing names its option");
    return;
  }
  require(plan.unsafe.size() == unsafe, "every unsafe entry is reported");
  require(listing.size() <= limits.max_entries,
          "a plan read whole holds no more entries than the cap");
  std::uint64_t total = 0;
  for (const std::size_t index : plan.inflate) {
    const std::uint64_t size = listing[index].unpacked_bytes;
    total = size > UINT64_MAX - total ? UINT64_MAX : total + size;
  }
  require(total <= limits.max_unpacked_bytes, "a plan read whole stays within the unpacked cap");
}

// Entries that inflate to what they declare never stop the counter; one byte more always does.
void check_counter(const ArchivePlan& plan, const std::vector<ListedEntry>& listing,
                   std::uint64_t archive_bytes, const ArchiveLimits& limits) {
  if (plan.stop || plan.inflate.empty()) return;
  InflateCounter counter(archive_bytes, limits);
  for (const std::size_t index : plan.inflate) {
    const ListedEntry& entry = listing[index];
    counter.begin(entry);
    const std::uint64_t half = entry.unpacked_bytes / 2;
    require(!counter.add(half), "inflating the first half of what an entry declares goes on");
    require(!counter.add(entry.unpacked_bytes - half), "inflating what an entry declares goes on");
  }
  const auto stop = counter.add(1);
  require(stop.has_value() && stop->kind == ArchiveStopKind::size_mismatch,
          "a byte past what the last entry declares stops the reading");
  require(stop->option().empty(), "no option lifts a size mismatch");
}

}  // namespace
}  // namespace bioeval::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace bioeval;
  if (size < 4) return 0;
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  ArchiveLimits limits;
  limits.max_unpacked_bytes = std::uint64_t{data[0]} << (data[1] % 40);
  limits.max_entries = data[2];
  limits.max_ratio = 1 + data[3] * 8.0;
  const std::vector<ListedEntry> listing = fuzz::listing_of(bytes.substr(4));
  fuzz::check_names(listing);
  const ArchivePlan plan = plan_archive(size, listing, limits);
  fuzz::check_plan(plan, listing, limits);
  fuzz::check_counter(plan, listing, size, limits);
  if (const auto parsed = parse_byte_size(bytes.substr(4, 24))) {
    fuzz::require(!byte_size_text(*parsed).empty(), "a size parsed can be written");
  }
  return 0;
}
