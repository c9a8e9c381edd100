#include "base/parallel_jobs.hpp"

#include <algorithm>
#include <atomic>
#include <exception>
#include <mutex>
#include <system_error>
#include <thread>
#include <vector>

namespace bioeval {
namespace {

// The threads besides the caller's: none in the browser's module.
std::size_t helper_threads(std::size_t jobs) {
#ifdef __EMSCRIPTEN__
  (void)jobs;
  return 0;
#else
  const std::size_t cores = std::max(1u, std::thread::hardware_concurrency());
  return std::min(cores, jobs) - (jobs > 0 ? 1 : 0);
#endif
}

}  // namespace

void run_jobs(std::size_t count, const std::function<void(std::size_t)>& job,
              const std::function<void(std::size_t done)>& finished) {
  std::atomic<std::size_t> next{0}, done{0};
  std::atomic<bool> failed{false};
  std::exception_ptr failure;
  std::mutex failure_lock;
  // Takes jobs until none is left or one has failed; true when it ran one.
  const auto work_one = [&]() {
    const std::size_t i = next.fetch_add(1);
    if (i >= count || failed) return false;
    try {
      job(i);
    } catch (...) {
      const std::lock_guard<std::mutex> lock(failure_lock);
      if (!failure) failure = std::current_exception();
      failed = true;
    }
    done.fetch_add(1);
    return true;
  };
  std::vector<std::thread> threads;
  for (std::size_t t = 0; t < helper_threads(count); ++t) {
    try {
      threads.emplace_back([&]() {
        while (work_one()) {
        }
      });
    } catch (const std::system_error&) {  // no thread to be had: the caller does the rest
      break;
    }
  }
  while (work_one()) {
    if (finished) finished(done.load());
  }
  for (auto& thread : threads) thread.join();
  if (finished) finished(done.load());
  if (failure) std::rethrow_exception(failure);
}

}  // namespace bioeval
