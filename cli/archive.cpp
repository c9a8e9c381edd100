#include "archive.hpp"

#include <dlfcn.h>
#include <zip.h>

#include <cstdio>
#include <memory>
#include <string>

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

// libzip's functions, the library opened when the first archive is read: linked with the
// command line, libzip and the OpenSSL it brings would be loaded at every start (milliseconds, as
// long as a whole small scoring), for inputs that are seldom archives.
struct LibZip {
  decltype(&::zip_open) open;
  decltype(&::zip_discard) discard;
  decltype(&::zip_error_init_with_code) error_init_with_code;
  decltype(&::zip_error_strerror) error_strerror;
  decltype(&::zip_error_fini) error_fini;
  decltype(&::zip_get_num_entries) get_num_entries;
  decltype(&::zip_stat_init) stat_init;
  decltype(&::zip_stat_index) stat_index;
  decltype(&::zip_fopen_index) fopen_index;
  decltype(&::zip_fread) fread;
  decltype(&::zip_fclose) fclose;
  decltype(&::zip_strerror) strerror;
  decltype(&::zip_file_strerror) file_strerror;

  // The library, loaded once; throws UsageError when it cannot be.
  static const LibZip& get() {
    static const LibZip library = load();
    return library;
  }

 private:
  static LibZip load() {
    void* const handle = dlopen(BIOEVAL_LIBZIP_SONAME, RTLD_NOW | RTLD_LOCAL);
    if (handle == nullptr) {
      throw UsageError(std::string("ZIP inputs need libzip (" BIOEVAL_LIBZIP_SONAME "): ") +
                       dlerror());
    }
    LibZip z{};
    bind(handle, "zip_open", z.open);
    bind(handle, "zip_discard", z.discard);
    bind(handle, "zip_error_init_with_code", z.error_init_with_code);
    bind(handle, "zip_error_strerror", z.error_strerror);
    bind(handle, "zip_error_fini", z.error_fini);
    bind(handle, "zip_get_num_entries", z.get_num_entries);
    bind(handle, "zip_stat_init", z.stat_init);
    bind(handle, "zip_stat_index", z.stat_index);
    bind(handle, "zip_fopen_index", z.fopen_index);
    bind(handle, "zip_fread", z.fread);
    bind(handle, "zip_fclose", z.fclose);
    bind(handle, "zip_strerror", z.strerror);
    bind(handle, "zip_file_strerror", z.file_strerror);
    return z;
  }

  template <typename Function>
  static void bind(void* handle, const char* name, Function& function) {
    void* const symbol = dlsym(handle, name);
    if (symbol == nullptr) {
      throw UsageError(std::string(BIOEVAL_LIBZIP_SONAME " lacks ") + name);
    }
    function = reinterpret_cast<Function>(symbol);
  }
};

struct ArchiveCloser {
  void operator()(zip_t* archive) const { LibZip::get().discard(archive); }
};
struct EntryCloser {
  void operator()(zip_file_t* entry) const { LibZip::get().fclose(entry); }
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
  const LibZip& zip = LibZip::get();
  int error = 0;
  std::unique_ptr<zip_t, ArchiveCloser> archive(zip.open(path.c_str(), ZIP_RDONLY, &error));
  if (!archive) {
    zip_error_t reason;
    zip.error_init_with_code(&reason, error);
    const std::string message = zip.error_strerror(&reason);
    zip.error_fini(&reason);
    throw UsageError("cannot read the ZIP archive " + path + ": " + message);
  }
  std::vector<ArchiveEntry> entries;
  const zip_int64_t count = zip.get_num_entries(archive.get(), 0);
  for (zip_int64_t i = 0; i < count; ++i) {
    zip_stat_t stat;
    zip.stat_init(&stat);
    if (zip.stat_index(archive.get(), static_cast<zip_uint64_t>(i), 0, &stat) != 0) continue;
    const std::string name = stat.name ? stat.name : "";
    if (left_out(name)) continue;
    std::unique_ptr<zip_file_t, EntryCloser> entry(
        zip.fopen_index(archive.get(), static_cast<zip_uint64_t>(i), 0));
    if (!entry) {
      throw UsageError("cannot read " + name + " in the ZIP archive " + path + ": " +
                       zip.strerror(archive.get()));
    }
    std::string bytes(static_cast<std::size_t>(stat.size), '\0');
    const zip_int64_t got = zip.fread(entry.get(), bytes.data(), stat.size);
    if (got < 0 || static_cast<zip_uint64_t>(got) != stat.size) {
      throw UsageError("cannot read " + name + " in the ZIP archive " + path + ": " +
                       zip.file_strerror(entry.get()));
    }
    entries.push_back({name, std::move(bytes)});
  }
  return entries;
}

}  // namespace bioeval::cli
