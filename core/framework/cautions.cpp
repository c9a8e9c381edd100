#include "framework/cautions.hpp"

#include <cmath>

namespace bioeval {

std::vector<Caution> cautions_of(const std::vector<CostlyWarning>& declared,
                                 const Diagnostics& diagnostics, const CautionFindings& findings,
                                 const Json& options) {
  std::vector<Caution> out;
  for (const CostlyWarning& warning : declared) {
    if (!warning.only_with.empty() && !options.value(warning.only_with, false)) continue;
    if (findings.costless.count(warning.code) > 0) continue;
    const std::size_t count = diagnostics.count(warning.input, warning.code);
    if (count == 0) continue;
    Caution caution;
    caution.code = warning.code;
    caution.count = count;
    const auto items = findings.items.find(warning.items);
    caution.of = items != findings.items.end() ? items->second : 0;
    caution.items = warning.items;
    caution.message =
        warning.items.empty() ? warning.failing
        : caution.of > 0
            ? share_text(caution.count, caution.of) + " of " + warning.items + " (" +
                  std::to_string(caution.count) + " of " + std::to_string(caution.of) + ") " +
                  warning.failing
            : std::to_string(caution.count) + " " + warning.items + " " + warning.failing;
    const auto pattern = findings.patterns.find(warning.code);
    if (pattern != findings.patterns.end()) caution.pattern = pattern->second;
    out.push_back(std::move(caution));
  }
  return out;
}

std::string share_text(std::size_t count, std::size_t of) {
  if (of == 0) return "";
  const double percent = 100.0 * static_cast<double>(count) / static_cast<double>(of);
  const auto rounded = static_cast<long>(std::lround(percent));
  if (rounded == 0 && count > 0) return "<1 %";
  if (rounded == 100 && count < of) return ">99 %";
  return std::to_string(rounded) + " %";
}

std::optional<std::string> dominant_pattern(std::size_t failing,
                                            const std::vector<PatternCandidate>& candidates) {
  const PatternCandidate* best = nullptr;
  for (const PatternCandidate& candidate : candidates) {
    if (!best || candidate.explained > best->explained) best = &candidate;
  }
  if (!best || 2 * best->explained <= failing) return std::nullopt;
  return best->text;
}

std::string offset_shift_text(int shift) {
  // U+2212 MINUS SIGN: the page and the report print it as a minus, not a hyphen.
  const std::string sign = shift < 0 ? "\u2212" : "+";
  return "offsets shifted by " + sign + std::to_string(std::abs(shift)) + "?";
}

}  // namespace bioeval
