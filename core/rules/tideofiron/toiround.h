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
 * The Command phase's step: who holds each objective (a side takes one its units alone stand in
 * and keeps it until the enemy does the same), the victory points that gives, and the initiative
 * for the next round (the holder keeps it, assumed: the command bid is not modelled).
 */
Evaluation evaluateCommandPhase(
    const ToiOptions &options, const GameState &state, const Action &action);

/** The DEFAULT of the initiative: its holder keeps it (the command bid is not modelled). */
Assumption initiativeAssumption();

} // namespace hexfire::toi
