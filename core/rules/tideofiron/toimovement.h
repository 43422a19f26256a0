#pragma once

#include "core/rules/explanation.h"
#include "core/rules/rulehooks.h"
#include "core/rules/tideofiron/toitables.h"

#include <string>
#include <vector>

namespace hexfire::toi {

/** The rule a found movement value cites. */
inline constexpr const char *movementRule = "Movement";
/** Where a movement DEFAULT is written down for players. */
inline constexpr const char *movementCostsRef = "docs/rules.md: Tide of Iron movement costs";
inline constexpr const char *stackingRef = "docs/rules.md: Tide of Iron stacking";
/** [Next Wave] the movement points a vehicle loses in a Fire and Movement action. */
inline constexpr int fireAndMovementVehicleLoss = 2;

/**
 * Tide of Iron movement (REFERENCE 4.5.3), published through MovementRules so the shared movement
 * code (movement.h) finds the reach and evaluates the advance action. Costs are whole movement
 * points from the movement table (tables.json "movement"), under the scenario's edition.
 *
 * - Allowance: a squad 4, plus 1 with an officer figure; a vehicle its type's "movement"; a
 *   heavily damaged vehicle none; [Next Wave] a damaged vehicle 1 less, and a vehicle 2 less in
 *   its Fire and Movement. Only a fresh unit
 *   advances: fatigued, Op Fire, pinned, disrupted or routed units do not move.
 * - Each hex: never into a hex an enemy holds; never across a cliff (two levels at once); from a
 *   road into the next road hex the road's cost with no uphill penalty; otherwise the terrain's
 *   cost, or the uphill cost one level up when that is more; vehicles never into terrain they are
 *   prohibited from, and stop in terrain where they spend all their points.
 * - The end of a move: stackingRefusal() (the move action calls it; this class does not).
 */
class ToiMovement final : public MovementRules {
public:
    /** Reads the options it is given whenever asked: the rule set owns and reconfigures them. */
    explicit ToiMovement(const ToiOptions &options)
        : m_options(&options)
    { }

    std::string_view moveAction() const override;
    MovementAllowance allowance(const GameState &state, const Unit &unit) const override;
    StepCost stepCost(const GameState &state, const Unit &unit, Hex from, Hex to) const override;

    /** The DEFAULTs movement rests on, for the rule set's list (keys "tideofiron.movement-costs",
        "tideofiron.stacking"). */
    std::vector<Assumption> assumptions() const;

private:
    const ToiOptions *m_options;
};

/**
 * Why `mover` may not end its move in `to` (more squads or vehicles of its side than the
 * stacking limits allow, counting the mover), a sentence; empty if it may.
 */
std::string stackingRefusal(
    const ToiOptions &options, const GameState &state, const Unit &mover, Hex to);

} // namespace hexfire::toi
