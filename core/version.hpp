#pragma once

namespace bioeval {
inline constexpr const char* kToolName = "bioeval";
inline constexpr const char* kToolVersion = "0.1.0";
inline constexpr int kResultSchema = 1;
}  // namespace bioeval
