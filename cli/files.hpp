// Reading input files for the command line.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace bioeval::cli {

// The bytes of a file: a regular file mapped read-only with its pages populated at once (the
// page cache's pages themselves: no fresh memory to zero, which costs more than the mapping on
// virtual machines), read at once into one buffer when it cannot be mapped, read in chunks
// otherwise (a pipe, a terminal). Throws UsageError when the file cannot be read. A mapped file
// cut short by another program while it is scored would end the process (SIGBUS).
class FileContent {
 public:
  explicit FileContent(const std::string& path);
  // Bytes already in memory (an archive's entry).
  static FileContent from_bytes(std::string bytes);
  ~FileContent();
  FileContent(const FileContent&) = delete;
  FileContent& operator=(const FileContent&) = delete;
  FileContent(FileContent&& other) noexcept;
  FileContent& operator=(FileContent&& other) noexcept = delete;

  std::string_view bytes() const { return {data_, size_}; }

 private:
  FileContent() = default;
  void release();

  const char* data_ = nullptr;
  std::size_t size_ = 0;
  char* buffer_ = nullptr;  // a regular file's content, of capacity_ bytes
  std::size_t capacity_ = 0;
  void* mapped_ = nullptr;  // a regular file mapped, of size_ bytes
  std::string read_;        // the content of anything else
};

// The files a path names: itself, or, for a folder, every regular file under it (sub-folders
// included, hidden files and folders left out), sorted by path. Throws UsageError for a folder
// without files.
std::vector<std::string> files_of(const std::string& path);

// The last component of a path ("runs/a.tsv" -> "a.tsv").
std::string base_name(const std::string& path);

}  // namespace bioeval::cli
