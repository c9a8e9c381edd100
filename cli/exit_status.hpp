// The exit statuses of the command line, every one it returns (the usage text lists them).
#pragma once

#include <stdexcept>

namespace bioeval::cli {

constexpr int kScored = 0;         // scored; for check: the inputs are valid
constexpr int kInvalidInput = 1;   // an input has errors (its diagnostics are the report)
constexpr int kUsageError = 2;     // a request the command line cannot use, an unreadable input
constexpr int kResourceLimit = 3;  // an input over a resource limit: an archive's cap, memory
constexpr int kInternalError = 4;  // a bug in bioeval

// An input over a resource limit: exit status 3. The message says which limit and, where an
// option raises it, which option.
class ResourceLimitError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

}  // namespace bioeval::cli
