#include "files.hpp"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "options.hpp"

namespace bioeval::cli {
namespace {

std::string failure(const std::string& what, const std::string& path) {
  return "cannot " + what + " " + path + ": " + std::strerror(errno);
}

std::string read_stream(int fd, const std::string& path) {
  std::string content;
  char buffer[1 << 16];
  for (;;) {
    const ssize_t got = ::read(fd, buffer, sizeof buffer);
    if (got == 0) return content;
    if (got < 0) {
      if (errno == EINTR) continue;
      throw UsageError(failure("read", path));
    }
    content.append(buffer, static_cast<std::size_t>(got));
  }
}

}  // namespace

FileContent::FileContent(const std::string& path) {
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) throw UsageError(failure("open", path));
  struct stat info {};
  if (::fstat(fd, &info) == 0 && S_ISDIR(info.st_mode)) {
    ::close(fd);
    throw UsageError("cannot read " + path + ": it is a directory");
  }
  if (S_ISREG(info.st_mode) && info.st_size > 0) {
    void* map = ::mmap(nullptr, static_cast<std::size_t>(info.st_size), PROT_READ,
                       MAP_PRIVATE | MAP_POPULATE, fd, 0);
    if (map != MAP_FAILED) {
      data_ = static_cast<const char*>(map);
      size_ = static_cast<std::size_t>(info.st_size);
      mapped_ = true;
      ::close(fd);
      return;
    }
  }
  try {
    read_ = read_stream(fd, path);
  } catch (...) {
    ::close(fd);
    throw;
  }
  ::close(fd);
  data_ = read_.data();
  size_ = read_.size();
}

FileContent::FileContent(FileContent&& other) noexcept
    : data_(other.data_),
      size_(other.size_),
      mapped_(other.mapped_),
      read_(std::move(other.read_)) {
  if (!mapped_) data_ = read_.data();
  other.data_ = nullptr;
  other.size_ = 0;
  other.mapped_ = false;
}

FileContent::~FileContent() {
  if (mapped_) ::munmap(const_cast<char*>(data_), size_);
}

std::string base_name(const std::string& path) {
  const auto slash = path.find_last_of('/');
  return slash == std::string::npos ? path : path.substr(slash + 1);
}

}  // namespace bioeval::cli
