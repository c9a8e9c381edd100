// A file written through a 1 MB buffer, for the input generators: text is appended to buffer(),
// line_done() writes the buffer out once it is full, close() reports any write error.
#pragma once

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <stdexcept>
#include <string>

namespace bioeval::bench {

class BufferedFile {
 public:
  explicit BufferedFile(const std::string& path)
      : path_(path), file_(std::fopen(path.c_str(), "wb")) {
    if (!file_) throw std::runtime_error("cannot write " + path + ": " + std::strerror(errno));
    buffer_.reserve(kBlock + 4096);
  }
  BufferedFile(const BufferedFile&) = delete;
  BufferedFile& operator=(const BufferedFile&) = delete;
  ~BufferedFile() {
    if (file_) std::fclose(file_);
  }

  std::string& buffer() { return buffer_; }
  void line_done() {
    if (buffer_.size() >= kBlock) flush();
  }
  void close() {
    flush();
    const bool failed = std::ferror(file_) != 0;
    const bool closed = std::fclose(file_) == 0;
    file_ = nullptr;
    if (failed || !closed) throw std::runtime_error("cannot write " + path_);
  }

 private:
  static constexpr std::size_t kBlock = 1 << 20;
  void flush() {
    if (!buffer_.empty() &&
        std::fwrite(buffer_.data(), 1, buffer_.size(), file_) != buffer_.size()) {
      throw std::runtime_error("cannot write " + path_ + ": " + std::strerror(errno));
    }
    buffer_.clear();
  }

  std::string path_;
  std::FILE* file_;
  std::string buffer_;
};

}  // namespace bioeval::bench
