#include <catch2/catch.hpp>

#include <cstdint>
#include <string>
#include <vector>

#include "host/archive_policy.hpp"

using namespace bioeval;

namespace {

constexpr std::uint64_t kKiB = 1024;
constexpr std::uint64_t kMiB = 1024 * kKiB;
constexpr std::uint64_t kGiB = 1024 * kMiB;

// A listing of `count` entries "doc<i>.a2" of `unpacked` bytes, compressed 3 times.
std::vector<ListedEntry> plain_listing(std::size_t count, std::uint64_t unpacked) {
  std::vector<ListedEntry> listing;
  for (std::size_t i = 0; i < count; ++i) {
    listing.push_back({"corpus/doc" + std::to_string(i) + ".a2", unpacked / 3, unpacked});
  }
  return listing;
}

std::uint64_t packed_size(const std::vector<ListedEntry>& listing) {
  std::uint64_t total = 0;
  for (const auto& entry : listing) total += entry.compressed_bytes + 100;
  return total;
}

}  // namespace

TEST_CASE("entry names: files kept; folders, hidden and __MACOSX left out", "[archive]") {
  CHECK(classify_entry_name("BB-cat-1.a2") == EntryName::kept);
  CHECK(classify_entry_name("dev/sub/BB-cat-1.a2") == EntryName::kept);
  CHECK(classify_entry_name("dev/a..b.a2") == EntryName::kept);
  CHECK(classify_entry_name("dev/x:y.a2") == EntryName::kept);
  CHECK(classify_entry_name("") == EntryName::left_out);
  CHECK(classify_entry_name("dev/") == EntryName::left_out);
  CHECK(classify_entry_name(".hidden.a2") == EntryName::left_out);
  CHECK(classify_entry_name("dev/.git/config") == EntryName::left_out);
  CHECK(classify_entry_name("./dev/x.a2") == EntryName::left_out);
  CHECK(classify_entry_name("__MACOSX/dev/._x.a2") == EntryName::left_out);
  CHECK(classify_entry_name("dev/__MACOSX/x.a2") == EntryName::left_out);
}

TEST_CASE("entry names: '..', absolute paths, drive letters and backslashes are unsafe",
          "[archive]") {
  CHECK(classify_entry_name("../x.a2") == EntryName::unsafe);
  CHECK(classify_entry_name("dev/../../x.a2") == EntryName::unsafe);
  CHECK(classify_entry_name("dev/..") == EntryName::unsafe);
  CHECK(classify_entry_name("/abs.a2") == EntryName::unsafe);
  CHECK(classify_entry_name("/") == EntryName::unsafe);
  CHECK(classify_entry_name("C:x.a2") == EntryName::unsafe);
  CHECK(classify_entry_name("c:/x.a2") == EntryName::unsafe);
  CHECK(classify_entry_name("dir\\y.a2") == EntryName::unsafe);
  CHECK(classify_entry_name("dir\\") == EntryName::unsafe);
  // Unsafe wins over hidden and __MACOSX, so that such an entry is reported, not dropped.
  CHECK(classify_entry_name("__MACOSX/../x.a2") == EntryName::unsafe);
  CHECK(classify_entry_name("../") == EntryName::unsafe);
}

TEST_CASE("plan_archive reads the kept entries and lists the unsafe ones", "[archive]") {
  const std::vector<ListedEntry> listing = {
      {"dev/", 0, 0},      {"dev/a.a2", 10, 30},  {"../x.a2", 10, 30},  {"__MACOSX/._a.a2", 4, 4},
      {"/abs.a2", 10, 30}, {"dir\\y.a2", 10, 30}, {"dev/b.a2", 10, 30},
  };
  const ArchivePlan plan = plan_archive(500, listing, ArchiveLimits{});
  CHECK_FALSE(plan.stop);
  CHECK(plan.inflate == std::vector<std::size_t>{1, 6});
  CHECK(plan.unsafe == std::vector<std::string>{"../x.a2", "/abs.a2", "dir\\y.a2"});
}

