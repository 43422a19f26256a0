#pragma once

#include "core/rules/sequenceofplay.h"

namespace hexfire {

/**
 * The Last Hundred Yards' turn as HexFire plays it (REFERENCE 1.8.1): initiative, the Activation
 * phase with its reaction exchanges, the Marker Adjustment Step, Fire Resolution, Assault
 * Resolution and the end of the turn (time lapse, clean-up, mission end).
 */
class TlhySequence final {
public:
    /** Built once; valid for the process. */
    static const SequenceOfPlay &sequenceOfPlay();
};

} // namespace hexfire
