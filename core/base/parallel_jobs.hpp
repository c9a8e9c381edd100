// Independent jobs spread over the machine's threads: natively on up to as many threads as it
// has, in the browser's module (no threads) one after another. Each job must write only its own
// part of the output, so that the result does not depend on which thread ran which job.
#pragma once

#include <cstddef>
#include <functional>

namespace bioeval {

// Calls job(i) for every i < count, and finished(done) on the calling thread after jobs end (done
// jobs so far, in no particular order). An exception of a job is thrown again once all have
// stopped.
void run_jobs(std::size_t count, const std::function<void(std::size_t)>& job,
              const std::function<void(std::size_t done)>& finished = {});

}  // namespace bioeval
