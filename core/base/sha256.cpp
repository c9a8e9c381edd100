#include "base/sha256.hpp"

#include <nettle/sha2.h>

#include <cstdint>

namespace bioeval {

std::string sha256_hex(std::string_view bytes) {
  sha256_ctx context;
  sha256_init(&context);
  sha256_update(&context, bytes.size(), reinterpret_cast<const std::uint8_t*>(bytes.data()));
  std::uint8_t digest[SHA256_DIGEST_SIZE];
  sha256_digest(&context, sizeof digest, digest);
  static const char* hex = "0123456789abcdef";
  std::string out;
  out.reserve(2 * sizeof digest);
  for (const std::uint8_t byte : digest) {
    out += hex[byte >> 4];
    out += hex[byte & 15];
  }
  return out;
}

}  // namespace bioeval
