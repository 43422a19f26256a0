#pragma once

#include "core/game/ids.h"
#include "core/hex/hex.h"

#include <optional>
#include <string>
#include <vector>

namespace hexfire {

/** The tally (Side::tallies) of victory points scored during play, in games that score them. */
inline constexpr const char *victoryPointsTally = "victory-points";

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
    /**
     * In games that score objectives during play (a rule system adds its points to the holder's
     * tally each round): the tally they go to. Empty: victory points (victoryPointsTally).
     */
    std::string tally {};
    const std::string &scoredTally() const
    {
        static const std::string vp = victoryPointsTally;
        return tally.empty() ? vp : tally;
    }
    friend bool operator==(const Objective &, const Objective &) = default;
};

/** A side wins at once when its victory points reach `points` (a scenario's victory point goal). */
struct PointsGoal {
    SideId side;
    int points = 0;
    friend bool operator==(const PointsGoal &, const PointsGoal &) = default;
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
    /** Victory point goals: the first side to reach its goal wins at once. */
    std::vector<PointsGoal> goals {};
    /**
     * The side that wins when the game ends without another verdict (no goal reached, no side
     * eliminated): a defender who holds out. None: the higher score wins, level scores draw.
     */
    std::optional<SideId> otherwise {};
    bool empty() const
    {
        return !turnLimit && !minutesLimit && conditions.empty() && goals.empty() && !otherwise;
    }
    friend bool operator==(const VictoryConditions &, const VictoryConditions &) = default;
};

} // namespace hexfire
