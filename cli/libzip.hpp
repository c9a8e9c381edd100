// libzip's functions, the library opened when the first archive is read: linked with the
// command line, libzip and the OpenSSL it brings would be loaded at every start (as long as a
// whole small scoring), for inputs that are seldom archives.
#pragma once

#include <zip.h>

namespace bioeval::cli {

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
  static const LibZip& get();
};

struct ArchiveCloser {
  void operator()(zip_t* archive) const { LibZip::get().discard(archive); }
};
struct EntryCloser {
  void operator()(zip_file_t* entry) const { LibZip::get().fclose(entry); }
};

}  // namespace bioeval::cli
