#include "json_output.hpp"

#include <array>
#include <memory>

namespace bioeval::cli {
namespace {

// nlohmann/json's serializer writes through an output adapter: this one fills a buffer and
// hands it to stdio when full.
class BufferedFile : public nlohmann::detail::output_adapter_protocol<char> {
 public:
  explicit BufferedFile(std::FILE* out) : out_(out) {}
  BufferedFile(const BufferedFile&) = delete;
  BufferedFile& operator=(const BufferedFile&) = delete;
  ~BufferedFile() override { flush(); }

  void write_character(char c) override {
    if (used_ == buffer_.size()) flush();
    buffer_[used_++] = c;
  }

  void write_characters(const char* s, std::size_t length) override {
    if (length > buffer_.size() - used_) {
      flush();
      if (length >= buffer_.size()) {
        std::fwrite(s, 1, length, out_);
        return;
      }
    }
    std::copy(s, s + length, buffer_.data() + used_);
    used_ += length;
  }

  void flush() {
    std::fwrite(buffer_.data(), 1, used_, out_);
    used_ = 0;
  }

 private:
  std::FILE* out_;
  std::array<char, 1 << 16> buffer_{};
  std::size_t used_ = 0;
};

}  // namespace

void write_json(const Json& value, int indent, std::FILE* out) {
  auto file = std::make_shared<BufferedFile>(out);
  nlohmann::detail::serializer<Json> serializer(file, ' ');
  serializer.dump(value, indent >= 0, false, indent >= 0 ? static_cast<unsigned>(indent) : 0);
  file->write_character('\n');
  file->flush();
}

}  // namespace bioeval::cli
