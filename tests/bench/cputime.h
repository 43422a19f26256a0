#pragma once

// Thread CPU time for the benchmarks: the machine is shared, and wall time there measures the
// other processes as much as the work.

#include <ctime>
#include <functional>

namespace hexfire::bench {

/** This thread's CPU time, in milliseconds. */
inline double threadCpuMillis()
{
    timespec ts {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) / 1e6;
}

/** The thread CPU milliseconds that work takes. */
inline double cpuMillis(const std::function<void()> &work)
{
    const double start = threadCpuMillis();
    work();
    return threadCpuMillis() - start;
}

} // namespace hexfire::bench
