// SHA-256 of an input, recorded in results so that a score can be tied to the exact files. The
// command line and the page compute it with this same code (Nettle's), so a result's provenance
// reads the same wherever it was computed.
#pragma once

#include <string>
#include <string_view>

namespace bioeval {

// Lower-case hexadecimal SHA-256 of `bytes`.
std::string sha256_hex(std::string_view bytes);

}  // namespace bioeval
