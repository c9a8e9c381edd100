#include "base/file_kind.hpp"

namespace bioeval {

std::optional<std::string> file_signature(std::string_view head) {
  struct Signature {
    std::string_view magic;
    const char* kind;
  };
  static constexpr Signature kSignatures[] = {
      {"\x89PNG\r\n\x1a\n", "a PNG image"},
      {"\xff\xd8\xff", "a JPEG image"},
      {"GIF8", "a GIF image"},
      {"%PDF-", "a PDF document"},
      {std::string_view("PK\x03\x04", 4), "a ZIP archive"},
      {std::string_view("PK\x05\x06", 4), "a ZIP archive"},
      {"\x1f\x8b", "a gzip archive"},
      {"BZh", "a bzip2 archive"},
      {"\xfd"
       "7zXZ",
       "an xz archive"},
      {"7z\xbc\xaf", "a 7-Zip archive"},
      {std::string_view("\xd0\xcf\x11\xe0", 4), "an Office document"},
  };
  for (const Signature& signature : kSignatures) {
    if (head.substr(0, signature.magic.size()) == signature.magic) return signature.kind;
  }
  return std::nullopt;
}

std::optional<std::string> binary_kind(std::string_view head) {
  if (auto signature = file_signature(head)) return signature;
  if (head.find('\0') != std::string_view::npos) return "a binary file (it holds NUL bytes)";
  return std::nullopt;
}

}  // namespace bioeval
