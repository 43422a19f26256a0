#pragma once

#include <string>

namespace hexfire {

/** One die rolled: its size, the face read and why it was rolled. */
struct DieRoll {
    int sides = 6; /**< number of faces: 6 for a d6, 10 for a d10 (faces read 1..sides) */
    int face = 1; /**< the face read, 1..sides */
    std::string purpose; /**< short text for the dice log, e.g. "fire marker +2" */
    friend bool operator==(const DieRoll &, const DieRoll &) = default;
};

} // namespace hexfire
