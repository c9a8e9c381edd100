#include "libzip.hpp"

#include <dlfcn.h>

#include <string>

#include "framework/options.hpp"

namespace bioeval::cli {
namespace {

template <typename Function>
void bind(void* handle, const char* name, Function& function) {
  void* const symbol = dlsym(handle, name);
  if (symbol == nullptr) throw UsageError(std::string(BIOEVAL_LIBZIP_SONAME " lacks ") + name);
  function = reinterpret_cast<Function>(symbol);
}

LibZip load() {
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

}  // namespace

const LibZip& LibZip::get() {
  static const LibZip library = load();
  return library;
}

}  // namespace bioeval::cli
