// SHA-256 of an input, recorded in results so a score can be tied to the exact files.
#pragma once

#include <string>
#include <string_view>

namespace bioeval::cli {

// Lower-case hexadecimal SHA-256 of `bytes`.
std::string sha256_hex(std::string_view bytes);

}  // namespace bioeval::cli
