// What a file that may not be text is, from its first bytes: named in messages about a file put
// where text was expected (an image, an archive, an office document).
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace bioeval {

// What kind of file the first bytes announce: "a PNG image", "a ZIP archive", "a PDF document", …;
// nothing when they announce none.
std::optional<std::string> file_signature(std::string_view head);

// What a file that is not text is: its signature, or "a binary file" when it holds NUL bytes;
// nothing for text (whatever its encoding).
std::optional<std::string> binary_kind(std::string_view head);

}  // namespace bioeval
