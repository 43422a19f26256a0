#pragma once

#include "core/game/ids.h"

#include <optional>
#include <string>

namespace hexfire {

/**
 * Where a game stands in its rule system's sequence of play: the turn (or round), the phase, the
 * side whose player turn it is, the side to act now and the activation in progress. Part of the
 * position, so it is saved, replayed and undone like a fire. A rule system that publishes no
 * sequence keeps only `turn` and `phase` (then a free label from the scenario file).
 */
struct SequencePosition {
    int turn = 1;
    /** The phase key the rule system publishes (SequenceOfPlay); a free label without one. */
    std::string phase;
    /** The side that goes first this turn (initiative); sides follow in the scenario's order. */
    std::optional<SideId> firstSide;
    /** Whose player turn it is, for phases played by each side in turn. */
    std::optional<SideId> phasingSide;
    /** The side that acts now; none when both sides may act (or none does). */
    std::optional<SideId> sideToAct;
    /** The unit whose activation is in progress, when the rules activate units one at a time. */
    std::optional<UnitId> activation;
    /** Minutes of game time gone by, in games whose turns last a rolled time (a time lapse). */
    int minutesElapsed = 0;
    /** The game has ended (the last turn is over); only adjustments are accepted. */
    bool gameOver = false;
    /**
     * Actions the side to act has taken in its turn so far, in games whose sides alternate turns
     * of several actions (the rule system counts them and hands over); ending an activation
     * starts the count again.
     */
    int actionsTaken = 0;
    friend bool operator==(const SequencePosition &, const SequencePosition &) = default;
};

} // namespace hexfire
