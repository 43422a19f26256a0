#pragma once

#include "core/game/gamestate.h"
#include "core/rules/action.h"
#include "core/rules/evaluation.h"
#include "core/rules/labataille/lbtables.h"

namespace hexfire::labataille {

/**
 * Retreat before melee (REFERENCE 2.5.5 step 2), the defender's reply in the Melee Assault
 * segment: a unit next to enemy units may step back before they assault when it is a leader,
 * tirailleurs facing only infantry, cavalry facing only infantry, or cavalry or limbered horse
 * artillery with a movement allowance at least 2 more than every enemy next to it. It goes to a
 * hex within half its movement allowance by a path free of enemy zones of influence; a unit that
 * retreats more than one hex does not move in its next player turn (status "retreated").
 */
class LbRetreatBeforeMelee final {
public:
    /** "retreat-before-melee": actor the defender, target the hex it retreats to. */
    static Evaluation evaluate(
        const LbOptions &options, const GameState &state, const Action &action);
};

} // namespace hexfire::labataille
