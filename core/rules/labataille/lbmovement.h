#pragma once

#include "core/rules/evaluation.h"
#include "core/rules/labataille/lbkeys.h"
#include "core/rules/labataille/lbtables.h"
#include "core/rules/rulehooks.h"

#include <string>
#include <vector>

namespace hexfire {

class EffectsPlan;
class RuleSet;

namespace labataille {

/** The rule a movement line cites. */
inline constexpr const char *movementRule = "Movement";
inline constexpr const char *zdiRule = "Zones d'Influence";

/** Enemy units of `mover` whose zone of influence holds hex h (2.5.2: the hexes next to their
 *  front hexsides; a carré, a leader and a routed unit have none). */
std::vector<UnitId> zdiHolders(const GameState &state, const Unit &mover, Hex h);

/** Enemy units of `mover` whose zone of influence holds `from` but not `to`: those a step from
 *  `from` to `to` leaves (opportunity fire, 2.5.3). */
std::vector<UnitId> zdiHoldersLeft(const GameState &state, const Unit &mover, Hex from, Hex to);

/**
 * La Bataille movement (REFERENCE 2.5.2), published through MovementRules so the shared movement
 * code (movement.h) finds the reach and evaluates the "move" action. Costs come in half movement
 * points (unitsPerPoint 2) from the movement table (tables.json "movement").
 *
 * - Allowance: the counter's MA; in line MA −2; in carré 1 MP; disordered half (rounded down);
 *   unlimbered guns move one open hex by prolonge. Not at all: no MA printed, routed, charged this
 *   player turn, retreated before melee, or a line across two hexes (it closes first).
 * - Each hex: never into an enemy hex; the terrain and the hexside crossed add up; along a road in
 *   road march the road's cost; a line only in open terrain, general-order terrain only in general
 *   order. Entering an enemy zone of influence stops infantry and foot artillery; cavalry, horse
 *   artillery and leaders stop only in a cavalry zone. A zone that stops the unit is left only at
 *   the start of its movement.
 * - The end of a move: stacking by the terrain's limits and one formation per hex.
 */
class LbMovement final : public MovementRules {
public:
    /** Reads the options it is given whenever asked (the rule set keeps them). */
    explicit LbMovement(const LbOptions &options)
        : m_options(&options)
    { }

    std::string_view moveAction() const override { return actions::move; }
    int unitsPerPoint() const override { return 2; }
    MovementAllowance allowance(const GameState &state, const Unit &unit) const override;
    StepCost stepCost(const GameState &state, const Unit &unit, Hex from, Hex to) const override;

    /** The allowance for orders given in place (formation, facing): a line across two hexes is
     *  not held back, the order closes it or refuses. */
    MovementAllowance orderAllowance(const GameState &state, const Unit &unit) const;
    /** The allowance the unit would have in the given formation (what a formation change gives). */
    int pointsIn(const Unit &unit, Formation formation) const;

    /**
     * The movement points a formation change costs in the Movement segment (2.5.2): infantry
     * 1 MP, artillery 2, cavalry 3; entering or leaving general order is free; forming line 1
     * more. Not allowed for a leader, or into line outside open terrain (general-order terrain
     * is refused on entering it, not to a unit already there). An artillery formation change
     * also rolls the limber roll (lblimber.h) in the Movement segment.
     */
    StepCost formationChangeCost(
        const GameState &state, const Unit &unit, Formation from, Formation to) const;
    /** The movement points turning by `hexsides` hexside steps costs (DEFAULT 1 MP each). */
    StepCost facingChangeCost(const Unit &unit, int hexsides) const;

    /** The "move" action: the shared move, stacking at its end, and the "moved" status. */
    Evaluation evaluateMove(
        const RuleSet &rules, const GameState &state, const Action &action) const;
    /** Why the unit may not end a move in h (stacking, one formation per hex); empty if it may. */
    std::string stackingProblem(const GameState &state, const Unit &unit, Hex h) const;

    /** The DEFAULTs movement rests on, for the rule set's list. */
    std::vector<Assumption> assumptions() const;

private:
    MovementAllowance allowanceOf(const GameState &state, const Unit &unit, bool inPlace) const;
    bool terrainStep(const GameState &state, const Unit &unit, Hex from, Hex to, StepCost &c) const;
    void zoneStep(const GameState &state, const Unit &unit, Hex from, Hex to, StepCost &c) const;
    void noteAssumptions(const GameState &state, const Unit &unit, Evaluation &e) const;
    /** In the Movement segment: an opportunity marker in each hex left where a holder may fire. */
    void drawOpportunityFire(
        const GameState &state, const Unit &unit, Evaluation &e, EffectsPlan &plan) const;

    const LbOptions *m_options;
};

} // namespace labataille
} // namespace hexfire
