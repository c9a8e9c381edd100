#include "framework/evaluation.hpp"

#include <atomic>
#include <mutex>

namespace bioeval {
namespace {

// The readings of each role so far (scan_inputs), for tests that count them.
class ReadingCounts {
 public:
  void add(const std::string& role) {
    const std::lock_guard<std::mutex> lock(lock_);
    ++counts_[role];
  }
  std::size_t of(std::string_view role) {
    const std::lock_guard<std::mutex> lock(lock_);
    const auto found = counts_.find(role);
    return found == counts_.end() ? 0 : found->second;
  }

 private:
  std::mutex lock_;
  std::map<std::string, std::size_t, std::less<>> counts_;
};

ReadingCounts& reading_counts() {
  static ReadingCounts counts;
  return counts;
}

}  // namespace

TextInput Evaluation::text(std::string_view role, const InputFile& file) {
  return text(role, file, emptiness_of(role));
}

TextInput Evaluation::text(std::string_view role, const InputFile& file, Emptiness empty) {
  return check_text(role, file.name, file.bytes, scans.at(&file), diagnostics(), empty);
}

bool Evaluation::has(std::string_view role) const {
  const auto files = inputs.find(std::string(role));
  return files != inputs.end() && !files->second.empty();
}

SingleInput Evaluation::single(std::string_view role) {
  return single(role, emptiness_of(role));
}

SingleInput Evaluation::single(std::string_view role, Emptiness empty) {
  const InputFile& file = inputs.at(std::string(role)).front();
  return {file, text(role, file, empty), progress_for(file)};
}

ProgressFn Evaluation::progress_for(const InputFile& file) const {
  if (!progress) return {};
  std::size_t offset = 0;
  std::size_t total = 0;
  for (const auto& [role, files] : inputs) {
    for (const auto& f : files) {
      if (&f == &file) offset = total;
      total += f.bytes.size();
    }
  }
  return [report = progress, offset, total](std::size_t done, std::size_t) {
    report(offset + done, total);
  };
}

void scan_inputs(Evaluation& evaluation) {
  for (const auto& [role, files] : evaluation.inputs) {
    if (!files.empty()) reading_counts().add(role);
    for (const InputFile& file : files) {
      evaluation.scans.emplace(&file, scan_text(without_bom(file.bytes)));
    }
  }
}

std::size_t readings(std::string_view role) {
  return reading_counts().of(role);
}

}  // namespace bioeval
