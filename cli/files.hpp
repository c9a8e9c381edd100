// Reading input files for the command line.
#pragma once

#include <memory>
#include <string>
#include <string_view>

namespace bioeval::cli {

// The bytes of a file: mapped into memory when it is a regular file (no copy), read otherwise
// (a pipe, a terminal). Throws UsageError when the file cannot be read.
class FileContent {
 public:
  explicit FileContent(const std::string& path);
  ~FileContent();
  FileContent(const FileContent&) = delete;
  FileContent& operator=(const FileContent&) = delete;
  FileContent(FileContent&& other) noexcept;
  FileContent& operator=(FileContent&& other) noexcept = delete;

  std::string_view bytes() const { return {data_, size_}; }

 private:
  const char* data_ = nullptr;
  std::size_t size_ = 0;
  bool mapped_ = false;
  std::string read_;  // the content when not mapped
};

// The last component of a path ("runs/a.tsv" -> "a.tsv").
std::string base_name(const std::string& path);

}  // namespace bioeval::cli
