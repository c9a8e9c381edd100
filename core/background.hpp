// Work that may run on another thread while the caller goes on with other work.
#pragma once

#include <future>
#include <system_error>
#include <utility>

namespace bioeval {

// `work()`, whose result get() gives: natively on a thread of its own, started now; in the
// browser's module, which has no threads, when get() asks for it (so in the order the caller
// would have run it). The work must only read what the caller does not write until get().
template <class Work>
auto in_background(Work work) -> std::future<decltype(work())> {
#ifndef __EMSCRIPTEN__
  try {
    return std::async(std::launch::async, work);
  } catch (const std::system_error&) {  // no thread to be had: run it when asked, as below
  }
#endif
  return std::async(std::launch::deferred, std::move(work));
}

}  // namespace bioeval
