#pragma once

#include "core/game/gamestate.h"
#include "core/rules/action.h"
#include "core/rules/evaluation.h"
#include "core/rules/tlhy/tlhyoptions.h"

#include <string>
#include <vector>

namespace hexfire {

/**
 * The TLHY recovery roll (REFERENCE 1.8.5, 13.3.2): one d10 for a Disrupted unit or for a
 * Regrouping hex, with the DRMs −1 Elite, −1 assisting leader, +1 Japanese/Russian against
 * Regrouping. A Disrupted unit rallies on a modified roll of 1 or less, recovers on its Cohesion
 * or less (into Regrouping unless the option recoverClearsDisrupted), else stays disrupted; a
 * Regrouping hex rallies on the best combat unit's Cohesion or less. A natural 10 makes an
 * infantry unit Heroic when an enemy is within 5 hexes, whatever the modified roll.
 *
 * evaluate() works everything out and gives the exact odds; the plan rolls the one die.
 */
class TlhyRecovery final {
public:
    /** What a roll does; the order of the enum is not the order of precedence (see outcome()). */
    enum class Result { Failed, Recovered, Rallied, Heroic };

    /** Everything the roll needs, worked out before it. */
    struct Plan {
        UnitId actor;
        std::string actorName;
        bool regroupingHex = false; /**< a Regrouping hex's roll, not a Disrupted unit's */
        int drm = 0;
        int target = 0; /**< Recover (Disrupted) or Rally (Regrouping) on a modified roll <= this */
        bool heroicPossible = false; /**< an infantry unit with an enemy within 5 hexes */
        bool clearsDisrupted = false; /**< the option recoverClearsDisrupted */
        std::vector<UnitId> regrouping; /**< the units a Regrouping hex's Rally clears */
        std::vector<std::string> regroupingNames;
    };

    explicit TlhyRecovery(const TlhyOptions &options)
        : m_options(options)
    { }

    /** The evaluation of a "recover" action: legality, lines, odds, the die and the plan. */
    Evaluation evaluate(const GameState &state, const Action &action) const;

    /** What the natural roll `face` does under plan. */
    static Result outcome(const Plan &plan, int face);
    /** The outcome key and label shown for a result. */
    static std::string key(const Plan &plan, Result r);
    static std::string label(const Plan &plan, Result r);
    /** The effects of result r. */
    static std::vector<Effect> effects(const Plan &plan, Result r);

private:
    const TlhyOptions &m_options;
};

} // namespace hexfire
