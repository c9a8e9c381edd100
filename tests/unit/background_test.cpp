#include <catch2/catch.hpp>

#include <stdexcept>
#include <thread>

#include "base/background.hpp"

namespace bioeval {
namespace {

TEST_CASE("Background gives the work's result; natively from another thread") {
  const std::thread::id caller = std::this_thread::get_id();
  Background<std::thread::id> worker([] { return std::this_thread::get_id(); });
#ifdef __EMSCRIPTEN__
  CHECK(worker.get() == caller);  // the module has no threads
#else
  CHECK(worker.get() != caller);
#endif
}

TEST_CASE("Background hands the work's exception to get()") {
  Background<int> failing([]() -> int { throw std::runtime_error("no tags"); });
  CHECK_THROWS_WITH(failing.get(), "no tags");
}

TEST_CASE("Background, moved into place, still gives its work's result") {
  Background<int> later;
  later = Background<int>([] { return 42; });
  CHECK(later.get() == 42);
}

#ifdef __EMSCRIPTEN__
TEST_CASE("Background in the module runs the work when get() asks, in the caller's order") {
  int runs = 0;
  Background<int> work([&runs] { return ++runs; });
  CHECK(runs == 0);
  CHECK(work.get() == 1);
  CHECK(runs == 1);
}
#endif

}  // namespace
}  // namespace bioeval
