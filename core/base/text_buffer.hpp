// A growing run of bytes written in small pieces (a table's rows, a sentence's tokens). Short
// pieces are copied by word loads and stores inline: in WebAssembly the C library's memcpy sits
// behind a call and copies unaligned bytes one at a time, and std::string's append behind
// another.
#pragma once

#include <cstddef>
#include <cstring>
#include <memory>
#include <string_view>
#include <utility>

namespace bioeval {

// Copies n bytes (from 512) with the library's copy, the fastest for long runs.
void copy_long(char* dst, const char* src, std::size_t n);

// Copies n bytes from src to dst, reading and writing nothing outside either range.
inline void copy_bytes(char* dst, const char* src, std::size_t n) {
  if (n >= 512) {
    copy_long(dst, src, n);
    return;
  }
  if (n >= 8) {
    std::size_t i = 0;
    for (; i + 8 <= n; i += 8) std::memcpy(dst + i, src + i, 8);
    if (i < n) std::memcpy(dst + n - 8, src + n - 8, 8);  // the tail, overlapping
    return;
  }
  if (n >= 4) {
    std::memcpy(dst, src, 4);
    std::memcpy(dst + n - 4, src + n - 4, 4);
    return;
  }
  for (std::size_t i = 0; i < n; ++i) dst[i] = src[i];
}

class TextBuffer {
 public:
  TextBuffer() = default;
  TextBuffer(const TextBuffer& other) { append(other.view()); }
  TextBuffer(TextBuffer&& other) noexcept
      : data_(std::move(other.data_)), size_(other.size_), capacity_(other.capacity_) {
    other.size_ = other.capacity_ = 0;
  }
  TextBuffer& operator=(TextBuffer other) noexcept {
    std::swap(data_, other.data_);
    std::swap(size_, other.size_);
    std::swap(capacity_, other.capacity_);
    return *this;
  }
  ~TextBuffer() = default;

  void append(std::string_view bytes) {
    if (capacity_ - size_ < bytes.size()) grow(bytes.size());
    copy_bytes(data_.get() + size_, bytes.data(), bytes.size());
    size_ += bytes.size();
  }
  void push_back(char c) {
    if (capacity_ == size_) grow(1);
    data_[size_++] = c;
  }
  TextBuffer& operator+=(std::string_view bytes) {
    append(bytes);
    return *this;
  }
  TextBuffer& operator+=(char c) {
    push_back(c);
    return *this;
  }
  // Room for `more` bytes after the current ones (memory taken, not written).
  void reserve(std::size_t more) {
    if (capacity_ - size_ < more) grow(more);
  }
  // Up to `most` bytes written in place after the current ones: write(first) writes from
  // `first` and answers the end of what it wrote (as std::to_chars does).
  template <class Write>
  void append_in_place(std::size_t most, Write write) {
    reserve(most);
    char* const first = data_.get() + size_;
    size_ += static_cast<std::size_t>(write(first) - first);
  }
  // Empty, its memory kept.
  void clear() { size_ = 0; }

  std::string_view view() const { return {data_.get(), size_}; }
  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  // The bytes that can still be added without growing.
  std::size_t room() const { return capacity_ - size_; }

 private:
  // Room for `more` bytes: at least twice the capacity. Out of line: rare.
  void grow(std::size_t more);

  std::unique_ptr<char[]> data_;
  std::size_t size_ = 0;
  std::size_t capacity_ = 0;
};

}  // namespace bioeval
