#include "files.hpp"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>

#include "base/large_array.hpp"
#include "framework/options.hpp"

namespace bioeval::cli {
namespace {

// Files up to this size are read into the heap rather than mapped: a mapping takes whole pages,
// which for a corpus of small files (BB3's .txt, .a1 and .a2) is more than twice their bytes.
constexpr std::size_t kSmallFile = std::size_t{64} << 10;

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

// Up to `capacity` bytes, fewer when the file ends sooner (it shrank since fstat).
std::size_t read_into(int fd, char* buffer, std::size_t capacity, const std::string& path) {
  std::size_t size = 0;
  while (size < capacity) {
    const ssize_t got = ::read(fd, buffer + size, capacity - size);
    if (got == 0) break;
    if (got < 0) {
      if (errno == EINTR) continue;
      throw UsageError(failure("read", path));
    }
    size += static_cast<std::size_t>(got);
  }
  return size;
}

}  // namespace

FileContent::FileContent(const std::string& path) {
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) throw UsageError(failure("open", path));
  try {
    struct stat info {};
    if (::fstat(fd, &info) == 0 && S_ISDIR(info.st_mode)) {
      throw UsageError("cannot read " + path + ": it is a directory");
    }
    if (S_ISREG(info.st_mode) && info.st_size > 0 &&
        static_cast<std::size_t>(info.st_size) <= kSmallFile) {
      read_.resize(static_cast<std::size_t>(info.st_size));
      read_.resize(read_into(fd, read_.data(), read_.size(), path));
      data_ = read_.data();
      size_ = read_.size();
    } else if (S_ISREG(info.st_mode) && info.st_size > 0) {
      const auto size = static_cast<std::size_t>(info.st_size);
      void* mapped = ::mmap(nullptr, size, PROT_READ, MAP_PRIVATE | MAP_POPULATE, fd, 0);
      if (mapped != MAP_FAILED) {
        mapped_ = mapped;
        data_ = static_cast<const char*>(mapped);
        size_ = size;
      } else {
        capacity_ = size;
        buffer_ = LargeArrayAllocator<char>().allocate(capacity_);
        size_ = read_into(fd, buffer_, capacity_, path);
        data_ = buffer_;
      }
    } else {
      read_ = read_stream(fd, path);
      data_ = read_.data();
      size_ = read_.size();
    }
  } catch (...) {
    release();
    ::close(fd);
    throw;
  }
  ::close(fd);
}

FileContent FileContent::from_bytes(std::string bytes) {
  FileContent content;
  content.read_ = std::move(bytes);
  content.data_ = content.read_.data();
  content.size_ = content.read_.size();
  return content;
}

FileContent::FileContent(FileContent&& other) noexcept
    : data_(other.data_),
      size_(other.size_),
      buffer_(other.buffer_),
      capacity_(other.capacity_),
      mapped_(other.mapped_),
      read_(std::move(other.read_)) {
  if (!buffer_ && !mapped_) data_ = read_.data();
  other.data_ = nullptr;
  other.size_ = 0;
  other.buffer_ = nullptr;
  other.capacity_ = 0;
  other.mapped_ = nullptr;
}

FileContent::~FileContent() {
  release();
}

void FileContent::release() {
  if (buffer_) LargeArrayAllocator<char>().deallocate(buffer_, capacity_);
  buffer_ = nullptr;
  capacity_ = 0;
  if (mapped_) ::munmap(mapped_, size_);
  mapped_ = nullptr;
}

std::vector<std::string> files_of(const std::string& path) {
  namespace fs = std::filesystem;
  std::error_code error;
  if (!fs::is_directory(path, error)) return {path};
  std::vector<std::string> files;
  fs::recursive_directory_iterator walk(path, fs::directory_options::skip_permission_denied, error);
  for (; !error && walk != fs::recursive_directory_iterator(); walk.increment(error)) {
    const std::string name = walk->path().filename().string();
    if (!name.empty() && name[0] == '.') {
      if (walk->is_directory(error)) walk.disable_recursion_pending();
      continue;
    }
    if (walk->is_regular_file(error)) files.push_back(walk->path().string());
  }
  if (error) throw UsageError("cannot read the folder " + path + ": " + error.message());
  if (files.empty()) throw UsageError("the folder " + path + " holds no file");
  std::sort(files.begin(), files.end());
  return files;
}

std::string base_name(const std::string& path) {
  const auto slash = path.find_last_of('/');
  return slash == std::string::npos ? path : path.substr(slash + 1);
}

}  // namespace bioeval::cli
