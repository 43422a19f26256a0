#pragma once

#include "core/game/gamestate.h"
#include "core/rules/evaluation.h"
#include "core/rules/labataille/lbmelee.h"
#include "core/rules/resolution.h"

#include <cstddef>
#include <vector>

namespace hexfire::labataille {

/** One side of a melee as it fought: the units and, for attackers, the way each came in. */
struct MeleeSide {
    std::vector<const Unit *> units;
    std::vector<Approach> approaches; /**< one per unit; defenders: Front */
    bool attacking = false;
};

/**
 * What a melee leaves behind beyond the chart's result (REFERENCE 2.5.5 step 5, 2.5.6):
 * - Readiness: every cavalry unit that fought steps from fresh to tired, from tired to exhausted,
 *   or to exhausted after a charge and a melee; one whose melee value was cut to a third or less
 *   avoids the step (HexFire reads "fighting at ⅓" so, assumed).
 * - Leaving an enemy zone of influence through the melee costs at least one increment: a unit the
 *   result sends out of an enemy zone loses one (assumed: exactly one).
 */
class LbMeleeAftermath final {
public:
    /** The readiness each cavalry unit of the sides would have after the melee, as lines. */
    static void explainReadiness(const MeleeSide &attackers, const MeleeSide &defenders,
        std::vector<ExplanationLine> &lines);
    /** The readiness effects and their lines for the units that fought. */
    static void applyReadiness(
        const MeleeSide &attackers, const MeleeSide &defenders, Resolution &r);
    /**
     * The increment lost by every unit whose retreat, among r.effects from `first` on, leaves an
     * enemy zone of influence (the units of `fought` only).
     */
    static void applyZoneLosses(const GameState &state, const std::vector<const Unit *> &fought,
        std::size_t first, Resolution &r);

    static std::vector<Assumption> assumptions();
};

} // namespace hexfire::labataille
