#include "base/diagnostics.hpp"

#include <algorithm>

#include <tuple>
#include "base/text.hpp"

namespace bioeval {

std::string_view severity_name(Severity severity) {
  switch (severity) {
    case Severity::error:
      return "error";
    case Severity::warning:
      return "warning";
    case Severity::info:
      return "info";
  }
  return "error";
}

void Diagnostics::add(Severity severity, std::string code, const Location& where,
                      std::string message) {
  if (severity == Severity::error) ++errors_;
  if (severity == Severity::warning) ++warnings_;
  ++counts_[code];
  ++items_by_input_code_[{std::string(where.input), code}];
  auto& kept = kept_by_input_code_[{std::string(where.input), code}];
  if (kept >= kept_per_code_) {
    ++dropped_;
    return;
  }
  ++kept;
  kept_.push_back(Diagnostic{severity, std::move(code), std::string(where.input),
                             std::string(where.file), where.line, where.column, std::move(message),
                             excerpt_of(where.line_text)});
}

void Diagnostics::warning(std::string code, const Location& where, std::string message,
                          std::size_t items) {
  // The one occurrence is counted by add(); the others it stands for here.
  if (items > 1) items_by_input_code_[{std::string(where.input), code}] += items - 1;
  add(Severity::warning, std::move(code), where, std::move(message));
}

std::size_t Diagnostics::count(const std::string& input, const std::string& code) const {
  const auto found = items_by_input_code_.find({input, code});
  return found == items_by_input_code_.end() ? 0 : found->second;
}

std::vector<Diagnostic> Diagnostics::sorted() const {
  std::vector<Diagnostic> out = kept_;
  std::stable_sort(out.begin(), out.end(), [](const Diagnostic& a, const Diagnostic& b) {
    return std::tie(a.severity, a.input, a.file, a.line, a.column) <
           std::tie(b.severity, b.input, b.file, b.line, b.column);
  });
  return out;
}

std::string quoted(std::string_view text) {
  static const char* digits = "0123456789ABCDEF";
  std::string out = "'";
  for (char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    if (c == '\r') {
      out += "\\r";
    } else if (c == '\t') {
      out += "\\t";
    } else if (byte < 0x20 || byte == 0x7F) {
      out += std::string("\\x") + digits[byte >> 4] + digits[byte & 15];
    } else {
      out += c;
    }
  }
  return out + "'";
}

std::string excerpt_of(std::string_view line_text, std::size_t max_bytes) {
  std::string out;
  const auto* p = reinterpret_cast<const unsigned char*>(line_text.data());
  const auto* end = p + line_text.size();
  while (p < end) {
    if (out.size() >= max_bytes) return out + "\u2026";
    const std::size_t length = utf8_sequence_length(p, end);
    if (*p == 0) {
      out += "\u2400";
    } else if (length == 0) {
      out += "\uFFFD";
    } else {
      out.append(reinterpret_cast<const char*>(p), length);
    }
    p += length ? length : 1;
  }
  return out;
}

}  // namespace bioeval
