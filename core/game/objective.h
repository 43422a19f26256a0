#pragma once

#include "core/game/ids.h"
#include "core/hex/hex.h"

#include <optional>
#include <string>
#include <vector>

namespace hexfire {

/**
 * An objective hex of a scenario: a name, its victory points and the side holding it. A side
 * takes it when its units alone stand in the hex and keeps it until the enemy does the same
 * (GameState::apply keeps the holder up to date).
 */
struct Objective {
    std::string name; /**< "Farm" */
    Hex hex;
    int points = 1;
    std::optional<SideId> holder; /**< none: nobody holds it yet */
    friend bool operator==(const Objective &, const Objective &) = default;
};

/** How a scenario is won, as its file states it; keys are VictoryConditionType keys. */
struct VictoryConditions {
    /** The last turn; none: the game goes on until the players stop or a side is eliminated. */
    std::optional<int> turnLimit;
    /** Which conditions count: "objectives", "losses", "elimination" and any a rule system adds. */
    std::vector<std::string> conditions;
    /** Victory points a side scores per strength point (step, increment, figure) the enemy lost. */
    int pointsPerLoss = 1;
    /**
     * The mission's length in minutes of game time, for games whose turns take a rolled number
     * of minutes (SequencePosition::minutesElapsed); the game ends with the turn that reaches it.
     */
    std::optional<int> minutesLimit;
    /**
     * The clock time the scenario begins, in minutes after midnight (battles fought from one
     * clock time to another): the game clock then reads "13:20" as well as the minutes.
     * Added at the end so braced initialisers stay valid.
     */
    std::optional<int> startTime;
    bool empty() const { return !turnLimit && !minutesLimit && conditions.empty(); }
    friend bool operator==(const VictoryConditions &, const VictoryConditions &) = default;
};

} // namespace hexfire
