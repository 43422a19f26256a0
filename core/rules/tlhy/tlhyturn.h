#pragma once

#include "core/game/gamestate.h"
#include "core/game/unit.h"
#include "core/rules/tlhy/tlhyvocabulary.h"

namespace hexfire {

/**
 * Where a unit stands in The Last Hundred Yards' turn (REFERENCE 1.8.1-1.8.2): whether it has
 * acted, belongs to the activation in progress, or acts as a reaction. Every TLHY rule that
 * depends on it (the reaction allowance, the limited reactions) asks here.
 */
class TlhyTurn final {
public:
    static bool inActivationPhase(const GameState &state)
    {
        return state.sequence().phase == tlhykeys::activationPhase;
    }
    /** The side with the initiative: the active player for the whole turn. */
    static bool isActiveSide(const GameState &state, const SideId &side)
    {
        return state.sequence().firstSide && *state.sequence().firstSide == side;
    }
    static bool hasActed(const Unit &u) { return u.status.has(tlhykeys::acted); }
    /** Part of the platoon or company activated now (not an earlier activation). */
    static bool isInCurrentActivation(const Unit &u)
    {
        return u.status.has(tlhykeys::activated) && !u.status.has(tlhykeys::reactionOnly);
    }
    /**
     * The unit acts as a reaction: in the Activation phase, any unit of the side without the
     * initiative, and a unit of the active side outside the activation in progress. Outside that
     * phase (or in a position without the sequence of play) nothing is a reaction.
     */
    static bool isReacting(const GameState &state, const Unit &u)
    {
        if (!inActivationPhase(state))
            return false;
        return !isActiveSide(state, u.side) || !isInCurrentActivation(u);
    }
};

} // namespace hexfire
