#pragma once

#include "core/game/gamestate.h"
#include "core/rules/evaluation.h"
#include "core/rules/tideofiron/toitables.h"

#include <string>

namespace hexfire::toi {

/*
 * Action turns (REFERENCE 4.5.1, 4.5.2): each action a side takes activates one fresh unit; after
 * the scenario's number of actions the other side takes its turn, unless it cannot take them all,
 * and then it is out for the rest of the Action phase. HexFire counts the actions in the sequence
 * position (SequencePosition::actionsTaken) and hands over by itself.
 */

/** The state key of a unit whose Fire and Movement is half done: it may still move or fire. */
inline constexpr std::string_view fireAndMovementPending = "fire-and-movement";
/** The state key of a squad that advanced to assault: it assaults next (its action's end). */
inline constexpr std::string_view assaultPending = "assault-pending";
/** Whether the unit's action is half done (a Fire and Movement, or an advance to assault). */
bool isHalfDone(const Unit &unit);
/** The marker left where a moving unit entered a hex in sight of an enemy unit in Op Fire mode. */
inline constexpr std::string_view opFireTrigger = "op-fire-trigger";

/** Whether the unit is fresh: it carries neither a fatigue nor an Op Fire token. */
bool isFresh(const Unit &unit);
/** The fresh units of the side on the map: the most actions it can take in this phase. */
int freshUnits(const GameState &state, const SideId &side);

/**
 * Why the side may not begin an action now: it is out of the Action phase because it could not
 * take every action of its turn. Empty when it may.
 */
std::string whySideIsOut(const ToiOptions &options, const GameState &state, const SideId &side);

/**
 * Counts `e` (a legal action that spends one of its side's actions) in the action turn: a line
 * saying which action of the turn it is, and a plan that resolves the action, then clears what
 * the side's former activation left (a Fire and Movement half done, the Op Fire triggers of its
 * moves) and either counts the action or hands the turn over.
 */
void countAction(
    const ToiOptions &options, const GameState &state, Evaluation &e, bool halfDone = false);

/**
 * The second half of a Fire and Movement (not an action of its own): when its first half was the
 * turn's last action, finishing it hands the turn over.
 */
void finishAction(const ToiOptions &options, const GameState &state, Evaluation &e);

/** Effects that clear what marks the unit's action as half done. */
std::vector<Effect> halfDoneCleared(const Unit &unit, std::string name);

/**
 * Effects that end what an earlier activation left behind: a Fire and Movement or an advance to
 * assault half done by another unit, and Op Fire trigger markers. `keep` is the unit acting now
 * (none: clear all).
 */
std::vector<Effect> clearFormerActivation(
    const GameState &state, const std::optional<UnitId> &keep);

} // namespace hexfire::toi
