#include "base/text_buffer.hpp"

#include <algorithm>

namespace bioeval {

void copy_long(char* dst, const char* src, std::size_t n) {
  std::memcpy(dst, src, n);
}

void TextBuffer::grow(std::size_t more) {
  const std::size_t capacity = std::max(size_ + more, std::max<std::size_t>(2 * capacity_, 64));
  // new char[] leaves the bytes unwritten: pages past the text are not touched.
  std::unique_ptr<char[]> data(new char[capacity]);
  if (size_ > 0) std::memcpy(data.get(), data_.get(), size_);
  data_ = std::move(data);
  capacity_ = capacity;
}

}  // namespace bioeval
