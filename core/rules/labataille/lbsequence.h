#pragma once

#include "core/rules/sequenceofplay.h"

namespace hexfire::labataille {

/**
 * La Bataille's turn as HexFire plays it (REFERENCE 2.5.1): the command sequence, then a player
 * turn for each side — Charge à Cheval, Movement, the other side's Defensive Fire, Offensive Fire,
 * Melee Assault, Morale Recovery — then the end of the turn, when the clock moves on 20 minutes.
 */
class LbSequence final {
public:
    /** Built once; valid for the process. */
    static const SequenceOfPlay &sequenceOfPlay();
    /** Minutes of clock time a turn lasts. */
    static constexpr int minutesPerTurn = 20;
};

} // namespace hexfire::labataille
