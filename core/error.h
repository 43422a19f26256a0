#pragma once

#include <stdexcept>
#include <string>

namespace hexfire {

/**
 * The one exception type core throws for bad input: an off-map hex, a malformed label, an
 * impossible facing, an exhausted dice script. The message names what was wrong and what was
 * expected. Expected failures of user files are reported as values (see scenario/LoadResult), not
 * thrown.
 */
class Error : public std::runtime_error {
public:
    explicit Error(const std::string &what)
        : std::runtime_error(what)
    { }
};

} // namespace hexfire
