#pragma once

#include "core/game/gamestate.h"
#include "core/rules/action.h"
#include "core/rules/evaluation.h"
#include "core/rules/labataille/lbmorale.h"
#include "core/rules/labataille/lbtables.h"

#include <string>
#include <vector>

namespace hexfire::labataille {

/** Through which of the defender's hexsides an attacker comes. */
enum class Approach : std::uint8_t { Front, Flank, Rear };

/** The class of the defender's hexsides towards `from`: flank or rear only when every hexside
    the line crosses is (a vertex between a flank and a front hexside is front). */
Approach approachOf(const Unit &defender, Hex target, Hex from);

/** One multiplier of a melee value: ×num/den. */
struct MeleeMultiplier {
    std::string what;
    int num = 1;
    int den = 1;
    std::string rule;
    bool assumed = false;
    bool readiness = false; /**< the unit's own readiness (tired, exhausted), not the fight */
};

/**
 * A unit's melee value in this melee: the printed value shrunk in proportion to the increments
 * lost (value × strength / maxStrength, round down), times the multipliers of 2.5.5 step 4 and of
 * its state (2.5.4), rounded down once at the end. `opponents` are the units it fights.
 */
int meleeValue(const Unit &u, bool attacking, Approach approach,
    const std::vector<const Unit *> &opponents,
    std::vector<MeleeMultiplier> *multipliers = nullptr);

/** The modifier of the increment ratio for a pre-melee check (placeholder: ±step per odds step
    1.5, 2, 3 and 4 to 1), for the attacker; the defender's is its negative. */
int ratioModifier(int attackerIncrements, int defenderIncrements, int step);

/**
 * Melee Assault (REFERENCE 2.5.5): the attackers, adjacent to the assaulted hex through a front
 * hexside, and the defenders check their morale first (defender, then each attacker; a unit
 * that fails disorders, falls back and does not fight); the melee values give the odds column of
 * the melee chart and two dice read as 11-66 its result. Exact odds of every result before the
 * roll, the pre-melee checks included.
 */
class LbMelee final {
public:
    explicit LbMelee(const LbOptions &options)
        : m_options(options)
    { }

    /** The melee; with Action::via, the attacker first follows a retreat before melee one hex
        (2.5.5 step 2): it moves into the via hex and assaults the target from there. */
    Evaluation evaluate(const GameState &state, const Action &action) const;

private:
    Evaluation evaluateAt(const GameState &state, const Action &action, bool following) const;
    Evaluation evaluateFollow(const GameState &state, const Action &action) const;

    const LbOptions &m_options;
};

} // namespace hexfire::labataille