TEST_CASE("the defaults pass a corpus of 10,800 files and 23 MB, and the largest listings",
          "[archive]") {
  // A BB3 set copied a hundred times: 3,600 documents, each a .txt, an .a1 and an .a2.
  const std::vector<ListedEntry> corpus = plain_listing(10800, 23000000 / 10800);
  const ArchivePlan plan = plan_archive(packed_size(corpus), corpus, ArchiveLimits{});
  CHECK_FALSE(plan.stop);
  CHECK(plan.inflate.size() == 10800);
  // At the entry cap, at the total and just under the ratio, the listing is still within them.
  const ArchiveLimits limits;
  const std::vector<ListedEntry> at_caps = plain_listing(100000, kGiB / 100000);
  CHECK_FALSE(plan_archive(packed_size(at_caps), at_caps, limits).stop);
  const std::vector<ListedEntry> one = {{"big.tsv", kGiB / 1000 + 1, kGiB}};
  CHECK_FALSE(plan_archive(kGiB / 1000 + 100, one, limits).stop);
  const std::vector<ListedEntry> over = {{"big.tsv", kGiB / 1000, kGiB}};  // 1,000.0007
  CHECK(plan_archive(kGiB / 1000 + 100, over, limits).stop);
}

TEST_CASE("too many entries: the count, the limit and --max-entries", "[archive]") {
  ArchiveLimits limits;
  limits.max_entries = 5;
  const std::vector<ListedEntry> listing = plain_listing(6, 300);
  const ArchivePlan plan = plan_archive(10000, listing, limits);
  REQUIRE(plan.stop);
  CHECK(plan.stop->kind == ArchiveStopKind::entries);
  CHECK(plan.stop->entries == 6);
  CHECK(plan.inflate.empty());
  CHECK(plan.stop->message() ==
        "the archive holds 6 entries, over the limit of 5 (raise it with --max-entries)");
  // Folders and left-out entries count too: the listing itself is what they cost.
  std::vector<ListedEntry> folders = plain_listing(5, 300);
  folders.push_back({"dev/", 0, 0});
  CHECK(plan_archive(10000, folders, limits).stop);
  CHECK_FALSE(plan_archive(10000, plain_listing(5, 300), limits).stop);
  CHECK_FALSE(check_entry_count(5, limits));
  REQUIRE(check_entry_count(123456, ArchiveLimits{}));
  CHECK(check_entry_count(123456, ArchiveLimits{})->message() ==
        "the archive holds 123,456 entries, over the limit of 100,000 (raise it with "
        "--max-entries)");
}

TEST_CASE("declared sizes over the total: the whole declared total and --max-unpacked",
          "[archive]") {
  // An archive of a few kilobytes whose entries declare 5 GiB and more (overlapping entries).
  std::vector<ListedEntry> bomb;
  for (int i = 0; i < 250; ++i) bomb.push_back({"0" + std::to_string(i), 21000, 21800000});
  const ArchivePlan plan = plan_archive(42000, bomb, ArchiveLimits{});
  REQUIRE(plan.stop);
  CHECK(plan.stop->kind == ArchiveStopKind::unpacked_bytes);
  CHECK(plan.stop->unpacked_bytes == std::uint64_t{250} * 21800000);
  CHECK(plan.inflate.empty());
  CHECK(plan.stop->option() == "--max-unpacked");
  CHECK(plan.stop->message() ==
        "the entries would unpack to 5.1 GiB, over the limit of 1 GiB (raise it with "
        "--max-unpacked)");
  ArchiveLimits raised;
  raised.max_unpacked_bytes = 8 * kGiB;
  raised.max_ratio = 1e6;
  CHECK_FALSE(plan_archive(42000, bomb, raised).stop);
}

TEST_CASE("only kept entries count toward the total; the sum cannot wrap", "[archive]") {
  ArchiveLimits limits;
  limits.max_unpacked_bytes = kMiB;
  const std::vector<ListedEntry> hidden = {
      {"__MACOSX/big", 2 * kMiB, 2 * kMiB}, {"../big", 2 * kMiB, 2 * kMiB}, {"small.a2", 100, 300}};
  CHECK_FALSE(plan_archive(5 * kMiB, hidden, limits).stop);
  const std::uint64_t huge = ~std::uint64_t{0} - 10;
  const std::vector<ListedEntry> wrap = {{"a", huge, huge}, {"b", 100, 100}};
  const ArchivePlan plan = plan_archive(huge, wrap, ArchiveLimits{});
  REQUIRE(plan.stop);
  CHECK(plan.stop->kind == ArchiveStopKind::unpacked_bytes);
  CHECK(plan.stop->unpacked_bytes == ~std::uint64_t{0});
}

TEST_CASE("sizes that read the same in short form are given in bytes", "[archive]") {
  ArchiveLimits limits;
  limits.max_unpacked_bytes = kMiB;
  const std::vector<ListedEntry> listing = {{"a.tsv", kMiB, kMiB + 1}};
  const ArchivePlan plan = plan_archive(2 * kMiB, listing, limits);
  REQUIRE(plan.stop);
  CHECK(plan.stop->message() ==
        "the entries would unpack to 1,048,577 bytes, over the limit of 1,048,576 bytes (raise "
        "it with --max-unpacked)");
}

