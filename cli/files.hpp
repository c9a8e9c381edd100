// Reading input files for the command line.
#pragma once

#include <string>

namespace bioeval::cli {

// The whole content of a file; throws UsageError when it cannot be read.
std::string read_file(const std::string& path);

// The last component of a path ("runs/a.tsv" -> "a.tsv").
std::string base_name(const std::string& path);

}  // namespace bioeval::cli
