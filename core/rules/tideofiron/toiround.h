#pragma once

#include "core/game/gamestate.h"
#include "core/rules/action.h"
#include "core/rules/evaluation.h"
#include "core/rules/tideofiron/toitables.h"

namespace hexfire::toi {

/**
 * The Status phase's step (REFERENCE 4.5.1): every token off (fatigue, Op Fire, a Fire and
 * Movement half done, Op Fire triggers), pinned squads recover, disrupted squads become pinned or,
 * with an officer in the hex, recover; the reinforcements of the next round arrive. The steps
 * HexFire does not model (strategy cards, squad transfers) are named for the players.
 */
Evaluation evaluateStatusPhase(
    const ToiOptions &options, const GameState &state, const Action &action);

/**
 * The Command phase's steps (REFERENCE 4.5.1): who holds each objective (a side takes one its
 * units alone stand in and keeps it until the enemy does the same), the victory points or command
 * points each gives its holder (TallyChanged effects), the victory point goals (a side reaching
 * its goal wins: no bid follows), and the initiative bid for the next round: the parameters
 * actions::holderBid and otherBid, in command points the side has, spent; the higher bid takes
 * the initiative, level bids leave it with its holder (assumed). Strategy cards are not played:
 * the players take the command they spend on them off by hand.
 */
Evaluation evaluateCommandPhase(
    const ToiOptions &options, const GameState &state, const Action &action);

/**
 * What the side holding the initiative (holder) or the other side is asked when it bids: who it
 * is, the command points it will have once the phase's points are in, and what the bid does.
 */
std::string bidQuestion(const GameState &state, bool holder);

/** The DEFAULT of level initiative bids: the holder keeps the initiative. */
Assumption initiativeAssumption();
/** The DEFAULT of when victory point goals are checked: after the Command phase scores. */
Assumption goalTimingAssumption();

/** The tallies a Tide of Iron side keeps (Side::tallies). */
namespace tallies {
inline constexpr std::string_view victoryPoints = victoryPointsTally;
inline constexpr std::string_view command = "command";
} // namespace tallies

} // namespace hexfire::toi
