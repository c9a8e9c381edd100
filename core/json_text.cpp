#include "json_text.hpp"

#include <algorithm>
#include <array>
#include <memory>

namespace bioeval {
namespace {

// nlohmann/json's serializer writes through an output adapter, one call per character between
// strings: this one fills a buffer and hands it on when full.
class BufferedOutput : public nlohmann::detail::output_adapter_protocol<char> {
 public:
  explicit BufferedOutput(const std::function<void(std::string_view)>& write) : write_(write) {}
  BufferedOutput(const BufferedOutput&) = delete;
  BufferedOutput& operator=(const BufferedOutput&) = delete;

  void write_character(char c) override {
    if (used_ == buffer_.size()) flush();
    buffer_[used_++] = c;
  }

  void write_characters(const char* s, std::size_t length) override {
    if (length > buffer_.size() - used_) {
      flush();
      if (length >= buffer_.size()) {
        write_(std::string_view(s, length));
        return;
      }
    }
    std::copy(s, s + length, buffer_.data() + used_);
    used_ += length;
  }

  void flush() {
    if (used_ > 0) write_(std::string_view(buffer_.data(), used_));
    used_ = 0;
  }

 private:
  const std::function<void(std::string_view)>& write_;
  std::array<char, 1 << 16> buffer_{};
  std::size_t used_ = 0;
};

}  // namespace

void write_json(const Json& value, int indent, bool ascii,
                const std::function<void(std::string_view)>& write) {
  auto output = std::make_shared<BufferedOutput>(write);
  nlohmann::detail::serializer<Json> serializer(output, ' ');
  serializer.dump(value, indent >= 0, ascii, indent >= 0 ? static_cast<unsigned>(indent) : 0);
  output->flush();
}

}  // namespace bioeval
