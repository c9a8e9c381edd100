#include "files.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>

#include "options.hpp"

namespace bioeval::cli {

std::string read_file(const std::string& path) {
  std::unique_ptr<std::FILE, int (*)(std::FILE*)> file(std::fopen(path.c_str(), "rb"),
                                                       &std::fclose);
  if (!file) throw UsageError("cannot open " + path + ": " + std::strerror(errno));
  std::string content;
  if (std::fseek(file.get(), 0, SEEK_END) == 0) {
    const long size = std::ftell(file.get());
    std::rewind(file.get());
    if (size > 0) {
      content.resize(static_cast<std::size_t>(size));
      content.resize(std::fread(content.data(), 1, content.size(), file.get()));
    }
  }
  char buffer[1 << 16];  // whatever a pipe, or a file that grew, still holds
  std::size_t got;
  while ((got = std::fread(buffer, 1, sizeof buffer, file.get())) > 0) content.append(buffer, got);
  if (std::ferror(file.get())) throw UsageError("cannot read " + path + ": " + std::strerror(errno));
  return content;
}

std::string base_name(const std::string& path) {
  const auto slash = path.find_last_of('/');
  return slash == std::string::npos ? path : path.substr(slash + 1);
}

}  // namespace bioeval::cli
