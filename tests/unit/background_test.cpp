#include <catch2/catch.hpp>

#include <stdexcept>
#include <thread>

#include "background.hpp"

namespace bioeval {
namespace {

TEST_CASE("in_background gives the work's result; natively from another thread") {
  const std::thread::id caller = std::this_thread::get_id();
  std::future<std::thread::id> worker = in_background([] { return std::this_thread::get_id(); });
#ifdef __EMSCRIPTEN__
  CHECK(worker.get() == caller);  // the module has no threads
#else
  CHECK(worker.get() != caller);
#endif
}

TEST_CASE("in_background hands the work's exception to get()") {
  std::future<int> failing = in_background([]() -> int { throw std::runtime_error("no tags"); });
  CHECK_THROWS_WITH(failing.get(), "no tags");
}

#ifdef __EMSCRIPTEN__
TEST_CASE("in_background in the module runs the work when get() asks, in the caller's order") {
  int runs = 0;
  std::future<int> work = in_background([&runs] { return ++runs; });
  CHECK(runs == 0);
  CHECK(work.get() == 1);
  CHECK(runs == 1);
}
#endif

}  // namespace
}  // namespace bioeval