TEST_CASE("an entry past 1 MiB over the ratio is refused, a smaller one is not", "[archive]") {
  const std::vector<ListedEntry> zeros = {{"ok.a2", 1000, 3000}, {"zeros.a2", 2048, 2 * kMiB}};
  const ArchivePlan plan = plan_archive(4 * kMiB, zeros, ArchiveLimits{});
  REQUIRE(plan.stop);
  CHECK(plan.stop->kind == ArchiveStopKind::ratio);
  CHECK(plan.stop->entry == "zeros.a2");
  CHECK(plan.inflate.empty());
  CHECK(plan.stop->message() ==
        "the entry zeros.a2 would unpack to 2 MiB from 2 KiB, a ratio of 1,024, over the limit "
        "of 1,000 (raise it with --max-ratio)");
  // At 1 MiB exactly, and below, any ratio passes; a compressed size of 0 counts as 1.
  const std::vector<ListedEntry> small = {{"blanks.a2", 0, kMiB}};
  CHECK_FALSE(plan_archive(4 * kMiB, small, ArchiveLimits{}).stop);
  const std::vector<ListedEntry> empty_packed = {{"e.a2", 0, kMiB + 1}};
  CHECK(plan_archive(4 * kMiB, empty_packed, ArchiveLimits{}).stop);
  ArchiveLimits raised;
  raised.max_ratio = 2000;
  CHECK_FALSE(plan_archive(4 * kMiB, zeros, raised).stop);
  ArchiveLimits lowered;
  lowered.max_ratio = 2.5;
  const std::vector<ListedEntry> text = {{"t.a2", kMiB, 3 * kMiB}};
  REQUIRE(plan_archive(4 * kMiB, text, lowered).stop);
  CHECK(plan_archive(4 * kMiB, text, lowered).stop->message() ==
        "the entry t.a2 would unpack to 3 MiB from 1 MiB, a ratio of 3, over the limit of 2.5 "
        "(raise it with --max-ratio)");
}

TEST_CASE("the archive as a whole is held to the ratio: entries sharing compressed data",
          "[archive]") {
  // Twenty entries under 1 MiB each, every one within the ratio, from an archive of 10 KiB.
  std::vector<ListedEntry> listing;
  for (int i = 0; i < 20; ++i) listing.push_back({"f" + std::to_string(i), 9 * kKiB, kMiB});
  const ArchivePlan plan = plan_archive(10 * kKiB, listing, ArchiveLimits{});
  REQUIRE(plan.stop);
  CHECK(plan.stop->kind == ArchiveStopKind::ratio);
  CHECK(plan.stop->entry.empty());
  CHECK(plan.stop->message() ==
        "the entries would unpack to 20 MiB from an archive of 10 KiB, a ratio of 2,048, over "
        "the limit of 1,000 (raise it with --max-ratio)");
  CHECK_FALSE(plan_archive(200 * kKiB, listing, ArchiveLimits{}).stop);
}

TEST_CASE("the total is reported before a ratio, the first entry's ratio before the archive's",
          "[archive]") {
  ArchiveLimits limits;
  limits.max_unpacked_bytes = 3 * kMiB;
  const std::vector<ListedEntry> listing = {
      {"a", 10, 2 * kMiB}, {"b", 10, 2 * kMiB}};  // each over the ratio, together over the total
  REQUIRE(plan_archive(100, listing, limits).stop);
  CHECK(plan_archive(100, listing, limits).stop->kind == ArchiveStopKind::unpacked_bytes);
  const ArchivePlan ratio = plan_archive(100, listing, ArchiveLimits{});
  REQUIRE(ratio.stop);
  CHECK(ratio.stop->entry == "a");
}

TEST_CASE("the counter stops an entry that inflates past its declared size", "[archive]") {
  InflateCounter counter(10 * kMiB, ArchiveLimits{});
  counter.begin({"liar.a2", 500, 1000});
  CHECK_FALSE(counter.add(600));
  CHECK_FALSE(counter.add(400));
  const auto stop = counter.add(1);
  REQUIRE(stop);
  CHECK(stop->kind == ArchiveStopKind::size_mismatch);
  CHECK(stop->entry == "liar.a2");
  CHECK(stop->unpacked_bytes == 1001);
  CHECK(stop->option().empty());
  CHECK(stop->message() ==
        "the entry liar.a2 unpacks to more than the 1,000 bytes it declares (a damaged or hostile "
        "archive)");
  // The next entry starts from zero.
  counter.begin({"next.a2", 500, 1000});
  CHECK_FALSE(counter.add(1000));
}

