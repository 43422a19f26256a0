#pragma once

#include <cstdio>
#include <cstdlib>

namespace hexfire::fuzz {

/**
 * A property every input must keep (a round trip, a file that reopens). A violation aborts, which
 * libFuzzer reports as a crash and saves the input as a reproducer, like a sanitizer finding.
 */
inline void require(bool ok, const char *what)
{
    if (!ok) {
        std::fprintf(stderr, "property violated: %s\n", what);
        std::abort();
    }
}

} // namespace hexfire::fuzz
