#pragma once

#include "core/game/effect.h"
#include "core/game/gamestate.h"
#include "core/rules/explanation.h"

#include <cstdint>
#include <string_view>
#include <vector>

namespace hexfire::labataille {

/**
 * Cavalry readiness (REFERENCE 2.5.6): fresh, tired after a melee (melee value ½, no charge in
 * the charge segment), exhausted after a melee while tired or a charge and a melee (⅓, no
 * charges). A unit carries "tired" or "exhausted" as a status; no status is fresh.
 */
enum class Readiness : std::uint8_t { Fresh, Tired, Exhausted };

std::string_view displayName(Readiness r);
/** The unit's readiness from its statuses (only cavalry is ever tired or exhausted). */
Readiness readinessOf(const Unit &unit);

/** A multiplier as a fraction: ½ is {1, 2}. */
struct Fraction {
    int numerator = 1;
    int denominator = 1;
    friend bool operator==(const Fraction &, const Fraction &) = default;
};

/** What the unit's melee value is multiplied by: fresh 1, tired ½, exhausted ⅓. */
Fraction readinessMultiplier(const Unit &unit);
Fraction readinessMultiplier(Readiness r);

/**
 * The readiness after a melee: fresh becomes tired and tired exhausted; with a charge before the
 * melee it becomes exhausted. A unit that fought at a third of its value (`atThird`) avoids the
 * step (2.5.6).
 */
Readiness nextReadiness(Readiness now, bool charged, bool atThird = false);

/**
 * The effects that take the cavalry unit from its readiness to `next` (StatusCleared /
 * StatusSet) and mark that it fought this turn (status "fought": it has not rested). Nothing for
 * a unit that is not cavalry.
 */
std::vector<Effect> readinessEffects(const Unit &unit, Readiness next, std::string_view why);

/**
 * What the end of the turn gives tired and exhausted cavalry that rested: one step towards fresh
 * per full turn of rest, two if it did not move. HexFire's rest (DEFAULT): no "moved", "charged",
 * "retreated" or "fought" status this turn; a unit that moved is taken as having moved more than
 * half its allowance, so a unit that rests did not move and recovers two steps. The statuses
 * "fought" are cleared here. Call it before the turn's statuses are cleared.
 */
std::vector<Effect> readinessRecovery(const GameState &state);

/** A unit fact for cavalry: "Tired (melee value ½, no charge in the charge segment)". */
std::string readinessText(Readiness r);

/** The assumption readiness recovery rests on. */
Assumption readinessAssumption();

} // namespace hexfire::labataille
