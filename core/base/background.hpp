// Work that may run on another thread while the caller goes on with other work.
#pragma once

#include <functional>
#include <future>
#include <system_error>
#include <utility>

namespace bioeval {

// `work()`, whose result get() gives once: natively on a thread of its own, started at once; in
// the browser's module, which has no threads, when get() asks for it, so in the order the caller
// would have run it and with nothing allocated before then (a block taken early and kept would
// sit amid the memory freed later, and the next evaluation would grow the heap around it). The
// work must only read what the caller does not write until get(). Natively, a Background left
// without get() waits for its work when it goes.
template <class T>
class Background {
 public:
  Background() = default;
  explicit Background(std::function<T()> work) : work_(std::move(work)) {
#ifndef __EMSCRIPTEN__
    try {
      started_ = std::async(std::launch::async, work_);
    } catch (const std::system_error&) {  // no thread to be had: get() runs the work
    }
#endif
  }

  T get() {
    return started_.valid() ? started_.get() : work_();
  }

 private:
  std::function<T()> work_;
  std::future<T> started_;  // natively, the work on its thread
};

}  // namespace bioeval
