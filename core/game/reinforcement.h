#pragma once

#include "core/game/unit.h"
#include "core/hex/hex.h"

#include <optional>
#include <vector>

namespace hexfire {

/**
 * A unit a scenario brings on later: the counter as it arrives, when it is due and where it
 * enters. Until then it is off the map and out of play (not drawn, no part in LOS or the rules);
 * a UnitArrived effect puts it on the map. Which rule system step brings it, and what happens when
 * its entry is blocked, is the rule system's.
 */
struct Reinforcement {
    /** The unit as it arrives; its hex is the first entry hex until it is placed. */
    Unit unit;
    /** Due from the start of this turn. */
    std::optional<int> turn;
    /** Due once the game clock reads this time (minutes after midnight; games with a clock). */
    std::optional<int> clock;
    /** Where it enters, in order of preference; never empty. */
    std::vector<Hex> entry;
    friend bool operator==(const Reinforcement &, const Reinforcement &) = default;
};

} // namespace hexfire