TEST_CASE("the counter stops at the caps, whatever the declared sizes", "[archive]") {
  ArchiveLimits limits;
  limits.max_unpacked_bytes = 3 * kMiB;
  InflateCounter total(100 * kMiB, limits);
  total.begin({"a", 2 * kMiB, 2 * kMiB});
  CHECK_FALSE(total.add(2 * kMiB));
  total.begin({"b", 2 * kMiB, 2 * kMiB});
  CHECK_FALSE(total.add(kMiB));
  const auto over = total.add(1);
  REQUIRE(over);
  CHECK(over->kind == ArchiveStopKind::unpacked_bytes);
  CHECK(over->message() ==
        "the entries unpacked to 3,145,729 bytes, over the limit of 3,145,728 bytes (raise it "
        "with --max-unpacked)");

  InflateCounter ratio(100 * kMiB, ArchiveLimits{});
  ratio.begin({"z", 1024, 4 * kMiB});
  CHECK_FALSE(ratio.add(kMiB));
  const auto entry = ratio.add(1);
  REQUIRE(entry);
  CHECK(entry->kind == ArchiveStopKind::ratio);
  CHECK(entry->entry == "z");

  InflateCounter whole(kKiB, ArchiveLimits{});
  whole.begin({"w", 900 * kKiB, 4 * kMiB});
  CHECK_FALSE(whole.add(kMiB));
  const auto archive = whole.add(1);
  REQUIRE(archive);
  CHECK(archive->kind == ArchiveStopKind::ratio);
  CHECK(archive->entry.empty());
  CHECK(archive->message().rfind("the entries unpacked to 1 MiB from an archive of 1 KiB", 0) == 0);
}

TEST_CASE("the skipped entries' note names the archive and the entries", "[archive]") {
  const Note note = skipped_entries_note("run.zip", {"../x.a2", "/abs.a2", "dir\\y.a2"});
  CHECK(note.code == "archive-entries-skipped");
  CHECK(note.message ==
        "run.zip: 3 entries skipped, a path with '..', absolute or with a backslash: ../x.a2, "
        "/abs.a2, dir\\y.a2");
  CHECK(skipped_entries_message("a.zip", {"/x"}) ==
        "a.zip: 1 entry skipped, a path with '..', absolute or with a backslash: /x");
  std::vector<std::string> many;
  for (int i = 0; i < 25; ++i) many.push_back("/" + std::to_string(i));
  const std::string message = skipped_entries_message("a.zip", many);
  CHECK(message.find(", /19 and 5 more") != std::string::npos);
  CHECK(message.find("/20") == std::string::npos);
}

TEST_CASE("byte sizes: written in units of 1,024, read with K, M, G, T", "[archive]") {
  CHECK(byte_size_text(0) == "0 bytes");
  CHECK(byte_size_text(1) == "1 byte");
  CHECK(byte_size_text(1023) == "1023 bytes");
  CHECK(byte_size_text(1024) == "1 KiB");
  CHECK(byte_size_text(1536) == "1.5 KiB");
  CHECK(byte_size_text(kGiB) == "1 GiB");
  CHECK(byte_size_text(5400000000) == "5 GiB");
  CHECK(parse_byte_size("1048576") == kMiB);
  CHECK(parse_byte_size("1M") == kMiB);
  CHECK(parse_byte_size("500m") == 500 * kMiB);
  CHECK(parse_byte_size("2G") == 2 * kGiB);
  CHECK(parse_byte_size("2GiB") == 2 * kGiB);
  CHECK(parse_byte_size("3k") == 3 * kKiB);
  CHECK(parse_byte_size("1T") == 1024 * kGiB);
  CHECK(parse_byte_size("0") == 0u);
  CHECK_FALSE(parse_byte_size(""));
  CHECK_FALSE(parse_byte_size("G"));
  CHECK_FALSE(parse_byte_size("-1"));
  CHECK_FALSE(parse_byte_size("1.5G"));
  CHECK_FALSE(parse_byte_size("2GB"));
  CHECK_FALSE(parse_byte_size("2X"));
  CHECK_FALSE(parse_byte_size("2 G"));
  CHECK_FALSE(parse_byte_size("99999999999999999999"));
  CHECK_FALSE(parse_byte_size("16777216T"));
  CHECK(parse_byte_size("16777215T") == std::uint64_t{16777215} * 1024 * kGiB);
}
